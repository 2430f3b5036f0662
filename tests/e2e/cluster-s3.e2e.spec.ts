import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import sharp from 'sharp'
import { startCluster, startRedisServer } from '../../scripts/cluster-lib.mjs'
import { freePort } from '../../scripts/lib.mjs'
import { imageSigningKey, signVariant } from '../../src/platform/imageSignature.mjs'
import { startS3Peer } from '../peers/s3.mjs'

/**
 * Media at scale (issue 31, ADR 29 §11): two instances behind nginx on Postgres and Redis, each with its own data
 * directory (no shared disk), keep uploads and the proxy's variants in an S3-compatible bucket (s3rver, started
 * here). An editor uploads on instance 1; instance 2 serves the image resized, in AVIF, through `/api/images/…`,
 * and instance 1 then serves the variant instance 2 made. Runs when TEST_POSTGRES_URL and TEST_REDIS_URL are set
 * (CI sets both), like the other two-instance spec.
 */
const adminUrl = process.env.TEST_POSTGRES_URL
const withRedis = Boolean(process.env.TEST_REDIS_URL)
const EMAIL = 'media-editor@wellread.test'
const PASSWORD = 'media-password-Wellread-1'
const SECRET = 'cluster-s3-secret-0123456789abcdef012345678'
const AVIF_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

type Cluster = Awaited<ReturnType<typeof startCluster>>
type S3Peer = Awaited<ReturnType<typeof startS3Peer>>

if (adminUrl && withRedis) {
  test.describe('two instances on object storage, no shared disk', () => {
    test.describe.configure({ mode: 'serial', timeout: 300_000 })
    let cluster: Cluster
    let s3: S3Peer
    let bucket: S3Client
    let redis: ChildProcess
    let admin: pg.Client
    let dbName: string
    let runDir: string
    let dataDirs: string[]
    const key = imageSigningKey(SECRET)
    const signed = (file: string, width: number, version: string) =>
      `/api/images/${encodeURIComponent(file)}?w=${width}&v=${version}&s=${signVariant(key, { file, width, version })}`
    const keysInBucket = async () =>
      ((await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map(
        (o) => o.Key as string,
      )

    test.beforeAll(async () => {
      test.setTimeout(300_000)
      s3 = await startS3Peer({ bucket: 'cluster-media' })
      bucket = new S3Client({
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      })
      dbName = `wellread_media_${Date.now().toString(36)}`
      admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${dbName}`)
      const dbUrl = new URL(adminUrl as string)
      dbUrl.pathname = `/${dbName}`
      const redisPort = await freePort()
      redis = await startRedisServer(redisPort)
      runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-cluster-s3-'))
      // Each instance its own data directory: nothing on one machine's disk is seen by the other.
      dataDirs = [0, 1].map((i) => path.join(runDir, `instance-${i + 1}`))
      for (const dir of dataDirs) fs.mkdirSync(dir)
      const port = await freePort()
      cluster = await startCluster({
        instances: 2,
        port,
        runDir: path.join(runDir, 'nginx'),
        quiet: true,
        env: {
          DATABASE_URL: dbUrl.toString(),
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          SITE_URL: `http://127.0.0.1:${port}`,
          ADMIN_EMAIL: EMAIL,
          ADMIN_PASSWORD: PASSWORD,
          PAYLOAD_SECRET: SECRET,
          WELLREAD_SEED: 'off',
          ...s3.env,
        },
        instanceEnv: (i) => ({ DATA_DIR: dataDirs[i] as string }),
      })
    })

    test.afterAll(async () => {
      await cluster?.stop()
      redis?.kill('SIGKILL')
      bucket?.destroy()
      await s3?.close()
      await admin?.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {})
      await admin?.end()
      if (runDir) fs.rmSync(runDir, { recursive: true, force: true })
    })

    test('an image uploaded on instance 1 is served resized, in AVIF, by instance 2 from the bucket', async ({
      request,
    }) => {
      const [one, two] = cluster.instances as [Cluster['instances'][0], Cluster['instances'][0]]
      const login = await request.post(`${one.url}/api/cms/users/login`, {
        data: { email: EMAIL, password: PASSWORD },
      })
      expect(login.status(), await login.text()).toBe(200)
      const auth = { Authorization: `JWT ${(await login.json()).token}` }
      const photo = await sharp({
        create: { width: 1600, height: 1000, channels: 3, background: { r: 40, g: 120, b: 90 } },
      })
        .jpeg({ quality: 80 })
        .toBuffer()
      const name = `walk-${Date.now().toString(36)}.jpg`
      const upload = await request.post(`${one.url}/api/cms/media`, {
        headers: auth,
        multipart: {
          file: { name, mimeType: 'image/jpeg', buffer: photo },
          _payload: JSON.stringify({ alt: 'A path through a park' }),
        },
      })
      expect(upload.status(), await upload.text()).toBe(201)
      expect(upload.headers()['x-served-by']).toBe(one.name)
      const media = (await upload.json()).doc as {
        filename: string
        updatedAt: string
        url: string
        sizes: Record<string, { filename: string | null }>
      }
      // The original and Payload's sizes are in the bucket, and on neither instance's disk.
      const stored = await keysInBucket()
      expect(stored).toContain(media.filename)
      for (const size of Object.values(media.sizes))
        if (size.filename) expect(stored).toContain(size.filename)
      for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'media', media.filename))).toBe(false)
      // Payload still serves the file at its own address (read from the bucket), on the other instance too.
      const fileAddress = new URL(media.url, two.url).pathname
      expect(fileAddress).toBe(`/api/cms/media/file/${media.filename}`)
      const original = await request.get(`${two.url}${fileAddress}`)
      expect(original.status()).toBe(200)
      expect((await sharp(await original.body()).metadata()).width).toBe(1600)

      // Instance 2 resizes it from the bucket: AVIF to a browser that takes it, at the signed width.
      const version = Date.parse(media.updatedAt).toString(36)
      const address = signed(media.filename, 480, version)
      const resized = await request.get(`${two.url}${address}`, { headers: { Accept: AVIF_ACCEPT } })
      expect(resized.status(), await resized.text()).toBe(200)
      expect(resized.headers()['x-served-by']).toBe(two.name)
      expect(resized.headers()['content-type']).toBe('image/avif')
      const bytes = await resized.body()
      const meta = await sharp(bytes).metadata()
      expect(meta.format).toBe('heif')
      expect(meta.width).toBe(480)
      expect(meta.height).toBe(300)
      // …and keeps the variant in the bucket, where instance 1 finds it: the same bytes.
      expect((await keysInBucket()).some((k) => k.startsWith('image-cache/') && k.endsWith('.avif'))).toBe(
        true,
      )
      const fromOne = await request.get(`${one.url}${address}`, { headers: { Accept: AVIF_ACCEPT } })
      expect(fromOne.status()).toBe(200)
      expect(Buffer.compare(await fromOne.body(), bytes)).toBe(0)
      // Nothing was written to either instance's own image cache.
      for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'image-cache'))).toBe(false)
    })

    test('an image the bucket does not have is a 404 with a message, on either instance', async ({
      request,
    }) => {
      for (const instance of cluster.instances) {
        const res = await request.get(`${instance.url}${signed('never-uploaded.jpg', 320, 'abc')}`, {
          headers: { Accept: AVIF_ACCEPT },
        })
        expect(res.status()).toBe(404)
        expect(res.headers()['content-type']).toContain('application/json')
        expect(await res.json()).toEqual({ error: 'There is no such image.' })
      }
      // An address signed for another width is refused before the bucket is asked.
      const forged = signed('never-uploaded.jpg', 320, 'abc').replace('w=320', 'w=480')
      const refused = await request.get(`${cluster.instances[1]!.url}${forged}`)
      expect(refused.status()).toBe(400)
      expect((await refused.json()).error).toMatch(/not signed/)
    })
  })
}

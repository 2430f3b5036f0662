import { ListObjectsV2Command } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import type { S3Config } from '@/platform/config.mjs'
import { ObjectStore } from '@/platform/objectStore'
import { startS3Peer } from '../../../tests/peers/s3.mjs'
import { BUCKET_CACHE_FOLDER, BucketOriginals, BucketVariantCache } from './storage'
import { VariantStore } from './variants'

/**
 * The proxy on object storage (issue 31, ADR 29 §11), against a real S3-compatible server on this machine (s3rver):
 * originals read where Payload's adapter puts them, variants kept in the bucket for every instance.
 */
let peer: Awaited<ReturnType<typeof startS3Peer>>
let s3: S3Config
let photo: Buffer

const storeOn = (bucket: ObjectStore) =>
  new VariantStore({
    originals: new BucketOriginals(bucket),
    cache: new BucketVariantCache(bucket),
    concurrency: 2,
  })

const keysIn = async (bucket: ObjectStore) => {
  const listed = await bucket.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))
  return (listed.Contents ?? []).map((o) => o.Key).sort()
}

beforeAll(async () => {
  peer = await startS3Peer({ bucket: 'proxy-test' })
  s3 = {
    bucket: peer.bucket,
    region: 'us-east-1',
    endpoint: peer.endpoint,
    accessKeyId: peer.accessKeyId,
    secretAccessKey: peer.secretAccessKey,
    forcePathStyle: true,
    prefix: '',
  }
  photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer()
})

afterAll(async () => {
  await peer?.close()
})

describe('the image proxy on an S3-compatible bucket', () => {
  it('reads an object whole, and null for one that is not there', async () => {
    const bucket = new ObjectStore(s3)
    await bucket.write('note.txt', Buffer.from('kept'), 'text/plain')
    expect((await bucket.read('note.txt'))?.toString()).toBe('kept')
    expect(await bucket.read('nothing-here.jpg')).toBeNull()
  })

  it('resizes an original from the bucket once, keeps the variant there, and another instance reads it without resizing', async () => {
    const bucket = new ObjectStore(s3)
    await bucket.write('garden.jpg', photo, 'image/jpeg')
    const first = storeOn(bucket)
    // Concurrent requests for one variant: one resize (single flight).
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        first.variant({ file: 'garden.jpg', width: 480, version: 'a1' }, 'avif'),
      ),
    )
    expect(first.load().made).toBe(1)
    const made = answers[0]
    if (!made || typeof made === 'string') throw new Error(`no variant: ${made}`)
    const meta = await sharp(made.bytes).metadata()
    expect(meta.width).toBe(480)
    expect(meta.format).toBe('heif')
    expect(await keysIn(bucket)).toContain(`${BUCKET_CACHE_FOLDER}/${made.id}.avif`)

    // A second process (another instance: its own memory, nothing on its disk) serves the same bytes from the bucket.
    const second = storeOn(new ObjectStore(s3))
    const again = await second.variant({ file: 'garden.jpg', width: 480, version: 'a1' }, 'avif')
    if (typeof again === 'string') throw new Error(`no variant: ${again}`)
    expect(second.load().made).toBe(0)
    expect(again.bytes.equals(made.bytes)).toBe(true)
  })

  it('answers missing for an upload the bucket does not have, and keeps nothing for it', async () => {
    const bucket = new ObjectStore(s3)
    const before = await keysIn(bucket)
    const store = storeOn(bucket)
    expect(await store.variant({ file: 'gone.jpg', width: 320, version: '1' }, 'webp')).toBe('missing')
    expect(await keysIn(bucket)).toEqual(before)
  })

  it('keeps originals and variants under S3_PREFIX when one is set', async () => {
    const bucket = new ObjectStore({ ...s3, prefix: 'site/media' })
    await bucket.write('leaf.jpg', photo, 'image/jpeg')
    const made = await storeOn(bucket).variant({ file: 'leaf.jpg', width: 320, version: '2' }, 'webp')
    if (typeof made === 'string') throw new Error(`no variant: ${made}`)
    expect((await sharp(made.bytes).metadata()).width).toBe(320)
    const keys = await keysIn(bucket)
    expect(keys).toContain('site/media/leaf.jpg')
    expect(keys).toContain(`site/media/${BUCKET_CACHE_FOLDER}/${made.id}.webp`)
  })
})

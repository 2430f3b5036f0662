import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import {
  folderMediaStore,
  readManifest,
  siteFrom,
  toolConnection,
  verifyFiles,
} from '../../scripts/backup-lib.mjs'
import { startS3Peer } from '../peers/s3.mjs'

// The pure parts of npm run backup / restore (scripts/backup-lib.mjs); the round trips on SQLite and Postgres are
// tests/int/backup.int.spec.ts and backup.postgres.int.spec.ts.

const temp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-backup-unit-'))

describe('siteFrom (where the server keeps its data)', () => {
  it('finds the SQLite file as the server does: DATA_DIR/wellread.db, or a file: DATABASE_URL', () => {
    expect(siteFrom({ DATA_DIR: '/srv/wr' })).toMatchObject({
      kind: 'sqlite',
      sqliteFile: '/srv/wr/wellread.db',
      dataDir: '/srv/wr',
      secretFile: '/srv/wr/.payload-secret',
      imageCacheDir: '/srv/wr/image-cache',
    })
    expect(siteFrom({ DATA_DIR: '/srv/wr', DATABASE_URL: 'file:/var/db/site.db' }).sqliteFile).toBe(
      '/var/db/site.db',
    )
    expect(siteFrom({ DATABASE_URL: 'file:///var/db/site.db' }).sqliteFile).toBe('/var/db/site.db')
    expect(siteFrom({ DATA_DIR: '/srv/wr' }).media.describe).toBe('/srv/wr/media')
  })

  it('names Postgres by its URL, and refuses what the server would refuse', () => {
    const url = 'postgres://u:p@db:5432/wellread'
    expect(siteFrom({ DATABASE_URL: url })).toMatchObject({ kind: 'postgres', url, sqliteFile: null })
    expect(() => siteFrom({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
  })
})

it("passes Postgres' password to pg_dump in PGPASSWORD, never on its command line", () => {
  const { dbname, env } = toolConnection('postgres://app:s%40cret@db:5432/wellread?sslmode=require')
  expect(dbname).toBe('--dbname=postgres://app@db:5432/wellread?sslmode=require')
  expect(env.PGPASSWORD).toBe('s@cret')
  expect(toolConnection('postgres://app@db/wellread').env.PGPASSWORD).toBe(process.env.PGPASSWORD)
})

describe('the folder media store', () => {
  it('lists files below it by path, writes through a temporary name, removes', async () => {
    const dir = temp()
    const store = folderMediaStore(dir)
    expect(await store.list()).toEqual([])
    await store.write('b.png', Readable.from([Buffer.from('bb')]))
    await store.write('sub/a.jpg', Readable.from([Buffer.from('a')]))
    fs.writeFileSync(path.join(dir, `c.jpg.restoring-${process.pid}`), 'half')
    expect(await store.list()).toEqual([
      { name: 'b.png', size: 2 },
      { name: 'sub/a.jpg', size: 1 },
    ])
    await store.remove('b.png')
    expect((await store.list()).map((f) => f.name)).toEqual(['sub/a.jpg'])
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('refuses a name that leaves the folder', async () => {
    const dir = temp()
    const store = folderMediaStore(dir)
    await expect(store.write('../escape.png', Readable.from([Buffer.from('x')]))).rejects.toThrow(
      /unsafe media path/,
    )
    expect(() => store.read('/etc/passwd')).toThrow(/unsafe media path/)
    expect(fs.existsSync(path.join(dir, '..', 'escape.png'))).toBe(false)
    fs.rmSync(dir, { recursive: true, force: true })
  })
})

describe('a backup folder', () => {
  const manifestOf = (files: { path: string; size: number; sha256: string }[]) => ({
    format: 'wellread-backup',
    formatVersion: 1,
    database: { kind: 'sqlite', file: 'database.sqlite', tables: {} },
    files,
  })
  const hello = {
    path: 'database.sqlite',
    size: 5,
    sha256: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
  }

  it('is whole when every listed file has its size and checksum', async () => {
    const dir = temp()
    fs.writeFileSync(path.join(dir, 'database.sqlite'), 'hello')
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifestOf([hello])))
    const manifest = readManifest(dir)
    expect(await verifyFiles(dir, manifest)).toEqual([])

    fs.writeFileSync(path.join(dir, 'database.sqlite'), 'hellO')
    expect(await verifyFiles(dir, manifest)).toEqual([
      'database.sqlite: checksum does not match the manifest',
    ])
    fs.writeFileSync(path.join(dir, 'database.sqlite'), 'hell')
    expect(await verifyFiles(dir, manifest)).toEqual(['database.sqlite: 4 bytes, the manifest says 5'])
    fs.rmSync(path.join(dir, 'database.sqlite'))
    expect(await verifyFiles(dir, manifest)).toEqual(['database.sqlite: missing'])
    const outside = manifestOf([hello, { ...hello, path: '../elsewhere' }])
    expect(await verifyFiles(dir, outside)).toContain('../elsewhere: outside the backup folder')
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('is refused with a message when it has no manifest, a damaged one, or another format', () => {
    const dir = temp()
    expect(() => readManifest(path.join(dir, 'none'))).toThrow(/no backup folder at/)
    expect(() => readManifest(dir)).toThrow(/is not a complete backup: it has no manifest.json/)
    fs.writeFileSync(path.join(dir, 'manifest.json'), '{"format": "wellread-back')
    expect(() => readManifest(dir)).toThrow(/manifest.json is damaged/)
    fs.writeFileSync(path.join(dir, 'manifest.json'), '{"format": "something-else"}')
    expect(() => readManifest(dir)).toThrow(/is not a Wellread backup manifest/)
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ ...manifestOf([]), formatVersion: 9 }))
    expect(() => readManifest(dir)).toThrow(/format version 9; this restore reads 1/)
    fs.rmSync(dir, { recursive: true, force: true })
  })
})

describe('bucketMediaStore (uploads in an S3-compatible bucket, ADR 29 §11)', () => {
  let peer: Awaited<ReturnType<typeof startS3Peer>>
  beforeAll(async () => {
    peer = await startS3Peer({ bucket: 'backup-media' })
  })
  afterAll(async () => {
    await peer?.close()
  })

  it('lists, reads, writes and removes the uploads under the prefix, never the image cache', async () => {
    const site = siteFrom({ ...peer.env, S3_PREFIX: 'site-a' })
    const media = site.media
    expect(media.describe).toBe('s3://backup-media/site-a/')
    const text = async (stream: NodeJS.ReadableStream) => {
      const chunks: Buffer[] = []
      for await (const c of stream) chunks.push(Buffer.from(c))
      return Buffer.concat(chunks).toString()
    }
    await media.write('walk.jpg', Readable.from([Buffer.from('a photo')]))
    await media.write('walk-320x240.jpg', Readable.from([Buffer.from('its size')]))
    // The proxy's variants and another site's uploads are not this site's media.
    const other = siteFrom({ ...peer.env, S3_PREFIX: 'site-b' }).media
    await other.write('elsewhere.jpg', Readable.from([Buffer.from('x')]))
    await media.write('image-cache/abc.avif', Readable.from([Buffer.from('derived')]))
    expect(await media.list()).toEqual([
      { name: 'walk-320x240.jpg', size: 8 },
      { name: 'walk.jpg', size: 7 },
    ])
    expect(await text(media.read('walk.jpg'))).toBe('a photo')
    await media.remove('walk.jpg')
    expect((await media.list()).map((f) => f.name)).toEqual(['walk-320x240.jpg'])
    await expect(text(media.read('walk.jpg'))).rejects.toThrow()
    expect(() => media.read('../escape.jpg')).toThrow(/unsafe media path/)
  })
})

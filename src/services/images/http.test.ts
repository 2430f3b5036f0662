import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { imageSigningKey, signVariant } from '@/content/imageAddress'
import { AddressOriginals } from './byAddress'
import {
  handleImage,
  IMMUTABLE,
  NO_IMAGE_MESSAGE,
  NOT_SIGNED_MESSAGE,
  TOO_LARGE_MESSAGE,
  UNREADABLE_MESSAGE,
} from './http'
import { VariantStore } from './variants'

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
const key = imageSigningKey('test-secret-0123456789abcdef0123456789abcdef')

let dir: string
let mediaDir: string
let store: VariantStore
let addresses: { originals: AddressOriginals; store: VariantStore }
let cacheDir: string

const get = (file: string, query: Record<string, string>, headers: Record<string, string> = {}) =>
  handleImage(
    new Request(`http://site.test/api/images/${file}?${new URLSearchParams(query)}`, { headers }),
    file,
    { key, store, addresses },
  )
const signed = (file: string, w: number, v = '1') => ({
  w: String(w),
  v,
  s: signVariant(key, { file, width: w, version: v }),
})
const errorOf = async (r: Response) => ((await r.json()) as { error: string }).error

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wr-images-'))
  mediaDir = path.join(dir, 'media')
  fs.mkdirSync(mediaDir)
  // A 1600 × 1000 photo with EXIF (a camera, GPS) and orientation 6 (stored sideways).
  await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneCam', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 46/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '122/1 25/1 0/1',
      },
    })
    .toFile(path.join(mediaDir, 'walk.jpg'))
  await sharp({ create: { width: 400, height: 300, channels: 4, background: '#0a0' } })
    .png()
    .toFile(path.join(mediaDir, 'chart.png'))
  await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#fff' } })
    .jpeg()
    .toFile(path.join(mediaDir, 'huge.jpg'))
  fs.writeFileSync(path.join(mediaDir, 'broken.jpg'), Buffer.from('not an image at all'))
})

beforeEach(() => {
  cacheDir = path.join(dir, `cache-${Math.random().toString(36).slice(2)}`)
  store = new VariantStore({
    mediaDir,
    cacheDir,
    concurrency: 2,
    maxInputPixels: 3_000_000,
  })
  const originalsDir = path.join(cacheDir, 'addresses')
  addresses = {
    originals: new AddressOriginals({ dir: originalsDir, readOwn: async () => null }),
    store: new VariantStore({ mediaDir: originalsDir, cacheDir }),
  }
})

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('GET /api/images/{file} (issue 31)', () => {
  it('serves a ladder width in AVIF to Chromium, upright, with no EXIF or GPS, cacheable for a year', async () => {
    const res = await get('walk.jpg', signed('walk.jpg', 480), { accept: CHROME_ACCEPT })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/avif')
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE)
    expect(res.headers.get('vary')).toBe('Accept')
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/)
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length)
    const meta = await sharp(bytes).metadata()
    expect(meta.format).toBe('heif')
    // Rotated by its orientation: 1600 × 1000 stored sideways is 1000 × 1600 upright, then 480 wide.
    expect([meta.width, meta.height]).toEqual([480, 768])
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
    expect(bytes.includes(Buffer.from('PhoneCam'))).toBe(false)
    // (The original does carry them.)
    const original = await sharp(path.join(mediaDir, 'walk.jpg')).metadata()
    expect([original.orientation, Boolean(original.exif)]).toEqual([6, true])
  })

  it('gives WebP, then the original’s format, by Accept; never larger than the original', async () => {
    const webp = await get('chart.png', signed('chart.png', 640), { accept: 'image/webp,*/*' })
    expect(webp.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).width).toBe(400)
    const png = await get('chart.png', signed('chart.png', 320), { accept: '*/*' })
    expect(png.headers.get('content-type')).toBe('image/png')
    const jpeg = await get('walk.jpg', signed('walk.jpg', 320))
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg')
  })

  it('answers 304 to its own ETag, and makes each variant once however many ask at the same time', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => get('walk.jpg', signed('walk.jpg', 640), { accept: CHROME_ACCEPT })),
    )
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200))
    expect(new Set(answers.map((r) => r.headers.get('etag'))).size).toBe(1)
    expect(store.load().made).toBe(1)
    const etag = answers[0]!.headers.get('etag')!
    const again = await get('walk.jpg', signed('walk.jpg', 640), {
      accept: CHROME_ACCEPT,
      'if-none-match': etag,
    })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    // Read from the disk cache afterwards, not made again.
    expect((await get('walk.jpg', signed('walk.jpg', 640), { accept: CHROME_ACCEPT })).status).toBe(200)
    expect(store.load().made).toBe(1)
  })

  it('runs at most its concurrency of resizes at once, whatever the burst', async () => {
    const widths = [160, 240, 320, 480, 640, 800, 960, 1280]
    const answers = await Promise.all(
      widths.map((w) => get('walk.jpg', signed('walk.jpg', w), { accept: 'image/webp' })),
    )
    expect(answers.every((r) => r.status === 200)).toBe(true)
    expect(store.load()).toMatchObject({ made: 8, mostAtOnce: 2, running: 0, waiting: 0 })
  })

  it('keeps hot variants in memory within its budget, and serves the same bytes from memory, disk or a resize', async () => {
    const small = new VariantStore({ mediaDir, cacheDir, memoryBytes: 40_000 })
    const first = await small.variant({ file: 'chart.png', width: 320, version: '1' }, 'webp')
    const second = await small.variant({ file: 'walk.jpg', width: 320, version: '1' }, 'webp')
    expect(first).not.toBeTypeOf('string')
    expect(second).not.toBeTypeOf('string')
    expect(small.load().memoryBytes).toBeLessThanOrEqual(40_000)
    // A new store (another process) reads the same variant from disk: the same bytes, not made again.
    const other = new VariantStore({ mediaDir, cacheDir })
    const again = await other.variant({ file: 'walk.jpg', width: 320, version: '1' }, 'webp')
    expect(other.load().made).toBe(0)
    expect(Buffer.compare((again as { bytes: Buffer }).bytes, (second as { bytes: Buffer }).bytes)).toBe(0)
    expect(other.load().inMemory).toBe(1)
  })

  it('refuses a width off the ladder, a bad signature and a bad query with 400 naming the problem', async () => {
    const off = await get('walk.jpg', { ...signed('walk.jpg', 480), w: '500' })
    expect(off.status).toBe(400)
    expect(await errorOf(off)).toMatch(/^w must be one of 160, 240/)
    const forged = await get('walk.jpg', { ...signed('walk.jpg', 480), w: '640' })
    expect(forged.status).toBe(400)
    expect(await errorOf(forged)).toBe(NOT_SIGNED_MESSAGE)
    const noSig = await get('walk.jpg', { w: '480', v: '1' })
    expect(noSig.status).toBe(400)
    expect(await errorOf(noSig)).toMatch(/^s/)
    expect(store.load().made).toBe(0)
  })

  it('answers 404 for a missing image or a name outside the media folder, 422 for one too large or unreadable', async () => {
    const missing = await get('nope.jpg', signed('nope.jpg', 480))
    expect(missing.status).toBe(404)
    expect(await errorOf(missing)).toBe(NO_IMAGE_MESSAGE)
    const outside = await get('..%2Fsecret.jpg', signed('../secret.jpg', 480))
    expect(outside.status).toBe(404)
    const huge = await get('huge.jpg', signed('huge.jpg', 480))
    expect(huge.status).toBe(422)
    expect(await errorOf(huge)).toBe(TOO_LARGE_MESSAGE)
    const broken = await get('broken.jpg', signed('broken.jpg', 480))
    expect(broken.status).toBe(422)
    expect(await errorOf(broken)).toBe(UNREADABLE_MESSAGE)
  })
})

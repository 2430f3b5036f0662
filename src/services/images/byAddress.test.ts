// @vitest-environment node
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { addressVariant, imageSigningKey, signVariant } from '@/content/imageAddress'
import { ADDRESS_IMAGE_ROUTE, ADDRESS_IMAGE_VERSION } from '@/lib/imageAddresses'
import { AddressOriginals } from './byAddress'
import {
  ADDRESS_CACHE_CONTROL,
  handleImage,
  NO_IMAGE_MESSAGE,
  NOT_SIGNED_MESSAGE,
  TOO_LARGE_MESSAGE,
  UNAVAILABLE_MESSAGE,
  UNREADABLE_MESSAGE,
} from './http'
import { VariantStore } from './variants'

/**
 * Images given by address through the proxy (issue 31, 001 §7), against a real HTTP server standing in for a
 * shop's image host: fetched once, resized and negotiated like an upload, metadata stripped, kept a day.
 */
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
const key = imageSigningKey('test-secret-0123456789abcdef0123456789abcdef')

let dir: string
let host: http.Server
let origin = ''
const asked: string[] = []
let photo: Buffer
let ownPhoto: Buffer
/** What the host answers, by path. */
const answers = new Map<string, (res: http.ServerResponse) => void>()

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wr-address-images-'))
  photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c84' } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: 'ShopCam', Model: 'S1' } })
    .toBuffer()
  ownPhoto = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#48c' } })
    .webp()
    .toBuffer()
  host = http.createServer((req, res) => {
    asked.push(req.url ?? '')
    const answer = answers.get(req.url ?? '')
    if (answer) return answer(res)
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((r) => host.close(r))
  fs.rmSync(dir, { recursive: true, force: true })
})

let now = 0
let deps: Parameters<typeof handleImage>[2]
beforeEach(() => {
  asked.length = 0
  answers.clear()
  answers.set('/shoe.jpg', (res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo))
  now = Date.parse('2026-11-30T12:00:00Z')
  const cache = fs.mkdtempSync(path.join(dir, 'cache-'))
  const originalsDir = path.join(cache, 'addresses')
  deps = {
    key,
    store: new VariantStore({ mediaDir: path.join(cache, 'media'), cacheDir: cache }),
    addresses: {
      originals: new AddressOriginals({
        dir: originalsDir,
        readOwn: async (name) => (name === 'seed-shoe.webp' ? ownPhoto : null),
        timeoutMs: 300,
        maxBytes: 200_000,
        now: () => now,
      }),
      store: new VariantStore({ mediaDir: originalsDir, cacheDir: cache, maxInputPixels: 4_000_000 }),
    },
  }
})

const get = (u: string, w: number, headers: Record<string, string> = {}, signature?: string) => {
  const query = new URLSearchParams({
    u,
    w: String(w),
    s: signature ?? signVariant(key, { file: u, width: w, version: ADDRESS_IMAGE_VERSION }),
  })
  return handleImage(
    new Request(`http://site.test${ADDRESS_IMAGE_ROUTE}?${query}`, { headers }),
    'remote',
    deps,
  )
}
const errorOf = async (r: Response) => ((await r.json()) as { error: string }).error

describe('images given by address', () => {
  it('fetches a shop’s photo once, and serves it resized in AVIF with no EXIF, kept a day', async () => {
    const u = `${origin}/shoe.jpg`
    const first = await get(u, 320, { accept: CHROME_ACCEPT })
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/avif')
    expect(first.headers.get('cache-control')).toBe(ADDRESS_CACHE_CONTROL)
    expect(first.headers.get('vary')).toBe('Accept')
    const bytes = Buffer.from(await first.arrayBuffer())
    const meta = await sharp(bytes).metadata()
    expect([meta.width, meta.height]).toEqual([320, 213])
    expect(meta.exif).toBeUndefined()
    expect(bytes.includes(Buffer.from('ShopCam'))).toBe(false)
    const webp = await get(u, 640, { accept: 'image/webp' })
    expect(webp.headers.get('content-type')).toBe('image/webp')
    expect(asked).toEqual(['/shoe.jpg'])
    const again = await get(u, 320, { accept: CHROME_ACCEPT, 'if-none-match': first.headers.get('etag')! })
    expect(again.status).toBe(304)
  })

  it('reads a photo of this site’s media store from the store, not over HTTP', async () => {
    const res = await get('/api/cms/media/file/seed-shoe.webp', 160, { accept: CHROME_ACCEPT })
    expect(res.status).toBe(200)
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(160)
    const missing = await get('/api/cms/media/file/nope.webp', 160)
    expect(missing.status).toBe(404)
    expect(asked).toEqual([])
  })

  it('fetches again after a day, with a new ETag for new bytes, and serves the old copy while the host is down', async () => {
    const u = `${origin}/shoe.jpg`
    const before = await get(u, 320, { accept: CHROME_ACCEPT })
    const changed = await sharp(photo).negate().jpeg().toBuffer()
    answers.set('/shoe.jpg', (res) => res.writeHead(200).end(changed))
    now += 23 * 3600_000
    expect((await get(u, 320, { accept: CHROME_ACCEPT })).headers.get('etag')).toBe(
      before.headers.get('etag'),
    )
    now += 2 * 3600_000
    const after = await get(u, 320, { accept: CHROME_ACCEPT })
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'))
    expect(asked).toEqual(['/shoe.jpg', '/shoe.jpg'])
    answers.set('/shoe.jpg', (res) => res.writeHead(503).end())
    now += 25 * 3600_000
    const down = await get(u, 320, { accept: CHROME_ACCEPT })
    expect(down.status).toBe(200)
    expect(down.headers.get('etag')).toBe(after.headers.get('etag'))
  })

  it('answers 404 for a host’s 404, 502 for a host that is down or slow, 422 for what is not a picture or too large', async () => {
    answers.set('/slow.jpg', (res) => {
      setTimeout(() => res.writeHead(200).end(photo), 1_000).unref()
    })
    answers.set('/page.jpg', (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>'))
    answers.set('/huge.jpg', (res) => res.writeHead(200).end(Buffer.alloc(300_000)))
    answers.set('/fail.jpg', (res) => res.writeHead(500).end())
    const gone = await get(`${origin}/gone.jpg`, 320)
    expect([gone.status, await errorOf(gone)]).toEqual([404, NO_IMAGE_MESSAGE])
    const slow = await get(`${origin}/slow.jpg`, 320)
    expect([slow.status, await errorOf(slow)]).toEqual([502, UNAVAILABLE_MESSAGE])
    const fail = await get(`${origin}/fail.jpg`, 320)
    expect(fail.status).toBe(502)
    const closed = await get('http://127.0.0.1:9/x.jpg', 320)
    expect(closed.status).toBe(502)
    const page = await get(`${origin}/page.jpg`, 320)
    expect([page.status, await errorOf(page)]).toEqual([422, UNREADABLE_MESSAGE])
    const huge = await get(`${origin}/huge.jpg`, 320)
    expect([huge.status, await errorOf(huge)]).toEqual([422, TOO_LARGE_MESSAGE])
  })

  it('fetches only what a page of this site signed: 400 for a bad signature, an address it cannot fetch, a width off the ladder', async () => {
    const u = `${origin}/shoe.jpg`
    const forged = await get(
      u,
      320,
      {},
      signVariant(key, { file: u, width: 640, version: ADDRESS_IMAGE_VERSION }),
    )
    expect([forged.status, await errorOf(forged)]).toEqual([400, NOT_SIGNED_MESSAGE])
    const file = await get('file:///etc/passwd', 320)
    expect(file.status).toBe(400)
    expect(await errorOf(file)).toMatch(/^u must be an http\(s\) address/)
    const off = await get(u, 500)
    expect(off.status).toBe(400)
    const long = await get(`${origin}/${'a'.repeat(2100)}.jpg`, 320)
    expect(long.status).toBe(400)
    expect(asked).toEqual([])
  })
})

describe('addressVariant (how pages name an image given by address)', () => {
  const hosts = ['https://images.shop.example', 'https://*.cdn.example']
  it('signs a proxy address, except on a product’s own media host or for what the proxy cannot fetch', () => {
    const url = addressVariant(key, hosts, 'https://other.example/a.jpg', 320)!
    const parsed = new URL(url, 'http://site.test')
    expect(parsed.pathname).toBe(ADDRESS_IMAGE_ROUTE)
    expect(parsed.searchParams.get('u')).toBe('https://other.example/a.jpg')
    expect(parsed.searchParams.get('w')).toBe('320')
    expect(addressVariant(key, hosts, 'https://images.shop.example/a.jpg', 320)).toBeNull()
    expect(addressVariant(key, hosts, 'https://eu.cdn.example/a.jpg', 320)).toBeNull()
    expect(addressVariant(key, hosts, 'https://cdn.example.evil/a.jpg', 320)).not.toBeNull()
    expect(addressVariant(key, hosts, '/sample/pictures/a.webp', 320)).toBeNull()
    expect(addressVariant(key, hosts, '/api/cms/media/file/a.webp', 320)).not.toBeNull()
    expect(addressVariant(key, hosts, 'data:image/png;base64,AAAA', 320)).toBeNull()
  })
})

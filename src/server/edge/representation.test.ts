// @vitest-environment node
import zlib from 'node:zlib'
import {
  acceptedEncodings,
  brotliQuality,
  MIN_COMPRESSIBLE_BYTES,
  notModified,
  oneAtATime,
  Representation,
} from './representation.mjs'

describe('acceptedEncodings', () => {
  it.each([
    [undefined, { br: false, gzip: false }],
    ['', { br: false, gzip: false }],
    ['gzip, deflate, br, zstd', { br: true, gzip: true }],
    ['gzip', { br: false, gzip: true }],
    ['br;q=0, gzip', { br: false, gzip: true }],
    ['br;q=0.5, gzip;q=0', { br: true, gzip: false }],
    ['*', { br: true, gzip: true }],
    ['*;q=0, gzip', { br: false, gzip: true }],
    ['identity', { br: false, gzip: false }],
    ['x-gzip', { br: false, gzip: true }],
    ['GZIP, BR', { br: true, gzip: true }],
    ['br ; q = 0.0 , gzip', { br: false, gzip: true }],
  ])('%j → %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected)
  })
})

describe('notModified', () => {
  const etag = '"abc-br"'
  it.each([
    [undefined, false],
    ['"abc-br"', true],
    ['W/"abc-br"', true],
    ['"other", "abc-br"', true],
    ['"abc"', false],
    ['"abc-gz"', false],
    ['*', true],
  ])('If-None-Match %j → %s', (header, expected) => {
    expect(notModified(header, etag)).toBe(expected)
  })
})

describe('Representation', () => {
  const html = Buffer.from(
    `<!doctype html><html><body>${'<p>Sleep and blood pressure</p>'.repeat(400)}</body></html>`,
  )

  it('compresses once into gzip and brotli that decompress to the same bytes, each with its own strong ETag', async () => {
    const rep = new Representation(html, { compressible: true, brotliQuality: 5 })
    expect(rep.settled).toBe(false)
    await rep.ready
    expect(rep.settled).toBe(true)
    expect(zlib.gunzipSync(rep.gzip!.body).equals(html)).toBe(true)
    expect(zlib.brotliDecompressSync(rep.br!.body).equals(html)).toBe(true)
    expect(rep.br!.body.length).toBeLessThan(rep.gzip!.body.length)
    const etags = [rep.identity.etag, rep.gzip!.etag, rep.br!.etag]
    expect(new Set(etags).size).toBe(3)
    for (const etag of etags) expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}(-gz|-br)?"$/)
  })

  it('gives the same ETag to the same bytes, and another to other bytes', () => {
    const a = new Representation(html, { compressible: false, brotliQuality: 5 })
    const b = new Representation(Buffer.from(html), { compressible: false, brotliQuality: 5 })
    const c = new Representation(Buffer.concat([html, Buffer.from(' ')]), {
      compressible: false,
      brotliQuality: 5,
    })
    expect(a.identity.etag).toBe(b.identity.etag)
    expect(c.identity.etag).not.toBe(a.identity.etag)
  })

  it('picks brotli, then gzip, then the bytes as they are, as the client allows', async () => {
    const rep = new Representation(html, { compressible: true, brotliQuality: 5 })
    await rep.ready
    expect(rep.choose({ br: true, gzip: true })?.encoding).toBe('br')
    expect(rep.choose({ br: false, gzip: true })?.encoding).toBe('gzip')
    expect(rep.choose({ br: false, gzip: false })?.encoding).toBe('identity')
  })

  it('answers nothing while a client that accepts compression would otherwise get the whole uncompressed body', () => {
    const rep = new Representation(html, { compressible: true, brotliQuality: 5 })
    expect(rep.choose({ br: true, gzip: true })).toBeNull()
    expect(rep.choose({ br: false, gzip: false })?.encoding).toBe('identity')
  })

  it('leaves small or incompressible bodies as they are', async () => {
    const small = new Representation(Buffer.alloc(MIN_COMPRESSIBLE_BYTES - 1, 'a'), {
      compressible: true,
      brotliQuality: 5,
    })
    await small.ready
    expect(small.choose({ br: true, gzip: true })?.encoding).toBe('identity')
    const image = new Representation(Buffer.alloc(5000, 7), { compressible: false, brotliQuality: 5 })
    expect(image.settled).toBe(true)
    expect(image.choose({ br: true, gzip: true })?.encoding).toBe('identity')
  })
})

describe('oneAtATime', () => {
  it('runs jobs one after another, in order, and passes on their results and failures', async () => {
    const log: string[] = []
    const job =
      (name: string, ms: number, fail = false) =>
      () =>
        new Promise<string>((resolve, reject) => {
          log.push(`start ${name}`)
          setTimeout(() => {
            log.push(`end ${name}`)
            if (fail) reject(new Error(name))
            else resolve(name)
          }, ms)
        })
    const results = await Promise.allSettled([
      oneAtATime(job('a', 20)),
      oneAtATime(job('b', 5, true)),
      oneAtATime(job('c', 1)),
    ])
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c'])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
  })
})

describe('brotliQuality', () => {
  it.each([
    ['page', 50_000, 10],
    ['page', 5_000_000, 10],
    ['asset', 100_000, 11],
    ['asset', 512 * 1024, 11],
    ['asset', 512 * 1024 + 1, 9],
    ['answer', 3_340, 5],
  ] as const)('%s of %d bytes → %d', (kind, bytes, quality) => {
    expect(brotliQuality(kind, bytes)).toBe(quality)
  })
})

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLIENT_IP_HEADER } from '@/platform/headers.mjs'
import { memoryRateLimiter } from '@/platform/state/adapters/memory'
import { type GlitchTipPeer, startGlitchTipPeer } from '../../../tests/peers/glitchtip.mjs'
import { createForwarder } from './forward'
import { handleBuild, handleErrors } from './http'
import { ErrorRecorder, type WriteErrorRows } from './index'
import type { ErrorRow } from './occurrence'
import { MAX_ERRORS_BODY_BYTES } from './schema'
import type { SourceMapper } from './sourceMaps'
import { groupsOf, type StoredGroup } from './store'

const PAGE = { build: 'b29', pageTemplate: 'article', formfactor: 'mobile', route: '/[section]/[slug]' }
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

const SITE = 'http://site.test'
/** The route's gate: this site's pages only, `points` reports a minute per address. */
const limiter = (points = 50) => ({
  trustedOrigins: [SITE],
  limiter: memoryRateLimiter({ name: 'errors-test', points, durationSeconds: 60 }),
})

function post(
  body: unknown,
  {
    type = 'text/plain;charset=UTF-8',
    ip = '203.0.113.9',
    origin = SITE,
  }: { type?: string; ip?: string; origin?: string } = {},
): Request {
  return new Request('http://site.test/api/errors', {
    method: 'POST',
    headers: { 'content-type': type, [CLIENT_IP_HEADER]: ip, 'user-agent': CHROME, origin },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error

/** Stands in for the database: keeps each group's count as `addErrorOccurrences` would, in memory. */
function memoryStore() {
  const counts = new Map<string, number>()
  const rows: ErrorRow[] = []
  const write: WriteErrorRows = async (_payload, written) => {
    rows.push(...written)
    return groupsOf(written).map(({ row, count }): StoredGroup => {
      const before = counts.get(row.fingerprint) ?? 0
      counts.set(row.fingerprint, before + count)
      return { row, before, after: before + count }
    })
  }
  return { rows, counts, write }
}

/** A mapper that knows one chunk position (the real one reads `.next`: see sourceMaps.test.ts). */
const mapper: SourceMapper = {
  mapStack: async (stack) =>
    stack.replace(
      /https:\/\/site\.test\/_next\/static\/chunks\/q1\.js:1:12/g,
      'src/widgets/Quiz/quiz.ts:5:3',
    ),
}

const payload = async () => ({}) as Payload

describe('POST /api/errors', () => {
  let peer: GlitchTipPeer
  beforeAll(async () => {
    peer = await startGlitchTipPeer()
  })
  afterAll(async () => {
    await peer.close()
  })

  it('stores scrubbed, mapped, fingerprinted occurrences with the browser family, and answers 204', async () => {
    const store = memoryStore()
    const recorder = new ErrorRecorder(payload, { mapper, forwarder: null, write: store.write, windowMs: 1 })
    const res = await handleErrors(
      post({
        ...PAGE,
        errors: [
          {
            kind: 'render',
            where: 'widget.quiz',
            name: 'TypeError',
            message: 'x is undefined for jane@example.com at /health/hiv-prep?zip=10001',
            stack:
              'TypeError: x is undefined\n    at a (https://site.test/_next/static/chunks/q1.js?dpl=b29:1:12)',
          },
          {
            kind: 'chunk',
            where: 'client.error.chunk',
            name: 'ChunkLoadError',
            message: 'Loading chunk 4821 failed.',
            visibility: 'hidden',
            timeout: true,
          },
          { kind: 'resource', message: 'script failed', source: 'https://ads.example/tag.js?zip=10001' },
        ],
      }),
      limiter(),
      recorder,
    )
    expect(res.status).toBe(204)
    const [render, chunk, resource] = store.rows
    expect(render).toMatchObject({
      kind: 'render',
      where: 'widget.quiz',
      message: 'x is undefined for [email] at /…',
      topFrame: 'src/widgets/Quiz/quiz.ts in a',
      route: '/[section]/[slug]',
      pageTemplate: 'article',
      build: 'b29',
      browser: 'chrome',
      count: 1,
    })
    expect(render!.stack).toBe('TypeError: x is undefined\n    at a (src/widgets/Quiz/quiz.ts:5:3)')
    expect(chunk!.message).toBe('Loading chunk 4821 failed. (visibility hidden, timed out)')
    expect(resource!.source).toBe('https://ads.example/…')
    expect(JSON.stringify(store.rows)).not.toMatch(/10001|hiv|jane|Mozilla|203\.0\.113/)
  })

  it('counts repeats of one error in one group', async () => {
    const store = memoryStore()
    const recorder = new ErrorRecorder(payload, { mapper, forwarder: null, write: store.write, windowMs: 1 })
    const report = (n: number) => ({ ...PAGE, errors: [{ kind: 'error', message: `Request ${n} failed` }] })
    for (const n of [1, 22, 333])
      expect((await handleErrors(post(report(n)), limiter(), recorder)).status).toBe(204)
    expect([...store.counts.values()]).toEqual([3])
  })

  it('forwards a new group and each tenfold growth to GlitchTip, and answers without waiting for it', async () => {
    const store = memoryStore()
    const forwarder = createForwarder(peer.dsn)
    const recorder = new ErrorRecorder(payload, { mapper, forwarder, write: store.write, windowMs: 1 })
    const body = { ...PAGE, errors: [{ kind: 'unhandledrejection', message: 'Failed to fetch' }] }
    for (let i = 0; i < 12; i += 1)
      expect((await handleErrors(post(body), limiter(), recorder)).status).toBe(204)
    await recorder.settled()
    expect(peer.events.map((e) => e.event.extra.count)).toEqual([1, 10])
    expect(peer.events[0]!.event).toMatchObject({
      release: 'b29',
      tags: { browser: 'chrome', template: 'article' },
    })
  })

  it('refuses bad bodies with a 400 naming the field, and never stores them', async () => {
    const store = memoryStore()
    const recorder = new ErrorRecorder(payload, { mapper, forwarder: null, write: store.write, windowMs: 1 })
    const cases: [unknown, RegExp][] = [
      [{ ...PAGE, errors: [] }, /errors/],
      [{ ...PAGE, errors: [{ kind: 'oops', message: 'x' }] }, /errors\.0\.kind|kind/],
      [{ ...PAGE, route: '/health/sleep?x=1', errors: [{ kind: 'error', message: 'x' }] }, /route/],
      [{ ...PAGE, pageTemplate: 'nope', errors: [{ kind: 'error', message: 'x' }] }, /pageTemplate/],
      [{ ...PAGE, errors: [{ kind: 'error', message: 'x'.repeat(1001) }] }, /message/],
      [{ ...PAGE, errors: [{ kind: 'error', message: 'x', path: '/health' }] }, /path|unrecognized/i],
      [{ ...PAGE, errors: Array.from({ length: 21 }, () => ({ kind: 'error', message: 'x' })) }, /errors/],
      [{ ...PAGE, build: '/health/hiv-prep', errors: [{ kind: 'error', message: 'x' }] }, /build/],
      ['{not json', /JSON/],
    ]
    for (const [body, field] of cases) {
      const res = await handleErrors(post(body), limiter(), recorder)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(await errorOf(res)).toMatch(field)
    }
    expect(store.rows).toEqual([])
  })

  it('answers 403 from another site’s page, 413 past 64 KiB, 415 for another type, 429 past the limit, 503 when the store fails', async () => {
    const store = memoryStore()
    const recorder = new ErrorRecorder(payload, { mapper, forwarder: null, write: store.write, windowMs: 1 })
    const ok = { ...PAGE, errors: [{ kind: 'error', message: 'x' }] }
    expect(
      (await handleErrors(post('x'.repeat(MAX_ERRORS_BODY_BYTES + 1)), limiter(), recorder)).status,
    ).toBe(413)
    expect((await handleErrors(post(ok, { type: 'text/html' }), limiter(), recorder)).status).toBe(415)
    const one = limiter(1)
    // Another site's page is refused before the limit counts it (it cannot spend its visitors' allowance).
    const crossSite = await handleErrors(post(ok, { origin: 'https://evil.example' }), one, recorder)
    expect(crossSite.status).toBe(403)
    expect(await errorOf(crossSite)).toBe('This request must come from a page of this site.')
    expect((await handleErrors(post(ok), one, recorder)).status).toBe(204)
    const limited = await handleErrors(post(ok), one, recorder)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBeTruthy()
    const failing = new ErrorRecorder(payload, {
      mapper,
      forwarder: null,
      write: async () => {
        throw new Error('disk full')
      },
      windowMs: 1,
    })
    expect((await handleErrors(post(ok), limiter(), failing)).status).toBe(503)
  })

  it('records a server error (onRequestError) under its route template, scrubbed, its files named from the app', async () => {
    const store = memoryStore()
    const recorder = new ErrorRecorder(payload, {
      mapper,
      forwarder: null,
      write: store.write,
      windowMs: 1,
      projectDir: '/srv/wellread',
    })
    const error = new Error('no article at /health/hiv-prep?ref=mail for 10001')
    error.stack = [
      'Error: no article at /health/hiv-prep?ref=mail for 10001',
      '    at Page (/srv/wellread/.next/server/app/(site)/[section]/[slug]/page.js:1:999)',
      '    at node:internal/process/task_queues:95:5',
    ].join('\n')
    await recorder.recordServerError(error, { routePath: '/[section]/[slug]', routeType: 'render' })
    const [row] = store.rows
    expect(row).toMatchObject({
      kind: 'server',
      where: 'server.render',
      browser: 'server',
      route: '/[section]/[slug]',
      message: 'no article at /… for [number]',
      topFrame: '.next/server/app/(site)/[section]/[slug]/page.js in Page',
    })
    expect(row!.stack).toBe(
      [
        'Error: no article at /… for [number]',
        '    at Page (.next/server/app/(site)/[section]/[slug]/page.js:1:999)',
        '    at node:internal/process/task_queues:95:5',
      ].join('\n'),
    )
  })

  it('GET /api/build answers the build, never cached', async () => {
    const res = handleBuild('b29')
    expect(await res.json()).toEqual({ build: 'b29' })
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { runTogether } from '@/platform/counts/upsert'
import { ErrorRecorder, readErrorDailyCounts, readErrorGroups } from '@/services/errors'
import type { ErrorsBody } from '@/services/errors/schema'
import { createSourceMapper } from '@/services/errors/sourceMaps'
import { createTestPayload, dbTargets } from './helpers'

/**
 * Error groups (issue 29): one row per fingerprint in `error_groups`, its count added to with an atomic upsert
 * (its unique fingerprint is the conflict target) and the latest occurrence kept as its sample, plus daily
 * counts in `error_daily_counts`; recorders on several instances add up; on SQLite and Postgres.
 */
describe.each(dbTargets())('error groups on $kind', (target) => {
  let payload: Payload
  let cleanup: () => Promise<void>
  const day = new Date().toISOString().slice(0, 10)
  const mapper = createSourceMapper('/nonexistent-build')
  const CHROME =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
  const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

  beforeAll(async () => {
    ;({ payload, cleanup } = await createTestPayload(target))
  })
  let usedDefaultInstance = false
  afterAll(async () => {
    if (usedDefaultInstance) {
      const { payloadClient } = await import('@/cms/reads')
      await (await payloadClient()).destroy?.()
      // Payload keeps its instances in a process-wide map and does not forget a destroyed one.
      ;(globalThis as { _payload?: Map<string, unknown> })._payload?.delete('default')
      const { dropSingleton } = await import('@/platform/singleton')
      dropSingleton('errors.recorder')
    }
    await cleanup?.()
  })

  const body = (message: string, build = 'b1', count = 1): ErrorsBody => ({
    build,
    pageTemplate: 'article',
    formfactor: 'desktop',
    route: '/[section]/[slug]',
    errors: Array.from({ length: count }, () => ({
      kind: 'error' as const,
      where: 'widget.quiz',
      message,
      stack: `TypeError: ${message}\n    at scoreOf (https://site.test/_next/static/chunks/q1.js:1:12)`,
    })),
  })

  it('two instances’ recorders add up in one group per fingerprint, with daily counts and the latest sample', async () => {
    let clock = Date.parse(`${day}T00:00:01.000Z`)
    const now = () => clock
    const a = new ErrorRecorder(async () => payload, { mapper, forwarder: null, windowMs: 5, now })
    const b = new ErrorRecorder(async () => payload, { mapper, forwarder: null, windowMs: 5, now })
    await Promise.all([
      a.recordReports(body('Request 12 failed', 'b1', 3), CHROME),
      b.recordReports(body('Request 7 failed', 'b1', 2), FIREFOX),
      a.recordReports(body('Other failure'), CHROME),
    ])
    clock += 60_000
    await b.recordReports(body('Request 99 failed', 'b2'), FIREFOX)
    const groups = await readErrorGroups(payload)
    const requests = groups.find((g) => g.message.startsWith('Request'))!
    expect(groups).toHaveLength(2)
    expect(requests).toMatchObject({
      kind: 'error',
      where: 'widget.quiz',
      count: 6,
      build: 'b2',
      browser: 'firefox',
      route: '/[section]/[slug]',
    })
    expect(Date.parse(requests.lastSeen)).toBe(clock)
    expect(Date.parse(requests.firstSeen)).toBe(clock - 60_000)
    expect(groups.find((g) => g.message === 'Other failure')!.count).toBe(1)
    expect(await readErrorDailyCounts(payload, requests.fingerprint, day)).toEqual([{ day, count: 6 }])
  })

  it('a recorder’s write reports each group’s count before and after, across writes', async () => {
    const { addErrorOccurrences } = await import('@/services/errors/store')
    const a = new ErrorRecorder(async () => payload, { mapper, forwarder: null, windowMs: 5 })
    await a.recordReports(body('Counted 1 times'), CHROME)
    const { occurrenceOf, rowOfOccurrence, scrubReport } = await import('@/services/errors/occurrence')
    const report = body('Counted 2 times').errors[0]!
    const row = rowOfOccurrence(
      occurrenceOf(
        scrubReport(report),
        report.stack!,
        { route: '/', pageTemplate: 'home', build: 'b3', browser: 'chrome' },
        Date.now(),
      ),
    )
    expect(await addErrorOccurrences(payload, [row, row])).toEqual([{ row, before: 1, after: 3 }])
  })

  it('a group is counted with its day or not at all: when the daily counts cannot be stored, neither is the group', async () => {
    const a = new ErrorRecorder(async () => payload, { mapper, forwarder: null, windowMs: 5 })
    await a.recordReports(body('Counted with its day'), CHROME)
    const rename = (from: string, to: string) =>
      runTogether(payload, 'test', [sql.raw(`ALTER TABLE "${from}" RENAME TO "${to}"`)])
    await rename('error_daily_counts', 'error_daily_counts_away')
    try {
      await expect(a.recordReports(body('Counted with its day', 'b1', 3), CHROME)).rejects.toThrow(
        'could not be stored',
      )
    } finally {
      await rename('error_daily_counts_away', 'error_daily_counts')
    }
    const group = (await readErrorGroups(payload)).find((g) => g.message === 'Counted with its day')!
    expect(group.count).toBe(1)
    const daily = await readErrorDailyCounts(payload, group.fingerprint, day)
    expect(daily.reduce((sum, d) => sum + d.count, 0)).toBe(1)
  })

  it('the route and onRequestError, wired as in production, join the same groups', async () => {
    usedDefaultInstance = true
    const { dropSingleton } = await import('@/platform/singleton')
    dropSingleton('errors.recorder')
    const route = await import('@/app/api/errors/route')
    const { onRequestError } = await import('@/instrumentation')
    expect(route.dynamic).toBe('force-dynamic')
    const res = await route.POST(
      new Request('http://site.test/api/errors', {
        method: 'POST',
        // A beacon from the site's own page (the browser says so; its Origin would be SITE_URL's).
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'user-agent': CHROME,
          'sec-fetch-site': 'same-origin',
        },
        body: JSON.stringify(body('Wired report')),
      }),
    )
    expect(res.status).toBe(204)
    const runtime = process.env.NEXT_RUNTIME
    process.env.NEXT_RUNTIME = 'nodejs'
    try {
      await onRequestError(
        new Error('Wired server failure at /health/hiv-prep?ref=10001'),
        { path: '/health/hiv-prep?ref=10001', method: 'GET', headers: {} },
        {
          routerKind: 'App Router',
          routePath: '/[section]/[slug]',
          routeType: 'render',
          renderSource: 'server-rendering',
          revalidateReason: undefined,
        },
      )
    } finally {
      process.env.NEXT_RUNTIME = runtime
    }
    const groups = await readErrorGroups(payload)
    expect(groups.find((g) => g.message === 'Wired report')).toMatchObject({ count: 1, browser: 'chrome' })
    expect(groups.find((g) => g.kind === 'server')).toMatchObject({
      message: 'Wired server failure at /…',
      where: 'server.render',
      route: '/[section]/[slug]',
      browser: 'server',
      count: 1,
    })
    expect(JSON.stringify(groups)).not.toMatch(/hiv|10001/)
  })
})

import {
  CHUNK_TIMEOUT_MS,
  type ErrorReport,
  errorBodiesOf,
  errorKindOf,
  errorReportOf,
  MAX_ERROR_BODY_CHARS,
  MAX_ERRORS_PER_BODY,
  metricOfReport,
  reportKey,
} from './reports'

const visible = { visibility: 'visible' as const, sinceStart: 1_000 }
const page = { build: 'b1', route: '/[section]/[slug]', pageTemplate: 'article', formfactor: 'desktop' }

describe('errorKindOf', () => {
  it.each([
    [{ name: 'client.error', message: 'x', kind: 'resource' }, 'resource'],
    [{ name: 'client.error', message: 'x', kind: 'nonsense', where: 'client.error.chunk' }, 'chunk'],
    [{ name: 'client.error', message: 'x', where: 'widget.quiz' }, 'render'],
    [{ name: 'client.error', message: 'x', where: 'page.render' }, 'render'],
    [{ name: 'client.error', message: 'x', where: 'next-article.url' }, 'report'],
  ])('%o is a %s', (event, kind) => {
    expect(errorKindOf(event)).toBe(kind)
  })
})

describe('errorReportOf', () => {
  it('ignores other events', () => {
    expect(errorReportOf({ name: 'metric', metric: 'ui.fetch.error' }, visible)).toBeNull()
  })

  it('keeps the fields the ingest takes, cut to its limits', () => {
    const report = errorReportOf(
      {
        name: 'client.error',
        where: 'widget.quiz',
        message: 'm'.repeat(2000),
        errorName: 'TypeError',
        stack: 's'.repeat(20_000),
        path: '/health/private',
      },
      visible,
    )
    expect(report).toEqual({
      kind: 'render',
      where: 'widget.quiz',
      name: 'TypeError',
      message: 'm'.repeat(1000),
      stack: 's'.repeat(16_000),
    })
  })

  it('flags a chunk failure with the visibility and 001 §8 timeout, and counts it', () => {
    const event = { name: 'client.error', where: 'client.error.chunk', message: 'Loading chunk 7 failed' }
    const early = errorReportOf(event, { visibility: 'hidden', sinceStart: CHUNK_TIMEOUT_MS - 1 })
    const late = errorReportOf(event, { visibility: 'visible', sinceStart: CHUNK_TIMEOUT_MS })
    expect(early).toMatchObject({ kind: 'chunk', visibility: 'hidden', timeout: false })
    expect(late).toMatchObject({ kind: 'chunk', visibility: 'visible', timeout: true })
    expect(metricOfReport(late as ErrorReport)).toEqual({
      type: 'increment',
      name: 'client.error.chunk',
      tags: { visibility: 'visible', timeout: 'true' },
    })
    expect(metricOfReport({ kind: 'render', message: 'x' })).toBeNull()
  })

  it('gives the same error on one page the same key', () => {
    const a = errorReportOf({ name: 'client.error', message: 'x', where: 'w' }, visible) as ErrorReport
    const b = errorReportOf(
      { name: 'client.error', message: 'x', where: 'w', stack: 'other' },
      visible,
    ) as ErrorReport
    expect(reportKey(a)).toBe(reportKey(b))
  })
})

describe('errorBodiesOf', () => {
  it('cuts reports into bodies under the count and the beacon size', () => {
    const small: ErrorReport = { kind: 'error', message: 'small' }
    const many = errorBodiesOf(
      page,
      Array.from({ length: MAX_ERRORS_PER_BODY + 1 }, () => small),
    )
    expect(many.map((b) => JSON.parse(b).errors.length)).toEqual([MAX_ERRORS_PER_BODY, 1])
    const big: ErrorReport = { kind: 'error', message: 'big', stack: 'x'.repeat(15_000) }
    const bodies = errorBodiesOf(page, [big, big, big, big, big])
    expect(bodies.length).toBeGreaterThan(1)
    for (const body of bodies) expect(body.length).toBeLessThanOrEqual(MAX_ERROR_BODY_CHARS)
    expect(bodies.flatMap((b) => JSON.parse(b).errors)).toHaveLength(5)
    expect(JSON.parse(bodies[0]!)).toMatchObject(page)
  })

  it('shortens the stack of a report too big on its own', () => {
    const huge: ErrorReport = { kind: 'error', message: 'huge', stack: '\u00e9'.repeat(16_000).repeat(4) }
    const [body] = errorBodiesOf(page, [huge])
    expect(body!.length).toBeLessThanOrEqual(MAX_ERROR_BODY_CHARS)
    expect(JSON.parse(body!).errors[0].message).toBe('huge')
  })
})

/**
 * Which of the page's data-layer errors become error reports (`POST /api/errors`, ADR 27 §4 and §9), and the
 * metrics 001 §8 counts with them. Pure: the forwarder (`forwarder.ts`) feeds it the page's events.
 *
 * Error reports are necessary for running the site, so they are sent without analytics consent too; they
 * carry no identifier, and the server scrubs what could name a reader's topic before anything is kept.
 */
import type { TrackEvent } from '@/lib/tracking'
import { packBodies, type ReportedMetric } from '@/services/metrics/shared'

export const ERROR_KINDS = ['error', 'unhandledrejection', 'chunk', 'render', 'resource', 'report'] as const
export type ErrorKind = (typeof ERROR_KINDS)[number]

/** One error as `POST /api/errors` takes it. */
export type ErrorReport = {
  kind: ErrorKind
  where?: string
  name?: string
  message: string
  stack?: string
  source?: string
  visibility?: 'visible' | 'hidden'
  timeout?: boolean
}

/** 001 §8: a chunk load failure is flagged as a timeout from this long after the page started, ms. */
export const CHUNK_TIMEOUT_MS = 110_000
/** Reports one page sends at most (an error in a loop must not flood the ingest or the reader's network). */
export const MAX_REPORTS_PER_PAGE = 20
/** The most errors in one body. */
export const MAX_ERRORS_PER_BODY = 20

const cut = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value ? value.slice(0, max) : undefined

/** The kind of a `client.error` event: the inline script names its own; `where` says the rest. */
export function errorKindOf(event: TrackEvent): ErrorKind {
  const kind = event.kind
  if (typeof kind === 'string' && (ERROR_KINDS as readonly string[]).includes(kind)) return kind as ErrorKind
  const where = typeof event.where === 'string' ? event.where : ''
  if (where === 'client.error.chunk') return 'chunk'
  if (where.startsWith('widget.') || where === 'page.render') return 'render'
  return 'report'
}

/** What the page knows when an error is reported. */
export type ErrorMoment = {
  visibility: 'visible' | 'hidden'
  /** ms since the page started (`performance.now()`). */
  sinceStart: number
}

/**
 * The report a data-layer event stands for; null for any other event. A chunk failure carries 001 §8's
 * visibility and timeout flag; every text is cut to the ingest's limits.
 */
export function errorReportOf(event: TrackEvent, moment: ErrorMoment): ErrorReport | null {
  if (event.name !== 'client.error') return null
  const kind = errorKindOf(event)
  const report: ErrorReport = { kind, message: cut(event.message, 1000) ?? 'Error' }
  const where = cut(event.where, 80)
  if (where) report.where = where
  const name = cut(event.errorName, 80)
  if (name) report.name = name
  const stack = cut(event.stack, 16_000)
  if (stack) report.stack = stack
  const source = cut(event.source, 500)
  if (source) report.source = source
  if (kind === 'chunk') {
    report.visibility = moment.visibility
    report.timeout = moment.sinceStart >= CHUNK_TIMEOUT_MS
  }
  return report
}

/** The metric 001 §8 counts with a report (a chunk failure: `client.error.chunk`), if any. */
export function metricOfReport(report: ErrorReport): ReportedMetric | null {
  if (report.kind !== 'chunk') return null
  return {
    type: 'increment',
    name: 'client.error.chunk',
    tags: { visibility: report.visibility ?? 'visible', timeout: String(report.timeout ?? false) },
  }
}

/** Two reports of the same error on one page are one: the server counts occurrences across pages. */
export function reportKey(report: ErrorReport): string {
  return `${report.kind}|${report.where ?? ''}|${report.message}|${report.source ?? ''}`
}

/** What one error body may weigh (sendBeacon's 64 KiB, less room for the page's fields). */
export const MAX_ERROR_BODY_CHARS = 60_000

/**
 * The bodies a list of reports is sent in: at most `MAX_ERRORS_PER_BODY` each and under the beacon's size (a
 * report too big on its own loses the end of its stack: the top frames are the ones that matter).
 */
export function errorBodiesOf(
  page: { build: string; route: string; pageTemplate: string; formfactor: string },
  reports: readonly ErrorReport[],
): string[] {
  const encode = (errors: ErrorReport[]) =>
    JSON.stringify({
      build: page.build,
      pageTemplate: page.pageTemplate,
      formfactor: page.formfactor,
      route: page.route,
      errors,
    })
  // A report too big on its own loses the end of its stack, so that it fits.
  const fitted = reports.map((report) => {
    const over = encode([report]).length - MAX_ERROR_BODY_CHARS
    if (over <= 0 || !report.stack) return report
    return { ...report, stack: report.stack.slice(0, Math.max(0, report.stack.length - over - 100)) }
  })
  return packBodies(fitted, encode, { maxItems: MAX_ERRORS_PER_BODY, maxChars: MAX_ERROR_BODY_CHARS })
}

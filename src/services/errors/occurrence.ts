/*
 * One reported error as it is stored (issue 29, ADR 27 §9), pure: scrubbed, its stack mapped (by the caller,
 * between `scrubReport` and `occurrenceOf`), fingerprinted, described by its page's template, route, build and
 * browser family. Nothing else of the report or the request is kept.
 */
import { dayOf } from '@/platform/counts/tally'
import { describeFrame, fingerprint, topFrame } from './fingerprint'
import type { ReportedError } from './schema'
import { scrubStack, scrubText, scrubUrl } from './scrub'
import type { BrowserFamily, ErrorKind } from './shared'

/** The most of a stack a group keeps as its sample. */
export const MAX_SAMPLE_STACK = 16_000

export type ErrorOccurrence = {
  fingerprint: string
  kind: ErrorKind
  where: string
  name: string
  message: string
  topFrame: string
  source: string
  stack: string
  route: string
  pageTemplate: string
  build: string
  browser: BrowserFamily
  /** When it was seen, ms since the epoch. */
  at: number
}

/** The parts of an error that are kept, scrubbed; the stack not yet mapped. */
export type ScrubbedError = {
  kind: ErrorKind
  where: string
  name: string
  message: string
  stack: string
  source: string
}

/** A browser's report scrubbed (`scrub.ts`); the chunk flags say where the failure met the reader. */
export function scrubReport(report: ReportedError): ScrubbedError {
  const flags = [
    report.visibility ? `visibility ${report.visibility}` : '',
    report.timeout ? 'timed out' : '',
  ].filter(Boolean)
  return {
    kind: report.kind,
    where: scrubText(report.where ?? ''),
    name: scrubText(report.name ?? ''),
    message: scrubText(report.message) + (flags.length ? ` (${flags.join(', ')})` : ''),
    stack: scrubStack(report.stack ?? ''),
    source: report.source ? scrubUrl(report.source) : '',
  }
}

/** A server error (`onRequestError`) scrubbed: its message, never the request's path; its stack in `occurrenceOf`. */
export function scrubServerError(error: unknown, where: string): ScrubbedError {
  const e = error instanceof Error ? error : new Error(String(error))
  // Next.js adds a digest to errors it hides from the browser; it differs per occurrence.
  return {
    kind: 'server',
    where,
    name: scrubText(e.name || 'Error'),
    message: scrubText(e.message || String(error)).slice(0, 1000),
    // Mapped first (the server's own chunks, by absolute path), scrubbed in `occurrenceOf`.
    stack: (e.stack ?? '').slice(0, MAX_SAMPLE_STACK),
    source: '',
  }
}

/**
 * The stored occurrence of a scrubbed error whose stack is now mapped, the stack scrubbed (again: names come
 * from the maps), with the server's own files named from `projectDir` (`.next/server/…`, not `/srv/app/.next/…`).
 */
export function occurrenceOf(
  error: ScrubbedError,
  mappedStack: string,
  page: { route: string; pageTemplate: string; build: string; browser: BrowserFamily },
  at: number,
  projectDir = '',
): ErrorOccurrence {
  const local = projectDir ? mappedStack.replaceAll(`${projectDir.replace(/\/+$/, '')}/`, '') : mappedStack
  const stack = scrubStack(local).slice(0, MAX_SAMPLE_STACK)
  return {
    fingerprint: fingerprint({ kind: error.kind, message: error.message, stack, source: error.source }),
    kind: error.kind,
    where: error.where,
    name: error.name,
    message: error.message,
    topFrame: describeFrame(topFrame(stack)),
    source: error.source,
    stack,
    route: page.route,
    pageTemplate: page.pageTemplate,
    build: page.build,
    browser: page.browser,
    at,
  }
}

/** A stored row: the occurrence, its day and a count of one (`Tally` adds rows of one day and group up). */
export type ErrorRow = ErrorOccurrence & { day: string; count: number }

export const rowOfOccurrence = (occurrence: ErrorOccurrence): ErrorRow => ({
  ...occurrence,
  day: dayOf(occurrence.at),
  count: 1,
})

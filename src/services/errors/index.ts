import 'server-only'
import path from 'node:path'
import type { Payload } from 'payload'
import { config } from '@/platform/config.mjs'
import { GroupCommitCounter } from '@/platform/counts/groupCommit'
import { singleton } from '@/platform/singleton'
import type { ForwardedGroup } from './envelope'
import { shouldForward } from './envelope'
import { browserFamily } from './fingerprint'
import { createForwarder, type ErrorForwarder } from './forward'
import {
  type ErrorOccurrence,
  type ErrorRow,
  occurrenceOf,
  rowOfOccurrence,
  type ScrubbedError,
  scrubReport,
  scrubServerError,
} from './occurrence'
import type { ErrorsBody } from './schema'
import { createSourceMapper, type SourceMapper } from './sourceMaps'
import { addErrorOccurrences, ERROR_DAILY_COUNTS, type StoredGroup } from './store'

export { CountsNotStoredError } from '@/platform/counts/groupCommit'
export { readErrorDailyCounts, readErrorGroups } from './store'

/** Stores counted occurrences; resolves with each group's count before and after (`addErrorOccurrences`). */
export type WriteErrorRows = (payload: Payload, rows: readonly ErrorRow[]) => Promise<StoredGroup[]>

export type ErrorRecorderOptions = {
  mapper: SourceMapper
  /** The app's directory: server stacks name their files from it. */
  projectDir?: string
  forwarder: ErrorForwarder | null
  write?: WriteErrorRows
  now?: () => number
  windowMs?: number
}

/** What Next.js tells `onRequestError` about where a server error happened. */
export type ServerErrorContext = { routePath: string; routeType: string }

/** This build's id, as next.config.ts set it (`deploymentId`): the release a server error belongs to. */
export const serverBuild = (): string => process.env.WELLREAD_BUILD ?? ''

/**
 * This process's error groups (issue 29, ADR 27 §9): each report is scrubbed, its stack mapped with the build's
 * source maps, fingerprinted, and counted through a group commit (ADR 15) like the ad counts: `recordReports`
 * resolves once its occurrences are committed (the beacon is answered 204 after), and rejects with
 * `CountsNotStoredError` when they are not. After a write, a new group, and a group whose count reaches a
 * power of ten, is forwarded to GlitchTip when one is configured, without waiting for it.
 */
export class ErrorRecorder {
  private readonly counter: GroupCommitCounter<ErrorOccurrence, ErrorRow>
  private readonly now: () => number
  /** Forwards started and not yet settled (tests wait for them with `settled`). */
  private forwarding = new Set<Promise<unknown>>()

  constructor(
    payload: () => Promise<Payload>,
    private readonly options: ErrorRecorderOptions,
  ) {
    this.now = options.now ?? Date.now
    const write = options.write ?? addErrorOccurrences
    this.counter = new GroupCommitCounter(payload, {
      spec: ERROR_DAILY_COUNTS,
      rowOf: (occurrence) => rowOfOccurrence(occurrence),
      write: async (db, rows) => {
        this.forward(await write(db, rows))
      },
      noun: 'error',
      tag: 'errors',
      now: options.now,
      windowMs: options.windowMs,
    })
  }

  /** A page's reports (`POST /api/errors`), with the browser family of the request's User-Agent. */
  async recordReports(body: ErrorsBody, userAgent: string | null): Promise<void> {
    const page = {
      route: body.route,
      pageTemplate: body.pageTemplate,
      build: body.build,
      browser: browserFamily(userAgent),
    }
    const at = this.now()
    const occurrences = await Promise.all(
      body.errors.map((report) => this.occurrence(scrubReport(report), page, at)),
    )
    await this.counter.record(occurrences)
  }

  /** A server error (`onRequestError`): its route template, never its path. */
  async recordServerError(error: unknown, context: ServerErrorContext): Promise<void> {
    const page = {
      route: context.routePath,
      pageTemplate: '',
      build: serverBuild(),
      browser: 'server' as const,
    }
    const scrubbed = scrubServerError(error, `server.${context.routeType}`)
    await this.counter.record([await this.occurrence(scrubbed, page, this.now())])
  }

  /** Writes what is waiting and waits for the forwards started (tests, shutdown). */
  async settled(): Promise<void> {
    await this.counter.flush()
    await Promise.allSettled([...this.forwarding])
  }

  private async occurrence(
    error: ScrubbedError,
    page: Parameters<typeof occurrenceOf>[2],
    at: number,
  ): Promise<ErrorOccurrence> {
    const mapped = error.stack ? await this.options.mapper.mapStack(error.stack) : ''
    return occurrenceOf(error, mapped, page, at, this.options.projectDir)
  }

  private forward(groups: StoredGroup[]): void {
    const { forwarder } = this.options
    if (!forwarder) return
    for (const { row, before, after } of groups) {
      if (!shouldForward(before, after)) continue
      const group: ForwardedGroup = { ...row, count: after }
      const sent = forwarder.forward(group)
      this.forwarding.add(sent)
      void sent.finally(() => this.forwarding.delete(sent))
    }
  }
}

/** Where the running build keeps its source maps: `.next` beside the server's working directory. */
export const buildDir = (): string => path.join(process.cwd(), '.next')

/** This process's recorder (the route and `onRequestError` share it). */
export function errorRecorder(payload: () => Promise<Payload>): ErrorRecorder {
  return singleton(
    'errors.recorder',
    () =>
      new ErrorRecorder(payload, {
        mapper: createSourceMapper(buildDir()),
        projectDir: process.cwd(),
        forwarder: createForwarder(config().errors.forwardDsn),
      }),
  )
}

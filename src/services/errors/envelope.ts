/*
 * Error groups in Sentry's envelope format, for GlitchTip or Sentry (issue 29, ADR 27 §9), pure: the DSN read,
 * the auth header, the event and the envelope. https://develop.sentry.dev/sdk/data-model/envelopes/
 */
import type { BrowserFamily, ErrorKind } from './shared'
import { framesOf } from './stack'

export type Dsn = { endpoint: string; publicKey: string; projectId: string; dsn: string }

/**
 * A DSN, `https://<public key>@<host>[/<path>]/<project id>`, read into the envelope endpoint
 * (`https://<host>[/<path>]/api/<project id>/envelope/`) and key. Throws on anything else.
 */
export function parseDsn(dsn: string): Dsn {
  const url = new URL(dsn)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('a DSN is an http(s) URL')
  const publicKey = decodeURIComponent(url.username)
  const parts = url.pathname.split('/').filter(Boolean)
  const projectId = parts.pop()
  if (!publicKey || !projectId || !/^\d+$/.test(projectId))
    throw new Error('a DSN names a public key and a project: https://<key>@<host>/<project id>')
  const prefix = parts.length ? `/${parts.join('/')}` : ''
  return {
    endpoint: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`,
    publicKey,
    projectId,
    dsn,
  }
}

export const SENTRY_CLIENT = 'wellread-errors/1.0'

/** The `X-Sentry-Auth` header of a DSN's requests. */
export function sentryAuth({ publicKey }: Dsn): string {
  return `Sentry sentry_version=7, sentry_key=${publicKey}, sentry_client=${SENTRY_CLIENT}`
}

/** A stored group's occurrence, as forwarded: already scrubbed and mapped. */
export type ForwardedGroup = {
  fingerprint: string
  kind: ErrorKind
  where: string
  name: string
  message: string
  stack: string
  route: string
  pageTemplate: string
  build: string
  browser: BrowserFamily
  /** The group's count once this occurrence was stored. */
  count: number
  /** When it was seen, ms since the epoch. */
  at: number
}

type SentryFrame = { filename: string; function?: string; lineno: number; colno: number; in_app: boolean }

/** The event for a group: exception with its frames (outermost first, as Sentry wants), release, tags. */
export function eventOf(group: ForwardedGroup, eventId: string): Record<string, unknown> {
  const frames: SentryFrame[] = framesOf(group.stack)
    .reverse()
    .map((f) => ({
      filename: f.file,
      ...(f.fn ? { function: f.fn } : {}),
      lineno: f.line,
      colno: f.column,
      in_app: f.file.startsWith('src/'),
    }))
  return {
    event_id: eventId,
    timestamp: group.at / 1000,
    platform: group.kind === 'server' ? 'node' : 'javascript',
    level: 'error',
    logger: group.where || group.kind,
    release: group.build,
    transaction: group.route,
    fingerprint: [group.fingerprint],
    tags: {
      kind: group.kind,
      template: group.pageTemplate,
      browser: group.browser,
      ...(group.where ? { where: group.where } : {}),
    },
    extra: { count: group.count },
    exception: {
      values: [
        {
          type: group.name || group.kind,
          value: group.message,
          ...(frames.length ? { stacktrace: { frames } } : {}),
        },
      ],
    },
  }
}

/** One event as an envelope: its header line, the item's header line (with the payload's length) and the event. */
export function envelopeOf(event: Record<string, unknown>, dsn: Dsn, sentAt: Date): string {
  const payload = JSON.stringify(event)
  const header = { event_id: event.event_id, sent_at: sentAt.toISOString(), dsn: dsn.dsn }
  const item = { type: 'event', content_type: 'application/json', length: Buffer.byteLength(payload) }
  return `${JSON.stringify(header)}\n${JSON.stringify(item)}\n${payload}\n`
}

/**
 * Whether a group's occurrence is forwarded: on first sight, then each time its count reaches a power of ten
 * (10, 100, 1000, …), so an operator's GlitchTip learns of every group and of each tenfold growth, and a
 * storm of one error costs a handful of requests, not one per reader.
 */
export function shouldForward(before: number, after: number): boolean {
  if (after <= before) return false
  if (before <= 0) return true
  return Math.floor(Math.log10(after)) > Math.floor(Math.log10(before))
}

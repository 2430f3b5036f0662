/**
 * The analytics forwarder (issue 18): with the reader's consent to analytics and a vendor configured
 * (`ANALYTICS_VENDOR_URL`), the site's first-party events (`window.wellreadEvents`, announced as
 * `wellread:track`, `src/lib/tracking.ts`) go to the vendor's collector through the guard, stripped of the
 * page's topic:
 *
 * - the page is the site's origin plus an opaque page id (`data-wr-page`, a keyed hash of the article's path;
 *   "home", "search", "listing" or "other" for pages that are not articles): never a path or a title;
 * - each event keeps its name and only the fields in `FORWARDED_FIELDS` (what kind of element, where, which
 *   position, threshold, variant…), never paths, titles, link addresses, link texts, brands, product or quiz
 *   ids, error messages; a field whose name or value carries a topic word is dropped, and an event whose name
 *   does is not sent;
 * - events are sent in small batches (every `FLUSH_MS`, and when the page is hidden) as a keepalive POST
 *   without cookies or referrer; the guard checks consent and topic again for every batch.
 *
 * Loaded with a dynamic import by the page's boot island (`ThirdPartyBoot.client.tsx`) only when consent and
 * a vendor allow it, so it adds nothing to a page's first JavaScript.
 */

import { isSectionSlug } from '@/lib/sections'
import { TRACK_EVENT_TYPE, type TrackEvent } from '@/lib/tracking'
import { readPrivacyConfig } from '@/privacy/consent/browser'
import { BLOCKED_EVENT, thirdPartyRequest } from './guard'
import { carriesTopic, PAGE_ID_ATTRIBUTE, pageTopicTerms } from './topic'
import { analyticsEndpoint } from './vendor'

/** The fields an event keeps: code-set words about the element and the page's structure, never its content. */
export const FORWARDED_FIELDS = [
  'category',
  'location',
  'position',
  'threshold',
  'experiment',
  'variant',
  'forced',
  'metric',
  'type',
  'status',
  'placement',
  'driverType',
  'action',
  'tab',
  'choice',
  'formatType',
] as const

/** Events never forwarded: the guard's own refusals (the vendor has no business knowing what it was refused). */
const NOT_FORWARDED = new Set([BLOCKED_EVENT])

/** How long events wait to be sent together, ms. */
export const FLUSH_MS = 2000
/** The most events in one request (a keepalive body stays far below the browser's 64 KB). */
export const MAX_BATCH = 20

/** One event as the vendor receives it: `n` its name, `p` the page id, `t` when (ms), then its fields. */
export type ForwardedEvent = { n: string; p: string; t: number } & Record<string, string | number | boolean>

/** What the collector receives: `v` the format, `o` the site's origin, `e` the events. */
export type AnalyticsBatch = { v: 1; o: string; e: ForwardedEvent[] }

type PageDocument = Pick<Document, 'querySelectorAll'>

/** What a page that is not an article is called: its kind (a section's listing is "listing"), never its address. */
export function pageKind(path: string): string {
  const p = path.replace(/\/+$/, '') || '/'
  if (p === '/') return 'home'
  if (p === '/search' || p.startsWith('/search/')) return 'search'
  const section = /^\/([a-z0-9-]+)(\/page\/\d+)?$/.exec(p)?.[1]
  if (section && isSectionSlug(section)) return 'listing'
  return 'other'
}

/** The opaque id of the page at `path`: its article's `data-wr-page` when it is on this page, else its kind. */
export function pageIdFor(path: string, doc: PageDocument | null): string {
  if (doc) {
    for (const el of doc.querySelectorAll(`[${PAGE_ID_ATTRIBUTE}]`)) {
      const id = el.getAttribute(PAGE_ID_ATTRIBUTE)
      if (id && el.getAttribute('data-article-path') === path) return id
    }
  }
  return pageKind(path)
}

/**
 * An event as the vendor may see it, or null when it must not be sent. Pure: the page id of the event's page
 * (its `path`, else the current one) and the topic words come in.
 */
export function forwardedEvent(
  event: TrackEvent,
  page: { currentPath: string; idFor: (path: string) => string },
  terms: ReadonlySet<string>,
  now: number,
): ForwardedEvent | null {
  if (typeof event?.name !== 'string' || !event.name || NOT_FORWARDED.has(event.name)) return null
  if (carriesTopic(event.name, terms)) return null
  const path = typeof event.path === 'string' && event.path.startsWith('/') ? event.path : page.currentPath
  const out: ForwardedEvent = { n: event.name, p: page.idFor(path), t: now }
  for (const field of FORWARDED_FIELDS) {
    const value = event[field]
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue
    if (typeof value === 'string' && (value.length === 0 || value.length > 100)) continue
    if (carriesTopic(`${field} ${String(value)}`, terms)) continue
    out[field] = value
  }
  return out
}

/** The request body for a batch. */
export function batchBody(origin: string, events: readonly ForwardedEvent[]): string {
  const batch: AnalyticsBatch = { v: 1, o: origin, e: [...events] }
  return JSON.stringify(batch)
}

let running: (() => void) | null = null

/**
 * Starts forwarding this page's events (those already on the data layer, then every new one), plus a
 * `page_view` of its own. Idempotent; returns the function that stops it. Does nothing without a vendor.
 */
export function startAnalytics(options: { flushMs?: number; now?: () => number } = {}): () => void {
  if (running) return running
  const endpoint = analyticsEndpoint(readPrivacyConfig())
  if (!endpoint || typeof window === 'undefined') return () => {}
  const flushMs = options.flushMs ?? FLUSH_MS
  const now = options.now ?? Date.now
  const queue: ForwardedEvent[] = []
  let timer: ReturnType<typeof setTimeout> | null = null

  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = null
    while (queue.length > 0) {
      thirdPartyRequest(endpoint, {
        purpose: 'analytics',
        method: 'POST',
        kind: 'beacon',
        body: batchBody(window.location.origin, queue.splice(0, MAX_BATCH)),
      })
    }
  }
  const enqueue = (event: TrackEvent) => {
    const page = {
      currentPath: window.location.pathname,
      idFor: (path: string) => pageIdFor(path, document),
    }
    const forwarded = forwardedEvent(event, page, pageTopicTerms(), now())
    if (!forwarded) return
    queue.push(forwarded)
    if (queue.length >= MAX_BATCH) flush()
    else timer ??= setTimeout(flush, flushMs)
  }

  enqueue({ name: 'page_view' })
  for (const event of Array.isArray(window.wellreadEvents) ? [...window.wellreadEvents] : []) enqueue(event)
  const onTrack = (e: Event) => enqueue((e as CustomEvent<TrackEvent>).detail)
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush()
  }
  window.addEventListener(TRACK_EVENT_TYPE, onTrack)
  window.addEventListener('pagehide', flush)
  document.addEventListener('visibilitychange', onHide)

  running = () => {
    flush()
    window.removeEventListener(TRACK_EVENT_TYPE, onTrack)
    window.removeEventListener('pagehide', flush)
    document.removeEventListener('visibilitychange', onHide)
    running = null
  }
  return running
}

/** Stops the forwarder if it runs (what it queued is sent first, if the guard still allows it). */
export function stopAnalytics(): void {
  running?.()
}

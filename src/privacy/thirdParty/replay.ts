/**
 * Session replay (issue 30, 001 §7's "session replay" load, ADR 28 §8): off unless the operator sets
 * `SESSION_REPLAY_URL`. Then, and only with the reader's consent to analytics, one page view in
 * `SESSION_REPLAY_SAMPLE_PERCENT` is recorded with rrweb and sent to the vendor's ingest through the guard:
 *
 * - **never on a sensitive page**: an article the editors marked sensitive (the flag, a sensitive category or
 *   keyword: `data-wr-sensitive`), and the pages where readers type or see what is theirs (search, account,
 *   sign-in, onboarding, privacy, the admin). An appended article that is sensitive stops the recording and drops
 *   what it had not sent;
 * - **every input and every text masked** (`maskAllInputs`, `maskTextSelector: '*'`: the vendor sees the page's
 *   layout and the reader's scrolls and clicks, never a word of the article or what the reader typed); pictures,
 *   video, frames and drawings are blocked (grey boxes of their size);
 * - **no address and no attribute that could name the topic**: `scrubReplayEvent` keeps only the attributes a
 *   layout needs (`KEPT_ATTRIBUTES`, and a stylesheet link's address when it is a hashed build asset), drops inline
 *   CSS (a class or a rule can hold any word) and names the page by its opaque id (`pageIdFor`), never its path; the guard
 *   then refuses any batch in which a topic word is left (rule (c)), without cookies or referrer.
 *
 * Loaded by the page's third-party boot (`ThirdPartyBoot.client.tsx`) with a dynamic import only when a vendor is
 * configured and the reader consents: nothing of rrweb is in a page's first JavaScript.
 */

import { consentAllows, readPrivacyConfig } from '@/privacy/consent/browser'
import { pageIdFor } from './analytics'
import { thirdPartyRequest } from './guard'
import { replayVendor } from './replayVendor'
import { SENSITIVE_ATTRIBUTE } from './topic'

/** How often what was recorded is sent, ms (and when the page is hidden). */
export const REPLAY_FLUSH_MS = 5000
/** A batch sent as a keepalive request stays under the browser's 64 KiB; a larger one (the first snapshot) is a fetch. */
export const KEEPALIVE_MAX_BYTES = 60_000

/** Paths never recorded: what a reader types or owns is on them. */
export const NEVER_RECORDED = [
  '/search',
  '/account',
  '/sign-in',
  '/signin',
  '/login',
  '/onboarding',
  '/privacy',
  '/unsubscribe',
  '/admin',
  '/next',
] as const

/** The attributes a recorded element keeps: enough to lay the page out, nothing that can carry words. */
export const KEPT_ATTRIBUTES = new Set([
  'class',
  'style',
  'type',
  'role',
  'width',
  'height',
  'rel',
  'colspan',
  'rowspan',
  'hidden',
  'open',
  'disabled',
  'checked',
  'selected',
  'rr_width',
  'rr_height',
])

/**
 * Whether an address is one of the site's built assets (hashed file names under `/_next/static/`): a stylesheet
 * link keeps it, so the vendor draws the page with the site's CSS without the CSS travelling in the recording.
 */
export function isStaticAsset(href: unknown): boolean {
  if (typeof href !== 'string') return false
  try {
    const url = new URL(href, 'http://site.invalid')
    return url.pathname.startsWith('/_next/static/') && url.search === '' && url.hash === ''
  } catch {
    return false
  }
}

/** What is blocked outright (drawn as an empty box of its size). */
export const BLOCKED_SELECTOR = 'img,picture,video,audio,iframe,svg,canvas,object,embed'

/** Whether a page may be recorded: not a never-recorded path, no sensitive article on it. Pure. */
export function replayAllowedOn(path: string, doc: Pick<Document, 'querySelector'> | null): boolean {
  const p = path.replace(/\/+$/, '') || '/'
  if (NEVER_RECORDED.some((prefix) => p === prefix || p.startsWith(`${prefix}/`))) return false
  return !doc?.querySelector(`[${SENSITIVE_ATTRIBUTE}]`)
}

/** Whether this page view is in the sample (`percent` of page views). Pure with `random`. */
export function inReplaySample(percent: number, random: () => number): boolean {
  return percent > 0 && random() * 100 < percent
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** rrweb's meta event (type 4) carries the page's address: it becomes the site's origin and the opaque page id. */
const META_EVENT = 4

/**
 * One rrweb event as it may leave the site: every element's attributes reduced to `KEPT_ATTRIBUTES` (in full
 * snapshots and in mutations), the meta event's address replaced by `pageAddress`. Pure; returns a copy.
 */
export function scrubReplayEvent(event: unknown, pageAddress: string): unknown {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk)
    if (!isRecord(value)) return value
    const out: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(value)) {
      if (key === 'attributes' && isRecord(child)) {
        const kept: Record<string, unknown> = {}
        for (const [name, v] of Object.entries(child)) {
          if (KEPT_ATTRIBUTES.has(name) || (name === 'href' && value.tagName === 'link' && isStaticAsset(v)))
            kept[name] = v
        }
        out[key] = kept
      } else if (key === 'textContent' && value.isStyle === true) {
        // A <style> element's text is not masked by rrweb: CSS can hold any word ("step", "heart"), so none goes.
        out[key] = ''
      } else {
        out[key] = walk(child)
      }
    }
    return out
  }
  const scrubbed = walk(event)
  if (isRecord(scrubbed) && scrubbed.type === META_EVENT && isRecord(scrubbed.data)) {
    scrubbed.data = { ...scrubbed.data, href: pageAddress }
  }
  return scrubbed
}

/** What the recorder needs: rrweb's `record` (injected in tests). */
export type Recorder = (options: {
  emit: (event: unknown) => void
  maskAllInputs: boolean
  maskTextSelector: string
  blockSelector: string
  slimDOMOptions: 'all'
  inlineStylesheet: boolean
  recordCanvas: boolean
  collectFonts: boolean
  inlineImages: boolean
  recordCrossOriginIframes: boolean
}) => (() => void) | undefined

let running: (() => void) | null = null

/**
 * Starts recording this page view when everything allows it (a vendor, consent, the page, the sample); returns
 * how it ended: 'recording', or why not. Idempotent while it runs.
 */
export async function startReplay(
  options: { random?: () => number; record?: Recorder; flushMs?: number } = {},
): Promise<'recording' | 'off' | 'no-consent' | 'not-here' | 'not-sampled'> {
  if (running) return 'recording'
  const vendor = replayVendor(readPrivacyConfig())
  if (!vendor || typeof window === 'undefined') return 'off'
  if (!consentAllows('analytics')) return 'no-consent'
  if (!replayAllowedOn(window.location.pathname, document)) return 'not-here'
  if (!inReplaySample(vendor.samplePercent, options.random ?? Math.random)) return 'not-sampled'
  const record = options.record ?? ((await import('rrweb')).record as unknown as Recorder)
  const pageAddress = `${window.location.origin}/${pageIdFor(window.location.pathname, document)}`
  let queue: unknown[] = []
  let timer: ReturnType<typeof setTimeout> | null = null

  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = null
    if (queue.length === 0) return
    const events = queue
    queue = []
    const body = JSON.stringify({ v: 1, page: pageAddress, events })
    thirdPartyRequest(vendor.endpoint, {
      purpose: 'analytics',
      method: 'POST',
      kind: body.length <= KEEPALIVE_MAX_BYTES ? 'beacon' : 'fetch',
      body,
    })
  }
  const stopRecording = record({
    emit: (event) => {
      // A sensitive article appended, or consent withdrawn: stop, and send nothing more.
      if (!replayAllowedOn(window.location.pathname, document) || !consentAllows('analytics')) {
        queue = []
        running?.()
        return
      }
      queue.push(scrubReplayEvent(event, pageAddress))
      timer ??= setTimeout(flush, options.flushMs ?? REPLAY_FLUSH_MS)
    },
    maskAllInputs: true,
    maskTextSelector: '*',
    blockSelector: BLOCKED_SELECTOR,
    slimDOMOptions: 'all',
    inlineStylesheet: false,
    recordCanvas: false,
    collectFonts: false,
    inlineImages: false,
    recordCrossOriginIframes: false,
  })
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush()
  }
  window.addEventListener('pagehide', flush)
  document.addEventListener('visibilitychange', onHide)
  running = () => {
    running = null
    stopRecording?.()
    if (timer) clearTimeout(timer)
    timer = null
    window.removeEventListener('pagehide', flush)
    document.removeEventListener('visibilitychange', onHide)
  }
  return 'recording'
}

/** Stops recording (what was not sent is dropped). */
export function stopReplay(): void {
  running?.()
}

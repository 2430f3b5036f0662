/*
 * What the placement runtime keeps about this browser, first-party only (issue 17): an anonymous id and a
 * bucket (random once), the first visit (a cookie the profile call reads), and when each capped driver was
 * seen (to honour frequency caps). Pure functions over a storage interface, so tests pass their own.
 *
 * Remembering a reader across visits is personalisation (issue 18): the id, the bucket, the caps and the
 * first-visit cookie are kept only with the reader's consent to it (`consentedStorage`, `rememberFirstVisit`'s
 * `allowed`), and what an earlier consent kept is forgotten when it is gone. Without it the runtime still
 * works: a fresh id per page view, the bucket for the visit only (session storage, `readerBucket`), no caps
 * remembered, every reader "new".
 */

import { consentAllows } from '@/privacy/consent/browser'
import { expiredCookie } from '@/privacy/cookies'
import { PROFILE_COOKIES } from '@/services/drivers/shared'

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

export const READER_KEYS = {
  anonId: 'wr_anon',
  bucket: 'wr_bucket',
  views: 'wr_driver_views',
  profile: 'wr_profile',
  pageViews: 'wr_page_views',
  /** When each capped ad campaign was seen: kept only with consent to advertising (ADR 26). */
  adViews: 'wr_ad_views',
} as const

/** The first-visit cookie the profile call reads. */
export const FIRST_SEEN_COOKIE = PROFILE_COOKIES.firstSeen
const YEAR_SECONDS = 365 * 24 * 60 * 60

/** The keys that remember a reader across visits: kept only with consent to personalisation. */
export const PERSONAL_KEYS = [READER_KEYS.anonId, READER_KEYS.bucket, READER_KEYS.views] as const

/** Whether the reader consents to personalisation now (read at the moment of use: they may choose meanwhile). */
export function personalisationAllowed(): boolean {
  return consentAllows('personalisation')
}

/**
 * The storage the runtime may remember the reader in: the browser's with consent to personalisation; none
 * without it, and then what an earlier consent kept there is removed.
 */
export function consentedStorage(
  storage: (KeyValueStorage & Partial<Pick<Storage, 'removeItem'>>) | null,
  allowed: boolean,
): KeyValueStorage | null {
  if (allowed) return storage
  for (const key of PERSONAL_KEYS) {
    try {
      storage?.removeItem?.(key)
    } catch {
      // Blocked storage holds nothing to forget.
    }
  }
  return null
}

function randomId(): string {
  const c = globalThis.crypto
  if (c && typeof c.randomUUID === 'function') return c.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}

function safeGet(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null
  } catch {
    return null
  }
}

function safeSet(storage: KeyValueStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value)
  } catch {
    // Storage full or blocked (private mode): the runtime works without remembering.
  }
}

/** The browser's anonymous id, made once (`tagularAnonId` of the profile call). */
export function anonymousId(storage: KeyValueStorage | null): string {
  const known = safeGet(storage, READER_KEYS.anonId)
  if (known && /^[A-Za-z0-9-]{8,64}$/.test(known)) return known
  const id = randomId()
  safeSet(storage, READER_KEYS.anonId, id)
  return id
}

function storedBucket(storage: KeyValueStorage | null): number | null {
  const raw = safeGet(storage, READER_KEYS.bucket)
  const known = Number(raw)
  return raw !== null && raw !== '' && Number.isInteger(known) && known >= 0 && known <= 99 ? known : null
}

/** In this page's memory: the bucket when no storage will keep it (blocked storage, private modes). */
let pageBucket: number | null = null

/**
 * The reader's bucket, 0–99: the same for the whole visit, every page and every request of a page, so caps
 * and splits among equal drivers mean something (issue 27: it was drawn again for each request without
 * consent). Kept in the tab's session storage, which holds only this number (one reader in a hundred shares
 * it: not an identifier) and is gone with the tab, as the spec's session page-view counter is (002 §7); with
 * consent to personalisation also in local storage, so it lasts across visits (the session's number is
 * adopted when consent comes). Drawn once when neither holds one.
 */
export function readerBucket(
  local: KeyValueStorage | null,
  session: KeyValueStorage | null = null,
  random: () => number = Math.random,
): number {
  const bucket =
    storedBucket(local) ?? storedBucket(session) ?? pageBucket ?? Math.min(99, Math.floor(random() * 100))
  pageBucket = bucket
  if (storedBucket(session) !== bucket) safeSet(session, READER_KEYS.bucket, String(bucket))
  if (storedBucket(local) !== bucket) safeSet(local, READER_KEYS.bucket, String(bucket))
  return bucket
}

/** Tests: forget the bucket held in memory (a new page load). */
export function resetPageBucket(): void {
  pageBucket = null
}

/**
 * Sets the first-visit cookie when missing (read by `GET /api/cdp/profile/v3`), only with consent to
 * personalisation (`allowed`); without it, deletes one an earlier consent set.
 */
export function rememberFirstVisit(
  doc: Pick<Document, 'cookie'> | null,
  now: number,
  allowed: boolean,
): void {
  if (!doc) return
  const present = doc.cookie.split(';').some((c) => c.trim().startsWith(`${FIRST_SEEN_COOKIE}=`))
  if (!allowed) {
    if (present) doc.cookie = expiredCookie(FIRST_SEEN_COOKIE)
    return
  }
  if (present) return
  doc.cookie = `${FIRST_SEEN_COOKIE}=${now}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax`
}

type Views = Record<string, { count: number; days: number; times: number[] }>

function readViews(storage: KeyValueStorage | null, key: string): Views {
  try {
    const parsed = JSON.parse(safeGet(storage, key) ?? '{}') as unknown
    return parsed && typeof parsed === 'object' ? (parsed as Views) : {}
  } catch {
    return {}
  }
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Records that a capped driver was seen (in view) now; drivers without a cap are not recorded. Ads record their
 * campaigns under `READER_KEYS.adViews`.
 */
export function recordDriverView(
  storage: KeyValueStorage | null,
  driver: { _uuid: string; frequencyCap: { count: number; days: number } | null },
  now: number,
  key: string = READER_KEYS.views,
): void {
  if (!driver.frequencyCap) return
  const views = readViews(storage, key)
  const { count, days } = driver.frequencyCap
  const recent = (views[driver._uuid]?.times ?? []).filter((t) => now - t < days * DAY_MS)
  views[driver._uuid] = { count, days, times: [...recent, now].slice(-count) }
  // Forget drivers whose window has passed, so the key stays small.
  for (const [id, v] of Object.entries(views)) {
    if (!v.times.some((t) => now - t < v.days * DAY_MS)) delete views[id]
  }
  safeSet(storage, key, JSON.stringify(views))
}

/** The drivers (or, under `READER_KEYS.adViews`, ad campaigns) seen as often as their cap allows. */
export function cappedDrivers(
  storage: KeyValueStorage | null,
  now: number,
  key: string = READER_KEYS.views,
): string[] {
  return Object.entries(readViews(storage, key))
    .filter(([, v]) => v.times.filter((t) => now - t < v.days * DAY_MS).length >= v.count)
    .map(([id]) => id)
    .sort()
}

/** The most pages a tab's count remembers. */
export const PAGES_REMEMBERED = 50

/**
 * What the tab's page count keeps of a page: a short hash of its path (FNV-1a, 32 bits), so the browser's
 * storage never lists the articles a reader read (their paths name health conditions; issue 18).
 */
export function pageKey(path: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < path.length; i++) {
    hash ^= path.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}

/**
 * This page's place among the distinct pages this tab has shown (002 §4.9 "a session page view counter in
 * session storage"): 1 for the first page of the visit, 2 for the second… Reloading a page, or coming back to
 * it, keeps its place, so "the reader's second page" is a second article, not a reload. Pages are kept as
 * `pageKey`s, never as paths.
 */
export function countPageView(storage: KeyValueStorage | null, path: string): number {
  const key = pageKey(path)
  let pages: string[] = []
  try {
    const parsed = JSON.parse(safeGet(storage, READER_KEYS.pageViews) ?? '[]') as unknown
    if (Array.isArray(parsed))
      pages = parsed.filter((p): p is string => typeof p === 'string' && !p.includes('/'))
  } catch {
    // Unreadable: start again.
  }
  if (!pages.includes(key)) {
    pages = [...pages, key].slice(-PAGES_REMEMBERED)
    safeSet(storage, READER_KEYS.pageViews, JSON.stringify(pages))
  }
  return pages.indexOf(key) + 1
}

/** The phone's system, for `mobileOS`. */
export function mobileOS(userAgent: string): 'ios' | 'android' | 'other' {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios'
  if (/Android/i.test(userAgent)) return 'android'
  return 'other'
}

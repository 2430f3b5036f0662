/**
 * The one door between the reader's browser and other sites (issue 18). Every request our code makes to a
 * host outside the site goes through here (`only-one-door.test.ts` fails on code that goes around it; the
 * Content-Security-Policy is the browser's own backstop). Tiny and client-safe: no zod, no React.
 *
 * A request happens only when every rule says yes, each a pure function below:
 *   (a) `listedEntry`: its origin is listed in the page's privacy settings (`THIRD_PARTIES` and the operator's
 *       vendors, rendered as `<script id="wr-privacy">`): unlisted hosts never;
 *   (b) `purposeRefusal`: the caller's purpose is the entry's, and it is allowed now: no choice, Reject all,
 *       a choice under an older policy version or Global Privacy Control refuse every optional purpose;
 *       `media` (press-to-load embeds) only right after the reader's press;
 *   (c) `topicRefusal`: the page's health topic (`topic.ts`) is not in its path, query, fragment or body;
 *   (d) it is sent without our cookies and without a referrer: `fetch` with `credentials: 'omit'` and
 *       `referrerPolicy: 'no-referrer'` (also for pixels and beacons: `navigator.sendBeacon` and `<img>` would
 *       send cookies, and this site's cookies are not port-scoped, so a vendor on the same host would get
 *       them); `mode: 'no-cors'`, since nothing here reads a third party's answer.
 * Frames (`thirdPartyFrameSrc`) keep `FRAME_REFERRER_POLICY`, `strict-origin`: YouTube refuses to play in a
 * frame that sends no referrer at all (its error 153) and JW Player players may be locked to the publisher's
 * domain; the origin names the site, never the article.
 *
 * A refused request is dropped, not thrown, and counted on the first-party data layer as a
 * `third_party_blocked` event with the host and the reason (never a topic word: a host that contains one is
 * reported as "hidden").
 */

import { track } from '@/lib/tracking'
import {
  type ConsentNow,
  consentNow,
  type PrivacyConfig,
  type PublicThirdParty,
  readPrivacyConfig,
} from '@/privacy/consent/browser'
import { allows } from '@/privacy/consent/consent'
import { carriesTopic, pageTopicTerms } from './topic'
import { adPartnerEndpoint } from './vendor'

export type ThirdPartyPurpose = PublicThirdParty['purpose']
/** How a request goes: a POST that survives leaving the page, a plain request, or a pixel (a GET). */
export type RequestKind = 'beacon' | 'fetch' | 'image'

/** The data-layer event of a refused request. */
export const BLOCKED_EVENT = 'third_party_blocked'
/** What a frame tells the provider about where it is: the site's origin, never the article's path. */
export const FRAME_REFERRER_POLICY = 'strict-origin'
/** The first-party, sandboxed frame the programmatic ad partner's tag runs in (`services/ads/partnerFrame.ts`). */
export const AD_PARTNER_FRAME_PATH = '/api/ads/partner-frame'
/** The host reported for a refused request whose host itself names the topic. */
export const HIDDEN_HOST = 'hidden'

export type BlockReason =
  /** Not an http(s) address. */
  | 'invalid-address'
  /** This site's own address: not a third party (use a plain first-party request). */
  | 'same-site'
  /** The host is not in the page's privacy settings. */
  | 'not-listed'
  /** The caller's purpose is not the one the host is listed for. */
  | 'wrong-purpose'
  /** The reader has not consented to the purpose (no choice, Reject all, an old choice, GPC). */
  | 'no-consent'
  /** An embed asked for without the reader's press. */
  | 'not-pressed'
  /** The address or body carries the page's health topic. */
  | 'topic'

export type Decision =
  | { allowed: true; host: string; entry: PublicThirdParty }
  | { allowed: false; host: string; reason: BlockReason }

// ——— the rules, pure ———

export type ParsedAddress = { kind: 'invalid' } | { kind: 'same-site' } | { kind: 'foreign'; url: URL }

/** Reads an address as the page would: relative ones are this site's; only http(s) leaves it. */
export function parseAddress(address: string, pageOrigin: string): ParsedAddress {
  let url: URL
  try {
    url = new URL(address, pageOrigin)
  } catch {
    return { kind: 'invalid' }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'invalid' }
  if (url.origin === pageOrigin) return { kind: 'same-site' }
  return { kind: 'foreign', url }
}

/** Whether an origin is the listed one, or a subdomain of a "scheme://*.domain[:port]" pattern. */
export function originMatches(origin: string, listed: string): boolean {
  const o = origin.toLowerCase()
  const l = listed.toLowerCase().replace(/\/+$/, '')
  if (o === l) return true
  const wildcard = /^([a-z]+:\/\/)\*\.([^/:]+)(:\d+)?$/.exec(l)
  if (!wildcard) return false
  const [, scheme, domain, port = ''] = wildcard
  const m = /^([a-z]+:\/\/)([^/:]+)(:\d+)?$/.exec(o)
  if (!m || m[1] !== scheme || (m[3] ?? '') !== port) return false
  return m[2]!.endsWith(`.${domain}`)
}

/**
 * Rule (a): the entry of the page's privacy settings that lists this origin, or null. An origin may be listed
 * for several purposes (one vendor's collector and pixels): the entry for `purpose` is preferred.
 */
export function listedEntry(
  url: URL,
  entries: readonly PublicThirdParty[],
  purpose?: ThirdPartyPurpose,
): PublicThirdParty | null {
  const listing = entries.filter((e) =>
    e.origins.some((o) => typeof o === 'string' && originMatches(url.origin, o)),
  )
  return listing.find((e) => e.purpose === purpose) ?? listing[0] ?? null
}

/** Rule (b): why the purpose refuses the request now, or null when it allows it. */
export function purposeRefusal(
  entry: PublicThirdParty,
  declared: ThirdPartyPurpose,
  consent: ConsentNow,
  pressed: boolean,
): BlockReason | null {
  if (entry.purpose !== declared) return 'wrong-purpose'
  if (entry.purpose === 'media') return pressed ? null : 'not-pressed'
  return allows(consent.choice, entry.purpose, consent.signals) ? null : 'no-consent'
}

/** Rule (c): 'topic' when the address (path, query, fragment) or the body names the page's topic. */
export function topicRefusal(
  url: URL,
  body: string | null | undefined,
  terms: ReadonlySet<string>,
): BlockReason | null {
  if (terms.size === 0) return null
  return carriesTopic(`${url.pathname} ${url.search} ${url.hash}`, terms) || carriesTopic(body, terms)
    ? 'topic'
    : null
}

export type GuardInput = {
  url: string
  /** The caller's purpose; by default the one the host is listed for. */
  purpose?: ThirdPartyPurpose
  body?: string | null
  /** The reader has just pressed the facade that asks for this (media only). */
  pressed?: boolean
  pageOrigin: string
  config: PrivacyConfig
  consent: ConsentNow
  topic: ReadonlySet<string>
}

/** The decision on one request: every rule in turn, the first refusal wins. */
export function decide(input: GuardInput): Decision {
  const parsed = parseAddress(input.url, input.pageOrigin)
  if (parsed.kind !== 'foreign') {
    return { allowed: false, host: '', reason: parsed.kind === 'invalid' ? 'invalid-address' : 'same-site' }
  }
  const { url } = parsed
  const host = url.host
  const entry = listedEntry(url, input.config.thirdParties, input.purpose)
  if (!entry) return { allowed: false, host, reason: 'not-listed' }
  const refusal =
    purposeRefusal(entry, input.purpose ?? entry.purpose, input.consent, input.pressed === true) ??
    topicRefusal(url, input.body, input.topic)
  return refusal ? { allowed: false, host, reason: refusal } : { allowed: true, host, entry }
}

/** The host a refusal is reported with: "hidden" when the host itself names the topic. */
export function reportedHost(host: string, terms: ReadonlySet<string>): string {
  return carriesTopic(host, terms) ? HIDDEN_HOST : host
}

// ——— in the browser ———

function pageOrigin(): string {
  return globalThis.location?.origin ?? 'null'
}

/**
 * The decision on a request to `url` right now, with a reason: the page's privacy settings, consent and topic,
 * read now. `purpose` defaults to the one the host is listed for.
 */
export function allowThirdParty(
  url: string,
  options: { purpose?: ThirdPartyPurpose; body?: string | null; pressed?: boolean } = {},
): Decision {
  return decide({
    url,
    purpose: options.purpose,
    body: options.body ?? null,
    pressed: options.pressed === true,
    pageOrigin: pageOrigin(),
    config: readPrivacyConfig(),
    consent: consentNow(),
    topic: pageTopicTerms(),
  })
}

function report(decision: Decision & { allowed: false }, purpose: ThirdPartyPurpose, kind: string): void {
  track({
    name: BLOCKED_EVENT,
    host: decision.host ? reportedHost(decision.host, pageTopicTerms()) : '',
    reason: decision.reason,
    purpose,
    kind,
  })
}

export type ThirdPartyRequestOptions = {
  purpose: Exclude<ThirdPartyPurpose, 'media'>
  /** GET by default; POST for a body. */
  method?: 'GET' | 'POST'
  body?: string | null
  /** 'beacon' outlives the page (keepalive), 'image' is a pixel (GET), 'fetch' a plain request. */
  kind?: RequestKind
}

/**
 * Sends one request to another site when the guard allows it, without cookies or referrer; the answer is
 * never read. Returns whether it was sent. Never throws.
 */
export function thirdPartyRequest(url: string, options: ThirdPartyRequestOptions): boolean {
  const kind = options.kind ?? 'fetch'
  const body = kind === 'image' ? null : (options.body ?? null)
  const decision = allowThirdParty(url, { purpose: options.purpose, body })
  if (!decision.allowed) {
    report(decision, options.purpose, kind)
    return false
  }
  if (typeof fetch !== 'function') return false
  try {
    void fetch(url, {
      method: kind === 'image' ? 'GET' : (options.method ?? (body === null ? 'GET' : 'POST')),
      ...(body === null ? {} : { body }),
      mode: 'no-cors',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
      keepalive: kind !== 'fetch',
    }).catch(() => {
      // A third party that is down or blocked by the reader's browser changes nothing on the page.
    })
    return true
  } catch {
    return false
  }
}

/** Whether the reader has just interacted with the page (a press), where the browser can tell. */
function justPressed(nav: { userActivation?: { isActive?: boolean } } | undefined): boolean {
  const active = nav?.userActivation?.isActive
  return active === undefined ? true : active === true
}

/**
 * The address a press-to-load embed's frame may load, or null (then the facade stays). Call it only from the
 * reader's press: where the browser reports user activation, it must be active. The frame gets
 * `FRAME_REFERRER_POLICY`.
 */
export function thirdPartyFrameSrc(url: string): string | null {
  const pressed = justPressed(globalThis.navigator as { userActivation?: { isActive?: boolean } } | undefined)
  const decision = allowThirdParty(url, { purpose: 'media', pressed })
  if (decision.allowed) return url
  report(decision, 'media', 'frame')
  return null
}

/**
 * The address of the sandboxed frame in which the programmatic ad partner's tag (`AD_PARTNER_URL`) may fill one
 * ad slot now, or null (then the slot keeps the site's own ad). The frame is this site's, but the tag it loads
 * is the partner's: the guard decides on the tag's address (listed, consent to advertising, no topic), and the
 * frame's address names only the slot's size and position, never the page. The caller keeps the frame
 * sandboxed (no `allow-same-origin`: the tag cannot read this page, its cookies or its storage) and without a
 * referrer.
 */
export function adPartnerFrameSrc(slot: { size: string; position: string }): string | null {
  const tag = adPartnerEndpoint(readPrivacyConfig())
  if (!tag) return null
  const decision = allowThirdParty(tag, { purpose: 'advertising' })
  if (!decision.allowed) {
    report(decision, 'advertising', 'frame')
    return null
  }
  const query = new URLSearchParams({ size: slot.size, position: slot.position })
  return `${AD_PARTNER_FRAME_PATH}?${query.toString()}`
}

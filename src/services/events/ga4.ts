/**
 * The Google Analytics 4 adapter (issue 30, ADR 28 §7): the events a reader sent to `POST /api/events` with
 * consent to analytics are relayed by the server to GA4's Measurement Protocol in gtag's vocabulary (the
 * registry's names are GA4's; `select_item` and its kin carry `items`). GA4 never hears from the reader's
 * browser, so it never gets the reader's address, User-Agent, cookies or the page's address:
 *
 * - the reader is `client_id` = the ingest's daily-rotating hash (GA4 counts readers per day, like the site);
 * - the page is `page_location` = the site's origin and an opaque id (`/a/{article id}`, or the template's name
 *   on a page that is not an article), never a path or a title;
 * - each event keeps only `GA4_PARAMS`, code-set words about the element and the page's structure (the
 *   product's id, never its name, brand, link or text);
 * - every request passes the browser guard's own rules (`decide`, `src/privacy/thirdParty/guard.ts`): GA4 listed
 *   in the privacy settings for analytics, the reader's choice in the request's consent cookie under the
 *   current policy version, Global Privacy Control (`Sec-GPC: 1`) a refusal, and no topic word of the article
 *   anywhere in the address or body;
 * - at most `GA4_MAX_IN_FLIGHT` requests at once, each within `GA4_TIMEOUT_MS`; what cannot go is dropped and
 *   counted (`wellread_third_party_relays_total{partner="ga4"}`), never retried: the site's own counts are the
 *   record, GA4 a view of them.
 */

import type { AnalyticsEvent } from '@/lib/events/registry'
import type { Config } from '@/platform/config.mjs'
import { requestConsent } from '@/privacy/consent/consent'
import { decide } from '@/privacy/thirdParty/guard'
import type { PublicThirdPartyEntry } from '@/privacy/thirdParty/registry'
import type { EventsBatch } from './schema'

/** The most events one Measurement Protocol request may carry (GA4's limit). */
export const GA4_MAX_EVENTS = 25
/** Requests in flight at once per process; a batch beyond it is dropped (and counted). */
export const GA4_MAX_IN_FLIGHT = 16
/** The path naming an article in `page_location`: the site's origin, this, and the article's id. */
export const GA4_ARTICLE_PATH = '/a/'

/**
 * The parameters an event keeps: what kind of element, where, which position, which variant, how far, how
 * long. Never a name, brand, text, link or correlation id (they can name a drug or a condition).
 */
export const GA4_PARAMS = [
  'category',
  'location',
  'position',
  'variant',
  'formatType',
  'placement',
  'driverType',
  'action',
  'method',
  'percent_scrolled',
  'fine',
  'engagement_time_sec',
  'virtual',
  'size',
  'house',
  'status',
  'form',
  'ok',
  'tab',
  'choice',
] as const

/** Events whose product or promotion goes in GA4's `items`, as its e-commerce reports expect. */
const ITEM_EVENTS = new Set([
  'view_item',
  'view_item_list',
  'select_item',
  'view_promotion',
  'select_promotion',
])

export type Ga4Item = {
  item_id?: string
  index?: number
  item_category?: string
  item_list_name?: string
  item_variant?: string
  promotion_name?: string
  creative_slot?: string
}
export type Ga4Value = string | number | boolean
export type Ga4Event = { name: string; params: Record<string, Ga4Value | Ga4Item[]> }
/** A Measurement Protocol request's body. */
export type Ga4Body = { client_id: string; non_personalized_ads: true; events: Ga4Event[] }

/** The address GA4 is told a page has: the site's origin and an opaque id, never the page's own path. */
export function ga4PageLocation(origin: string, page: EventsBatch['page']): string {
  return page.article ? `${origin}${GA4_ARTICLE_PATH}${page.article}` : `${origin}/${page.template}`
}

/** The engaged time an event adds, in ms: the session timing marks add the time since the previous mark. */
function engagementMs(event: AnalyticsEvent): number {
  if (event.event !== 'user_engagement') return 1
  return event.engagement_time_sec === 180 ? 90_000 : event.engagement_time_sec * 1000
}

/** One registry event in gtag's form. Pure. */
export function ga4Event(event: AnalyticsEvent, pageLocation: string, formFactor: string): Ga4Event {
  const fields = event as Record<string, unknown>
  const params: Ga4Event['params'] = {
    page_location: pageLocation,
    engagement_time_msec: engagementMs(event),
    form_factor: formFactor,
  }
  for (const name of GA4_PARAMS) {
    const value = fields[name]
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      params[name] = value
  }
  if (ITEM_EVENTS.has(event.event)) {
    const item: Ga4Item = {}
    if (typeof fields.productId === 'string') item.item_id = fields.productId
    if (typeof fields.position === 'number') item.index = fields.position
    if (typeof fields.category === 'string') item.item_category = fields.category
    if (typeof fields.location === 'string') item.item_list_name = fields.location
    if (typeof fields.variant === 'string') item.item_variant = fields.variant
    if (typeof fields.driverType === 'string') item.promotion_name = fields.driverType
    if (typeof fields.placement === 'string') item.creative_slot = fields.placement
    // GA4 keeps an item only with an id (a product) or a promotion's name or slot.
    if (item.item_id || item.promotion_name || item.creative_slot) params.items = [item]
  }
  return { name: event.event, params }
}

/** A batch as Measurement Protocol bodies of at most `GA4_MAX_EVENTS` events each. Pure. */
export function ga4Bodies(batch: EventsBatch, clientId: string, origin: string): Ga4Body[] {
  const location = ga4PageLocation(origin, batch.page)
  const events = batch.events.map((e) => ga4Event(e, location, batch.page.formfactor))
  const bodies: Ga4Body[] = []
  for (let i = 0; i < events.length; i += GA4_MAX_EVENTS) {
    bodies.push({
      client_id: clientId,
      non_personalized_ads: true,
      events: events.slice(i, i + GA4_MAX_EVENTS),
    })
  }
  return bodies
}

/** The collect address with GA4's two credentials in its query, as the Measurement Protocol takes them. */
export function ga4Url(ga4: { url: string; measurementId: string; apiSecret: string }): string {
  const url = new URL(ga4.url)
  url.searchParams.set('measurement_id', ga4.measurementId)
  url.searchParams.set('api_secret', ga4.apiSecret)
  return url.toString()
}

export type Ga4Settings = NonNullable<Config['thirdParty']['ga4']>

export type RelayOutcome = 'sent' | 'refused' | 'failed' | 'dropped'

export type Ga4RelayDependencies = {
  ga4: Ga4Settings
  /** The site's origin (SITE_URL's): what GA4 is told the pages are on. */
  siteOrigin: string
  /** The third parties as the page's privacy settings list them (`publicThirdParties`). */
  thirdParties: () => PublicThirdPartyEntry[]
  /** The privacy policy's current version (site settings). */
  policyVersion: () => Promise<number>
  /** The article's topic words (title, slug, section, categories, keywords, drugs): none may reach GA4. */
  topicOf: (article: string) => Promise<ReadonlySet<string> | null>
  count: (outcome: RelayOutcome, reason?: string) => void
  fetch?: typeof fetch
}

/**
 * The relay of one process: `forward` is called for each batch the ingest kept and returns at once; the
 * requests run behind it. `idle()` resolves when none is in flight (tests, shutdown).
 */
export class Ga4Relay {
  private inFlight = 0
  private waiters: Array<() => void> = []

  constructor(private readonly deps: Ga4RelayDependencies) {}

  forward(batch: EventsBatch, reader: string, headers: Pick<Headers, 'get'>): void {
    const bodies = ga4Bodies(batch, reader, this.deps.siteOrigin)
    if (this.inFlight + bodies.length > GA4_MAX_IN_FLIGHT) {
      this.deps.count('dropped', 'backlog')
      return
    }
    this.inFlight += bodies.length
    void this.send(batch, bodies, headers).finally(() => {
      this.inFlight -= bodies.length
      if (this.inFlight === 0) for (const wake of this.waiters.splice(0)) wake()
    })
  }

  idle(): Promise<void> {
    return this.inFlight === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve))
  }

  private async send(batch: EventsBatch, bodies: Ga4Body[], headers: Pick<Headers, 'get'>): Promise<void> {
    const { ga4, siteOrigin } = this.deps
    let policyVersion: number
    let topic: ReadonlySet<string> | null
    try {
      policyVersion = await this.deps.policyVersion()
      topic = batch.page.article ? await this.deps.topicOf(batch.page.article) : new Set<string>()
    } catch {
      this.deps.count('failed', 'lookup')
      return
    }
    // An article the site cannot read the topic of (deleted, not published) is not sent: its words are unknown.
    if (!topic) {
      this.deps.count('refused', 'unknown-article')
      return
    }
    const url = ga4Url(ga4)
    const consent = requestConsent(headers, policyVersion)
    const config = { policyVersion, thirdParties: this.deps.thirdParties() }
    const send = this.deps.fetch ?? fetch
    for (const body of bodies) {
      const text = JSON.stringify(body)
      const decision = decide({
        url,
        purpose: 'analytics',
        body: text,
        pageOrigin: siteOrigin,
        config,
        consent,
        topic,
      })
      if (!decision.allowed) {
        this.deps.count('refused', decision.reason)
        continue
      }
      try {
        const response = await send(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: text,
          signal: AbortSignal.timeout(ga4.timeoutMs),
        })
        await response.body?.cancel().catch(() => {})
        this.deps.count(
          response.ok ? 'sent' : 'failed',
          response.ok ? undefined : `status-${response.status}`,
        )
      } catch {
        this.deps.count('failed', 'no-answer')
      }
    }
  }
}

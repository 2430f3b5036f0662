import 'server-only'
import type { AdPosition } from '@/lib/ads'
import { KeyedAnswerCache } from '@/platform/answerCache'
import {
  type AnswerKeeping,
  badRequest,
  gateRefusal,
  json,
  noContent,
  parseJsonBody,
  parseQuery,
  type RequestGate,
  unavailable,
  withErrors,
} from '@/platform/http'
import { log } from '@/platform/log.mjs'
import type { AdStatCount } from '@/services/adStats/aggregate'
import { NOT_STORED_MESSAGE } from '@/services/driverStats/http'
import type { AdCatalog } from './catalog'
import { clickUrl, validClickSignature } from './click'
import { type AdRequest, explainAds } from './engine'
import { adClickQuery, adCountsSchema, adDecisionSchema, type ParsedAdDecision } from './schema'
import type { AdCount, AdDecisionResponse, AdFill } from './shared'

/*
 * The first-party ad server's HTTP calls (issue 28, ADR 26): the decision (`POST /api/ads/decision`), the
 * click redirect (`GET /api/ads/click`) and the counts beacon (`POST /api/ads/events`). The route files call
 * these with this process's catalog, secret and counter.
 */

export const MAX_DECISION_BODY_BYTES = 8_192
export const MAX_AD_EVENTS_BODY_BYTES = 16_384
/** A decision is reused this long for the same question (pacing moves slowly; editors' saves drop it). */
export const AD_ANSWER_TTL_MS = 60_000
export const AD_ANSWER_CACHE_ENTRIES = 20_000

export class AdAnswerCache extends KeyedAnswerCache<AdCatalog> {
  constructor(max = AD_ANSWER_CACHE_ENTRIES) {
    super(max, AD_ANSWER_TTL_MS)
  }
}

export type AdsDependencies = {
  catalog(): Promise<AdCatalog>
  /** Signs click addresses (the site's secret). */
  secret: string
  cache: AdAnswerCache
  now?: () => number
  /** The reader's country from the CDN's header, if any (targeting only; never stored). */
  country?: (request: Request) => string | null
  keep?: AnswerKeeping
  /** Whether the operator configured a programmatic partner (`AD_PARTNER_URL`). */
  partner?: boolean
}

/** What the engine needs from a validated request. */
export function adRequest(body: ParsedAdDecision, country: string | null, now: number): AdRequest {
  return {
    section: body.section,
    template: body.template,
    categorySlugs: [...new Set(body.categorySlugs)].sort(),
    keywords: [...new Set(body.keywords.map((k) => k.toLowerCase()))].sort(),
    deviceType: body.deviceType,
    country,
    // Ad-free pages carry no slots at all (their cached HTML has none); a page that asks is not ad-free.
    adFree: false,
    sensitive: body.sensitive,
    // The browser sends capped campaigns only with advertising consent: the list is the consent.
    advertisingConsent: body.cappedCampaigns.length > 0,
    cappedCampaigns: [...new Set(body.cappedCampaigns)].sort(),
    bucket: body.bucket,
    slots: body.slots,
    now,
  }
}

/**
 * The answer for a request: each slot's creative and its signed click address, or null; and the slots the
 * programmatic partner may take (`partner`: configured by the operator, switched on by the editors, never on a
 * sensitive page) — those no paid campaign fills.
 */
export function adDecision(
  catalog: AdCatalog,
  req: AdRequest,
  secret: string,
  { partner = false }: { partner?: boolean } = {},
): AdDecisionResponse {
  const slots: Record<string, AdFill | null> = {}
  const partnerSlots: string[] = []
  if (!catalog.settings.enabled) {
    for (const slot of req.slots) slots[slot.id] = null
    return { slots, partner: partnerSlots, stickyWhenBlocked: false }
  }
  const partnerMay = partner && catalog.settings.partnerEnabled && !req.sensitive && !req.adFree
  const byId = new Map(catalog.campaigns.map((c) => [c.id, c]))
  for (const { slot, choice } of explainAds(catalog.campaigns, req)) {
    const creative = choice ? catalog.creatives.get(choice.creativeId) : undefined
    const position = req.slots.find((s) => s.id === slot)?.position
    const campaign = choice ? byId.get(choice.campaignId) : undefined
    if (partnerMay && (!campaign || campaign.tier === 'house')) partnerSlots.push(slot)
    if (!choice || !creative || !position) {
      slots[slot] = null
      continue
    }
    const { destination: _destination, ...view } = creative
    slots[slot] = {
      creative: view,
      clickUrl: clickUrl(secret, creative.id, position),
      frequencyCap: campaign?.frequencyCap ?? null,
    }
  }
  return { slots, partner: partnerSlots, stickyWhenBlocked: catalog.settings.reinsertStickyWhenBlocked }
}

/**
 * `POST /api/ads/decision`: every slot of a page view in one answer, `{ slots: { [id]: fill | null } }`. 400
 * with the field and what is wrong for a bad body. Answers are computed from the in-memory catalog and kept per
 * question (the targeting key) for a minute; they depend on the bucket and caps: `private, no-store`.
 */
export function handleAdDecision(request: Request, deps: AdsDependencies): Promise<Response> {
  return withErrors('ads', async () => {
    const parsed = await parseJsonBody(request, adDecisionSchema, { maxBytes: MAX_DECISION_BODY_BYTES })
    if (!parsed.ok) return parsed.response
    const now = (deps.now ?? Date.now)()
    const req = adRequest(parsed.value, deps.country?.(request) ?? null, now)
    const catalog = await deps.catalog()
    const { now: _now, ...question } = req
    const key = JSON.stringify(question)
    let kept = deps.cache.get(key, catalog, now)
    if (kept === null)
      kept = deps.cache.set(
        key,
        JSON.stringify(adDecision(catalog, req, deps.secret, { partner: deps.partner === true })),
        catalog,
        now,
      )
    deps.keep?.answer({
      method: 'POST',
      url: request.url,
      body: parsed.text,
      answer: kept.body,
      tags: deps.keep.tags,
      maxAgeSeconds: Math.floor((kept.expiresAt - now) / 1000),
    })
    return new Response(kept.body, {
      status: 200,
      headers: { 'content-type': 'application/json', 'cache-control': 'private, no-store' },
    })
  })
}

export const AD_LINK_INVALID_MESSAGE = 'This advertisement link is not valid.'
export const AD_GONE_MESSAGE = 'This advertisement is no longer available.'

/**
 * `GET /api/ads/click?c=&p=&s=`: counts the click and sends the reader (302) to the creative's own URL (the
 * advertiser learns the site's origin, never the page's path). 400 for a missing, malformed or forged link,
 * 404 for a creative no longer in the catalog. The click is stored before the reader leaves; if it cannot be,
 * the reader still goes (counted as lost in the log).
 */
export function handleAdClick(
  request: Request,
  deps: Pick<AdsDependencies, 'catalog' | 'secret'>,
  countClick: (count: AdStatCount) => Promise<void>,
): Promise<Response> {
  return withErrors('ads.click', async () => {
    const query = parseQuery(adClickQuery, new URL(request.url).searchParams)
    if (!query.ok) return query.response
    const { c, p, s } = query.value
    if (!validClickSignature(deps.secret, c, p as AdPosition, s)) return badRequest(AD_LINK_INVALID_MESSAGE)
    const creative = (await deps.catalog()).creatives.get(c)
    if (!creative) return json({ error: AD_GONE_MESSAGE }, { status: 404 })
    try {
      await countClick({
        kind: 'click',
        campaignId: creative.campaignId,
        creativeId: creative.id,
        position: p as AdPosition,
        count: 1,
      })
    } catch (error) {
      log('ads').error({ err: error }, 'a click could not be counted')
    }
    return new Response(null, {
      status: 302,
      headers: {
        location: creative.destination,
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      },
    })
  })
}

/**
 * `POST /api/ads/events` (by beacon: `text/plain` or JSON): the page's requests, fills and viewable
 * impressions, from this site's pages only (403), limited per client address (429: `ad-events`). 204 once
 * stored (the group commit); 400 with the field for a bad body; 503 when the counts could not be stored.
 */
export function handleAdEvents(
  request: Request,
  gate: RequestGate,
  record: (counts: AdCount[]) => Promise<void>,
): Promise<Response> {
  return withErrors('ads.events', async () => {
    const refused = await gateRefusal(request, gate, 'Too many counts.')
    if (refused) return refused
    const parsed = await parseJsonBody(request, adCountsSchema, {
      maxBytes: MAX_AD_EVENTS_BODY_BYTES,
      contentTypes: ['application/json', 'text/plain'],
    })
    if (!parsed.ok) return parsed.response
    try {
      await record(parsed.value.counts)
    } catch {
      return unavailable(NOT_STORED_MESSAGE)
    }
    return noContent()
  })
}

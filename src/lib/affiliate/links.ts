/**
 * Affiliate link rules (000 §7 "Outbound affiliate links", "Click-time rewriting", "Tracking inputs"; 001
 * "Affiliate link rules"). One module for every widget that links out to a partner. Pure: no DOM, no clock,
 * no randomness (ids are passed in), so every rule is a table test.
 *
 * Privacy: the values put into a partner's link are ids and placement names only (a random correlation id,
 * the widget and position), never the page's topic (title, slug, keywords); see `affiliateHref`.
 */

/** How long a click-time correlation id stays in the link before the original href is restored. */
export const CLICK_RESTORE_MS = 2000

/** The placeholders an editor (or a partner's link builder) may leave in an affiliate URL. */
export const PLACEHOLDERS = {
  correlationId: '{correlationId}',
  location: '{location}',
  subId: '{subId}',
} as const

export type Partner = 'activation' | 'platejoy' | 'amazon'

function parse(href: string): URL | null {
  try {
    const url = new URL(href)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/**
 * The partner a link goes to, from its host: "activation" (any host with an `activation` label, the
 * activation pattern), PlateJoy, Amazon (amazon.* and the amzn.* short links). Null for everything else.
 */
export function partnerOf(href: string): Partner | null {
  const url = parse(href)
  if (!url) return null
  const labels = url.hostname.toLowerCase().split('.')
  if (labels.some((l) => l === 'activation' || l.startsWith('activation-'))) return 'activation'
  if (labels.includes('platejoy')) return 'platejoy'
  if (labels.includes('amazon') || labels.includes('amzn')) return 'amazon'
  return null
}

/**
 * The `rel` of an affiliate link: always `noopener noreferrer` (it opens in a new tab); plus
 * `sponsored nofollow` for sponsored placements, activation links, or a link carrying `noFollowParam=1`.
 */
export function affiliateRel(href: string, opts: { sponsored?: boolean } = {}): string {
  const url = parse(href)
  const noFollow =
    opts.sponsored === true ||
    partnerOf(href) === 'activation' ||
    url?.searchParams.get('noFollowParam') === '1'
  return noFollow ? 'noopener noreferrer sponsored nofollow' : 'noopener noreferrer'
}

/** A placeholder as written, or percent-encoded (as it arrives after a round trip through a URL field). */
function replacePlaceholder(
  href: string,
  placeholder: string,
  value: string,
): { href: string; found: boolean } {
  const encoded = encodeURIComponent(placeholder)
  const variants = [placeholder, encoded, encoded.toLowerCase()]
  let out = href
  let found = false
  for (const v of variants) {
    if (out.includes(v)) {
      out = out.split(v).join(encodeURIComponent(value))
      found = true
    }
  }
  return { href: out, found }
}

/**
 * On the click-tracking affiliate host, links pasted from some editors carry a mis-encoded broken bar
 * ("Â¦", or its percent form) where the merchant id separator "|" belongs; put the bar back.
 */
export function fixBrokenBar(href: string, clickTrackingHosts: readonly string[]): string {
  const url = parse(href)
  if (!url || !clickTrackingHosts.includes(url.hostname.toLowerCase())) return href
  return href.replace(/Â¦|%C3%82%C2%A6|%C2%A6|¦/gi, (m) => (m.startsWith('%') ? '%7C' : '|'))
}

export type AffiliateContext = {
  /** A random id for this page view's clicks (never derived from the reader or the page). */
  correlationId: string
  /** The placement, e.g. "productCard-2" (widget and position): substituted for {location}. */
  location: string
  /** A partner sub-id for the placement, e.g. "wellread-productCard": substituted for {subId}. */
  subId: string
  /** Hosts of the click-tracking network whose links need the broken-bar fix (site settings). */
  clickTrackingHosts?: readonly string[]
}

export type AffiliateHref = { href: string; problem: string | null }

/**
 * The href an affiliate link renders with: the broken-bar fix, the correlation id (its placeholder
 * replaced, or a `correlationId` query parameter added), the location and sub-id placeholders substituted,
 * and `ascsubtag` added for Amazon. An invalid URL is reported and kept as it was.
 */
export function affiliateHref(original: string, ctx: AffiliateContext): AffiliateHref {
  const fixed = fixBrokenBar(original, ctx.clickTrackingHosts ?? [])
  if (!parse(fixed)) return { href: original, problem: `invalid affiliate URL kept as is: ${original}` }
  let href = fixed
  const withId = replacePlaceholder(href, PLACEHOLDERS.correlationId, ctx.correlationId)
  href = replacePlaceholder(withId.href, PLACEHOLDERS.location, ctx.location).href
  href = replacePlaceholder(href, PLACEHOLDERS.subId, ctx.subId).href
  const url = parse(href)
  if (!url) return { href: original, problem: `invalid affiliate URL kept as is: ${original}` }
  if (!withId.found && !url.searchParams.has('correlationId'))
    url.searchParams.set('correlationId', ctx.correlationId)
  if (partnerOf(href) === 'amazon' && !url.searchParams.has('ascsubtag')) {
    url.searchParams.set('ascsubtag', ctx.correlationId)
  }
  return { href: url.toString(), problem: null }
}

/**
 * Whether a link gets a fresh correlation id at click time (restored after `CLICK_RESTORE_MS`): only links
 * matching the activation pattern or marked as affiliate links.
 */
export function rewritesAtClick(href: string, opts: { affiliateFlag?: boolean } = {}): boolean {
  return opts.affiliateFlag === true || partnerOf(href) === 'activation'
}

/** The href at click time: the current correlation id swapped for a fresh one. */
export function clickTimeHref(href: string, current: string, fresh: string): string {
  const url = parse(href)
  if (!url) return href
  for (const key of ['correlationId', 'ascsubtag']) {
    if (url.searchParams.get(key) === current) url.searchParams.set(key, fresh)
  }
  return url.toString()
}

/**
 * The product id a landing URL carries, from `rvo_prodid`, then `rvo_subid`, then `subid`. Paid-media links
 * come HTML-escaped (`&#038;` for `&`): decoded first, then `rvo_prodid`, else `subid`.
 */
export function productIdFrom(href: string, opts: { paidMedia?: boolean } = {}): string | null {
  const text = opts.paidMedia ? href.replace(/&#0?38;/g, '&') : href
  const url = parse(text)
  if (!url) return null
  // 001 §5: rvo_prodid, rvo_subid, subid in that order; for paid media rvo_prodid, else subid.
  const keys = opts.paidMedia ? ['rvo_prodid', 'subid'] : ['rvo_prodid', 'rvo_subid', 'subid']
  for (const key of keys) {
    const value = url.searchParams.get(key)
    if (value) return value
  }
  return null
}

/** The brand id of a landing URL (`rvo_brandid`). */
export function brandIdFrom(href: string): string | null {
  return parse(href)?.searchParams.get('rvo_brandid') || null
}

/** Attribution cookies last 90 days. */
export const ATTRIBUTION_MAX_AGE_SECONDS = 90 * 24 * 60 * 60

export type AttributionCookie = { name: string; value: string; maxAge: number }

/**
 * First-party attribution cookies from the URL a reader landed on: brand (`rvo_brandid`), product
 * (`productIdFrom`) and campaign (`rvo_campaignid`, else `utm_campaign`) ids, each kept 90 days. Only ids
 * present in the URL are set; values are cut to 100 characters.
 */
export function attributionCookies(landingHref: string): AttributionCookie[] {
  const url = parse(landingHref)
  if (!url) return []
  const ids: [string, string | null][] = [
    ['wr_brand', brandIdFrom(landingHref)],
    ['wr_product', productIdFrom(landingHref)],
    ['wr_campaign', url.searchParams.get('rvo_campaignid') || url.searchParams.get('utm_campaign')],
  ]
  return ids.flatMap(([name, value]) =>
    value ? [{ name, value: value.slice(0, 100), maxAge: ATTRIBUTION_MAX_AGE_SECONDS }] : [],
  )
}

/**
 * Whether the affiliate disclaimer shows for a link: only when its host belongs to one of the partner
 * families an editor lists in site settings (a family is a registrable domain; subdomains match).
 */
export function showsAffiliateDisclaimer(href: string, partnerDomains: readonly string[]): boolean {
  const host = parse(href)?.hostname.toLowerCase()
  if (!host) return false
  return partnerDomains.some((d) => {
    const domain = d.trim().toLowerCase().replace(/^\.+/, '')
    return domain !== '' && (host === domain || host.endsWith(`.${domain}`))
  })
}

/**
 * The href an affiliate link has in the cached page, the same for every reader: the broken-bar repair and the
 * placement's location and sub-id substituted. The correlation id is a per-view value, so it is left for the
 * browser (`withCorrelationId`): its placeholder stays, or the parameter is added there.
 */
export function cachedAffiliateHref(
  original: string,
  ctx: Omit<AffiliateContext, 'correlationId'>,
): AffiliateHref {
  const fixed = fixBrokenBar(original, ctx.clickTrackingHosts ?? [])
  if (!parse(fixed)) return { href: original, problem: `invalid affiliate URL kept as is: ${original}` }
  let href = replacePlaceholder(fixed, PLACEHOLDERS.location, ctx.location).href
  href = replacePlaceholder(href, PLACEHOLDERS.subId, ctx.subId).href
  return parse(href)
    ? { href, problem: null }
    : { href: original, problem: `invalid affiliate URL kept as is: ${original}` }
}

/**
 * In the browser: the page view's correlation id put into a cached affiliate href (its placeholder replaced,
 * or `correlationId` added; `ascsubtag` for Amazon). Hrefs that are not web addresses come back unchanged.
 */
export function withCorrelationId(href: string, correlationId: string): string {
  if (!parse(href)) return href
  return affiliateHref(href, { correlationId, location: '', subId: '' }).href
}

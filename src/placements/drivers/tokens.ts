/**
 * Tokens in a driver's text fields and links (001 §5): `+where`, `+k1`, `+utm_medium`, `+utm_source`,
 * `+utm_campaign`, `+utm_term`, `+utm_content`, `+apid`, `+tc`, `+subid2`, `+subid`, `+rvo_subid` and
 * `+rvo_subid2` are replaced, URL-encoded, for each reader and placement. Pure: the values are passed in.
 *
 * The values (`tokenValues`):
 * - `where`: the placement's name ("articlePlacement2");
 * - `k1`: the page's main keyword (its first keyword: the health topic);
 * - `utm_*`: the current page's own query string (first-party: the link the reader followed to this page);
 * - `apid`: the driver's id (`_uuid`);
 * - `tc`, `subid`, `rvo_subid`: the page view's tracking correlation id (random per page view, never derived
 *   from the reader, `src/lib/affiliate/trackingId.ts`);
 * - `subid2`, `rvo_subid2`: the placement's name.
 *
 * HEALTH PRIVACY RULE: a page's health topic is never passed to a third party without the reader's consent
 * (consent arrives in a later issue). `k1` is the topic, so in a link to another site (`external`: not this
 * site's own host, `isInternalHref` in `src/lib/links.ts`; a sponsor's pixel is always external) `+k1` is
 * replaced by nothing. Links within this site and text shown on the page get every value. The other values
 * are placement names, random ids and the campaign parameters the reader arrived with, which say nothing of
 * what the reader reads here.
 *
 * Longer names are matched first, so `+subid2` is not read as `+subid` followed by "2", nor `+rvo_subid2` as
 * `+rvo_subid`. A name is matched wherever it starts (as the links the tokens were written for expect):
 * `+subid23` is the `+subid2` value followed by "3".
 */
import { isInternalHref } from '@/lib/links'

export const DRIVER_TOKENS = [
  'where',
  'k1',
  'utm_medium',
  'utm_source',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'apid',
  'tc',
  'subid2',
  'subid',
  'rvo_subid',
  'rvo_subid2',
] as const
export type DriverToken = (typeof DRIVER_TOKENS)[number]
export type TokenValues = Partial<Record<DriverToken, string | null | undefined>>

/** Longest first (ties alphabetically), so a longer name is never eaten by its prefix. */
const LONGEST_FIRST = [...DRIVER_TOKENS].sort((a, b) => b.length - a.length || a.localeCompare(b))
const TOKEN_PATTERN = new RegExp(`\\+(${LONGEST_FIRST.join('|')})`, 'g')

/** The tokens withheld from other sites without consent (the page's health topic). */
export const TOPIC_TOKENS: readonly DriverToken[] = ['k1']

/**
 * `text` with every token replaced by its URL-encoded value ("" when it has none). With `external` (a link
 * to another site, or a third party's pixel) the topic tokens are replaced by nothing.
 */
export function substituteTokens(
  text: string,
  values: TokenValues,
  { external = false }: { external?: boolean } = {},
): string {
  if (!text.includes('+')) return text
  return text.replace(TOKEN_PATTERN, (_match, name: DriverToken) => {
    if (external && TOPIC_TOKENS.includes(name)) return ''
    return encodeURIComponent(values[name] ?? '')
  })
}

/** Whether an address leaves this site (then the topic is withheld). Anything that is not internal is. */
export function isExternalAddress(href: string, siteHost: string): boolean {
  return !isInternalHref(href.trim(), siteHost)
}

/** The address with its tokens replaced: external ones (by the site's own-host rule) without the topic. */
export function substituteLink(href: string, values: TokenValues, siteHost: string): string {
  return substituteTokens(href, values, { external: isExternalAddress(href, siteHost) })
}

const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

/** The campaign parameters of the current page's query string ("?utm_source=…"); missing ones are absent. */
export function utmValues(search: string): TokenValues {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  const out: TokenValues = {}
  for (const key of UTM) {
    const value = params.get(key)
    if (value) out[key] = value.slice(0, 200)
  }
  return out
}

/** Every token's value for one driver in one placement on this page view. */
export function tokenValues(input: {
  placement: string
  k1: string | null
  /** The current page's query string (`location.search`). */
  search: string
  driverId: string
  /** The page view's tracking correlation id. */
  correlationId: string
}): TokenValues {
  return {
    where: input.placement,
    k1: input.k1,
    ...utmValues(input.search),
    apid: input.driverId,
    tc: input.correlationId,
    subid: input.correlationId,
    rvo_subid: input.correlationId,
    subid2: input.placement,
    rvo_subid2: input.placement,
  }
}

/** Pixels are a third party's by nature: always external, whatever their host. */
function substitutePixel(href: string | null, values: TokenValues): string | null {
  return href === null ? null : substituteTokens(href, values, { external: true })
}

/**
 * The driver as this reader sees it in this placement: tokens replaced in every text field (shown on this
 * page: every value) and every link (by the own-host rule: links to other sites without the topic; pixels
 * always without it). What the renderers and the sign-up form receive.
 */
export function substituteDriver<
  D extends {
    headline: string
    whisper: string | null
    bodyCopy: string | null
    callToAction: string | null
    callToActionURL: string | null
    secondaryCtaText: string | null
    secondaryCtaUrl: string | null
    appleHref: string | null
    googleHref: string | null
    buttonTeaser: string | null
    sponsorUrl: string | null
    sponsorTracker: string | null
    pixelTracker: string | null
    feedbackTitle: string | null
    feedbackDescription: string | null
    feedbackCallToAction: string | null
    confirmTitle: string
    confirmDesc: string | null
    confirmCallToAction: string | null
    confirmCallToActionURL: string | null
  },
>(driver: D, values: TokenValues, siteHost: string): D {
  const text = (v: string | null) => (v === null ? null : substituteTokens(v, values))
  const link = (v: string | null) => (v === null ? null : substituteLink(v, values, siteHost))
  return {
    ...driver,
    headline: substituteTokens(driver.headline, values),
    whisper: text(driver.whisper),
    bodyCopy: text(driver.bodyCopy),
    callToAction: text(driver.callToAction),
    callToActionURL: link(driver.callToActionURL),
    secondaryCtaText: text(driver.secondaryCtaText),
    secondaryCtaUrl: link(driver.secondaryCtaUrl),
    appleHref: link(driver.appleHref),
    googleHref: link(driver.googleHref),
    buttonTeaser: text(driver.buttonTeaser),
    sponsorUrl: link(driver.sponsorUrl),
    sponsorTracker: substitutePixel(driver.sponsorTracker, values),
    pixelTracker: substitutePixel(driver.pixelTracker, values),
    confirmTitle: substituteTokens(driver.confirmTitle, values),
    confirmDesc: text(driver.confirmDesc),
    confirmCallToAction: text(driver.confirmCallToAction),
    confirmCallToActionURL: link(driver.confirmCallToActionURL),
    feedbackTitle: text(driver.feedbackTitle),
    feedbackDescription: text(driver.feedbackDescription),
    feedbackCallToAction: text(driver.feedbackCallToAction),
  }
}

import {
  AD_POSITION_SPECS,
  AD_SIZES,
  type AdPosition,
  type AdSizeName,
  inlineSlotFaces,
  sizeLabel,
} from '@/lib/ads'
import { isCountryCode } from '@/lib/countries'
import { DEVICE_TYPE_VALUES, DEVICE_TYPES, type DeviceType } from '@/lib/placements'
import type { AdCatalog } from '@/services/ads/catalog'
import { type AdRequest, type AdTier, explainAds } from '@/services/ads/engine'
import { AD_SLOTS_PATH } from './adSlotsPath'

/*
 * "Who fills this ad slot, and why" (issue 28), the part without I/O: reading the editor's form (a GET form,
 * so a result is a link an editor can send), the slots a page asks for on a device (as its cached HTML holds
 * them: `AdPagePlan`, made by the article pipeline in `src/article/adSlotsPlan.ts`), and the ad engine's
 * explanation of each slot, with edit links. The view (`AdSlots.tsx`) loads the catalog and the page.
 */

export { AD_SLOTS_PATH }

export type SearchParams = Record<string, string | string[] | undefined>

/** An address of the site that can carry ads: the home page, a section's page, an article. */
export type AdPageAddress =
  | { kind: 'home'; path: '/' }
  | { kind: 'section'; path: string; section: string; page: number }
  | { kind: 'article'; path: string; section: string; slug: string }

/** The site-wide advertising settings as stored (Site settings → Advertising). */
export type AdSettingsSource = {
  advertising?: {
    enabled?: boolean | null
    adFreeKeywords?: readonly unknown[] | null
    sensitiveKeywords?: readonly unknown[] | null
  } | null
} | null

/** A page as the CMS holds it (`src/cms/adTargeting.ts` reads it), for the article pipeline to plan. */
export type AdPageSource =
  | {
      found: true
      kind: 'article'
      path: string
      title: string
      docId: string | number
      section: string
      template: string | null
      keywords: string[]
      /** The categories, populated (slug, title and their ad flags). */
      categories: readonly unknown[]
      /** The article's own advertising settings (`advertising` group). */
      advertising: unknown
      body: unknown
      settings: AdSettingsSource
    }
  | { found: true; kind: 'home'; path: '/'; title: string; sectionsShown: number; settings: AdSettingsSource }
  | {
      found: true
      kind: 'section'
      path: string
      title: string
      section: string
      page: number
      /** The section's listed articles, all pages together. */
      listedArticles: number
      settings: AdSettingsSource
    }
  | { found: false; path: string; why: string }

/** A page's ads as its cached HTML holds them, the same for every reader. */
export type AdPagePlan = {
  found: true
  kind: 'article' | 'home' | 'section'
  title: string
  path: string
  /** The article's edit page (null for the home and section pages). */
  editHref: string | null
  /** What the page tells the ad server about itself (ADR 26 §4: contextual only). */
  section: string | null
  template: string
  categorySlugs: string[]
  keywords: string[]
  show: boolean
  /** Why the page shows no ads, one sentence per mark (empty when it shows them). */
  adFreeBecause: string[]
  sensitive: boolean
  sensitiveBecause: string[]
  /** Sold per unique visitor: the lower limits. */
  cpuv: boolean
  /** Automatic slots between paragraphs (articles' "Place ads automatically"). */
  automatic: boolean
  /** Where the inline slots are: in an article's body or between a listing's rows. */
  context: 'body' | 'listing'
  /** The inline slots in page order. */
  inline: { k: number; placedBy: 'auto' | 'editor' }[]
}

export type AdPageLookup = AdPagePlan | { found: false; path: string; why: string }

/** What the editor asked, read from the address; every field has a default, and problems are listed. */
export type AdSlotsForm = {
  /** The address as typed ("" when none). */
  path: string
  address: AdPageAddress | null
  device: DeviceType
  /** The reader's bucket, 0–99. */
  bucket: number
  /** The reader's country (ISO 3166 code), when the editor gave one. */
  country: string | null
  /** The CMS id of the campaign the editor came from ("See where it shows"), or null. */
  campaign: string | null
  problems: string[]
}

const first = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? ''

/**
 * The page an editor means, from a path or a whole address of the site (its query, fragment and a trailing
 * slash dropped): `/`, a section (`/health`, `/health/page/2`) or an article (`/health/heart-health`); null
 * when it is none of these.
 */
export function adPageAddress(input: string): AdPageAddress | null {
  let text = input.trim()
  if (!text) return null
  if (/^https?:\/\//i.test(text)) {
    try {
      text = new URL(text).pathname
    } catch {
      return null
    }
  }
  text = text.replace(/[?#].*$/, '')
  if (!text.startsWith('/')) text = `/${text}`
  if (text.length > 1 && text.endsWith('/')) text = text.slice(0, -1)
  text = text.toLowerCase()
  if (text === '/') return { kind: 'home', path: '/' }
  const section = /^\/([a-z0-9-]{1,60})$/.exec(text)
  if (section?.[1]) return { kind: 'section', path: text, section: section[1], page: 1 }
  const older = /^\/([a-z0-9-]{1,60})\/page\/([2-9]|[1-9]\d{1,4})$/.exec(text)
  if (older?.[1] && older[2])
    return { kind: 'section', path: text, section: older[1], page: Number(older[2]) }
  const article = /^\/([a-z0-9-]{1,60})\/([a-z0-9-]{1,120})$/.exec(text)
  if (article?.[1] && article[2])
    return { kind: 'article', path: text, section: article[1], slug: article[2] }
  return null
}

/** Reads the form from the view's query string. */
export function readAdSlotsForm(params: SearchParams): AdSlotsForm {
  const problems: string[] = []
  const path = first(params.path)
  const address = adPageAddress(path)
  if (path && !address)
    problems.push(
      `“${path}” is not an address of a page with ads. Enter one like /, /health or /health/heart-health.`,
    )

  const deviceText = first(params.device)
  const device = (DEVICE_TYPE_VALUES as readonly string[]).includes(deviceText)
    ? (deviceText as DeviceType)
    : 'mobile'

  const bucketText = first(params.bucket)
  let bucket = 0
  if (bucketText) {
    const n = Number(bucketText)
    if (Number.isInteger(n) && n >= 0 && n <= 99) bucket = n
    else
      problems.push(
        `The reader bucket must be a whole number from 0 to 99 (not “${bucketText}”): 0 was used.`,
      )
  }

  const countryText = first(params.country).toUpperCase()
  let country: string | null = null
  if (countryText) {
    if (isCountryCode(countryText)) country = countryText
    else
      problems.push(
        `“${countryText}” is not a two-letter country code (such as US or GB): no country was used.`,
      )
  }

  const campaignText = first(params.campaign)
  const campaign = /^[A-Za-z0-9_-]{1,64}$/.test(campaignText) ? campaignText : null

  return { path, address, device, bucket, country, campaign, problems }
}

/** The view's address for a form (the quick picks keep the reader's settings). */
export function adSlotsHref(form: AdSlotsForm, change: { path?: string } = {}): string {
  const query = new URLSearchParams()
  const path = change.path ?? form.address?.path ?? form.path
  if (path) query.set('path', path)
  query.set('device', form.device)
  query.set('bucket', String(form.bucket))
  if (form.country) query.set('country', form.country)
  if (form.campaign) query.set('campaign', form.campaign)
  return `${AD_SLOTS_PATH}?${query.toString()}`
}

/** A campaign's and a creative's edit pages in the admin. */
export const campaignEditHref = (id: string): string =>
  `/admin/collections/ad-campaigns/${encodeURIComponent(id)}`
export const creativeEditHref = (id: string): string =>
  `/admin/collections/ad-creatives/${encodeURIComponent(id)}`

/** The device's name without its width ("Phone"). */
export const deviceName = (device: DeviceType): string =>
  (DEVICE_TYPES.find((d) => d.value === device)?.label ?? device).replace(/ \(.*\)$/, '')

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth']
const ordinal = (n: number) => ORDINALS[n - 1] ?? `${n}th`

/** One slot a device asks the ad server for: its face of the page, where it is, and what to know about it. */
export type DeviceSlot = {
  /** `data-ad-slot`: unique on the page (MMR2.3, DLB2.1, DMR2, DLB1). */
  id: string
  position: AdPosition
  size: AdSizeName
  /** Where on the page, in editors' words. */
  where: string
  note: string | null
}

/** Where the k-th inline slot of a page is, in editors' words. */
function inlineWhere(plan: AdPagePlan, k: number, placedBy: 'auto' | 'editor'): string {
  if (plan.context === 'body')
    return `In the article, the ${ordinal(k)} ad (${placedBy === 'editor' ? 'an Advertisement block an editor placed' : 'placed automatically between paragraphs'})`
  if (plan.kind === 'home') return k === 1 ? 'After the lead story' : `After the ${ordinal(k - 1)} section`
  return `Between rows ${k} and ${k + 1} of articles`
}

/**
 * The slots a page's cached HTML shows at a device's widths, in page order (the order the ad server decides
 * them in, one page view asking for them all at once): from 768 px the top leaderboard and each inline slot's
 * wide face; on phones each inline slot's phone face, then the fixed phone leaderboard. None on an ad-free page.
 */
export function deviceSlots(plan: AdPagePlan, device: DeviceType): DeviceSlot[] {
  if (!plan.show) return []
  const wide = device !== 'mobile'
  const slots: DeviceSlot[] = []
  if (wide)
    slots.push({
      id: 'DLB1',
      position: 'DLB1',
      size: 'leaderboard',
      where: 'Under the header (pinned at the top while the reader scrolls, then hidden)',
      note: null,
    })
  for (const { k, placedBy } of plan.inline) {
    const faces = inlineSlotFaces(k, plan.context, plan.cpuv)
    const face = wide ? faces.wide : faces.phone
    if (!face) continue
    slots.push({
      id: face.slotId,
      position: face.position,
      size: face.size,
      where: inlineWhere(plan, k, placedBy),
      note: null,
    })
  }
  if (!wide)
    slots.push({
      id: 'MLB1',
      position: 'MLB1',
      size: 'mobileLeaderboard',
      where: 'Fixed at the bottom of the screen, with a close button',
      note: 'Only on screens narrower than 658 px: a phone 658 to 767 px wide does not ask for it.',
    })
  return slots
}

/** Inline slots a page holds that show nothing at a device's widths (past the wide limit: phones only). */
export function phoneOnlySlots(plan: AdPagePlan, device: DeviceType): number[] {
  if (!plan.show || device === 'mobile') return []
  return plan.inline
    .filter(({ k }) => inlineSlotFaces(k, plan.context, plan.cpuv).wide === null)
    .map((s) => s.k)
}

/** The decision request this page and reader send: the page's context, no consent, no caps. */
export function adSlotsRequest(
  plan: AdPagePlan,
  form: AdSlotsForm,
  slots: DeviceSlot[],
  now: number,
): AdRequest {
  return {
    section: plan.section,
    template: plan.template,
    categorySlugs: [...new Set(plan.categorySlugs)].sort(),
    keywords: [...new Set(plan.keywords.map((k) => k.toLowerCase()))].sort(),
    deviceType: form.device,
    country: form.country,
    // A page that shows slots is not ad-free (an ad-free page's HTML has none).
    adFree: false,
    sensitive: plan.sensitive,
    advertisingConsent: false,
    cappedCampaigns: [],
    bucket: form.bucket,
    slots: slots.map(({ id, position, size }) => ({ id, position, size })),
    now,
  }
}

/** A campaign named in the view: its edit link, and whether it is the one the editor came from. */
export type CampaignLink = { id: string; name: string; href: string | null; followed: boolean }

export type AdSlotCard = {
  slot: DeviceSlot
  /** The position's place in editors' words. */
  position: string
  /** The box's size, "300x250". */
  size: string
  winner: {
    campaign: CampaignLink
    tier: AdTier
    advertiser: string
    creative: { id: string; href: string; look: string }
  } | null
  /** Why this slot shows what it shows, in a sentence. */
  rule: string
  /** The campaigns the reader bucket picked among, with their share of readers. */
  shares: (CampaignLink & { share: string; wins: boolean })[]
  /** Campaigns that pass every rule but do not fill this slot, with why. */
  passedOver: (CampaignLink & { reason: string })[]
  /** Campaigns that fail a rule, with the first they fail. */
  excluded: (CampaignLink & { reason: string })[]
}

/** The campaign the editor came from, and what happens to it in each slot of the page. */
export type FollowedCampaign =
  | { found: true; link: CampaignLink; outcomes: { slot: string; outcome: string }[] }
  | { found: false }
  | null

const TIER_WORDS: Record<AdTier, string> = {
  sponsorship: 'sponsorship',
  standard: 'standard',
  house: 'house',
}
const percentText = (share: number): string => `${Math.round(share * 1000) / 10}%`

/** What a creative looks like, in a line: its format, size and words. */
function creativeLook(catalog: Pick<AdCatalog, 'creatives'>, id: string): string {
  const creative = catalog.creatives.get(id)
  if (!creative) return 'not in the catalog any more'
  const size = sizeLabel(AD_SIZES[creative.size])
  if (creative.format === 'native') return `native ad, ${size}: “${creative.headline ?? ''}”`
  return `picture, ${size}: “${creative.image?.alt ?? ''}”`
}

/**
 * For every slot the page asks for on this device: the campaign and creative the ad engine picks for this
 * reader (no advertising consent, so no frequency caps; the bucket and country from the form), the rule that
 * decided, the candidates with their share of readers, and every other campaign with why it is passed over.
 * The same computation as the decision API (`explainAds`); ads switched off site-wide answer nothing.
 */
export function explainAdSlots(
  catalog: Pick<AdCatalog, 'campaigns' | 'creatives' | 'settings'>,
  plan: AdPagePlan,
  form: AdSlotsForm,
  now: number,
): { cards: AdSlotCard[]; followed: FollowedCampaign } {
  const slots = deviceSlots(plan, form.device)
  const request = adSlotsRequest(plan, form, slots, now)
  const byId = new Map(catalog.campaigns.map((c) => [c.id, c]))
  const link = (id: string, name: string): CampaignLink => ({
    id,
    name,
    href: byId.has(id) ? campaignEditHref(id) : null,
    followed: form.campaign !== null && form.campaign === id,
  })
  const explanations = explainAds(catalog.campaigns, request)
  const cards = slots.map((slot, i): AdSlotCard => {
    const e = explanations[i]
    const base = {
      slot,
      position: AD_POSITION_SPECS[slot.position].label,
      size: sizeLabel(AD_SIZES[slot.size]),
    }
    if (!catalog.settings.enabled || !e)
      return {
        ...base,
        winner: null,
        rule: 'Ads are switched off in Site settings → Advertising: the ad server fills no slot.',
        shares: [],
        passedOver: [],
        excluded: [],
      }
    const picked = e.choice ? byId.get(e.choice.campaignId) : undefined
    const shares = e.shares.map((s) => ({
      ...link(s.campaignId, s.campaign),
      share: percentText(s.share),
      wins: s.campaignId === e.choice?.campaignId,
    }))
    const passedOver = e.passedOver.map((p) => ({ ...link(p.campaignId, p.campaign), reason: p.reason }))
    const excluded = e.excluded.map((x) => ({ ...link(x.campaignId, x.campaign), reason: x.reason }))
    let rule: string
    if (e.choice && picked) {
      const tier = TIER_WORDS[picked.tier]
      const lower = passedOver.some((p) => p.reason.startsWith('A campaign of a higher tier'))
      rule =
        shares.length > 1
          ? `Picked by weight among ${shares.length} ${tier} campaigns: reader bucket ${form.bucket} gets it, as ${shares.find((s) => s.wins)?.share ?? ''} of readers do. Try other buckets to see the others.`
          : `The only ${tier} campaign that can fill it${lower ? ': campaigns of lower tiers wait behind it' : ''}.`
    } else if (catalog.campaigns.length === 0) {
      rule = 'There is no campaign yet (Advertising → Campaigns): the slot stays empty.'
    } else if (passedOver.length > 0) {
      rule =
        'The campaigns that may show here already show all their creatives of this size on this page: the slot stays empty.'
    } else {
      rule =
        'No campaign passes the rules for this slot (each one’s reason is below): the slot stays empty, and closes if it is below the screen.'
    }
    return {
      ...base,
      winner:
        e.choice && picked
          ? {
              campaign: link(picked.id, picked.name),
              tier: picked.tier,
              advertiser: catalog.creatives.get(e.choice.creativeId)?.sponsor ?? '',
              creative: {
                id: e.choice.creativeId,
                href: creativeEditHref(e.choice.creativeId),
                look: creativeLook(catalog, e.choice.creativeId),
              },
            }
          : null,
      rule,
      shares,
      passedOver,
      excluded,
    }
  })

  let followed: FollowedCampaign = null
  if (form.campaign !== null) {
    const campaign = byId.get(form.campaign)
    followed = campaign
      ? {
          found: true,
          link: link(campaign.id, campaign.name),
          outcomes: cards.map((card) => ({ slot: card.slot.id, outcome: outcomeOf(card, campaign.id) })),
        }
      : { found: false }
  }
  return { cards, followed }
}

/** What happens to one campaign in a slot, in a sentence. */
function outcomeOf(card: AdSlotCard, id: string): string {
  if (card.winner?.campaign.id === id) return 'Shows here.'
  return (
    card.passedOver.find((p) => p.id === id)?.reason ??
    card.excluded.find((x) => x.id === id)?.reason ??
    'Not considered.'
  )
}

/*
 * The ad catalog from the CMS's documents (issue 28), pure: `src/cms/adCatalog.ts` reads the campaigns, the
 * creatives and the advertising settings and hands them here. Whatever an editor left half-done, or what broke
 * since it was saved (a picture replaced by one of another size, a deleted advertiser), is left out rather
 * than shown broken.
 */
import { isMedia, mediaVariants } from '@/content/image'
import { isRecord } from '@/content/lexical'
import { AD_SIZES, type AdSizeName } from '@/lib/ads'
import { isCountryCode } from '@/lib/countries'
import { type ImageVariant, variantFor } from '@/lib/images'
import { DEVICE_TYPE_VALUES, type DeviceType } from '@/lib/placements'
import { isSectionSlug, TEMPLATES } from '@/lib/sections'
import { dayOf } from '@/platform/counts/tally'
import type { AdCatalog, AdSettings, CatalogCreative } from './catalog'
import { DEFAULT_AD_SETTINGS } from './catalog'
import { AD_TIERS, type AdCampaign, type AdTier } from './engine'
import { AD_WEIGHT, imageFits, isAdPosition, isAdSizeName, secureUrlProblem } from './rules'

/** What the catalog is made of: the documents as Payload returns them. */
export type AdCatalogSource = {
  /** `ad-campaigns`, read with depth 1 (the advertiser and the categories populated). */
  campaigns: readonly unknown[]
  /** `ad-creatives`, read with depth 1 (the picture populated; the campaign populated or its id). */
  creatives: readonly unknown[]
  /** Site settings → Advertising (the `advertising` group of the `siteSettings` global). */
  settings: unknown
  /** Viewable impressions delivered so far, by campaign id (`deliveredByCampaign`); missing: 0. */
  delivered?: ReadonlyMap<string, number>
}

const str = (v: unknown, max = 2000): string | null => {
  if (typeof v !== 'string') return null
  const t = v.trim()
  return t ? t.slice(0, max) : null
}
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.map((x) => str(x, 200)).filter((x): x is string => x !== null) : []
const idOf = (v: unknown): string | null => {
  const id = isRecord(v) ? v.id : v
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null
}
const slugs = (v: unknown): string[] =>
  Array.isArray(v)
    ? v.flatMap((c) => (isRecord(c) ? [str(c.slug, 200)] : [])).filter((s): s is string => s !== null)
    : []
const date = (v: unknown): string | null => {
  const s = str(v, 40)
  return s && Number.isFinite(Date.parse(s)) ? s : null
}
const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id, 'en', { numeric: true })

const TEMPLATE_VALUES: readonly string[] = TEMPLATES.map((t) => t.value)

/** The advertising settings, each missing one at its default. */
export function adSettingsOf(value: unknown): AdSettings {
  const s = isRecord(value) ? value : {}
  const flag = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback)
  return {
    enabled: flag(s.enabled, DEFAULT_AD_SETTINGS.enabled),
    reinsertStickyWhenBlocked: flag(
      s.reinsertStickyWhenBlocked,
      DEFAULT_AD_SETTINGS.reinsertStickyWhenBlocked,
    ),
    adFreeKeywords: strings(s.adFreeKeywords),
    sensitiveKeywords: strings(s.sensitiveKeywords),
    partnerEnabled: flag(s.partnerEnabled, DEFAULT_AD_SETTINGS.partnerEnabled),
  }
}

/**
 * The campaigns whose delivery counts (an impression goal over a flight that has not ended), each with the
 * first day (UTC) its viewable impressions count from: the catalog reads the ad counts of these only.
 */
export function pacedCampaigns(campaigns: readonly unknown[], now: number): Map<string, string> {
  const since = new Map<string, string>()
  for (const doc of campaigns) {
    if (!isRecord(doc)) continue
    const id = idOf(doc)
    const goal = num(doc.impressionGoal)
    const start = date(doc.startsAt)
    const end = date(doc.endsAt)
    if (!id || goal === null || goal < 1 || !start || !end || Date.parse(end) <= now) continue
    since.set(id, dayOf(Date.parse(start)))
  }
  return since
}

function campaignOf(doc: Record<string, unknown>, id: string, delivered: number): AdCampaign {
  const t = isRecord(doc.targeting) ? doc.targeting : {}
  const cap = isRecord(doc.frequencyCap) ? doc.frequencyCap : {}
  const count = num(cap.count)
  const days = num(cap.days)
  const weight = num(doc.weight)
  const goal = num(doc.impressionGoal)
  const tier = AD_TIERS.find((x) => x === doc.tier) ?? ('standard' satisfies AdTier)
  return {
    id,
    name: str(doc.name, 120) ?? `Campaign ${id}`,
    enabled: doc.enabled !== false,
    tier,
    weight:
      weight === null
        ? AD_WEIGHT.default
        : Math.min(AD_WEIGHT.max, Math.max(AD_WEIGHT.min, Math.round(weight))),
    startsAt: date(doc.startsAt),
    endsAt: date(doc.endsAt),
    impressionGoal: goal !== null && goal >= 1 ? Math.round(goal) : null,
    delivered,
    targeting: {
      sections: strings(t.sections).filter(isSectionSlug),
      categories: slugs(t.categories),
      templates: strings(t.templates).filter((x) => TEMPLATE_VALUES.includes(x)),
      devices: strings(t.devices).filter((d): d is DeviceType =>
        (DEVICE_TYPE_VALUES as readonly string[]).includes(d),
      ),
      countries: strings(t.countries)
        .map((c) => c.toUpperCase())
        .filter(isCountryCode),
      positions: strings(t.positions).filter(isAdPosition),
      keywords: strings(t.keywords),
    },
    excludeCategories: slugs(doc.excludeCategories),
    frequencyCap:
      count !== null && days !== null && count >= 1 && days >= 1
        ? { count: Math.round(count), days: Math.round(days) }
        : null,
    // Filled once the creatives are read.
    creatives: [],
  }
}

type Media = { url: string; width: number | null; height: number | null; variants: ImageVariant[] }

function mediaOf(value: unknown): Media | null {
  if (!isRecord(value)) return null
  const url = str(value.url)
  const variants = isMedia(value) ? (mediaVariants(value) ?? []) : []
  return url ? { url, width: num(value.width), height: num(value.height), variants } : null
}

/**
 * A creative's picture shown `width` px wide: through the image proxy at about 2.1× that (issue 31) when it is an
 * upload and the server can sign, else the file itself.
 */
function shownAt(media: Media, width: number): string {
  return variantFor(media.variants, width)?.url ?? media.url
}

/** A stored creative as the slot and the click redirect see it, or null when it cannot be shown. */
function creativeOf(
  doc: Record<string, unknown>,
  campaignId: string,
  sponsor: string,
): CatalogCreative | null {
  const id = idOf(doc)
  const size: AdSizeName | null = isAdSizeName(doc.size) ? doc.size : null
  const destination = str(doc.clickUrl)
  if (!id || !size || !destination || secureUrlProblem(destination, true) !== null) return null
  const media = mediaOf(doc.image)
  const alt = str(doc.alt, 300)
  const base = { id, campaignId, size, sponsor, destination }
  if (doc.format === 'native') {
    const headline = str(doc.headline, 120)
    const text = str(doc.text, 300)
    if (!headline || !text) return null
    const image =
      media && alt && media.width && media.height
        ? { src: shownAt(media, media.width), width: media.width, height: media.height, alt }
        : null
    return { ...base, format: 'native', image, headline, text }
  }
  // An image creative is its picture, at the slot's size (or twice it): shown at the slot's size.
  if (!media || !alt || !imageFits(size, media)) return null
  const { width, height } = AD_SIZES[size]
  return {
    ...base,
    format: 'image',
    image: { src: shownAt(media, width), width, height, alt },
    headline: null,
    text: null,
  }
}

/**
 * The catalog the decision reads: every campaign (switched-off ones too: the admin explains them), each with
 * its running, complete creatives; every complete creative by id (switched-off ones too, so a click on an ad
 * shown just before it was switched off still reaches the advertiser); the campaigns' names; the settings.
 * Campaigns are in id order, creatives within a campaign too.
 */
export function adCatalogOf(source: AdCatalogSource): AdCatalog {
  const campaigns = new Map<string, AdCampaign>()
  const sponsors = new Map<string, string>()
  for (const doc of source.campaigns) {
    if (!isRecord(doc)) continue
    const id = idOf(doc)
    if (!id) continue
    campaigns.set(id, campaignOf(doc, id, Math.max(0, source.delivered?.get(id) ?? 0)))
    sponsors.set(id, isRecord(doc.advertiser) ? (str(doc.advertiser.name, 120) ?? '') : '')
  }
  const creatives = new Map<string, CatalogCreative>()
  const running = new Map<string, { id: string; size: AdSizeName }[]>()
  for (const doc of source.creatives) {
    if (!isRecord(doc)) continue
    const campaignId = idOf(doc.campaign)
    if (!campaignId || !campaigns.has(campaignId)) continue
    const creative = creativeOf(doc, campaignId, sponsors.get(campaignId) ?? '')
    if (!creative) continue
    creatives.set(creative.id, creative)
    if (doc.enabled === false) continue
    const list = running.get(campaignId) ?? []
    list.push({ id: creative.id, size: creative.size })
    running.set(campaignId, list)
  }
  const list = [...campaigns.values()]
    .map((c) => ({ ...c, creatives: (running.get(c.id) ?? []).sort(byId) }))
    .sort(byId)
  return {
    campaigns: list,
    creatives,
    campaignNames: new Map(list.map((c) => [c.id, c.name])),
    settings: adSettingsOf(source.settings),
  }
}

/**
 * The catalog to use after a reload: the one in use when nothing changed (so answers computed from it stay
 * good), else the new one.
 */
export function sameOrNewerCatalog(previous: AdCatalog | null, next: AdCatalog): AdCatalog {
  if (!previous) return next
  const key = (c: AdCatalog) =>
    JSON.stringify([c.campaigns, [...c.creatives], [...c.campaignNames], c.settings])
  return key(previous) === key(next) ? previous : next
}

import { imageView } from '@/content/image'
import { isRecord } from '@/content/lexical'
import { DEVICE_TYPE_VALUES, type DeviceType, isPlacementName, type PlacementName } from '@/lib/placements'
import { acceptedUrl } from '@/lib/urlRules'
import type { DriverTargeting, EngineDriver } from './engine'
import type { DriverImage, DriverView, FeedbackSelection } from './shared'
import {
  AUDIENCE_VALUES,
  DRIVER_STYLE_VALUES,
  DRIVER_TYPE_VALUES,
  type DriverStyle,
  type DriverType,
  defaultStyleFor,
  PRIORITY_MAX,
  WEIGHT_MAX,
} from './shared'

/**
 * A stored driver (the `drivers` collection, read with depth 1) as the engine and the browser see it. Pure.
 * Whatever an editor left half-filled is dropped rather than shown broken: a link that is not a link, a
 * colour that is not a colour, a list that no longer exists.
 */

export type CatalogDriver = EngineDriver<DriverView & { docId: string | number }>

const str = (v: unknown, max = 2000): string | null => {
  if (typeof v !== 'string') return null
  const t = v.trim()
  return t ? t.slice(0, max) : null
}
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.map((x) => str(x)).filter((x): x is string => x !== null) : []
const hex = (v: unknown): string | null => {
  const s = str(v)
  return s && /^#[0-9a-f]{6}$/i.test(s) ? s.toLowerCase() : null
}
const link = (v: unknown): string | null => {
  const s = str(v)
  return s ? acceptedUrl(s) : null
}

function oneOf<T extends string>(values: readonly T[], v: unknown): T | null {
  return typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : null
}

function image(value: unknown, alt: string): DriverImage | null {
  const view = imageView(value, alt)
  if (!view) return null
  return {
    src: view.src,
    alt: view.alt,
    width: view.width ?? 600,
    height: view.height ?? 600,
    ...(view.srcSet ? { srcSet: view.srcSet } : {}),
    ...(view.variants ? { variants: view.variants } : {}),
  }
}

const relationValues = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter(isRecord) : []

const relationIds = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .map((v) => (isRecord(v) ? v.id : v))
        .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number')
        .map(String)
    : []

/** The targeting an editor set, bounded to what the engine accepts. */
export function targetingOf(doc: Record<string, unknown>): DriverTargeting {
  const cap = isRecord(doc.frequencyCap) ? doc.frequencyCap : {}
  const count = num(cap.count)
  const days = num(cap.days)
  const priority = num(doc.priority)
  const weight = num(doc.weight)
  return {
    placements: strings(doc.articlePlacement).filter(isPlacementName) as PlacementName[],
    sections: strings(doc.sections),
    categories: relationValues(doc.categories)
      .map((c) => str(c.slug))
      .filter((s): s is string => s !== null),
    templates: strings(doc.templates),
    keywords: strings(doc.keywords),
    devices: strings(doc.devices).filter((d): d is DeviceType =>
      (DEVICE_TYPE_VALUES as readonly string[]).includes(d),
    ),
    paths: strings(doc.paths),
    excludePaths: strings(doc.excludePaths),
    audiences: strings(doc.audiences).filter((a) => (AUDIENCE_VALUES as readonly string[]).includes(a)),
    drugs: relationIds(doc.drugs),
    startsAt: str(doc.startsAt),
    endsAt: str(doc.endsAt),
    priority: priority === null ? 50 : Math.min(PRIORITY_MAX, Math.max(0, Math.round(priority))),
    weight: weight === null ? 1 : Math.min(WEIGHT_MAX, Math.max(1, Math.round(weight))),
    frequencyCap: count && days ? { count: Math.round(count), days: Math.round(days) } : null,
  }
}

/**
 * The feedback step's fields (001 §3, flat): included only when the editor asked for it and it can be shown
 * (a title and at least two choices); otherwise every field is empty, so the browser never sees half a step.
 */
function feedbackFields(
  doc: Record<string, unknown>,
  selections: FeedbackSelection[],
): Pick<
  DriverView,
  | 'includeFeedbackStep'
  | 'feedbackTitle'
  | 'feedbackDescription'
  | 'feedbackSelections'
  | 'feedbackCallToAction'
> {
  const title = str(doc.feedbackTitle, 120)
  if (doc.includeFeedbackStep !== true || !title || selections.length < 2)
    return {
      includeFeedbackStep: false,
      feedbackTitle: null,
      feedbackDescription: null,
      feedbackSelections: [],
      feedbackCallToAction: null,
    }
  return {
    includeFeedbackStep: true,
    feedbackTitle: title,
    feedbackDescription: str(doc.feedbackDescription, 300),
    feedbackSelections: selections,
    feedbackCallToAction: str(doc.feedbackCallToAction, 40) ?? 'Continue',
  }
}

/** A stored driver for the engine, or null when it cannot be shown at all (no id or an unknown type). */
export function catalogDriver(doc: unknown): CatalogDriver | null {
  if (!isRecord(doc)) return null
  const id = str(doc._uuid, 64)
  const driverType = oneOf<DriverType>(DRIVER_TYPE_VALUES, doc.driverType)
  if (!id || !driverType || (typeof doc.id !== 'string' && typeof doc.id !== 'number')) return null
  const style = oneOf<DriverStyle>(DRIVER_STYLE_VALUES, doc.style) ?? defaultStyleFor(driverType)
  const headline = str(doc.headline, 200) ?? ''
  const brand = str(doc.brand, 120)
  const lists = relationValues(doc.newsletterLists)
    .map((l) => ({ id: str(l.listId, 60), name: str(l.name, 120) }))
    .filter((l): l is { id: string; name: string } => l.id !== null && l.name !== null)
  const copay = isRecord(doc.copay) ? doc.copay : {}
  const copayPrice = num(copay.price)
  const copayMonthly = num(copay.monthlyPrice)
  const selections = Array.isArray(doc.feedbackSelections)
    ? doc.feedbackSelections
        .filter(isRecord)
        .map((s) => str(s.label, 60))
        .filter((s): s is string => s !== null)
        .map((label) => ({ label, value: label }))
    : []
  const targeting = targetingOf(doc)
  const view: CatalogDriver['view'] = {
    docId: doc.id,
    _uuid: id,
    driverType,
    style,
    articlePlacement: targeting.placements[0] ?? 'articlePlacement',
    brand,
    vendorName: str(doc.vendorName, 120),
    campaignName: str(doc.campaignName, 120),
    headline,
    whisper: str(doc.whisper, 120),
    bodyCopy: str(doc.bodyCopy, 800),
    image: image(doc.image, headline),
    vendorLogo: image(doc.vendorLogo, brand ? `${brand} logo` : ''),
    callToAction: str(doc.callToAction, 80),
    callToActionURL: link(doc.callToActionURL),
    callToActionHexColor: hex(doc.callToActionHexColor),
    whisperColor: hex(doc.whisperColor),
    secondaryCtaText: str(doc.secondaryCtaText, 80),
    secondaryCtaUrl: link(doc.secondaryCtaUrl),
    rating: num(doc.rating),
    subscriberNumber: num(doc.subscriberNumber),
    isLeadGen: doc.isLeadGen === true,
    autoOpen: doc.autoOpen === true,
    appleHref: link(doc.appleHref),
    googleHref: link(doc.googleHref),
    buttonTeaser: str(doc.buttonTeaser, 120),
    buttonPhoneNumber: str(doc.buttonPhoneNumber, 30),
    newsletterLists: lists,
    newsletterSource: str(doc.newsletterSource, 60),
    lists: lists.map((l) => l.id),
    sailthruAccount: str(doc.sailthruAccount, 60),
    iterableAccount: str(doc.iterableAccount, 60),
    ...feedbackFields(doc, selections),
    confirmTitle: str(doc.confirmTitle, 120) ?? 'Check your inbox',
    confirmDesc:
      str(doc.confirmDesc, 400) ??
      'We sent you an email. Open it and confirm to start getting the newsletter.',
    confirmCallToAction: str(doc.confirmCallToAction, 60),
    confirmCallToActionURL: link(doc.confirmCallToActionURL),
    copay:
      driverType === 'copay' && copayPrice !== null && copayMonthly !== null
        ? { title: str(doc.headline, 200), price: copayPrice, monthlyPrice: copayMonthly }
        : null,
    productId: str(doc.productId, 60),
    productVariantId: str(doc.productVariantId, 60),
    sponsorTracker: link(doc.sponsorTracker),
    sponsorUrl: link(doc.sponsorUrl),
    pixelTracker: link(doc.pixelTracker),
    ga: str(doc.ga, 80),
    adTagIds: strings(doc.adTagIds).slice(0, 10),
    frequencyCap: targeting.frequencyCap,
  }
  // A driver that would render empty is never a candidate: a sign-up without lists, a copay offer without
  // its prices or button, anything else without a headline.
  const problem =
    driverType === 'copay'
      ? view.copay === null || !view.callToAction || !view.callToActionURL
        ? 'Incomplete: a copay offer needs both prices, a button text and a button link.'
        : null
      : headline === ''
        ? 'Incomplete: it has no headline.'
        : driverType === 'newsletter' && lists.length === 0
          ? 'Incomplete: a sign-up needs at least one newsletter list.'
          : null
  return {
    id,
    name: str(doc.name, 120) ?? (headline || id),
    enabled: doc.enabled !== false,
    problem,
    driverType,
    style,
    targeting,
    view,
  }
}

/** Every stored driver that can be shown, sorted by id (the engine's tie order is by id anyway). */
export function catalog(docs: readonly unknown[]): CatalogDriver[] {
  return docs
    .map(catalogDriver)
    .filter((d): d is CatalogDriver => d !== null)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

/**
 * The catalog to use after a reload: the one in use when nothing changed (answers computed from it stay good,
 * src/services/drivers/http.ts), else the new one.
 */
export function sameOrNewer(
  previous: readonly CatalogDriver[] | null,
  next: readonly CatalogDriver[],
): readonly CatalogDriver[] {
  if (previous && previous.length === next.length && JSON.stringify(previous) === JSON.stringify(next))
    return previous
  return next
}

/** What the browser receives: the view without the CMS id. */
export function publicView(view: CatalogDriver['view'], placement: PlacementName): DriverView {
  const { docId: _docId, ...rest } = view
  return { ...rest, articlePlacement: placement }
}

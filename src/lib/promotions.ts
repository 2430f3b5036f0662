/**
 * Promotions ("drivers", 001 §3–§5, 002 §3.9): the names the CMS, the placement engine, the API and the
 * browser share. Client-safe: no I/O.
 */

/** Named positions a driver can fill. */
export const PLACEMENTS = [
  {
    value: 'articlePlacement',
    label: 'In the article: first marked position',
    help: 'Where an editor put a "Promotion position" block in the article body (the first one).',
    kind: 'inline',
  },
  {
    value: 'articlePlacement2',
    label: 'In the article: second marked position',
    help: 'A second "Promotion position" block in the same article.',
    kind: 'inline',
  },
  {
    value: 'articlePlacement3',
    label: 'In the article: third marked position',
    help: 'A third "Promotion position" block in the same article.',
    kind: 'inline',
  },
  {
    value: 'manualPlacement1',
    label: 'Marketing landing page: wave band',
    help: 'The white wave band under the heading of pages with the Marketing landing page template.',
    kind: 'inline',
  },
  {
    value: 'headerNewsletter',
    label: 'Header: Subscribe dialog',
    help: 'The dialog the Subscribe button in the header opens. Newsletter sign-ups only.',
    kind: 'dialog',
  },
  {
    value: 'wBw2ndPagePopup',
    label: 'Pop-up on a reader’s second page',
    help: 'Opens once when a reader opens a second page in the same visit.',
    kind: 'dialog',
  },
  {
    value: 'drugCopay',
    label: 'Drug cost savings widget: copay offer',
    help: 'A manufacturer’s copay offer inside the drug cost savings widget. Copay offers only.',
    kind: 'data',
  },
] as const

export type PlacementName = (typeof PLACEMENTS)[number]['value']
export const PLACEMENT_NAMES = PLACEMENTS.map((p) => p.value) as [PlacementName, ...PlacementName[]]
export const INLINE_PLACEMENTS = PLACEMENTS.filter((p) => p.kind === 'inline').map((p) => p.value)
export const ARTICLE_SLOT_PLACEMENTS = ['articlePlacement', 'articlePlacement2', 'articlePlacement3'] as const
export type ArticleSlotPlacement = (typeof ARTICLE_SLOT_PLACEMENTS)[number]

export function isPlacementName(value: unknown): value is PlacementName {
  return typeof value === 'string' && (PLACEMENT_NAMES as readonly string[]).includes(value)
}

/** What a driver is; each type shows its own fields in the admin. */
export const DRIVER_TYPES = [
  { value: 'newsletter', label: 'Newsletter sign-up' },
  { value: 'download', label: 'Download' },
  { value: 'quiz', label: 'Quiz' },
  { value: 'video', label: 'Video' },
  { value: 'coupon', label: 'Coupon' },
  { value: 'copay', label: 'Copay offer (drug cost savings widget)' },
  { value: 'calculator', label: 'Calculator' },
  { value: 'banner', label: 'Banner' },
  { value: 'appDownload', label: 'App download' },
  { value: 'phone', label: 'Phone call button' },
] as const
export type DriverType = (typeof DRIVER_TYPES)[number]['value']
export const DRIVER_TYPE_VALUES = DRIVER_TYPES.map((t) => t.value) as [DriverType, ...DriverType[]]

/**
 * How a driver looks, which is also the space its placement reserves before it arrives (so nothing shifts):
 * `banner` a one-line strip, `card` picture, text and button, `newsletter` a sign-up form.
 */
export const DRIVER_STYLES = [
  { value: 'banner', label: 'Banner (a strip: headline and button)' },
  { value: 'card', label: 'Card (picture, text and button)' },
  { value: 'newsletter', label: 'Sign-up form' },
] as const
export type DriverStyle = (typeof DRIVER_STYLES)[number]['value']
export const DRIVER_STYLE_VALUES = DRIVER_STYLES.map((s) => s.value) as [DriverStyle, ...DriverStyle[]]

/** The style a driver type takes unless the editor picks another. */
export function defaultStyleFor(type: DriverType): DriverStyle {
  if (type === 'newsletter') return 'newsletter'
  if (type === 'banner' || type === 'phone') return 'banner'
  return 'card'
}

/** Device types, by the reader's window width (001 §9 breakpoints 768 and 990). */
export const DEVICE_TYPES = [
  { value: 'mobile', label: 'Phone (narrower than 768 px)' },
  { value: 'tablet', label: 'Tablet (768 to 989 px)' },
  { value: 'desktop', label: 'Desktop (990 px and wider)' },
] as const
export type DeviceType = (typeof DEVICE_TYPES)[number]['value']
export const DEVICE_TYPE_VALUES = DEVICE_TYPES.map((d) => d.value) as [DeviceType, ...DeviceType[]]

export function deviceTypeForWidth(width: number): DeviceType {
  if (width < 768) return 'mobile'
  if (width < 990) return 'tablet'
  return 'desktop'
}

/**
 * Audiences, from first-party signals only (`GET /api/cdp/profile/v3`): what this site itself knows of a
 * browser, never a third party's profile and never what the reader read.
 */
export const AUDIENCES = [
  { value: 'new-readers', label: 'New readers (first visit on this browser)' },
  { value: 'returning-readers', label: 'Returning readers (visited before)' },
  { value: 'newsletter-subscribers', label: 'Newsletter subscribers (confirmed on this browser)' },
  { value: 'not-newsletter-subscribers', label: 'Not newsletter subscribers' },
  { value: 'us-readers', label: 'Readers in the United States' },
  { value: 'non-us-readers', label: 'Readers outside the United States' },
] as const
export type Audience = (typeof AUDIENCES)[number]['value']
export const AUDIENCE_VALUES = AUDIENCES.map((a) => a.value) as [Audience, ...Audience[]]

/**
 * The first-party cookies behind the audiences (`GET /api/cdp/profile/v3` reads them): `subscriber` is set
 * when a reader confirms a newsletter subscription on this browser, `firstSeen` (the first visit, in ms since
 * the epoch) by the placement runtime.
 */
export const PROFILE_COOKIES = { subscriber: 'wr_nl', firstSeen: 'wr_seen' } as const

/** Stages a placement goes through in the browser (001 §4, 002 §3.9). */
export const PLACEMENT_STAGES = ['queued', 'loading', 'loaded', 'preloaded', 'error', 'not_found'] as const
export type PlacementStage = (typeof PLACEMENT_STAGES)[number]

/** The purple box shown instead of a driver while the mock setting is on (001 §4). */
export function mockedDriverText(placement: string): string {
  return `Article Placement for mocked driver: ${placement}`
}

/** Placements register, then one request asks for all of them (002 §9 "Driver registration debounce"). */
export const DRIVER_REGISTRATION_DEBOUNCE_MS = 25

/** The API path: `POST /api/drivers/v4{path}` where `{path}` is the page's path. */
export const DRIVERS_API = '/api/drivers/v4'
export const PROFILE_API = '/api/cdp/profile/v3'

/** Bounds an editor can set. */
export const PRIORITY_MAX = 100
export const WEIGHT_MAX = 1000
export const FREQUENCY_CAP_MAX = 50
export const FREQUENCY_DAYS_MAX = 365

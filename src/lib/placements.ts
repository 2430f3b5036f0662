/**
 * Placements (001 §3–§5, 002 §3.9): the named positions a page offers, the stages a placement goes through in
 * the browser and the devices targeting tells apart. Shared by the CMS, the decision services, the API and the
 * browser's placement runtime (`src/placements/`). Pure: no I/O. What fills a position is its kind's own
 * model: promotions ("drivers") in `src/services/drivers/shared.ts`.
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

/** Stages a placement goes through in the browser (001 §4, 002 §3.9). */
export const PLACEMENT_STAGES = ['queued', 'loading', 'loaded', 'preloaded', 'error', 'not_found'] as const
export type PlacementStage = (typeof PLACEMENT_STAGES)[number]

/** The purple box shown instead of a driver while the mock setting is on (001 §4). */
export function mockedDriverText(placement: string): string {
  return `Article Placement for mocked driver: ${placement}`
}

/** Placements register, then one request asks for all of them (002 §9 "Driver registration debounce"). */
export const DRIVER_REGISTRATION_DEBOUNCE_MS = 25

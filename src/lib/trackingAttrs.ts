/**
 * What a server-rendered element tells the page's tracking island (`PageTracking.client.tsx`), as data
 * attributes, so static widgets ship no JavaScript of their own:
 *
 * - `trackView(fields)`: a `view` event once, when the element first comes into view;
 * - `trackClick(fields)`: a `click` event on every click on it (or inside it);
 * - `trackOpen(fields)`: on a `<details>`, an `open` event each time the reader opens it;
 * - `commerceCount({ productId, position })`: the product's impressions and clicks are also counted
 *   first-party, per day, article and position, for the editors' click report (no personal data).
 *
 * The fields are the data layer's (001 §7): category, location, name, position, brand, productId, text,
 * linkUrl, variant, formatType, correlationId. They describe the page element, never the reader.
 */
export type TrackFields = {
  /** What kind of element, e.g. "product card", "scorecard", "in-content affiliate link". */
  category: string
  /** Where on the page, e.g. "product card group". */
  location?: string
  name?: string
  /** 1-based position among its siblings. */
  position?: number
  brand?: string
  productId?: string
  text?: string
  linkUrl?: string
  variant?: string
  formatType?: string
  correlationId?: string
}

const clean = (fields: TrackFields): TrackFields =>
  Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as TrackFields

export const trackView = (fields: TrackFields) => ({ 'data-track-view': JSON.stringify(clean(fields)) })
export const trackClick = (fields: TrackFields) => ({ 'data-track-click': JSON.stringify(clean(fields)) })
export const trackOpen = (fields: TrackFields) => ({ 'data-track-open': JSON.stringify(clean(fields)) })

/** The first-party counter of a product card's impressions and clicks (`POST /api/commerce/events`). */
export const commerceCount = ({ productId, position }: { productId: string | number; position: number }) => ({
  'data-commerce': `${productId}:${position}`,
})

/** Parses a `data-track-*` attribute back (the island); null when it is not an object with a category. */
export function parseTrackFields(value: string | null | undefined): TrackFields | null {
  if (!value) return null
  try {
    const parsed = JSON.parse(value) as unknown
    return parsed && typeof parsed === 'object' && typeof (parsed as TrackFields).category === 'string'
      ? (parsed as TrackFields)
      : null
  } catch {
    return null
  }
}

/** Parses `data-commerce` ("productId:position"); null when malformed. */
export function parseCommerceCount(
  value: string | null | undefined,
): { productId: string; position: number } | null {
  const match = /^([A-Za-z0-9_-]{1,64}):(\d{1,3})$/.exec(value ?? '')
  return match ? { productId: match[1] as string, position: Number(match[2]) } : null
}

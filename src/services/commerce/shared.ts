/*
 * What the browser may know of the commerce counter: the endpoint and the event's shape. No zod here (it
 * would ship to every article page); the server validates with `schema.ts`.
 */

/** Where the page's tracking island sends product impressions and clicks (by beacon). */
export const COMMERCE_EVENTS_ENDPOINT = '/api/commerce/events'
/** At most this many events per beacon. */
export const MAX_EVENTS_PER_BATCH = 100

/**
 * One counted event: a product card (or other commerce element) seen or clicked on an article, at a position.
 * No reader data: no id, no address, no time finer than the day the server counts it on.
 */
export type CommerceEvent = {
  kind: 'impression' | 'click'
  productId: string
  articlePath: string
  position: number
}

/** A product's or an article's totals in the click report. */
export type ReportRow = { key: string; label: string; impressions: number; clicks: number; ctr: number }

/** The editors' click report: the last 30 days, per day, per product and per article. */
export type CommerceReport = {
  from: string
  to: string
  totals: { impressions: number; clicks: number }
  daily: { day: string; impressions: number; clicks: number }[]
  byProduct: ReportRow[]
  byArticle: ReportRow[]
}

/**
 * The browser's contract with the first-party events ingest (issue 30): where a page sends its analytics
 * events, and how much at once. No zod here: pages import this.
 */

/** `POST /api/events`: a batch of registry events (`src/lib/events/registry.ts`) from one page. */
export const EVENTS_ENDPOINT = '/api/events'
/** The most events one batch may hold. */
export const MAX_EVENTS_PER_BATCH = 50
/** The largest batch, in bytes (far below a beacon's 64 KiB). */
export const MAX_EVENTS_BODY_BYTES = 32_768

/** What a count is about: the page itself, or one of its parts. */
export const SUBJECTS = ['page', 'widget', 'product', 'driver', 'ad', 'form'] as const
export type Subject = (typeof SUBJECTS)[number]

/** One row of `audience_stats`. `article` is "" on pages that are not articles; `position` 0 when none. */
export type AudienceRow = {
  day: string
  article: string
  metric: string
  subject: Subject
  key: string
  position: number
  count: number
}

/** An article as the report names it. */
export type ArticleInfo = { id: string; title: string; section: string; path: string }

export type AudienceTotals = {
  views: number
  read25: number
  read50: number
  read75: number
  engagedSeconds: number
  signups: number
  coupons: number
  clicks: number
  impressions: number
}

export type ArticleAudience = AudienceTotals & {
  key: string
  article: string
  title: string
  section: string
  path: string
  /** Shares of views, in %, or null with no views. */
  read25Share: number | null
  read50Share: number | null
  read75Share: number | null
  engagedPerView: number | null
  /** Why to update it first: views not read to three quarters (views × (1 − read-75 share)). */
  updateScore: number
}

export type SectionAudience = AudienceTotals & { key: string; section: string; read75Share: number | null }

export type RateRow = {
  key: string
  /** A widget's category, or a product's id (its name when known). */
  label: string
  impressions: number
  clicks: number
  /** Clicks per impression, in %, or null when never seen. */
  ctr: number | null
}

export type PeriodPoint = { period: string; views: number; signups: number; coupons: number }

export type AudienceReport = {
  since: string
  days: number
  period: 'day' | 'week'
  totals: AudienceTotals & { read75Share: number | null; engagedPerView: number | null }
  articles: ArticleAudience[]
  sections: SectionAudience[]
  widgets: RateRow[]
  products: RateRow[]
  series: PeriodPoint[]
  /** The articles to update first: the top of `articles` by `updateScore`, at most ten, each with views. */
  updateFirst: ArticleAudience[]
}

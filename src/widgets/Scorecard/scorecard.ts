import { isRecord } from '@/content/lexical'
import { productIdFrom } from '@/lib/affiliate/links'
import { safeHref } from '@/lib/links'
import { textOf } from '@/lib/text'
import { DEFAULT_CTA_TEXT, placedProduct, ratingWord } from '../commerce/rules'

/** Scores are out of 5; a bar is score / 5 of its track (000 §9 "Scorecard score scale"). */
export const SCORE_SCALE = 5
/** The headline score when neither an "Overall" score nor a rating is given (000 §9 "Scorecard defaults"). */
export const DEFAULT_SCORE = 4.5
/** The words beside the headline score unless the editor gives the product's own (000 §9). */
export const DEFAULT_SCORE_SUBTITLE = 'out of 5'
/** Under the button when it goes to a listed partner (000 §5 affiliate disclaimer). */
export const COMMISSION_NOTE = 'We may earn a commission when you buy through this link.'
/** The accordion's summary (001 §4 names the product card's "Pros & cons"). */
export const PROS_AND_CONS = 'Pros & cons'
/** The CTA's words when neither the scorecard nor its product gives any. */

export type ScoreCriterion = { name: string; score: number }
export type ScoreBar = ScoreCriterion & { width: string; text: string }

/** A web address (http or https), or null: the button leads to a shop, never to a site path or a script. */
function webHref(value: unknown): string | null {
  const href = safeHref(value)
  return href && /^https?:\/\//i.test(href) ? href : null
}

/** A stored score as a number from 0 to 5 (numbers and numeric strings; out-of-range values clamped), or null. */
export function scoreOf(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (typeof n !== 'number' || !Number.isFinite(n)) return null
  return Math.min(Math.max(n, 0), SCORE_SCALE)
}

/** A bar's width: score / 5 of the track, as a CSS percentage. */
export function barWidth(score: number): string {
  return `${Math.round((score / SCORE_SCALE) * 10000) / 100}%`
}

/** A score as shown: one decimal ("4.7", "5.0"). */
export function formatScore(score: number): string {
  return score.toFixed(1)
}

/** The stored `proprietaryReviews` rows that have a name and a score, in order. */
export function criteriaOf(value: unknown): ScoreCriterion[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((row) => {
    if (!isRecord(row)) return []
    const name = textOf(row.scoreCriteriaName)
    const score = scoreOf(row.scoreCriteriaValue)
    return name && score !== null ? [{ name, score }] : []
  })
}

const isOverall = (criterion: ScoreCriterion) => criterion.name.trim().toLowerCase() === 'overall'

/**
 * The headline score (000 §3 "Proprietary scorecard"): the criterion named Overall; without one, the rating;
 * without that, 4.5 (000 §9).
 */
export function headlineScore(criteria: ScoreCriterion[], rating: number | null): number {
  return criteria.find(isOverall)?.score ?? rating ?? DEFAULT_SCORE
}

/** Pros or cons: rows of `{ text }` (or plain strings), trimmed, empty ones skipped. */
export function textItems(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item) => {
    const t = typeof item === 'string' ? item.trim() : isRecord(item) ? textOf(item.text) : ''
    return t ? [t] : []
  })
}

/** Everything the scorecard shows, computed on the server. */
export type ScorecardView = {
  productName: string
  productBrand: string | null
  ctaUrl: string | null
  ctaText: string
  discount: string | null
  variantId: string | null
  /** The product id analytics report: the shop link's (`rvo_prodid`…), the retailer's, or ours; or null. */
  trackingId: string | null
  /** The picked product's id (the first-party impression and click counter), or null. */
  productRef: number | null
  pros: string[]
  cons: string[]
  /** The headline score, rounded to the one decimal shown. */
  score: number
  scoreText: string
  ratingWord: ReturnType<typeof ratingWord>
  subtitle: string
  /** Every other criterion, as a bar. */
  breakdown: ScoreBar[]
}

/**
 * The scorecard's content (000 §3 "Proprietary scorecard"). Editors either pick a product or type the fields;
 * what they type wins, field by field, and each empty field is filled from the picked product (name, brand,
 * shop link and words, discount, variant, rating, pros, cons, scores). Null when there is no product name:
 * the widget then shows nothing.
 */
export function scorecardView(block: unknown): ScorecardView | null {
  if (!isRecord(block)) return null
  const product = placedProduct(block.product)
  const productName =
    textOf(block.productName) || textOf(product?.productTitle) || textOf(product?.productName)
  if (!productName) return null
  const own = criteriaOf(block.proprietaryReviews)
  const criteria = own.length ? own : criteriaOf(product?.proprietaryReviews)
  const rating = scoreOf(block.rating) ?? (product?.noProductRating ? null : scoreOf(product?.rating))
  const score = Math.round(headlineScore(criteria, rating) * 10) / 10
  const ctaUrl = webHref(block.ctaUrl) ?? webHref(product?.ctaUrl)
  const productRef = typeof product?.id === 'number' ? product.id : null
  const pros = textItems(block.pros)
  const cons = textItems(block.cons)
  return {
    productName,
    productBrand: textOf(block.productBrand) || textOf(product?.productBrand) || null,
    ctaUrl,
    ctaText: textOf(block.ctaText) || textOf(product?.ctaText) || DEFAULT_CTA_TEXT,
    discount: textOf(block.discount) || textOf(product?.discount) || null,
    variantId: textOf(block.variantId) || textOf(product?.variantId) || null,
    trackingId:
      (ctaUrl ? productIdFrom(ctaUrl) : null) ?? (textOf(product?.pid) || (productRef?.toString() ?? null)),
    productRef,
    pros: pros.length ? pros : textItems(product?.pros),
    cons: cons.length ? cons : textItems(product?.cons),
    score,
    scoreText: formatScore(score),
    ratingWord: ratingWord(score),
    subtitle: textOf(block.scoreSubtitle) || DEFAULT_SCORE_SUBTITLE,
    breakdown: criteria
      .filter((criterion) => !isOverall(criterion))
      .map((criterion) => ({
        ...criterion,
        width: barWidth(criterion.score),
        text: formatScore(criterion.score),
      })),
  }
}

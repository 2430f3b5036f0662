import 'server-only'
import type { Payload } from 'payload'
import { articlePath } from '@/lib/sections'
import { dayOf } from '@/platform/counts/tally'
import { type ArticleInfo, type AudienceReport, audienceReport } from './reportModel'
import { readAudienceSums } from './store'

/** The periods the Audience view offers, in days. */
export const AUDIENCE_PERIODS = [7, 30, 90, 365] as const
export const AUDIENCE_DEFAULT_DAYS = 30

/** Whether a key can be a document's id (Payload's serial ids, on SQLite and Postgres). */
const isRecordId = (id: string): boolean => /^\d{1,15}$/.test(id)

/** The days asked for in the view's address (`?days=`), one of `AUDIENCE_PERIODS`, else the default. */
export function audienceDays(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value)
  return (AUDIENCE_PERIODS as readonly number[]).includes(n) ? n : AUDIENCE_DEFAULT_DAYS
}

/**
 * The Audience report over the last `days` days (UTC, today included), from the daily counts, with the articles
 * and products it names looked up by id (their titles, sections and addresses). Per week from 90 days up.
 */
export async function readAudienceReport(
  payload: Payload,
  { days = AUDIENCE_DEFAULT_DAYS, now = Date.now() }: { days?: number; now?: number } = {},
): Promise<AudienceReport> {
  const since = dayOf(now - (days - 1) * 86_400_000)
  const { sums: rows, series } = await readAudienceSums(payload, since)
  // Only ids the collections can hold (whole numbers): a product id from a partner's tracking input
  // (`rvo_prodid`) or an unknown article id is shown as it is, and Postgres would refuse it in an `in` query.
  const articleIds = [...new Set(rows.map((r) => r.article).filter(isRecordId))]
  const productIds = [...new Set(rows.filter((r) => r.subject === 'product').map((r) => r.key))].filter(
    isRecordId,
  )
  const [articles, products] = await Promise.all([
    articleIds.length
      ? payload.find({
          collection: 'articles',
          where: { id: { in: articleIds } },
          select: { title: true, slug: true, section: true },
          limit: 0,
          pagination: false,
          depth: 0,
          draft: false,
          overrideAccess: true,
        })
      : null,
    productIds.length
      ? payload.find({
          collection: 'products',
          where: { id: { in: productIds } },
          select: { productTitle: true },
          limit: 0,
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
      : null,
  ])
  const named = new Map<string, ArticleInfo>(
    (articles?.docs ?? []).map((a) => [
      String(a.id),
      { id: String(a.id), title: a.title, section: a.section ?? 'unknown', path: articlePath(a) ?? '' },
    ]),
  )
  return audienceReport(rows, {
    since,
    days,
    period: days >= 90 ? 'week' : 'day',
    articles: named,
    products: new Map((products?.docs ?? []).map((p) => [String(p.id), p.productTitle])),
    series,
  })
}

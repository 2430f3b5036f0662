import 'server-only'
import type { Payload } from 'payload'
import { dailySeries, dayOf, totalsBy } from './aggregate'
import type { CommerceReport } from './shared'
import { readCounts } from './store'

export const REPORT_DAYS = 30

/** The editors' click report: the last 30 days (UTC, today included), per product and per article. */
export async function commerceReport(payload: Payload, now = Date.now()): Promise<CommerceReport> {
  const to = dayOf(now)
  const from = dayOf(now - (REPORT_DAYS - 1) * 86_400_000)
  const rows = await readCounts(payload, from)
  const ids = [...new Set(rows.map((r) => r.productId))].filter((id) => /^\d+$/.test(id))
  const products =
    ids.length === 0
      ? []
      : (
          await payload.find({
            collection: 'products',
            where: { id: { in: ids.map(Number) } },
            limit: ids.length,
            depth: 0,
            pagination: false,
            overrideAccess: true,
            select: { productTitle: true },
          })
        ).docs
  const titles = new Map(products.map((p) => [String(p.id), p.productTitle]))
  return {
    from,
    to,
    totals: rows.reduce(
      (t, r) => ({ impressions: t.impressions + r.impressions, clicks: t.clicks + r.clicks }),
      {
        impressions: 0,
        clicks: 0,
      },
    ),
    daily: dailySeries(rows, to, REPORT_DAYS),
    byProduct: totalsBy(rows, 'productId', (id) => titles.get(id) ?? `Product ${id} (deleted)`),
    byArticle: totalsBy(rows, 'articlePath'),
  }
}

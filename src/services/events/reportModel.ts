/**
 * The admin's Audience view (issue 30), computed from the daily audience counts (`aggregate.ts`): per article and
 * per section, views, read depth (the share of views that reached 25, 50 and 75 %), engaged time per view, the
 * newsletter sign-ups and coupons sent from it; the widgets and products with the best click-through; views,
 * sign-ups and coupons per day or per week for the chart; and which articles to update first. Pure.
 */
import type {
  ArticleAudience,
  ArticleInfo,
  AudienceReport,
  AudienceRow,
  AudienceTotals,
  PeriodPoint,
  RateRow,
  SectionAudience,
} from './shared'

export type {
  ArticleAudience,
  ArticleInfo,
  AudienceReport,
  AudienceTotals,
  PeriodPoint,
  RateRow,
  SectionAudience,
}

const empty = (): AudienceTotals => ({
  views: 0,
  read25: 0,
  read50: 0,
  read75: 0,
  engagedSeconds: 0,
  signups: 0,
  coupons: 0,
  clicks: 0,
  impressions: 0,
})

/** Adds one row's count to page totals (the page's own metrics and its conversions). */
function add(t: AudienceTotals, row: AudienceRow): void {
  if (row.subject === 'page') {
    if (row.metric === 'view') t.views += row.count
    else if (row.metric === 'read25') t.read25 += row.count
    else if (row.metric === 'read50') t.read50 += row.count
    else if (row.metric === 'read75') t.read75 += row.count
    else if (row.metric === 'engaged_s') t.engagedSeconds += row.count
  } else if (row.subject === 'form' && row.metric === 'signup') t.signups += row.count
  else if (row.subject === 'form' && row.metric === 'submit' && row.key === 'coupon') t.coupons += row.count
  else if (row.subject === 'widget' && row.metric === 'click') t.clicks += row.count
  else if (row.subject === 'widget' && row.metric === 'impression') t.impressions += row.count
}

/** `part` of `whole` in whole per cent (one decimal under 10 %), or null when `whole` is 0. */
export function share(part: number, whole: number): number | null {
  if (whole <= 0) return null
  const pct = (part / whole) * 100
  return pct < 10 ? Math.round(pct * 10) / 10 : Math.round(pct)
}

/** The Monday (UTC) of a day's week, "2026-11-30" → "2026-11-30". */
export function weekOf(day: string): string {
  const t = Date.parse(`${day}T00:00:00Z`)
  const weekday = (new Date(t).getUTCDay() + 6) % 7
  return new Date(t - weekday * 86_400_000).toISOString().slice(0, 10)
}

function rates(
  rows: readonly AudienceRow[],
  subject: 'widget' | 'product',
  names: Map<string, string>,
): RateRow[] {
  const by = new Map<string, { impressions: number; clicks: number }>()
  for (const row of rows) {
    if (row.subject !== subject || (row.metric !== 'impression' && row.metric !== 'click')) continue
    const r = by.get(row.key) ?? { impressions: 0, clicks: 0 }
    if (row.metric === 'impression') r.impressions += row.count
    else r.clicks += row.count
    by.set(row.key, r)
  }
  return [...by.entries()]
    .map(([key, r]) => ({ key, label: names.get(key) ?? key, ...r, ctr: share(r.clicks, r.impressions) }))
    .sort((a, b) => (b.ctr ?? -1) - (a.ctr ?? -1) || b.clicks - a.clicks || a.key.localeCompare(b.key))
}

/**
 * The report over `days` days from `since`, per day or per week. `articles` names the articles by id (an id not
 * in it, e.g. a deleted article, is shown by its id); `products` names products by id.
 */
export function audienceReport(
  rows: readonly AudienceRow[],
  {
    since,
    days,
    period = 'day',
    articles = new Map(),
    products = new Map(),
    series,
  }: {
    since: string
    days: number
    period?: 'day' | 'week'
    articles?: ReadonlyMap<string, ArticleInfo>
    products?: Map<string, string>
    /**
     * The page and form counts by day, for the chart, when `rows` are the period's sums (the store sums a year in
     * the database: `readAudienceSums`); without it the chart reads `rows` by their days.
     */
    series?: readonly AudienceRow[]
  },
): AudienceReport {
  const inRange = rows.filter((r) => r.day >= since)
  const totals = empty()
  const perArticle = new Map<string, AudienceTotals>()
  const perSection = new Map<string, AudienceTotals>()
  const perPeriod = new Map<string, PeriodPoint>()
  for (let i = 0; i < days; i++) {
    const day = new Date(Date.parse(`${since}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10)
    const key = period === 'week' ? weekOf(day) : day
    if (!perPeriod.has(key)) perPeriod.set(key, { period: key, views: 0, signups: 0, coupons: 0 })
  }
  for (const row of inRange) {
    add(totals, row)
    if (row.article) {
      const a = perArticle.get(row.article) ?? empty()
      add(a, row)
      perArticle.set(row.article, a)
      const section = articles.get(row.article)?.section ?? 'unknown'
      const s = perSection.get(section) ?? empty()
      add(s, row)
      perSection.set(section, s)
    }
  }
  for (const row of series ?? inRange) {
    const point = perPeriod.get(period === 'week' ? weekOf(row.day) : row.day)
    if (point) {
      const t = empty()
      add(t, row)
      point.views += t.views
      point.signups += t.signups
      point.coupons += t.coupons
    }
  }
  const articleRows: ArticleAudience[] = [...perArticle.entries()]
    .map(([id, t]) => {
      const info = articles.get(id)
      const read75Share = share(t.read75, t.views)
      return {
        ...t,
        key: id,
        article: id,
        title: info?.title ?? `Article ${id}`,
        section: info?.section ?? 'unknown',
        path: info?.path ?? '',
        read25Share: share(t.read25, t.views),
        read50Share: share(t.read50, t.views),
        read75Share,
        engagedPerView: t.views > 0 ? Math.round(t.engagedSeconds / t.views) : null,
        updateScore: Math.round(t.views * (1 - (read75Share ?? 0) / 100)),
      }
    })
    .sort((a, b) => b.views - a.views || a.article.localeCompare(b.article))
  return {
    since,
    days,
    period,
    totals: {
      ...totals,
      read75Share: share(totals.read75, totals.views),
      engagedPerView: totals.views > 0 ? Math.round(totals.engagedSeconds / totals.views) : null,
    },
    articles: articleRows,
    sections: [...perSection.entries()]
      .map(([section, t]) => ({ ...t, key: section, section, read75Share: share(t.read75, t.views) }))
      .sort((a, b) => b.views - a.views),
    widgets: rates(inRange, 'widget', new Map()),
    products: rates(inRange, 'product', products),
    series: [...perPeriod.values()].sort((a, b) => a.period.localeCompare(b.period)),
    updateFirst: articleRows
      .filter((a) => a.views > 0 && a.updateScore > 0)
      .sort((a, b) => b.updateScore - a.updateScore || a.article.localeCompare(b.article))
      .slice(0, 10),
  }
}

const csvCell = (v: string | number | null) => {
  const text = v === null ? '' : String(v)
  // A cell a spreadsheet would run as a formula starts with a quote (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The per-article table as CSV (RFC 4180, a header row), for the view's download. */
export function audienceCsv(report: AudienceReport): string {
  const header = [
    'article id',
    'title',
    'section',
    'path',
    'views',
    'read 25 %',
    'read 50 %',
    'read 75 %',
    'engaged seconds per view',
    'widget clicks',
    'newsletter sign-ups',
    'coupons sent',
  ]
  const lines = report.articles.map((a) =>
    [
      a.article,
      a.title,
      a.section,
      a.path,
      a.views,
      a.read25Share,
      a.read50Share,
      a.read75Share,
      a.engagedPerView,
      a.clicks,
      a.signups,
      a.coupons,
    ]
      .map(csvCell)
      .join(','),
  )
  return `${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`
}

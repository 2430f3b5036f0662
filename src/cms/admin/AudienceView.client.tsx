'use client'

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { ArticleAudience, AudienceReport, RateRow, SectionAudience } from '@/services/events/shared'
import styles from './reports.module.css'
import { type Column, SortableTable } from './SortableTable.client'

const number = (n: number) => n.toLocaleString('en-US')
const pct = (n: number | null) => (n === null ? '–' : `${n}%`)
const seconds = (n: number | null) => (n === null ? '–' : `${number(n)} s`)

const articleTitle = (r: ArticleAudience) =>
  r.path ? <a href={`/admin/collections/articles/${r.article}`}>{r.title}</a> : <span>{r.title}</span>

const articleColumns: Column<ArticleAudience>[] = [
  { id: 'title', label: 'Article', sortValue: (r) => r.title, render: articleTitle },
  { id: 'section', label: 'Section', sortValue: (r) => r.section },
  { id: 'views', label: 'Views', sortValue: (r) => r.views, render: (r) => number(r.views) },
  {
    id: 'read25',
    label: 'Read 25 %',
    sortValue: (r) => r.read25Share ?? -1,
    render: (r) => pct(r.read25Share),
  },
  {
    id: 'read50',
    label: 'Read 50 %',
    sortValue: (r) => r.read50Share ?? -1,
    render: (r) => pct(r.read50Share),
  },
  {
    id: 'read75',
    label: 'Read 75 %',
    sortValue: (r) => r.read75Share ?? -1,
    render: (r) => pct(r.read75Share),
  },
  {
    id: 'engaged',
    label: 'Engaged time per view',
    sortValue: (r) => r.engagedPerView ?? -1,
    render: (r) => seconds(r.engagedPerView),
  },
  { id: 'clicks', label: 'Widget clicks', sortValue: (r) => r.clicks, render: (r) => number(r.clicks) },
  {
    id: 'signups',
    label: 'Newsletter sign-ups',
    sortValue: (r) => r.signups,
    render: (r) => number(r.signups),
  },
  { id: 'coupons', label: 'Coupons sent', sortValue: (r) => r.coupons, render: (r) => number(r.coupons) },
]

const updateColumns: Column<ArticleAudience>[] = [
  { id: 'title', label: 'Article', sortValue: (r) => r.title, render: articleTitle },
  { id: 'views', label: 'Views', sortValue: (r) => r.views, render: (r) => number(r.views) },
  {
    id: 'read75',
    label: 'Read 75 %',
    sortValue: (r) => r.read75Share ?? -1,
    render: (r) => pct(r.read75Share),
  },
  {
    id: 'score',
    label: 'Views that stopped before three quarters',
    sortValue: (r) => r.updateScore,
    render: (r) => number(r.updateScore),
  },
]

const sectionColumns: Column<SectionAudience>[] = [
  { id: 'section', label: 'Section', sortValue: (r) => r.section },
  { id: 'views', label: 'Views', sortValue: (r) => r.views, render: (r) => number(r.views) },
  {
    id: 'read75',
    label: 'Read 75 %',
    sortValue: (r) => r.read75Share ?? -1,
    render: (r) => pct(r.read75Share),
  },
  {
    id: 'signups',
    label: 'Newsletter sign-ups',
    sortValue: (r) => r.signups,
    render: (r) => number(r.signups),
  },
  { id: 'coupons', label: 'Coupons sent', sortValue: (r) => r.coupons, render: (r) => number(r.coupons) },
]

const rateColumns = (what: string): Column<RateRow>[] => [
  { id: 'label', label: what, sortValue: (r) => r.label },
  { id: 'impressions', label: 'Seen', sortValue: (r) => r.impressions, render: (r) => number(r.impressions) },
  { id: 'clicks', label: 'Clicks', sortValue: (r) => r.clicks, render: (r) => number(r.clicks) },
  { id: 'ctr', label: 'Click-through', sortValue: (r) => r.ctr ?? -1, render: (r) => pct(r.ctr) },
]

/** The Audience view's figures: totals, a chart per day or week, and the tables. */
export function AudienceView({
  report,
  periods,
  csv,
}: {
  report: AudienceReport
  periods: readonly number[]
  /** The article table as CSV (`audienceCsv`), offered as a download. */
  csv: string
}) {
  const { totals } = report
  return (
    <>
      <nav aria-label="Period" className={styles.toc}>
        {periods.map((d) => (
          <a key={d} href={`/admin/audience?days=${d}`} aria-current={d === report.days ? 'page' : undefined}>
            {d === report.days ? <strong>Last {d} days</strong> : `Last ${d} days`}
          </a>
        ))}
      </nav>
      <p>
        From readers who allow analytics, over the last {report.days} days (since {report.since}, UTC):{' '}
        <strong>{number(totals.views)}</strong> views, {pct(totals.read75Share)} read to three quarters,{' '}
        {seconds(totals.engagedPerView)} engaged per view, {number(totals.signups)} newsletter sign-ups and{' '}
        {number(totals.coupons)} coupons sent.
      </p>
      <section aria-labelledby="update-heading" className={styles.section}>
        <h2 id="update-heading">Update these first</h2>
        <p>
          The articles readers open most and leave before three quarters: the most views that stopped early.
        </p>
        <SortableTable
          caption="Articles to update first"
          columns={updateColumns}
          rows={report.updateFirst}
          initialSort={{ id: 'score', desc: true }}
          empty="No article has views in these days."
        />
      </section>
      <section aria-labelledby="trend-heading" className={styles.section}>
        <h2 id="trend-heading">Per {report.period}</h2>
        <div
          style={{ width: '100%', height: 260 }}
          role="img"
          aria-label={`Chart of views, newsletter sign-ups and coupons sent per ${report.period}; the figures per article are in the table below.`}
        >
          <ResponsiveContainer>
            <BarChart data={report.series} margin={{ top: 8, right: 24, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="period" tickFormatter={(d: string) => d.slice(5)} minTickGap={12} />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Legend />
              <Bar dataKey="views" name="Views" fill="#0b6e5e" />
              <Bar dataKey="signups" name="Newsletter sign-ups" fill="#1d4ed8" />
              <Bar dataKey="coupons" name="Coupons sent" fill="#c2410c" />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </section>
      <section aria-labelledby="articles-heading" className={styles.section}>
        <h2 id="articles-heading">Articles</h2>
        <a
          className="btn btn--style-secondary btn--size-small"
          href={`data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`}
          download={`wellread-audience-${report.since}-${report.days}d.csv`}
        >
          Download as CSV
        </a>
        <SortableTable
          caption="Per article"
          columns={articleColumns}
          rows={report.articles}
          initialSort={{ id: 'views', desc: true }}
          empty="No article has views in these days."
        />
        <SortableTable
          caption="Per section"
          columns={sectionColumns}
          rows={report.sections}
          initialSort={{ id: 'views', desc: true }}
          empty="No section has views in these days."
        />
      </section>
      <section aria-labelledby="widgets-heading" className={styles.section}>
        <h2 id="widgets-heading">Widgets and products</h2>
        <SortableTable
          caption="Widgets by click-through"
          columns={rateColumns('Widget')}
          rows={report.widgets}
          initialSort={{ id: 'ctr', desc: true }}
          empty="No widget was seen in these days."
        />
        <SortableTable
          caption="Products by click-through"
          columns={rateColumns('Product')}
          rows={report.products}
          initialSort={{ id: 'ctr', desc: true }}
          empty="No product was seen in these days."
        />
      </section>
    </>
  )
}

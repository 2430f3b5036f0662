'use client'

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { CommerceReport } from '@/services/commerce/shared'
import styles from './reports.module.css'
import { type Column, SortableTable as ReportTable } from './SortableTable.client'

type Row = CommerceReport['byProduct'][number]

const number = (n: number) => n.toLocaleString('en-US')

/** A product's or an article's row: its name, impressions, clicks and click-through. */
const columns = (first: string): Column<Row>[] => [
  { id: 'label', label: first, sortValue: (r) => r.label },
  { id: 'impressions', label: 'Impressions', sortValue: (r) => r.impressions },
  { id: 'clicks', label: 'Clicks', sortValue: (r) => r.clicks },
  { id: 'ctr', label: 'Click-through', sortValue: (r) => r.ctr, render: (r) => `${r.ctr.toFixed(1)}%` },
]

/** A sortable table of report rows: click a column heading to sort by it (again to reverse). */
export function SortableTable({ caption, first, rows }: { caption: string; first: string; rows: Row[] }) {
  return (
    <ReportTable
      caption={caption}
      columns={columns(first)}
      rows={rows}
      initialSort={{ id: 'impressions', desc: true }}
      empty="No product was seen on the site in these 30 days."
    />
  )
}

/** The report: totals, a daily chart, and the per-product and per-article tables. */
export function CommerceReportView({ report }: { report: CommerceReport }) {
  const ctr = report.totals.impressions > 0 ? (report.totals.clicks / report.totals.impressions) * 100 : 0
  return (
    <div>
      <p>
        Product cards seen and clicked from {report.from} to {report.to} (UTC), counted by the site itself: no
        reader is identified. A card counts as seen once per page view when half of it is on screen.
      </p>
      <p className={styles.figures}>
        <strong>{number(report.totals.impressions)}</strong> impressions ·{' '}
        <strong>{number(report.totals.clicks)}</strong> clicks · <strong>{ctr.toFixed(1)}%</strong>{' '}
        click-through
      </p>
      <figure style={{ margin: '16px 0 24px' }}>
        <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>Impressions and clicks per day</figcaption>
        <div
          style={{ width: '100%', height: 280 }}
          role="img"
          aria-label="Chart of impressions and clicks per day; the same figures are in the tables below."
        >
          <ResponsiveContainer>
            <LineChart data={report.daily} margin={{ top: 8, right: 24, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} minTickGap={16} />
              <YAxis yAxisId="impressions" allowDecimals={false} />
              <YAxis yAxisId="clicks" orientation="right" allowDecimals={false} />
              <Tooltip />
              <Legend />
              <Line
                yAxisId="impressions"
                type="monotone"
                dataKey="impressions"
                name="Impressions"
                stroke="#0b6e5e"
                dot={false}
              />
              <Line
                yAxisId="clicks"
                type="monotone"
                dataKey="clicks"
                name="Clicks"
                stroke="#c2410c"
                dot={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <SortableTable caption="By product" first="Product" rows={report.byProduct} />
      <SortableTable caption="By article" first="Article" rows={report.byArticle} />
    </div>
  )
}

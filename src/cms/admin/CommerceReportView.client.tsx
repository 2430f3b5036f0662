'use client'

import { useMemo, useState } from 'react'
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { CommerceReport } from '@/services/commerce/shared'

type Row = CommerceReport['byProduct'][number]
type SortKey = 'label' | 'impressions' | 'clicks' | 'ctr'

const number = (n: number) => n.toLocaleString('en-US')

/** A sortable table of report rows: click a column heading to sort by it (again to reverse). */
export function SortableTable({ caption, first, rows }: { caption: string; first: string; rows: Row[] }) {
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'impressions', desc: true })
  const sorted = useMemo(() => {
    const out = [...rows].sort((a, b) =>
      sort.key === 'label'
        ? a.label.localeCompare(b.label)
        : (a[sort.key] as number) - (b[sort.key] as number),
    )
    return sort.desc ? out.reverse() : out
  }, [rows, sort])
  const header = (key: SortKey, label: string) => (
    <th
      scope="col"
      aria-sort={sort.key === key ? (sort.desc ? 'descending' : 'ascending') : 'none'}
      style={{ textAlign: key === 'label' ? 'left' : 'right', padding: '6px 10px' }}
    >
      <button
        type="button"
        className="btn btn--style-none"
        style={{
          font: 'inherit',
          fontWeight: 600,
          cursor: 'pointer',
          background: 'none',
          border: 0,
          padding: 0,
        }}
        onClick={() => setSort((s) => ({ key, desc: s.key === key ? !s.desc : key !== 'label' }))}
      >
        {label}
        {sort.key === key ? (sort.desc ? ' ↓' : ' ↑') : ''}
      </button>
    </th>
  )
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', margin: '12px 0 32px' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, fontSize: '1.1rem', marginBottom: 8 }}>
        {caption}
      </caption>
      <thead>
        <tr style={{ borderBottom: '1px solid var(--theme-elevation-150)' }}>
          {header('label', first)}
          {header('impressions', 'Impressions')}
          {header('clicks', 'Clicks')}
          {header('ctr', 'Click-through')}
        </tr>
      </thead>
      <tbody>
        {sorted.length === 0 ? (
          <tr>
            <td colSpan={4} style={{ padding: '10px' }}>
              No product was seen on the site in these 30 days.
            </td>
          </tr>
        ) : (
          sorted.map((r) => (
            <tr key={r.key} style={{ borderBottom: '1px solid var(--theme-elevation-100)' }}>
              <th scope="row" style={{ textAlign: 'left', fontWeight: 400, padding: '6px 10px' }}>
                {r.label}
              </th>
              <td style={{ textAlign: 'right', padding: '6px 10px' }}>{number(r.impressions)}</td>
              <td style={{ textAlign: 'right', padding: '6px 10px' }}>{number(r.clicks)}</td>
              <td style={{ textAlign: 'right', padding: '6px 10px' }}>{r.ctr.toFixed(1)}%</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
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
      <p style={{ fontSize: '1.1rem' }}>
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

'use client'

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { ErrorGroupSummary } from '@/services/errors/store'
import type {
  FailureRow,
  SiteHealthReport,
  TemplateHealth,
  VitalName,
  VitalSummary,
} from '@/services/readerStats/reportModel'
import styles from './reports.module.css'
import { type Column, SortableTable } from './SortableTable.client'

/** The vitals in the order the table shows them, with their short names. */
const VITALS: { metric: VitalName; short: string }[] = [
  { metric: 'webvitals.lcp', short: 'LCP' },
  { metric: 'webvitals.inp', short: 'INP' },
  { metric: 'webvitals.cls', short: 'CLS' },
  { metric: 'webvitals.fcp', short: 'FCP' },
  { metric: 'webvitals.ttfb', short: 'TTFB' },
]

const number = (n: number) => n.toLocaleString('en-US')

function vitalText(metric: VitalName, value: number | null): string {
  if (value === null) return '–'
  return metric === 'webvitals.cls' ? value.toFixed(2) : `${number(value)} ms`
}

/** A vital's cell: its p75 with its rating in words (never colour alone), and the three shares. */
function VitalCell({ vital }: { vital: VitalSummary | undefined }) {
  if (!vital || vital.count === 0) return <span className={styles.muted}>no data</span>
  return (
    <span>
      <strong>{vitalText(vital.metric, vital.p75)}</strong>{' '}
      <span className={styles.rating}>({vital.rating})</span>
      <br />
      <span className={styles.muted}>
        {vital.good}% good · {vital.needsImprovement}% needs improvement · {vital.poor}% poor
      </span>
    </span>
  )
}

const templateColumns: Column<TemplateHealth>[] = [
  { id: 'template', label: 'Template', sortValue: (r) => r.template },
  { id: 'views', label: 'Page views measured', sortValue: (r) => r.views },
  ...VITALS.map(
    ({ metric, short }): Column<TemplateHealth> => ({
      id: short,
      label: `${short} p75`,
      sortValue: (r) => r.vitals.find((v) => v.metric === metric)?.p75 ?? -1,
      render: (r) => <VitalCell vital={r.vitals.find((v) => v.metric === metric)} />,
    }),
  ),
  {
    id: 'time',
    label: 'Median time on page',
    sortValue: (r) => r.medianTimeOnPage ?? -1,
    render: (r) => (r.medianTimeOnPage === null ? '–' : `≤ ${number(r.medianTimeOnPage)} s`),
  },
  {
    id: 'readMost',
    label: 'Read three quarters',
    sortValue: (r) => r.readMostShare ?? -1,
    render: (r) => (r.readMostShare === null ? '–' : `${r.readMostShare}%`),
  },
]

const failureColumns: Column<FailureRow>[] = [
  { id: 'metric', label: 'What failed', sortValue: (r) => r.metric, render: (r) => <code>{r.metric}</code> },
  { id: 'tag', label: 'Detail', sortValue: (r) => r.tag, render: (r) => r.tag || '–' },
  { id: 'count', label: 'Times', sortValue: (r) => r.count },
  { id: 'help', label: 'Meaning', sortValue: (r) => r.help },
]

/** An error group as the view lists it. */
export type ErrorGroupRow = ErrorGroupSummary & { key: string }

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ')

const errorColumns: Column<ErrorGroupRow>[] = [
  {
    id: 'message',
    label: 'Error',
    sortValue: (r) => r.message,
    render: (r) => (
      <details>
        <summary>
          <a href={`/admin/collections/error-groups/${r.id}`}>{r.message}</a>
          <br />
          <span className={styles.muted}>
            {r.kind}
            {r.where ? ` · ${r.where}` : ''}
            {r.topFrame ? ` · ${r.topFrame}` : ''}
          </span>
        </summary>
        <pre className={styles.stack}>{r.stack || 'No stack was reported.'}</pre>
      </details>
    ),
  },
  { id: 'count', label: 'Times', sortValue: (r) => r.count },
  { id: 'route', label: 'Route', sortValue: (r) => r.route, render: (r) => <code>{r.route || '–'}</code> },
  { id: 'browser', label: 'Browser', sortValue: (r) => r.browser },
  {
    id: 'firstSeen',
    label: 'First seen (UTC)',
    sortValue: (r) => r.firstSeen,
    render: (r) => when(r.firstSeen),
  },
  { id: 'lastSeen', label: 'Last seen (UTC)', sortValue: (r) => r.lastSeen, render: (r) => when(r.lastSeen) },
]

/** Widget failures by widget: the render errors the widgets' boundaries reported, summed over their groups. */
export function widgetFailures(
  groups: readonly ErrorGroupSummary[],
): { key: string; widget: string; count: number }[] {
  const byWidget = new Map<string, number>()
  for (const g of groups) {
    if (!g.where.startsWith('widget.')) continue
    const widget = g.where.slice('widget.'.length)
    byWidget.set(widget, (byWidget.get(widget) ?? 0) + g.count)
  }
  return [...byWidget.entries()].map(([widget, count]) => ({ key: widget, widget, count }))
}

const widgetColumns: Column<{ key: string; widget: string; count: number }>[] = [
  { id: 'widget', label: 'Widget', sortValue: (r) => r.widget },
  { id: 'count', label: 'Render failures', sortValue: (r) => r.count },
]

const COLOURS: Record<Exclude<VitalName, 'webvitals.cls'>, string> = {
  'webvitals.lcp': '#0b6e5e',
  'webvitals.inp': '#c2410c',
  'webvitals.fcp': '#1d4ed8',
  'webvitals.ttfb': '#6b21a8',
}

/** The readers' part of the Site health view: Web Vitals per template, their p75 per day, and failures. */
export function SiteHealthView({ report, errors }: { report: SiteHealthReport; errors: ErrorGroupRow[] }) {
  return (
    <>
      <section aria-labelledby="vitals-heading" className={styles.section}>
        <h2 id="vitals-heading">Web Vitals by template</h2>
        <p>
          Measured in readers’ browsers who allow analytics, over the last {report.days} days (since{' '}
          {report.since}). Each figure is the 75th percentile (three page views in four were at least this
          fast), with the share of page views that were good, needed improvement or were poor by web.dev’s
          thresholds.
        </p>
        <figure style={{ margin: '16px 0 24px' }}>
          <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>
            p75 per day, every template (ms)
          </figcaption>
          <div
            style={{ width: '100%', height: 280 }}
            role="img"
            aria-label="Chart of each Web Vital's 75th percentile per day; the figures per template are in the table below."
          >
            <ResponsiveContainer>
              <LineChart data={report.daily} margin={{ top: 8, right: 24, bottom: 8, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} minTickGap={16} />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Legend />
                {(Object.keys(COLOURS) as (keyof typeof COLOURS)[]).map((metric) => (
                  <Line
                    key={metric}
                    type="monotone"
                    dataKey={metric}
                    name={VITALS.find((v) => v.metric === metric)?.short ?? metric}
                    stroke={COLOURS[metric]}
                    dot={report.daily.length < 3}
                    connectNulls
                  />
                ))}
              </LineChart>
            </ResponsiveContainer>
          </div>
        </figure>
        <SortableTable
          caption="Web Vitals and engagement per template"
          columns={templateColumns}
          rows={report.templates}
          initialSort={{ id: 'views', desc: true }}
          empty="No reader’s page view has been measured in these days (readers who refuse analytics are never measured)."
        />
      </section>
      <section aria-labelledby="failures-heading" className={styles.section}>
        <h2 id="failures-heading">Widget and promotion failures</h2>
        <p>What readers’ pages counted as failing, by type (with analytics consent).</p>
        <SortableTable
          caption="Failures by type"
          columns={failureColumns}
          rows={report.failures}
          initialSort={{ id: 'count', desc: true }}
          empty="No failure was counted in these days."
        />
        <SortableTable
          caption="Widgets that failed to render in readers’ browsers"
          columns={widgetColumns}
          rows={widgetFailures(errors)}
          initialSort={{ id: 'count', desc: true }}
          empty="No widget failed to render among the error groups below."
        />
      </section>
      <section aria-labelledby="errors-heading" className={styles.section}>
        <h2 id="errors-heading">Errors</h2>
        <p>
          Errors from readers’ browsers (sent whatever their consent, without identifiers) and from the
          server, grouped by message and where in our code they happened; the stack is mapped to the source
          with the build’s source maps. Open an error for its sample stack; the full list is under Site health
          → Error groups.
        </p>
        <SortableTable
          caption="Error groups, most recently seen first"
          columns={errorColumns}
          rows={errors}
          initialSort={{ id: 'lastSeen', desc: true }}
          empty="No error has been reported."
        />
      </section>
    </>
  )
}

'use client'

import type { DriverPlacementRow, DriverReport, PlacementRow } from '@/services/driverStats/shared'
import styles from './reports.module.css'
import { type Column, SortableTable } from './SortableTable.client'

const number = (n: number) => n.toLocaleString('en-US')
const rate = (n: number | null) => (n === null ? '–' : `${n.toFixed(1)}%`)

const driverColumns: Column<DriverPlacementRow>[] = [
  {
    id: 'driver',
    label: 'Driver',
    sortValue: (r) => r.driver,
    // The driver's edit page, where its rules are; a deleted driver has none.
    render: (r) =>
      r.docId === null ? r.driver : <a href={`/admin/collections/drivers/${r.docId}`}>{r.driver}</a>,
  },
  { id: 'position', label: 'Position', sortValue: (r) => r.position },
  { id: 'fills', label: 'Chosen', sortValue: (r) => r.fills },
  { id: 'impressions', label: 'Impressions', sortValue: (r) => r.impressions },
  { id: 'clicks', label: 'Clicks', sortValue: (r) => r.clicks },
  { id: 'ctr', label: 'Click-through', sortValue: (r) => r.ctr, render: (r) => rate(r.ctr) },
  { id: 'signups', label: 'Sign-ups', sortValue: (r) => r.signups },
]

const placementColumns: Column<PlacementRow>[] = [
  { id: 'position', label: 'Position', sortValue: (r) => r.position },
  { id: 'asked', label: 'Page views with it', sortValue: (r) => r.asked },
  { id: 'fills', label: 'Filled', sortValue: (r) => r.fills },
  { id: 'misses', label: 'Left empty', sortValue: (r) => r.misses },
  { id: 'fillRate', label: 'Fill rate', sortValue: (r) => r.fillRate, render: (r) => rate(r.fillRate) },
  { id: 'impressions', label: 'Impressions', sortValue: (r) => r.impressions },
  { id: 'clicks', label: 'Clicks', sortValue: (r) => r.clicks },
  { id: 'ctr', label: 'Click-through', sortValue: (r) => r.ctr, render: (r) => rate(r.ctr) },
  { id: 'signups', label: 'Sign-ups', sortValue: (r) => r.signups },
]

/** The promotions part of the click report: totals, then per driver and position, then per position. */
export function DriverReportView({ report }: { report: DriverReport }) {
  const { totals } = report
  return (
    <div>
      <p>
        Promotions (drivers) from {report.from} to {report.to} (UTC), counted by the site itself: no reader is
        identified. <strong>Chosen</strong>: a page view asked for the position and this driver was picked for
        it. <strong>Impressions</strong>: half of it was on screen, once per page view.{' '}
        <strong>Fill rate</strong>: the share of page views with the position that got a driver (the rest were
        left empty because no driver passed the rules; see “Who fills a placement” for why).
      </p>
      <p className={styles.figures}>
        <strong>{number(totals.impressions)}</strong> impressions · <strong>{number(totals.clicks)}</strong>{' '}
        clicks · <strong>{rate(totals.ctr)}</strong> click-through · <strong>{number(totals.signups)}</strong>{' '}
        sign-ups · <strong>{rate(totals.fillRate)}</strong> of {number(totals.asked)} positions filled
      </p>
      <SortableTable
        caption="By driver and position"
        columns={driverColumns}
        rows={report.byDriver}
        initialSort={{ id: 'impressions', desc: true }}
        empty="No promotion was shown on the site in these 30 days."
      />
      <SortableTable
        caption="By position"
        columns={placementColumns}
        rows={report.byPlacement}
        initialSort={{ id: 'asked', desc: true }}
        empty="No page asked for a promotion in these 30 days."
      />
    </div>
  )
}

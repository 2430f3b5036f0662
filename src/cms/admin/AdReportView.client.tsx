'use client'

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { AdCampaignRow, AdCreativeRow, AdPositionRow, AdReport } from '@/services/adStats/shared'
import { AD_SLOTS_PATH } from './adSlotsPath'
import styles from './reports.module.css'
import { type Column, SortableTable } from './SortableTable.client'

const number = (n: number) => n.toLocaleString('en-US')
const rate = (n: number | null) => (n === null ? '–' : `${n.toFixed(1)}%`)
const linked = (name: string, href: string | null) => (href ? <a href={href}>{name}</a> : name)

const campaignColumns: Column<AdCampaignRow>[] = [
  {
    id: 'campaign',
    label: 'Campaign',
    sortValue: (r) => r.campaign,
    // The campaign's edit page, where its targeting is; a deleted campaign has none.
    render: (r) => linked(r.campaign, r.href),
  },
  { id: 'advertiser', label: 'Advertiser', sortValue: (r) => r.advertiser },
  { id: 'fills', label: 'Shown', sortValue: (r) => r.fills },
  { id: 'viewables', label: 'Viewable', sortValue: (r) => r.viewables },
  {
    id: 'viewableRate',
    label: 'Viewable rate',
    sortValue: (r) => r.viewableRate,
    render: (r) => rate(r.viewableRate),
  },
  { id: 'clicks', label: 'Clicks', sortValue: (r) => r.clicks },
  { id: 'ctr', label: 'Click-through', sortValue: (r) => r.ctr, render: (r) => rate(r.ctr) },
]

const creativeColumns: Column<AdCreativeRow>[] = [
  {
    id: 'creative',
    label: 'Creative',
    sortValue: (r) => r.creative,
    render: (r) => linked(r.creative, r.href),
  },
  {
    id: 'campaign',
    label: 'Campaign',
    sortValue: (r) => r.campaign,
    render: (r) => linked(r.campaign, r.campaignHref),
  },
  { id: 'fills', label: 'Shown', sortValue: (r) => r.fills },
  { id: 'viewables', label: 'Viewable', sortValue: (r) => r.viewables },
  {
    id: 'viewableRate',
    label: 'Viewable rate',
    sortValue: (r) => r.viewableRate,
    render: (r) => rate(r.viewableRate),
  },
  { id: 'clicks', label: 'Clicks', sortValue: (r) => r.clicks },
  { id: 'ctr', label: 'Click-through', sortValue: (r) => r.ctr, render: (r) => rate(r.ctr) },
]

const positionColumns: Column<AdPositionRow>[] = [
  { id: 'position', label: 'Position', sortValue: (r) => r.position },
  { id: 'requests', label: 'Asked for', sortValue: (r) => r.requests },
  { id: 'fills', label: 'Filled', sortValue: (r) => r.fills },
  { id: 'fillRate', label: 'Fill rate', sortValue: (r) => r.fillRate, render: (r) => rate(r.fillRate) },
  { id: 'viewables', label: 'Viewable', sortValue: (r) => r.viewables },
  { id: 'clicks', label: 'Clicks', sortValue: (r) => r.clicks },
  { id: 'ctr', label: 'Click-through', sortValue: (r) => r.ctr, render: (r) => rate(r.ctr) },
]

/**
 * The ads part of the click report (issue 28): what each count means, the totals, viewable impressions and
 * clicks per day, then per campaign, per creative and per position.
 */
export function AdReportView({ report }: { report: AdReport }) {
  const { totals } = report
  return (
    <div>
      <p>
        The site’s own ads from {report.from} to {report.to} (UTC), counted by the site itself: no reader is
        identified and no advertising partner is involved.
      </p>
      <ul>
        <li>
          <strong>Asked for</strong>: a reader’s browser asked for an ad for a slot on screen at its width
          (each slot once per page view).
        </li>
        <li>
          <strong>Shown</strong> (filled): an ad was put in the slot. A slot that stays in view shows a new ad
          after 30 seconds, which counts again, so a position can be filled more often than it was asked for.
        </li>
        <li>
          <strong>Viewable</strong>: at least half of the ad on screen for one second (once per ad shown).
          This is what campaigns’ impression goals count.
        </li>
        <li>
          <strong>Clicks</strong>: readers who followed an ad’s link (counted by the site’s click address
          before they leave). <strong>Click-through</strong>: clicks per viewable impression.
        </li>
        <li>
          <strong>Page views with an ad blocker</strong>: pages whose ads a blocker hid or stopped, counted
          once per page view by the site itself (readers are never asked to turn their blocker off).
        </li>
      </ul>
      <p className={styles.figures}>
        <strong>{number(totals.requests)}</strong> slots asked for · <strong>{number(totals.fills)}</strong>{' '}
        ads shown (<strong>{rate(totals.fillRate)}</strong> fill rate) ·{' '}
        <strong>{number(totals.viewables)}</strong> viewable impressions ·{' '}
        <strong>{number(totals.clicks)}</strong> clicks · <strong>{rate(totals.ctr)}</strong> click-through ·{' '}
        <strong>{number(totals.blockedPageViews)}</strong> page views with an ad blocker
      </p>
      <figure style={{ margin: '16px 0 24px' }}>
        <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>
          Viewable impressions and clicks per day
        </figcaption>
        <div
          style={{ width: '100%', height: 280 }}
          role="img"
          aria-label="Chart of viewable ad impressions and ad clicks per day; the same figures are in the tables below."
        >
          <ResponsiveContainer>
            <LineChart data={report.daily} margin={{ top: 8, right: 24, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} minTickGap={16} />
              <YAxis yAxisId="viewables" allowDecimals={false} />
              <YAxis yAxisId="clicks" orientation="right" allowDecimals={false} />
              <Tooltip />
              <Legend />
              <Line
                yAxisId="viewables"
                type="monotone"
                dataKey="viewables"
                name="Viewable impressions"
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
      <SortableTable
        caption="Ads by campaign"
        columns={campaignColumns}
        rows={report.byCampaign}
        initialSort={{ id: 'viewables', desc: true }}
        empty="No campaign’s ad was shown on the site in these 30 days."
      />
      <SortableTable
        caption="Ads by creative"
        columns={creativeColumns}
        rows={report.byCreative}
        initialSort={{ id: 'viewables', desc: true }}
        empty="No creative was shown on the site in these 30 days."
      />
      <SortableTable
        caption="Ads by position"
        columns={positionColumns}
        rows={report.byPosition}
        initialSort={{ id: 'requests', desc: true }}
        empty="No page asked for an ad in these 30 days (ads may be switched off in Site settings → Advertising, or every page is ad-free)."
      />
      <p className={styles.muted}>
        To see which campaign a page’s slot gets and why the others are passed over, use{' '}
        <a href={AD_SLOTS_PATH}>Who fills an ad slot</a>.
      </p>
    </div>
  )
}

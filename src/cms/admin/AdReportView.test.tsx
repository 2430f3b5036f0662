import { fireEvent, render, screen, within } from '@testing-library/react'
import type { AdStatRow } from '@/services/adStats/aggregate'
import { type AdNames, buildAdReport } from '@/services/adStats/reportModel'
import { AdReportView } from './AdReportView.client'

const day = '2026-11-23'
const row = (over: Partial<AdStatRow>): AdStatRow => ({
  day,
  campaignId: '4',
  creativeId: '11',
  position: 'DLB1',
  requests: 0,
  fills: 0,
  viewables: 0,
  clicks: 0,
  blocked: 0,
  ...over,
})
const names: AdNames = {
  campaigns: new Map([
    ['4', { name: 'Walking shoes', advertiser: 'Stride Co' }],
    ['5', { name: 'Sleep app', advertiser: 'Restful' }],
  ]),
  creatives: new Map([
    ['11', { name: 'Shoes leaderboard' }],
    ['12', { name: 'Sleep rectangle' }],
  ]),
}
const report = buildAdReport(
  [
    row({ campaignId: '', creativeId: '', requests: 200 }),
    row({ campaignId: '', creativeId: '', position: 'MMR1', requests: 100 }),
    row({ fills: 150, viewables: 100, clicks: 4 }),
    row({ campaignId: '5', creativeId: '12', position: 'MMR1', fills: 80, viewables: 40, clicks: 2 }),
    row({ campaignId: '9', creativeId: '30', position: 'MMR1', fills: 10, viewables: 10 }),
  ],
  names,
  { from: '2026-10-25', to: day },
)

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent)
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent)

describe('the ads part of the click report', () => {
  it('says what each count means, and gives the totals', () => {
    render(<AdReportView report={report} />)
    expect(screen.getByText(/at least half of the ad on screen for one second/)).toBeInTheDocument()
    const figures = screen.getByText(/slots asked for/)
    expect(figures).toHaveTextContent(
      '300 slots asked for · 240 ads shown (80.0% fill rate) · 150 viewable impressions · 6 clicks · 4.0% click-through',
    )
    expect(
      screen.getByRole('img', { name: /viewable ad impressions and ad clicks per day/ }),
    ).toBeInTheDocument()
  })

  it('lists campaigns linked to their edit page with their advertiser, most viewable first', () => {
    render(<AdReportView report={report} />)
    const table = screen.getByRole('table', { name: 'Ads by campaign' })
    expect(rowNames(table)).toEqual(['Walking shoes', 'Sleep app', 'Deleted campaign (9)'])
    expect(within(table).getByRole('link', { name: 'Walking shoes' })).toHaveAttribute(
      'href',
      '/admin/collections/ad-campaigns/4',
    )
    expect(within(table).queryByRole('link', { name: /Deleted campaign/ })).toBeNull()
    expect(cells(within(table).getByRole('row', { name: /Walking shoes/ }))).toEqual([
      'Stride Co',
      '150',
      '100',
      '66.7%',
      '4',
      '4.0%',
    ])
  })

  it('lists creatives with their campaign, both linked', () => {
    render(<AdReportView report={report} />)
    const table = screen.getByRole('table', { name: 'Ads by creative' })
    expect(rowNames(table)).toEqual(['Shoes leaderboard', 'Sleep rectangle', 'Deleted creative (30)'])
    const sleep = within(table).getByRole('row', { name: /Sleep rectangle/ })
    expect(within(sleep).getByRole('link', { name: 'Sleep rectangle' })).toHaveAttribute(
      'href',
      '/admin/collections/ad-creatives/12',
    )
    expect(within(sleep).getByRole('link', { name: 'Sleep app' })).toHaveAttribute(
      'href',
      '/admin/collections/ad-campaigns/5',
    )
  })

  it('lists positions with their fill rate, and sorts by a column when its heading is clicked', () => {
    render(<AdReportView report={report} />)
    const table = screen.getByRole('table', { name: 'Ads by position' })
    expect(rowNames(table)).toEqual([
      'DLB1: Top leaderboard (under the header, 768 px and wider)',
      'MMR1: First in-page rectangle on phones',
    ])
    expect(cells(within(table).getByRole('row', { name: /MMR1/ }))).toEqual([
      '100',
      '90',
      '90.0%',
      '50',
      '2',
      '4.0%',
    ])
    fireEvent.click(within(table).getByRole('button', { name: 'Fill rate' }))
    expect(rowNames(table)[0]).toMatch(/^MMR1/)
  })

  it('says so when nothing was counted', () => {
    render(<AdReportView report={buildAdReport([], names, { from: '2026-10-25', to: day })} />)
    expect(screen.getByText('No campaign’s ad was shown on the site in these 30 days.')).toBeInTheDocument()
    expect(screen.getByText('No creative was shown on the site in these 30 days.')).toBeInTheDocument()
    expect(screen.getByText(/No page asked for an ad in these 30 days/)).toBeInTheDocument()
    expect(screen.getByText(/slots asked for/)).toHaveTextContent(
      '0 slots asked for · 0 ads shown (– fill rate)',
    )
  })
})

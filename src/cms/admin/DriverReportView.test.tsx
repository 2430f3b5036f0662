import { fireEvent, render, screen, within } from '@testing-library/react'
import { buildDriverReport, type DriverName } from '@/services/driverStats/aggregate'
import { SortableTable as ProductTable } from './CommerceReportView.client'
import { DriverReportView } from './DriverReportView.client'

const day = '2026-11-23'
const zero = { fills: 0, misses: 0, impressions: 0, clicks: 0, signups: 0 }
const names = new Map<string, DriverName>([
  ['d1', { name: 'Heart newsletter', docId: 4 }],
  ['d2', { name: 'Sleep quiz', docId: 9 }],
])
const report = buildDriverReport(
  [
    {
      ...zero,
      day,
      driverId: 'd1',
      placement: 'articlePlacement',
      fills: 100,
      impressions: 80,
      clicks: 2,
      signups: 3,
    },
    { ...zero, day, driverId: 'd2', placement: 'articlePlacement', fills: 40, impressions: 40, clicks: 8 },
    { ...zero, day, driverId: 'gone', placement: 'wBw2ndPagePopup', fills: 5, impressions: 5 },
    { ...zero, day, driverId: '', placement: 'articlePlacement', misses: 60 },
  ],
  names,
  { from: '2026-10-25', to: day },
)

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent)

describe('the promotions part of the click report', () => {
  it('lists drivers per position, linked to their edit page, most impressions first', () => {
    render(<DriverReportView report={report} />)
    const table = screen.getByRole('table', { name: 'By driver and position' })
    expect(rowNames(table)).toEqual(['Heart newsletter', 'Sleep quiz', 'Deleted driver (gone)'])
    expect(within(table).getByRole('link', { name: 'Heart newsletter' })).toHaveAttribute(
      'href',
      '/admin/collections/drivers/4',
    )
    // A deleted driver has no edit page.
    expect(within(table).queryByRole('link', { name: /Deleted driver/ })).toBeNull()
    const heart = within(table).getByRole('row', { name: /Heart newsletter/ })
    expect(
      within(heart)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['In the article: first marked position', '100', '80', '2', '2.5%', '3'])
  })

  it('sorts by a column when its heading is clicked, and reverses on a second click', () => {
    render(<DriverReportView report={report} />)
    const table = screen.getByRole('table', { name: 'By driver and position' })
    fireEvent.click(within(table).getByRole('button', { name: 'Click-through' }))
    expect(within(table).getByRole('columnheader', { name: /Click-through/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    expect(rowNames(table)).toEqual(['Sleep quiz', 'Heart newsletter', 'Deleted driver (gone)'])
    fireEvent.click(within(table).getByRole('button', { name: /Click-through/ }))
    expect(rowNames(table)).toEqual(['Deleted driver (gone)', 'Heart newsletter', 'Sleep quiz'])
    // Text sorts A to Z first.
    fireEvent.click(within(table).getByRole('button', { name: 'Driver' }))
    expect(rowNames(table)).toEqual(['Deleted driver (gone)', 'Heart newsletter', 'Sleep quiz'])
    expect(within(table).getByRole('columnheader', { name: /Driver/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
  })

  it('per position: page views with it, filled, left empty and the fill rate', () => {
    render(<DriverReportView report={report} />)
    const table = screen.getByRole('table', { name: 'By position' })
    const article = within(table).getByRole('row', { name: /first marked position/ })
    expect(
      within(article)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['200', '140', '60', '70.0%', '120', '10', '8.3%', '3'])
    expect(screen.getByText(/of 205 positions filled/)).toBeInTheDocument()
  })

  it('says so when nothing was counted', () => {
    render(<DriverReportView report={buildDriverReport([], names, { from: '2026-10-25', to: day })} />)
    expect(screen.getByText('No promotion was shown on the site in these 30 days.')).toBeInTheDocument()
    expect(screen.getByText('No page asked for a promotion in these 30 days.')).toBeInTheDocument()
  })
})

describe('the product tables on the shared sortable table', () => {
  const rows = [
    { key: '1', label: 'Gummies', impressions: 1200, clicks: 3, ctr: 0.3 },
    { key: '2', label: 'Anchor tea', impressions: 50, clicks: 9, ctr: 18 },
  ]

  it('keep their caption, row headers, figures and sorting', () => {
    render(<ProductTable caption="By product" first="Product" rows={rows} />)
    const table = screen.getByRole('table', { name: 'By product' })
    expect(rowNames(table)).toEqual(['Gummies', 'Anchor tea'])
    const gummies = within(table).getByRole('row', { name: /Gummies/ })
    expect(
      within(gummies)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1,200', '3', '0.3%'])
    fireEvent.click(within(table).getByRole('button', { name: 'Clicks' }))
    expect(within(table).getByRole('columnheader', { name: /Clicks/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    expect(rowNames(table)).toEqual(['Anchor tea', 'Gummies'])
  })

  it('keep their empty state', () => {
    render(<ProductTable caption="By article" first="Article" rows={[]} />)
    expect(screen.getByText('No product was seen on the site in these 30 days.')).toBeInTheDocument()
  })
})

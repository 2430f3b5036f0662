import { render, screen, within } from '@testing-library/react'
import type { AudienceRow } from '@/services/events/aggregate'
import { audienceCsv, audienceReport } from '@/services/events/reportModel'
import { AudienceView } from './AudienceView.client'

const row = (over: Partial<AudienceRow>): AudienceRow => ({
  day: '2026-11-30',
  article: '7',
  metric: 'view',
  subject: 'page',
  key: '',
  position: 0,
  count: 1,
  ...over,
})

const report = audienceReport(
  [
    row({ count: 12 }),
    row({ metric: 'read75', count: 3 }),
    row({ article: '10', count: 6 }),
    row({ article: '10', metric: 'read75', count: 6 }),
    row({ article: '10', metric: 'submit', subject: 'form', key: 'coupon', count: 2 }),
  ],
  {
    since: '2026-11-24',
    days: 7,
    articles: new Map([
      ['7', { id: '7', title: 'Best CBD gummies', section: 'health', path: '/health/best-cbd-gummies' }],
      ['10', { id: '10', title: 'Atorvastatin', section: 'drugs', path: '/drugs/atorvastatin' }],
    ]),
  },
)

describe('AudienceView (issue 30)', () => {
  it('says the period in words and offers the others as links, the current one marked', () => {
    render(<AudienceView report={report} periods={[7, 30]} csv="" />)
    expect(screen.getByText(/over the last 7 days \(since 2026-11-24, UTC\)/)).toBeTruthy()
    const periods = screen.getByRole('navigation', { name: 'Period' })
    expect(within(periods).getByRole('link', { name: 'Last 7 days' }).getAttribute('aria-current')).toBe(
      'page',
    )
    expect(within(periods).getByRole('link', { name: 'Last 30 days' }).getAttribute('href')).toBe(
      '/admin/audience?days=30',
    )
  })

  it('lists the article to update first, and every article with its read depth and conversions', () => {
    render(<AudienceView report={report} periods={[7]} csv="" />)
    const first = screen.getByRole('table', { name: 'Articles to update first' })
    const firstRows = within(first).getAllByRole('row')
    expect(firstRows).toHaveLength(2)
    expect(within(firstRows[1]!).getByRole('link', { name: 'Best CBD gummies' }).getAttribute('href')).toBe(
      '/admin/collections/articles/7',
    )
    const perArticle = screen.getByRole('table', { name: 'Per article' })
    const atorvastatin = within(perArticle).getByRole('row', { name: /Atorvastatin/ })
    expect(atorvastatin.textContent).toContain('100%')
    expect(within(atorvastatin).getAllByRole('cell').at(-1)?.textContent).toBe('2')
  })

  it('offers the article table as a CSV download', () => {
    render(<AudienceView report={report} periods={[7]} csv={audienceCsv(report)} />)
    const link = screen.getByRole('link', { name: 'Download as CSV' })
    expect(link.getAttribute('download')).toBe('wellread-audience-2026-11-24-7d.csv')
    const csv = decodeURIComponent(link.getAttribute('href')!.replace('data:text/csv;charset=utf-8,', ''))
    expect(csv.split('\r\n')[1]).toMatch(/^7,Best CBD gummies,health,/)
  })
})

import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SearchHit, SearchPage } from '@/services/search/types'
import { HighlightedExcerpt, SearchPageForm, SearchResultsView } from './SearchResults'

const hit = (n: number, over: Partial<SearchHit> = {}): SearchHit => ({
  title: `Sleep article ${n}`,
  url: `/health/sleep-${n}`,
  section: 'health',
  summary: 'Summary.',
  excerpt: [
    { text: 'Good ', match: false },
    { text: 'sleep', match: true },
    { text: ' matters.', match: false },
  ],
  ...over,
})

const page = (over: Partial<SearchPage>): SearchPage => ({
  query: 'sleep',
  page: 1,
  perPage: 10,
  total: 2,
  totalPages: 1,
  results: [hit(1), hit(2, { section: 'mental-health' })],
  ...over,
})

describe('HighlightedExcerpt', () => {
  it('marks matches and renders markup in the text as text', () => {
    const { container } = render(
      <p>
        <HighlightedExcerpt
          segments={[
            { text: '<img src=x onerror=alert(1)> ', match: false },
            { text: '<b>sleep</b>', match: true },
          ]}
        />
      </p>,
    )
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('b')).toBeNull()
    expect(container.querySelector('mark')?.textContent).toBe('<b>sleep</b>')
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> <b>sleep</b>')
  })
})

describe('SearchPageForm', () => {
  it('is a GET form to /search with q1, prefilled', () => {
    render(<SearchPageForm query="heart attack" />)
    const form = screen.getByRole('search')
    expect(form).toHaveAttribute('action', '/search')
    expect(form).toHaveAttribute('method', 'get')
    const input = within(form).getByRole('searchbox', { name: 'Search Wellread' })
    expect(input).toHaveAttribute('name', 'q1')
    expect(input).toHaveValue('heart attack')
  })
})

describe('SearchResultsView', () => {
  it.each([
    [null, null],
    ['', null],
  ])('without a query (%j) shows "Please enter a valid search term."', (query, result) => {
    render(<SearchResultsView query={query} result={result} />)
    expect(screen.getByText('Please enter a valid search term.')).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('lists results: section, title link, excerpt with marked words', () => {
    render(<SearchResultsView query="sleep" result={page({})} />)
    expect(screen.getByText('2 results for “sleep”')).toBeInTheDocument()
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    const first = items[0]!
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('Sleep article 1')
    expect(within(first).getByRole('link', { name: 'Sleep article 1' })).toHaveAttribute(
      'href',
      '/health/sleep-1',
    )
    expect(within(first).getByRole('link', { name: 'Health' })).toHaveAttribute('href', '/health')
    expect(first.querySelector('mark')?.textContent).toBe('sleep')
    expect(within(items[1]!).getByRole('link', { name: 'Mental health' })).toHaveAttribute(
      'href',
      '/mental-health',
    )
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })

  it.each([
    [1, 1, 'result'],
    [1234, 124, 'results'],
  ])('counts %i %s', (total, totalPages, word) => {
    render(<SearchResultsView query="sleep" result={page({ total, totalPages })} />)
    expect(screen.getByText(`${total.toLocaleString('en-US')} ${word} for “sleep”`)).toBeInTheDocument()
  })

  it.each<[number, number, string | null, string | null]>([
    [1, 3, null, '/search?q1=heart+attack&page=2'],
    [2, 3, '/search?q1=heart+attack', '/search?q1=heart+attack&page=3'],
    [3, 3, '/search?q1=heart+attack&page=2', null],
  ])('page %i of %i links to the previous (%s) and next (%s) pages', (current, totalPages, prev, next) => {
    render(<SearchResultsView query="heart attack" result={page({ page: current, total: 25, totalPages })} />)
    const nav = screen.getByRole('navigation', { name: 'Search result pages' })
    expect(nav).toHaveTextContent(`Page ${current} of ${totalPages}`)
    const prevLink = within(nav).queryByRole('link', { name: '← Previous page' })
    const nextLink = within(nav).queryByRole('link', { name: 'Next page →' })
    if (prev) expect(prevLink).toHaveAttribute('href', prev)
    else expect(prevLink).toBeNull()
    if (next) expect(nextLink).toHaveAttribute('href', next)
    else expect(nextLink).toBeNull()
  })

  it('numbers results across pages', () => {
    render(<SearchResultsView query="sleep" result={page({ page: 3, total: 25, totalPages: 3 })} />)
    expect(screen.getByRole('list')).toHaveAttribute('start', '21')
  })

  it('with no results suggests checking the spelling and lists the sections', () => {
    render(<SearchResultsView query="hypertenshun" result={page({ total: 0, totalPages: 0, results: [] })} />)
    expect(screen.getByRole('heading', { name: 'No results for “hypertenshun”' })).toBeInTheDocument()
    expect(screen.getByText(/Check the spelling/)).toBeInTheDocument()
    for (const name of ['Health', 'Nutrition', 'Fitness', 'Mental health', 'Sexual health', 'Wellness']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument()
    }
  })
})

import { render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { ComparisonTableBlock } from '@/cms/payload-types'
import { doc, link, p } from '@/seed/lexical'
import { commerceContext, testWidgetContext } from '@/widgets/context'
import { sampleRefs } from '@/widgets/fixtures'
import { ComparisonTable } from './ComparisonTable'

type Rows = ComparisonTableBlock['rows']
type Cell = Rows[number]['columns'][number]

const cell = (...paragraphs: Parameters<typeof p>[]): Cell => ({
  content: doc(...paragraphs.map((a) => p(...a))),
})
const t = (text: string): Cell => cell([text])

const ROWS: Rows = [
  { columns: [t(''), t('Cuff'), t('Price')] },
  { columns: [{ product: sampleRefs.product('bloodPressureMonitor') }, t('Upper arm'), t('$59.99')] },
  {
    columns: [
      {
        ...t('Cardiona Wrist'),
        affiliateUrl: 'https://shop.example.com/cardiona?rvo_prodid=c1',
        affiliateText: 'Check price',
      },
      cell(['Wrist; see ', link('/health/wrist-monitors', 'our guide')]),
      t('$39.99'),
    ],
  },
]

function block(overrides: Partial<ComparisonTableBlock> = {}): ComparisonTableBlock {
  return { blockType: 'comparisonTable', id: 'cmp1', title: 'Monitors compared', rows: ROWS, ...overrides }
}

const context = testWidgetContext()
const trackOf = (el: Element, kind: 'view' | 'click') =>
  JSON.parse(el.getAttribute(`data-track-${kind}`) ?? 'null')

describe('ComparisonTable', () => {
  it('is a table named by its caption, in a scroll area keyboard users can focus', () => {
    render(<ComparisonTable block={block()} context={context} ordinal={2} />)
    const table = screen.getByRole('table', { name: 'Monitors compared' })
    const region = screen.getByRole('region', { name: 'Monitors compared' })
    expect(region).toHaveAttribute('tabindex', '0')
    expect(region).toContainElement(table)
    expect(trackOf(region.parentElement!, 'view')).toEqual({
      category: 'comparison table',
      name: 'Monitors compared',
      position: 2,
    })
  })

  it('scrolls at most 1100 px tall, with 100 px columns', () => {
    render(<ComparisonTable block={block()} context={context} />)
    const region = screen.getByRole('region')
    expect(region.style.getPropertyValue('--scroll-max-height')).toBe('1100px')
    expect(region.style.getPropertyValue('--column-width')).toBe('100px')
    expect(region.style.getPropertyValue('--columns')).toBe('3')
  })

  it('names columns with the first row and rows with the first cell; an empty corner is no header', () => {
    render(<ComparisonTable block={block()} context={context} />)
    const columns = screen.getAllByRole('columnheader')
    expect(columns.map((c) => c.textContent)).toEqual(['Cuff', 'Price'])
    for (const c of columns) expect(c).toHaveAttribute('scope', 'col')
    const rows = screen.getAllByRole('rowheader')
    expect(rows.map((r) => r.getAttribute('scope'))).toEqual(['row', 'row'])
    expect(within(rows[0]!).getByText('Pulsewise Arm Blood Pressure Monitor')).toBeInTheDocument()
    expect(within(rows[1]!).getByText('Cardiona Wrist')).toBeInTheDocument()
    expect(screen.getAllByRole('row')[0]!.firstElementChild!.tagName).toBe('TD')
  })

  it('links a picked product to its shop as an in-content affiliate link', () => {
    render(<ComparisonTable block={block()} context={context} />)
    const shop = screen.getByRole('link', {
      name: 'SHOP NOW for Pulsewise Arm Blood Pressure Monitor (opens in a new tab)',
    })
    expect(shop).toHaveAttribute('target', '_blank')
    expect(shop).toHaveAttribute('rel', 'noopener noreferrer')
    expect(shop.getAttribute('href')).toBe('https://shop.example.com/pulsewise/arm-blood-pressure-monitor')
    expect(trackOf(shop, 'click')).toMatchObject({
      category: 'in-content affiliate link',
      location: 'comparison table',
      name: 'Pulsewise Arm Blood Pressure Monitor',
      brand: 'Pulsewise',
      position: 1,
    })
  })

  it('uses the typed shop link and words, with the product id from the link', () => {
    render(<ComparisonTable block={block()} context={context} />)
    const shop = screen.getByRole('link', { name: 'Check price for Cardiona Wrist (opens in a new tab)' })
    expect(trackOf(shop, 'click')).toMatchObject({ productId: 'c1', position: 2, text: 'Check price' })
  })

  it('keeps links to the site’s own pages as ordinary links', () => {
    render(<ComparisonTable block={block()} context={context} />)
    const guide = screen.getByRole('link', { name: 'our guide' })
    expect(guide).toHaveAttribute('href', '/health/wrist-monitors')
    expect(guide).not.toHaveAttribute('target')
    expect(guide).not.toHaveAttribute('data-track-click')
  })

  it('turns a partner link typed in a cell’s text into a tracked affiliate link', () => {
    const rows: Rows = [
      { columns: [t('Tracker'), t('Deal')] },
      {
        columns: [t('Lunaring'), cell(['Save 10% at ', link('https://www.amazon.com/dp/B0LUNA', 'Amazon')])],
      },
    ]
    render(<ComparisonTable block={block({ rows })} context={context} />)
    const amazon = screen.getByRole('link', { name: 'Amazon (opens in a new tab)' })
    expect(amazon).toHaveAttribute('target', '_blank')
    expect(trackOf(amazon, 'click')).toMatchObject({
      category: 'in-content affiliate link',
      name: 'Lunaring',
      text: 'Amazon',
    })
    expect(screen.getByText(/Save 10% at/)).toBeInTheDocument()
  })

  it('shows the commission note only when a link goes to a listed partner', () => {
    const { unmount } = render(<ComparisonTable block={block()} context={context} />)
    expect(screen.queryByText(/We may earn a commission/)).toBeNull()
    unmount()
    const withPartners = testWidgetContext({
      commerce: { ...commerceContext(null, '/x'), partnerDomains: ['example.com'] },
    })
    render(<ComparisonTable block={block()} context={withPartners} />)
    expect(
      screen.getByText(/We may earn a commission when you buy through links in this table/),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'How we vet brands and products' })).toHaveAttribute(
      'href',
      withPartners.commerce.vettingPagePath,
    )
  })

  it('names the scroll area "Comparison table" when the title is missing', () => {
    render(<ComparisonTable block={block({ title: '' })} context={context} />)
    expect(screen.getByRole('region', { name: 'Comparison table' })).toBeInTheDocument()
    expect(screen.getByRole('table')).toBeInTheDocument()
  })

  it.each<[string, unknown]>([
    ['no rows', []],
    ['only a header row', [{ columns: [t('A'), t('B')] }]],
    ['rows that are not a list', 'rows'],
    ['cells that are not a list', [{ columns: 3 }, { columns: null }]],
  ])('renders nothing with %s', (_label, rows) => {
    const { container } = render(<ComparisonTable block={block({ rows: rows as Rows })} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('renders on the server with no script', () => {
    const html = renderToString(<ComparisonTable block={block()} context={context} />)
    expect(html).toContain('Monitors compared')
    expect(html).not.toContain('<script')
  })
})

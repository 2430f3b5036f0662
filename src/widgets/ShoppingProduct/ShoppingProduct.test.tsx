import { render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { ShoppingProductBlock } from '@/cms/payload-types'
import { doc, p } from '@/seed/lexical'
import { commerceContext, testWidgetContext } from '@/widgets/context'
import { ShoppingProduct } from './ShoppingProduct'

const context = testWidgetContext()
const trackOf = (el: Element, kind: 'view' | 'click') =>
  JSON.parse(el.getAttribute(`data-track-${kind}`) ?? 'null')

function block(overrides: Partial<ShoppingProductBlock> = {}): ShoppingProductBlock {
  return {
    blockType: 'shoppingProduct',
    id: 'sp1',
    productId: 'WR-1002',
    name: 'Stridewell Cloudpath Walking Shoe',
    brand: 'Stridewell',
    cardType: 'list',
    image: { url: '/media/cloudpath.webp', alt: 'A teal walking shoe', width: 800, height: 600 },
    summary: doc(p('A cushioned shoe for new walkers.')),
    specs: [
      { title: 'Weight', text: '9.1 oz' },
      { title: 'Widths', text: 'Regular, wide' },
    ],
    offers: [
      {
        retailer: { name: 'Example Shop' },
        price: '1299',
        url: 'https://shop.example.com/cloudpath?rvo_prodid=cp1',
        discountAvailable: true,
        discountText: 'Save $20 with code "WALKMORE"',
      },
      { retailer: { name: 'Corner Sports' }, price: '', url: 'https://corner.example.org/cloudpath' },
      { retailer: { name: '' }, price: '', url: 'https://other.example.org/cloudpath' },
    ],
    ...overrides,
  }
}

describe('ShoppingProduct', () => {
  it('shows the brand, name, photo, summary and specs', () => {
    render(<ShoppingProduct block={block()} context={context} ordinal={2} />)
    const card = screen.getByRole('article', { name: 'Stridewell Cloudpath Walking Shoe' })
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Stridewell Cloudpath Walking Shoe',
    )
    expect(within(card).getByText('Stridewell')).toBeInTheDocument()
    const image = within(card).getByRole('img', { name: 'A teal walking shoe' })
    expect(image).toHaveAttribute('width', '800')
    expect(image).toHaveAttribute('height', '600')
    expect(within(card).getByText('A cushioned shoe for new walkers.')).toBeInTheDocument()
    expect(within(card).getByText('Weight').nextElementSibling).toHaveTextContent('9.1 oz')
    expect(trackOf(card, 'view')).toEqual({
      category: 'shopping product',
      name: 'Stridewell Cloudpath Walking Shoe',
      brand: 'Stridewell',
      productId: 'WR-1002',
      formatType: 'list',
      position: 2,
    })
  })

  it('words each button by the spec: price from retailer, shop now at retailer, shop now', () => {
    render(<ShoppingProduct block={block()} context={context} />)
    const names = screen.getAllByRole('link').map((a) => a.textContent)
    expect(names).toEqual([
      '$1,299 FROM Example Shop (opens in a new tab)',
      'SHOP NOW AT Corner Sports (opens in a new tab)',
      'SHOP NOW for Stridewell Cloudpath Walking Shoe (opens in a new tab)',
    ])
  })

  it('links each button out as an affiliate link, tracked with its position', () => {
    render(<ShoppingProduct block={block()} context={context} ordinal={2} />)
    const first = screen.getByRole('link', { name: /^\$1,299 FROM Example Shop/ })
    expect(first).toHaveAttribute('target', '_blank')
    expect(first).toHaveAttribute('data-affiliate', 'flag')
    expect(first.getAttribute('href')).toBe('https://shop.example.com/cloudpath?rvo_prodid=cp1')
    expect(trackOf(first, 'click')).toMatchObject({
      category: 'shopping product',
      productId: 'WR-1002',
      position: 1,
      text: '$1,299 FROM Example Shop',
    })
    expect(trackOf(screen.getByRole('link', { name: /^SHOP NOW AT Corner Sports/ }), 'click')).toMatchObject({
      position: 2,
    })
  })

  it('shows the discount under its button, the code highlighted', () => {
    render(<ShoppingProduct block={block()} context={context} />)
    expect(screen.getByText('"WALKMORE"').tagName).toBe('STRONG')
  })

  it('sends every button to the override link', () => {
    render(
      <ShoppingProduct
        block={block({ linkOverride: 'https://go.example.net/campaign' })}
        context={context}
      />,
    )
    for (const link of screen.getAllByRole('link'))
      expect(link.getAttribute('href')).toBe('https://go.example.net/campaign')
  })

  it('puts specs and shops in tables in the table layout', () => {
    render(<ShoppingProduct block={block({ cardType: 'table' })} context={context} />)
    const specs = screen.getByRole('table', { name: 'Specifications of Stridewell Cloudpath Walking Shoe' })
    expect(within(specs).getByRole('rowheader', { name: 'Weight' })).toHaveAttribute('scope', 'row')
    const shops = screen.getByRole('table', { name: 'Where to buy Stridewell Cloudpath Walking Shoe' })
    expect(
      within(shops)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Shop', 'Price', 'Link to the shop'])
    const rows = within(shops).getAllByRole('row').slice(1)
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Example Shop',
      'Corner Sports',
      '—Not listed',
    ])
    const [price, button] = within(rows[0]!).getAllByRole('cell')
    expect(price).toHaveTextContent('$1,299Save $20 with code "WALKMORE"')
    expect(within(button!).getByRole('link')).toHaveTextContent('$1,299 FROM Example Shop')
    expect(within(rows[0]!).getByRole('link', { name: /^\$1,299 FROM Example Shop/ })).toBeInTheDocument()
    expect(trackOf(screen.getByRole('article'), 'view')).toMatchObject({ formatType: 'table' })
  })

  it('shows the commission note only when a button goes to a listed partner', () => {
    const { unmount } = render(<ShoppingProduct block={block()} context={context} />)
    expect(screen.queryByText(/We may earn a commission/)).toBeNull()
    unmount()
    const withPartners = testWidgetContext({
      commerce: { ...commerceContext(null, '/x'), partnerDomains: ['example.com'] },
    })
    render(<ShoppingProduct block={block()} context={withPartners} />)
    expect(screen.getByText(/We may earn a commission when you buy through these links/)).toBeInTheDocument()
  })

  it('leaves out the photo without a safe address, and buttons without a shop link', () => {
    render(
      <ShoppingProduct
        block={block({
          image: { url: 'javascript:alert(1)', alt: 'x' },
          offers: [{ retailer: { name: 'Nowhere' }, price: '10', url: '' }],
        })}
        context={context}
      />,
    )
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Stridewell Cloudpath Walking Shoe' })).toBeInTheDocument()
  })

  it.each<[string, Partial<ShoppingProductBlock>]>([
    ['no name', { name: '' }],
    ['a blank name', { name: '   ' }],
  ])('renders nothing with %s', (_label, overrides) => {
    const { container } = render(<ShoppingProduct block={block(overrides)} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('renders on the server with no script', () => {
    const html = renderToString(<ShoppingProduct block={block()} context={context} />)
    expect(html).toContain('$1,299 FROM Example Shop')
    expect(html).not.toContain('<script')
  })
})

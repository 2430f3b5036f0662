import { render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { OneTwoThreeBlock } from '@/cms/payload-types'
import { parseCommerceCount, parseTrackFields } from '@/lib/trackingAttrs'
import { testWidgetContext } from '@/widgets/context'
import { OneTwoThree } from './OneTwoThree'

type Item = NonNullable<OneTwoThreeBlock['items']>[number]

const context = testWidgetContext()

const item = (n: number, overrides: Partial<Item> = {}): Item => ({
  id: `i${n}`,
  imageSrc: `https://img.example.com/${n}.png`,
  imageAlt: `Product photo ${n}`,
  name: `Brand ${n}`,
  title: `Offer title ${n}`,
  ctaLabel: 'Shop now',
  ctaUrl: `https://go.example.com/c?n=${n}&#038;subid=P${n}&#038;loc={location}`,
  ...overrides,
})

const block = (items: Item[]): OneTwoThreeBlock => ({ blockType: 'oneTwoThree', id: 'ott', items })

describe('OneTwoThree', () => {
  it('shows each item under a Sponsored label: picture, name, title and a sponsored link', () => {
    render(<OneTwoThree block={block([item(1), item(2), item(3)])} context={context} />)
    expect(screen.getByText('Sponsored')).toBeVisible()
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(3)
    const second = items[1]!
    expect(within(second).getByRole('img', { name: 'Product photo 2' })).toHaveAttribute(
      'src',
      'https://img.example.com/2.png',
    )
    expect(within(second).getByText('Brand 2')).toBeInTheDocument()
    expect(within(second).getByText('Offer title 2')).toBeInTheDocument()
    const link = within(second).getByRole('link', {
      name: 'Shop now — Offer title 2 (sponsored link, opens in a new tab)',
    })
    expect(link).toHaveAttribute('href', 'https://go.example.com/c?n=2&subid=P2&loc=oneTwoThree-2')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer sponsored nofollow')
  })

  it.each([
    [1, '100%'],
    [2, '50%'],
    [3, '33.33%'],
  ])('splits the width for %i item(s): %s each', (count, width) => {
    render(<OneTwoThree block={block([1, 2, 3].slice(0, count).map((n) => item(n)))} context={context} />)
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(count)
    for (const li of items) expect(li.style.width).toBe(width)
  })

  it('leaves out items without a picture or a link, and the others widen', () => {
    render(
      <OneTwoThree
        block={block([item(1, { imageSrc: '' }), item(2), item(3, { ctaUrl: '' })])}
        context={context}
      />,
    )
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(1)
    expect(items[0]).toHaveTextContent('Offer title 2')
    expect(items[0]!.style.width).toBe('100%')
  })

  it('tracks a view per item and counts its product at its place', () => {
    render(<OneTwoThree block={block([item(1, { imageSrc: '' }), item(2), item(3)])} context={context} />)
    const [first, second] = screen.getAllByRole('listitem')
    expect(parseTrackFields(first!.getAttribute('data-track-view'))).toMatchObject({
      category: 'paid media widget',
      name: 'Offer title 2',
      position: 1,
      productId: 'P2',
    })
    expect(parseCommerceCount(first!.getAttribute('data-commerce'))).toEqual({ productId: 'P2', position: 1 })
    expect(parseCommerceCount(second!.getAttribute('data-commerce'))).toEqual({
      productId: 'P3',
      position: 2,
    })
  })

  it('records a view of the whole widget too', () => {
    const { container } = render(<OneTwoThree block={block([item(1), item(2)])} context={context} />)
    const root = container.firstElementChild!
    expect(parseTrackFields(root.getAttribute('data-track-view'))).toEqual({
      category: 'paid media widget',
      formatType: '2 items',
    })
  })

  it('shows at most three items even when more were stored', () => {
    render(<OneTwoThree block={block([1, 2, 3, 4].map((n) => item(n)))} context={context} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    expect(screen.queryByText('Offer title 4')).toBeNull()
  })

  it.each([
    ['no items', []],
    ['only unusable items', [item(1, { imageSrc: null }), item(2, { ctaUrl: 'javascript:alert(1)' })]],
  ])('renders nothing with %s', (_label, items) => {
    const { container } = render(<OneTwoThree block={block(items)} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('renders nothing when the stored items are not a list', () => {
    const { container } = render(
      <OneTwoThree block={{ blockType: 'oneTwoThree', items: 'x' as unknown as Item[] }} context={context} />,
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('ships no script', () => {
    const html = renderToString(<OneTwoThree block={block([item(1)])} context={context} />)
    expect(html).toContain('Offer title 1')
    expect(html).not.toContain('<script')
  })
})

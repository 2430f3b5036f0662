import { render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { QuickLookBlock } from '@/cms/payload-types'
import { commerceContext, testWidgetContext } from '@/widgets/context'
import { QuickLook } from './QuickLook'

const context = testWidgetContext({
  commerce: { ...commerceContext(null, '/health/x'), partnerDomains: ['example.com'] },
})
const trackOf = (el: Element, kind: 'view' | 'click') =>
  JSON.parse(el.getAttribute(`data-track-${kind}`) ?? 'null')

function block(
  itemLinks: QuickLookBlock['itemLinks'],
  heading: string | null = 'Our picks at a glance',
): QuickLookBlock {
  return { blockType: 'quickLook', id: 'ql1', heading, itemLinks }
}

const ITEMS: QuickLookBlock['itemLinks'] = [
  { superlative: 'Best overall', title: 'Pulsewise Arm Monitor' },
  {
    superlative: 'Best budget',
    title: 'Dayset Organizer',
    linkTitle: 'Read our review',
    variantId: 'dayset-1',
  },
  { title: 'Deskwalk Treadmill', hashRoute: 5 },
]

describe('QuickLook', () => {
  it('is a navigation list under its heading, one line per pick', () => {
    render(<QuickLook block={block(ITEMS)} context={context} ordinal={1} />)
    const nav = screen.getByRole('navigation', { name: 'Our picks at a glance' })
    expect(within(nav).getByRole('heading', { level: 2, name: 'Our picks at a glance' })).toBeInTheDocument()
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3)
    expect(trackOf(nav, 'view')).toEqual({
      category: 'quick look',
      name: 'Our picks at a glance',
      position: 1,
    })
  })

  it('jumps each line to its product card: the line’s own number unless another is given', () => {
    render(<QuickLook block={block(ITEMS)} context={context} />)
    expect(screen.getByRole('link', { name: 'Pulsewise Arm Monitor Jump to review' })).toHaveAttribute(
      'href',
      '#product-1-1',
    )
    expect(screen.getByRole('link', { name: 'Dayset Organizer Read our review' })).toHaveAttribute(
      'href',
      '#product-1-2',
    )
    const third = screen.getByRole('link', { name: 'Deskwalk Treadmill Jump to review' })
    expect(third).toHaveAttribute('href', '#product-1-5')
    expect(third).not.toHaveAttribute('target')
  })

  it('shows the award before the name', () => {
    render(<QuickLook block={block(ITEMS)} context={context} />)
    const first = screen.getAllByRole('listitem')[0]!
    expect(first).toHaveTextContent(/^Best overall:\s*Pulsewise Arm Monitor Jump to review$/)
  })

  it('tracks clicks as quick look, with the line’s position and variant', () => {
    render(<QuickLook block={block(ITEMS)} context={context} />)
    expect(trackOf(screen.getByRole('link', { name: /^Dayset Organizer/ }), 'click')).toEqual({
      category: 'quick look',
      name: 'Dayset Organizer',
      text: 'Read our review',
      variant: 'dayset-1',
      position: 2,
      linkUrl: '#product-1-2',
    })
  })

  it('leads to a page of the site, another site, or a shop when given a link', () => {
    render(
      <QuickLook
        block={block([
          { title: 'Walking guide', link: '/fitness/walking-for-heart-health' },
          { title: 'CDC advice', link: 'https://www.cdc.gov/physical-activity' },
          { title: 'Citystep Everyday', link: 'https://shop.example.com/citystep', linkTitle: 'Check price' },
        ])}
        context={context}
      />,
    )
    const internal = screen.getByRole('link', { name: 'Walking guide Learn more' })
    expect(internal).toHaveAttribute('href', '/fitness/walking-for-heart-health')
    expect(internal).not.toHaveAttribute('target')

    const external = screen.getByRole('link', { name: 'CDC advice Learn more (opens in a new tab)' })
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    expect(external).not.toHaveAttribute('data-affiliate')

    const shop = screen.getByRole('link', { name: 'Citystep Everyday Check price (opens in a new tab)' })
    expect(shop).toHaveAttribute('data-affiliate', 'flag')
    expect(trackOf(shop, 'click')).toMatchObject({
      category: 'quick look',
      name: 'Citystep Everyday',
      position: 3,
    })
  })

  it('is named "Our picks at a glance" without a heading', () => {
    render(<QuickLook block={block(ITEMS, '')} context={context} />)
    expect(screen.getByRole('navigation', { name: 'Our picks at a glance' })).toBeInTheDocument()
    expect(screen.queryByRole('heading')).toBeNull()
  })

  it('leaves out lines it cannot read', () => {
    render(
      <QuickLook
        block={block([
          { title: '  ' },
          { title: 'Odd anchor', hashRoute: 'somewhere' as unknown as number },
          { title: 'Lunaring Ring' },
        ])}
        context={context}
      />,
    )
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(screen.getByRole('link', { name: /^Lunaring Ring/ })).toHaveAttribute('href', '#product-1-3')
  })

  it.each<[string, unknown]>([
    ['no lines', []],
    ['only unreadable lines', [{ title: '' }, { title: 'x', hashRoute: -1 }]],
    ['lines that are not a list', 'broken'],
  ])('renders nothing with %s', (_label, itemLinks) => {
    const { container } = render(
      <QuickLook block={block(itemLinks as QuickLookBlock['itemLinks'])} context={context} />,
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('renders on the server with no script', () => {
    const html = renderToString(<QuickLook block={block(ITEMS)} context={context} />)
    expect(html).toContain('href="#product-1-1"')
    expect(html).not.toContain('<script')
  })
})

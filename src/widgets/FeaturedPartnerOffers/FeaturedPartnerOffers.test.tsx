import { render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { FeaturedPartnerOffersBlock } from '@/cms/payload-types'
import { parseCommerceCount, parseTrackFields } from '@/lib/trackingAttrs'
import { commerceContext, DEFAULT_FEATURED_PARTNER_EXPLANATION, testWidgetContext } from '@/widgets/context'
import { FeaturedPartnerOffers } from './FeaturedPartnerOffers'

type Offer = NonNullable<FeaturedPartnerOffersBlock['offers']>[number]

const context = testWidgetContext()

const offer = (n: number, overrides: Partial<Offer> = {}): Offer => ({
  id: `o${n}`,
  name: `Brand ${n}`,
  offer: `${n * 10}% off with code SAVE${n}`,
  ctaText: 'Get the deal',
  ctaUrl: `https://shop.example.com/brand-${n}?rvo_prodid=B${n}&loc={location}`,
  ...overrides,
})

const block = (overrides: Partial<FeaturedPartnerOffersBlock> = {}): FeaturedPartnerOffersBlock => ({
  blockType: 'featuredPartnerOffers',
  id: 'fpo1',
  title: 'Deals from our partners',
  offers: [offer(1), offer(2)],
  ...overrides,
})

describe('FeaturedPartnerOffers', () => {
  it('is a labelled box with the Featured Partner label and the site’s explanation', () => {
    render(<FeaturedPartnerOffers block={block()} context={context} />)
    const box = screen.getByRole('region', { name: 'Deals from our partners' })
    expect(
      within(box).getByRole('heading', { level: 2, name: 'Deals from our partners' }),
    ).toBeInTheDocument()
    expect(within(box).getByText('Featured Partner')).toBeVisible()
    // The default explanation starts "Featured Partner: …"; the label is not said twice.
    expect(DEFAULT_FEATURED_PARTNER_EXPLANATION).toMatch(/^Featured Partner: this brand pays/)
    expect(
      within(box).getByText(/^This brand pays for its placement here\. Our editors still test every product/),
    ).toBeInTheDocument()
    expect(box).not.toHaveTextContent('Featured Partner:')
    expect(within(box).getByRole('link', { name: 'How we vet brands and products' })).toHaveAttribute(
      'href',
      context.commerce.vettingPagePath,
    )
  })

  it('shows the explanation and vetting page set in site settings', () => {
    const custom = testWidgetContext({
      commerce: {
        ...commerceContext(null, '/x'),
        featuredPartnerExplanation: 'These brands pay to appear here; our editors still test every product.',
        vettingPagePath: '/about/vetting',
      },
    })
    render(<FeaturedPartnerOffers block={block()} context={custom} />)
    expect(
      screen.getByText(/^These brands pay to appear here; our editors still test every product\./),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'How we vet brands and products' })).toHaveAttribute(
      'href',
      '/about/vetting',
    )
  })

  it('lists each offer with a sponsored link out', () => {
    render(<FeaturedPartnerOffers block={block()} context={context} />)
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByText('Brand 1')).toBeInTheDocument()
    expect(within(items[0]!).getByText('10% off with code SAVE1')).toBeInTheDocument()
    const link = within(items[1]!).getByRole('link', {
      name: 'Get the deal — Brand 2 (sponsored link, opens in a new tab)',
    })
    expect(link).toHaveAttribute(
      'href',
      'https://shop.example.com/brand-2?rvo_prodid=B2&loc=featuredPartnerOffers-2',
    )
    expect(link).toHaveAttribute('rel', 'noopener noreferrer sponsored nofollow')
    expect(link).toHaveAttribute('target', '_blank')
  })

  it('records a view of the box and of each offer, and counts each product', () => {
    render(<FeaturedPartnerOffers block={block()} context={context} />)
    expect(parseTrackFields(screen.getByRole('region').getAttribute('data-track-view'))).toMatchObject({
      category: 'featured partner offers',
      name: 'Deals from our partners',
    })
    const second = screen.getAllByRole('listitem')[1]!
    expect(parseTrackFields(second.getAttribute('data-track-view'))).toMatchObject({
      category: 'featured partner offers',
      name: 'Brand 2',
      position: 2,
      productId: 'B2',
    })
    expect(parseCommerceCount(second.getAttribute('data-commerce'))).toEqual({ productId: 'B2', position: 2 })
  })

  it('uses the default heading', () => {
    render(<FeaturedPartnerOffers block={block({ title: '' })} context={context} />)
    expect(
      screen.getByRole('heading', { level: 2, name: 'Offers from our featured partners' }),
    ).toBeInTheDocument()
  })

  it('leaves out incomplete offers', () => {
    render(
      <FeaturedPartnerOffers
        block={block({ offers: [offer(1, { offer: '' }), offer(2), offer(3, { ctaUrl: '' })] })}
        context={context}
      />,
    )
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(screen.getByText('Brand 2')).toBeInTheDocument()
  })

  it.each([
    ['no offers', block({ offers: [] })],
    ['only incomplete offers', block({ offers: [offer(1, { name: '' })] })],
    ['offers that are not a list', block({ offers: 'x' as unknown as Offer[] })],
  ])('renders nothing with %s', (_label, data) => {
    const { container } = render(<FeaturedPartnerOffers block={data} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('ships no script', () => {
    const html = renderToString(<FeaturedPartnerOffers block={block()} context={context} />)
    expect(html).toContain('Deals from our partners')
    expect(html).not.toContain('<script')
  })
})

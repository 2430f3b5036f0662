import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import type { PaidMediaCardBlock } from '@/cms/payload-types'
import { parseCommerceCount, parseTrackFields } from '@/lib/trackingAttrs'
import { commerceContext, testWidgetContext } from '@/widgets/context'
import { sampleRefs } from '@/widgets/fixtures'
import { PaidMediaCard } from './PaidMediaCard'

const context = testWidgetContext()

const block = (overrides: Partial<PaidMediaCardBlock> = {}): PaidMediaCardBlock => ({
  blockType: 'paidMediaCard',
  id: 'pm1',
  productTitle: 'Calmleaf Broad-Spectrum CBD Gummies, 25 mg',
  productBrand: 'Calmleaf',
  imgSrc: 'https://img.example.com/calmleaf.png',
  imageAlt: 'A jar of green gummies',
  rating: 4.6,
  numberOfRatings: 3412,
  highlights: [
    { label: 'Price', value: '$1299' },
    { label: 'CBD per gummy', value: '25 mg' },
  ],
  discount: 'Use code CALM20 for 20% off',
  ctaText: 'Shop now at Calmleaf',
  ctaUrl: 'https://go.example.com/c?rvo_prodid=CL25&#038;loc={location}',
  isFeaturedPartner: false,
  ...overrides,
})

describe('PaidMediaCard', () => {
  it('shows the product with a Sponsored label, its rating, highlights and discount', () => {
    render(<PaidMediaCard block={block()} context={context} ordinal={2} />)
    const card = screen.getByRole('article', { name: 'Calmleaf Broad-Spectrum CBD Gummies, 25 mg' })
    expect(within(card).getByText('Sponsored')).toBeVisible()
    expect(
      within(card).getByRole('heading', { level: 3, name: 'Calmleaf Broad-Spectrum CBD Gummies, 25 mg' }),
    ).toBeInTheDocument()
    expect(within(card).getByText('Calmleaf')).toBeInTheDocument()
    expect(within(card).getByRole('img', { name: 'A jar of green gummies' })).toHaveAttribute(
      'src',
      'https://img.example.com/calmleaf.png',
    )
    expect(within(card).getByText('4.6').closest('p')).toHaveTextContent(
      '4.6 out of 5, GREAT (3,412 ratings)',
    )
    expect(within(card).getByText('$1,299')).toBeInTheDocument()
    expect(within(card).getByText('25 mg')).toBeInTheDocument()
    expect(within(card).getByText('Use code CALM20 for 20% off')).toBeInTheDocument()
  })

  it('splits the button text after its first two words, and keeps the whole text as its name', () => {
    render(<PaidMediaCard block={block()} context={context} />)
    const link = screen.getByRole('link', { name: /^Shop now at Calmleaf/ })
    const spans = [...link.querySelectorAll('span:not(.visually-hidden)')].map((s) => s.textContent)
    expect(spans).toEqual(['Shop now', 'at Calmleaf'])
  })

  it('links out through a sponsored affiliate link, with the paid-media escapes decoded', () => {
    render(<PaidMediaCard block={block()} context={context} ordinal={3} />)
    const link = screen.getByRole('link', { name: /^Shop now at Calmleaf/ })
    expect(link).toHaveAttribute('href', 'https://go.example.com/c?rvo_prodid=CL25&loc=paidMediaCard-3')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer sponsored nofollow')
    expect(parseTrackFields(link.getAttribute('data-track-click'))).toMatchObject({
      category: 'paid media card',
      productId: 'CL25',
      position: 3,
      text: 'Shop now at Calmleaf',
    })
  })

  it('records a view and counts the product at its position', () => {
    render(<PaidMediaCard block={block({ position: 5 })} context={context} ordinal={1} />)
    const card = screen.getByRole('article')
    expect(parseTrackFields(card.getAttribute('data-track-view'))).toMatchObject({
      category: 'paid media card',
      name: 'Calmleaf Broad-Spectrum CBD Gummies, 25 mg',
      brand: 'Calmleaf',
      productId: 'CL25',
      position: 5,
    })
    expect(parseCommerceCount(card.getAttribute('data-commerce'))).toEqual({ productId: 'CL25', position: 5 })
  })

  it('does not count a product whose id is unknown', () => {
    render(<PaidMediaCard block={block({ ctaUrl: 'https://go.example.com/c' })} context={context} />)
    expect(screen.getByRole('article')).not.toHaveAttribute('data-commerce')
  })

  it('shows the Featured Partner label, which opens the site’s explanation and the vetting page', async () => {
    const user = userEvent.setup()
    const withText = testWidgetContext({
      commerce: {
        ...commerceContext(null, '/health/x'),
        featuredPartnerExplanation:
          'Featured Partner: this brand pays to be here. Editors test every product; reviews are never for sale.',
        vettingPagePath: '/health/how-we-vet',
      },
    })
    render(<PaidMediaCard block={block({ isFeaturedPartner: true })} context={withText} />)
    const summary = screen.getByText('Featured Partner')
    const explanation = screen.getByText(/This brand pays to be here/)
    expect(explanation).not.toBeVisible()
    await user.click(summary)
    expect(explanation).toBeVisible()
    expect(explanation).toHaveTextContent(
      'This brand pays to be here. Editors test every product; reviews are never for sale.',
    )
    expect(screen.getByRole('link', { name: 'How we vet brands and products' })).toHaveAttribute(
      'href',
      '/health/how-we-vet',
    )
  })

  it('has no Featured Partner label when not set', () => {
    render(<PaidMediaCard block={block()} context={context} />)
    expect(screen.queryByText('Featured Partner')).toBeNull()
  })

  it('fills empty fields from the picked product', () => {
    const product = sampleRefs.product('bloodPressureMonitor')
    render(
      <PaidMediaCard
        block={block({
          product,
          productTitle: '',
          productBrand: '',
          imgSrc: '',
          imageAlt: '',
          rating: null,
          numberOfRatings: null,
          highlights: [],
          discount: '',
          ctaText: '',
          ctaUrl: '',
        })}
        context={context}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Pulsewise Arm Blood Pressure Monitor' })).toBeInTheDocument()
    expect(screen.getByRole('img')).toHaveAttribute('src', '/sample/products/bloodPressureMonitor.webp')
    expect(screen.getByText('4.7').closest('p')).toHaveTextContent('GREAT')
    expect(screen.getByRole('link', { name: /^SHOP NOW/ })).toHaveAttribute(
      'href',
      'https://shop.example.com/pulsewise/arm-blood-pressure-monitor',
    )
  })

  it('shows no button without a usable link, and no rating without one', () => {
    render(<PaidMediaCard block={block({ ctaUrl: 'javascript:alert(1)', rating: null })} context={context} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByText(/out of 5/)).toBeNull()
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument()
  })

  it('left-aligns a long discount', () => {
    render(
      <PaidMediaCard
        block={block({ discount: 'Free shipping on every order over $25 this month' })}
        context={context}
      />,
    )
    expect(screen.getByText('Free shipping on every order over $25 this month')).toHaveClass('discountLong')
  })

  it.each([
    ['no name', block({ productTitle: '' })],
    ['a name that is not text', block({ productTitle: 42 as unknown as string })],
    ['a deleted product and no name', block({ productTitle: null, product: 77 })],
  ])('renders nothing with %s', (_label, data) => {
    const { container } = render(<PaidMediaCard block={data} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('ships no script', () => {
    const html = renderToString(
      <PaidMediaCard block={block({ isFeaturedPartner: true })} context={context} />,
    )
    expect(html).toContain('Calmleaf Broad-Spectrum CBD Gummies, 25 mg')
    expect(html).not.toContain('<script')
  })
})

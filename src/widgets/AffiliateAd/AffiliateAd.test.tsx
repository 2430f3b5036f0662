import { render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { AffiliateAdBlock } from '@/cms/payload-types'
import { parseCommerceCount, parseTrackFields } from '@/lib/trackingAttrs'
import { testWidgetContext } from '@/widgets/context'
import { AffiliateAd } from './AffiliateAd'

const context = testWidgetContext()

const block = (overrides: Partial<AffiliateAdBlock> = {}): AffiliateAdBlock => ({
  blockType: 'affiliateAd',
  id: 'ad1',
  mainText: 'Track your sleep without a watch',
  subText: 'A titanium ring that measures sleep stages.',
  discount: '15% off with code SLEEP15',
  brand: 'Lunaring',
  ctaText: 'See the ring',
  ctaUrl: 'https://shop.example.com/lunaring?rvo_prodid=LR-1&where={location}',
  imgSrc: 'https://img.example.com/ring.png',
  imageAlt: 'A dark titanium ring',
  ...overrides,
})

describe('AffiliateAd', () => {
  it('is clearly labelled Sponsored and shows its picture, texts and discount', () => {
    render(<AffiliateAd block={block()} context={context} />)
    const ad = screen.getByRole('article', { name: 'Sponsored: Lunaring' })
    expect(within(ad).getByText('Sponsored')).toBeVisible()
    expect(within(ad).getByRole('img', { name: 'A dark titanium ring' })).toBeInTheDocument()
    expect(within(ad).getByText('Lunaring')).toBeInTheDocument()
    expect(within(ad).getByText('Track your sleep without a watch')).toBeInTheDocument()
    expect(within(ad).getByText('A titanium ring that measures sleep stages.')).toBeInTheDocument()
    expect(within(ad).getByText('15% off with code SLEEP15')).toBeInTheDocument()
  })

  it('adds no heading to the article outline', () => {
    render(<AffiliateAd block={block()} context={context} />)
    expect(screen.queryByRole('heading')).toBeNull()
  })

  it('links out through a sponsored affiliate link with its placement filled in', () => {
    render(<AffiliateAd block={block()} context={context} ordinal={2} />)
    const link = screen.getByRole('link', { name: 'See the ring (sponsored link, opens in a new tab)' })
    expect(link).toHaveAttribute(
      'href',
      'https://shop.example.com/lunaring?rvo_prodid=LR-1&where=affiliateAd-2',
    )
    expect(link).toHaveAttribute('rel', 'noopener noreferrer sponsored nofollow')
    expect(link).toHaveAttribute('target', '_blank')
    expect(parseTrackFields(link.getAttribute('data-track-click'))).toMatchObject({
      category: 'affiliate ad',
      brand: 'Lunaring',
      productId: 'LR-1',
      position: 2,
      text: 'See the ring',
    })
  })

  it('records a view and counts the product', () => {
    render(<AffiliateAd block={block({ position: 4 })} context={context} ordinal={1} />)
    const ad = screen.getByRole('article')
    expect(parseTrackFields(ad.getAttribute('data-track-view'))).toMatchObject({
      category: 'affiliate ad',
      name: 'Track your sleep without a watch',
      position: 4,
    })
    expect(parseCommerceCount(ad.getAttribute('data-commerce'))).toEqual({ productId: 'LR-1', position: 4 })
  })

  it('names the ad by its main line when it has no brand, and shows no picture without one', () => {
    render(<AffiliateAd block={block({ brand: '', imgSrc: '' })} context={context} />)
    expect(
      screen.getByRole('article', { name: 'Sponsored: Track your sleep without a watch' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('img')).toBeNull()
  })

  it.each([
    ['no main text', block({ mainText: '' })],
    ['no link', block({ ctaUrl: null })],
    ['an unsafe link', block({ ctaUrl: 'javascript:alert(1)' })],
  ])('renders nothing with %s', (_label, data) => {
    const { container } = render(<AffiliateAd block={data} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('ships no script', () => {
    const html = renderToString(<AffiliateAd block={block()} context={context} />)
    expect(html).toContain('Track your sleep without a watch')
    expect(html).not.toContain('<script')
  })
})

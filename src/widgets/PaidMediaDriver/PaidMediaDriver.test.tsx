import { render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { PaidMediaDriverBlock } from '@/cms/payload-types'
import { parseCommerceCount, parseTrackFields } from '@/lib/trackingAttrs'
import { commerceContext, testWidgetContext } from '@/widgets/context'
import { sampleRefs } from '../fixtures'
import { PaidMediaDriver } from './PaidMediaDriver'

const context = testWidgetContext()

const block = (overrides: Partial<PaidMediaDriverBlock> = {}): PaidMediaDriverBlock => ({
  blockType: 'paidMediaDriver',
  id: 'pmd1',
  brand: 'Pulsewise',
  whisper: 'New this spring',
  headline: 'Track your heart rate on every walk',
  bodyCopy: 'A light fitness watch.\n\nFree returns within 60 days.',
  image: sampleRefs.picture('driver-fitness-watch'),
  callToAction: 'See the watch',
  callToActionURL: 'https://shop.example.com/pulsewise/watch?rvo_prodid=PW-300&#038;loc={location}',
  ...overrides,
})

describe('PaidMediaDriver', () => {
  it('is a card labelled "Sponsored by" its sponsor, with picture, small line, headline and body', () => {
    render(<PaidMediaDriver block={block()} context={context} ordinal={1} />)
    const card = screen.getByRole('article', { name: 'Track your heart rate on every walk' })
    expect(card.firstElementChild).toHaveTextContent('Sponsored by Pulsewise')
    expect(within(card).getByText('Sponsored')).toBeVisible()
    expect(within(card).getByText('New this spring')).toBeInTheDocument()
    expect(
      within(card).getByRole('heading', { level: 3, name: 'Track your heart rate on every walk' }),
    ).toBeInTheDocument()
    expect(within(card).getByText('A light fitness watch.').tagName).toBe('P')
    expect(within(card).getByText('Free returns within 60 days.').tagName).toBe('P')
    const img = within(card).getByRole('img')
    expect(img).toHaveAttribute('src', '/sample/pictures/driver-fitness-watch.webp')
    expect(img.getAttribute('alt')).toMatch(/fitness watch/)
    expect(img).toHaveAttribute('loading', 'lazy')
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['240', '180'])
  })

  it('links out through a sponsored affiliate link (new tab, rel, placement, click tracked)', () => {
    render(<PaidMediaDriver block={block()} context={context} ordinal={3} />)
    const link = screen.getByRole('link', { name: /^See the watch/ })
    expect(link).toHaveAccessibleName('See the watch — Pulsewise (sponsored link, opens in a new tab)')
    expect(link).toHaveAttribute(
      'href',
      'https://shop.example.com/pulsewise/watch?rvo_prodid=PW-300&loc=paidMediaDriver-3',
    )
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer sponsored nofollow')
    expect(parseTrackFields(link.getAttribute('data-track-click'))).toMatchObject({
      category: 'paid media driver',
      productId: 'PW-300',
      position: 3,
      brand: 'Pulsewise',
      text: 'See the watch',
    })
  })

  it('records a view and counts the product at its position', () => {
    render(<PaidMediaDriver block={block()} context={context} ordinal={2} />)
    const card = screen.getByRole('article')
    expect(parseTrackFields(card.getAttribute('data-track-view'))).toMatchObject({
      category: 'paid media driver',
      name: 'Track your heart rate on every walk',
      brand: 'Pulsewise',
      productId: 'PW-300',
      position: 2,
    })
    expect(parseCommerceCount(card.getAttribute('data-commerce'))).toEqual({
      productId: 'PW-300',
      position: 2,
    })
  })

  it('shows the commission note only when the link goes to a partner', () => {
    render(<PaidMediaDriver block={block()} context={context} />)
    expect(screen.queryByText(/We may earn a commission/)).toBeNull()
    const partner = testWidgetContext({
      commerce: {
        ...commerceContext(null, '/health/x'),
        partnerDomains: ['shop.example.com'],
        vettingPagePath: '/health/how-we-vet',
      },
    })
    render(<PaidMediaDriver block={block({ id: 'pmd2' })} context={partner} />)
    expect(screen.getByText(/We may earn a commission when you buy through this link\./)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'How we vet brands and products' })).toHaveAttribute(
      'href',
      '/health/how-we-vet',
    )
  })

  it('says "Learn more" without button words, and has no button without a usable link', () => {
    const { unmount } = render(<PaidMediaDriver block={block({ callToAction: '' })} context={context} />)
    expect(screen.getByRole('link', { name: /^Learn more/ })).toBeInTheDocument()
    unmount()
    render(<PaidMediaDriver block={block({ callToActionURL: 'javascript:alert(1)' })} context={context} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByRole('article')).not.toHaveAttribute('data-commerce')
  })

  it('shows text only without a picture, small line or body', () => {
    render(<PaidMediaDriver block={block({ image: null, whisper: '', bodyCopy: '' })} context={context} />)
    const card = screen.getByRole('article')
    expect(within(card).queryByRole('img')).toBeNull()
    expect(within(card).queryByText('New this spring')).toBeNull()
    expect(card.querySelectorAll('p')).toHaveLength(1) // the sponsored label
  })

  it.each([
    ['no headline', block({ headline: '' })],
    ['a headline that is not text', block({ headline: 7 as unknown as string })],
  ])('renders nothing with %s', (_label, data) => {
    const { container } = render(<PaidMediaDriver block={data} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('ships no script', () => {
    const html = renderToString(<PaidMediaDriver block={block()} context={context} />)
    expect(html).toContain('Sponsored')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('data-lazy-leaf')
  })
})

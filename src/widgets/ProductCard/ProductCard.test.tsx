import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import type { Product, ProductCardBlock } from '@/cms/payload-types'
import { parseTrackFields } from '@/lib/trackingAttrs'
import { PRODUCTS, type ProductKey } from '@/seed/data/products'
import { FakeIntersectionObserver, mockReducedMotion } from '../../../tests/unit/browser-fakes'
import { testWidgetContext } from '../context'
import { sampleRefs } from '../fixtures'
import type { WidgetContext } from '../types'
import { ProductCard, ProductCardGroup } from './ProductCard'
import { AnimatedImage, CarouselArrows } from './ProductCard.client'
import { AnimatedImage as AnimatedImageIsland, ReviewCollapse } from './ProductCard.lazy.client'
import styles from './ProductCard.module.css'
import { productCardWidget } from './ProductCard.widget'

// The widget's interactive parts are deferred islands (src/ui/deferredIsland.tsx): load their code first, as
// the reader's approach would, so that they render and hydrate here.
beforeAll(async () => {
  await AnimatedImageIsland.wake()
  await ReviewCollapse.wake()
})

const partnerContext = (overrides: Partial<WidgetContext['commerce']> = {}): WidgetContext => {
  const base = testWidgetContext()
  return testWidgetContext({
    commerce: { ...base.commerce, partnerDomains: ['example.com'], ...overrides },
  })
}

function product(key: ProductKey, overrides: Partial<Product> = {}): Product {
  return { ...(sampleRefs.product(key) as Product), ...overrides }
}

let blockIds = 0
function card(p: Product | number, overrides: Partial<ProductCardBlock> = {}): ProductCardBlock {
  blockIds += 1
  return { blockType: 'productCard', id: `card-${blockIds}`, product: p, ...overrides }
}

function richText(...paragraphs: string[]): Product['productReview'] {
  return {
    root: {
      type: 'root',
      version: 1,
      direction: null,
      format: '',
      indent: 0,
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        version: 1,
        children: [{ type: 'text', version: 1, text, format: 0 }],
      })),
    },
  }
}

const LONG_REVIEW = richText(
  'A long review paragraph that goes on about lab reports, batch numbers, flavors and value for money. '.repeat(
    3,
  ),
  'And a second paragraph with the safety advice every CBD review needs, about medicines and pregnancy. '.repeat(
    3,
  ),
)

/** Every element's layout height, as jsdom has no layout: the review collapse measures it. */
function layoutHeight(px: number) {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    height: px,
    width: 600,
    top: 0,
    left: 0,
    right: 600,
    bottom: px,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  })
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('ProductCard: the card', () => {
  it('shows the name as a heading, the brand, the photo with its description, and the award line', () => {
    render(<ProductCard block={card(product('cbdCalmleaf'))} context={testWidgetContext()} />)
    const article = screen.getByRole('article', { name: PRODUCTS.cbdCalmleaf.productTitle })
    expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent(
      PRODUCTS.cbdCalmleaf.productTitle,
    )
    expect(within(article).getByText('Calmleaf')).toBeInTheDocument()
    expect(within(article).getByRole('img', { name: PRODUCTS.cbdCalmleaf.imgAlt })).toHaveAttribute(
      'src',
      '/sample/products/cbdCalmleaf.webp',
    )
    expect(within(article).getByText('Best CBD gummies overall')).toBeInTheDocument()
  })

  it('uses the placement’s award line over the product’s', () => {
    render(
      <ProductCard
        block={card(product('cbdMeadow'), { superlative: 'Best tasting' })}
        context={testWidgetContext()}
      />,
    )
    expect(screen.getByText('Best tasting')).toBeInTheDocument()
    expect(screen.queryByText('Best organic CBD gummies')).toBeNull()
  })

  it('falls back to the photo address when nothing is uploaded', () => {
    render(
      <ProductCard
        block={card(product('cbdHarbor', { image: null, imgSrc: 'https://img.example.com/harbor.webp' }))}
        context={testWidgetContext()}
      />,
    )
    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://img.example.com/harbor.webp')
  })

  it('is the anchor quick-look links jump to, and is counted and tracked as a product card', () => {
    render(<ProductCard block={card(product('cbdSundew'))} context={testWidgetContext()} ordinal={3} />)
    const article = screen.getByRole('article')
    expect(article).toHaveAttribute('id', 'product-1-3')
    expect(article).toHaveAttribute('data-commerce', `${product('cbdSundew').id}:3`)
    expect(parseTrackFields(article.getAttribute('data-track-view'))).toMatchObject({
      category: 'product card',
      position: 3,
      brand: 'Sundew',
      name: PRODUCTS.cbdSundew.productTitle,
    })
  })

  it('lists the tags', () => {
    render(<ProductCard block={card(product('cbdHarbor'))} context={testWidgetContext()} />)
    const tags = screen.getByRole('list', { name: 'Product features' })
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['CBD isolate', 'No THC', 'Sugar-free', '30 gummies'])
  })

  it.each([
    ['cbdMeadow', '4.9', 'EXCELLENT', '(2,204 ratings)'],
    ['cbdNorthfield', '4.6', 'GREAT', '(1,876 ratings)'],
    ['cbdHarbor', '4.2', 'VERY GOOD', '(611 ratings)'],
  ] as const)(
    'shows %s’s rating %s out of 5, in words (%s), with the number of ratings',
    (key, value, word, count) => {
      render(<ProductCard block={card(product(key))} context={testWidgetContext()} />)
      const row = screen.getByText(count, { exact: false }).closest('p')!
      expect(row).toHaveTextContent(`★★★★★${value} out of 5 ${word} ${count}`)
      expect(row.querySelector('[aria-hidden="true"]')).toHaveTextContent('★★★★★')
    },
  )

  it('says GOOD below 3.9', () => {
    render(<ProductCard block={card(product('cbdHarbor', { rating: 3.5 }))} context={testWidgetContext()} />)
    expect(screen.getByText('(611 ratings)', { exact: false }).closest('p')).toHaveTextContent(
      '3.5 out of 5 GOOD',
    )
  })

  it('shows no rating when the product hides it', () => {
    const { container } = render(
      <ProductCard
        block={card(product('cbdMeadow', { noProductRating: true }))}
        context={testWidgetContext()}
      />,
    )
    expect(screen.queryByText(/ratings\)/)).toBeNull()
    expect(container.querySelector(`.${styles.rating}`)).toBeNull()
  })

  it.each([
    [true, true],
    [false, false],
  ])('marks the rating row for the rating-row test only on its pages (test page: %s)', (testPage, marked) => {
    render(
      <ProductCard
        block={card(product('cbdMeadow'))}
        context={partnerContext({ ratingRowTestPage: testPage })}
      />,
    )
    const row = screen.getByText('(2,204 ratings)', { exact: false }).closest('p')!
    expect(row.classList.contains(styles.ratingTest!)).toBe(marked)
  })

  it('shows each ticked flag as a label, and the featured-partner explanation', () => {
    render(
      <ProductCard
        block={card(product('cbdNorthfield', { isEditorPick: true }))}
        context={partnerContext({
          featuredPartnerExplanation: 'Featured Partner: this brand pays to be here.',
        })}
      />,
    )
    const flags = screen.getByRole('list', { name: 'About this pick' })
    expect(
      within(flags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Editor’s pick', 'Featured partner'])
    expect(screen.getByText('This brand pays to be here.')).toBeInTheDocument()
  })

  it('shows no flags and no partner note when none is ticked', () => {
    render(
      <ProductCard block={card(product('cbdSundew', { isBestOverall: false }))} context={partnerContext()} />,
    )
    expect(screen.queryByRole('list', { name: 'About this pick' })).toBeNull()
    expect(screen.queryByText(/pays for its placement/)).toBeNull()
  })

  it('shows each founder badge with its words and an icon hidden from screen readers', () => {
    render(<ProductCard block={card(product('cbdSundew'))} context={testWidgetContext()} />)
    const badges = screen.getByRole('list', { name: 'Founders' })
    const items = within(badges).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual(['Black-Founded', 'Small Business-Founded'])
    for (const item of items) expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })

  it.each([
    'AAPI-Founded',
    'Black-Founded',
    'LGBTQIA+-Founded',
    'Small Business-Founded',
    'Veteran-Founded',
    'Women-Founded',
  ] as const)('draws an icon for the %s badge', (tag) => {
    render(
      <ProductCard
        block={card(product('cbdHarbor', { hesiBadgeTags: [tag] }))}
        context={testWidgetContext()}
      />,
    )
    const badge = screen.getByText(tag)
    expect(badge.querySelector('svg path, svg circle, svg rect')).not.toBeNull()
  })
})

describe('ProductCard: highlights', () => {
  it('shows each highlight as a term and its value, the price with thousands separators', () => {
    render(<ProductCard block={card(product('walkingTreadmill'))} context={testWidgetContext()} />)
    const price = screen.getByText('Price', { selector: 'dt' })
    expect(price.nextElementSibling).toHaveTextContent('$1,299')
    expect(screen.getByText('Speed range', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '0.5–4 mph',
    )
  })

  it('links the COA to its lab certificate through an affiliate link', () => {
    render(<ProductCard block={card(product('cbdCalmleaf'))} context={testWidgetContext()} ordinal={2} />)
    const link = screen.getByRole('link', { name: /Every batch, independent lab/ })
    expect(link.getAttribute('href')).toMatch(
      /^https:\/\/labs\.example\.com\/certificates\/calmleaf-broad-spectrum-25mg-batch-2611/,
    )
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
    expect(parseTrackFields(link.getAttribute('data-track-click'))).toMatchObject({
      category: 'product card',
      name: 'COA',
      position: 2,
    })
  })

  it('shows the COA as text when it has no link', () => {
    const p = product('cbdCalmleaf')
    render(
      <ProductCard
        block={card({ ...p, highlights: [{ label: 'COA', value: 'On request' }] })}
        context={testWidgetContext()}
      />,
    )
    expect(screen.getByText('On request')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /On request/ })).toBeNull()
  })

  it('explains a highlight in a toggletip: a native disclosure, closed until the reader opens it', async () => {
    const user = userEvent.setup()
    render(<ProductCard block={card(product('cbdCalmleaf'))} context={testWidgetContext()} />)
    const toggle = screen.getByText('About COA').closest('summary')!
    const tip = toggle.closest('details')!
    const explanation = within(tip).getByText(/certificate of analysis/)
    expect(toggle.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    expect(tip).not.toHaveAttribute('open')
    expect(explanation).not.toBeVisible()

    await user.click(toggle)
    expect(tip).toHaveAttribute('open')
    expect(explanation).toBeVisible()

    await user.click(toggle)
    expect(tip).not.toHaveAttribute('open')
  })

  it('explains the price with the product’s price explanation', () => {
    render(<ProductCard block={card(product('cbdCalmleaf'))} context={testWidgetContext()} />)
    expect(screen.getByText('About Price').closest('details')).toHaveTextContent(
      'For one jar of 30 gummies, when we last checked.',
    )
  })
})

describe('ProductCard: discount, button and commission note', () => {
  it('highlights the code and the amount off', () => {
    render(<ProductCard block={card(product('cbdSundew'))} context={testWidgetContext()} />)
    const line = screen.getByText('25% off').closest('p')!
    expect(
      within(line)
        .getAllByRole('strong')
        .map((s) => s.textContent),
    ).toEqual(['25% off', '$5 off', '"SUNDEW5"'])
    expect(line.className).toContain(styles.discountLeft)
    expect(line.className).toContain(styles.discountLight)
  })

  it('centers a short discount in the normal weight', () => {
    render(<ProductCard block={card(product('cbdNorthfield'))} context={testWidgetContext()} />)
    const line = screen.getByText('$10 off').closest('p')!
    expect(line.className).not.toContain(styles.discountLeft)
    expect(line.className).not.toContain(styles.discountLight)
  })

  it('leads to the shop in a new tab through an affiliate link, with the button’s words', () => {
    render(
      <ProductCard block={card(product('walkingTreadmill'))} context={testWidgetContext()} ordinal={4} />,
    )
    const button = screen.getByRole('link', { name: /^CHECK PRICE/ })
    expect(button).toHaveAccessibleName(
      'CHECK PRICE – Deskwalk Treadmill at Example Shop (opens in a new tab)',
    )
    expect(button.getAttribute('href')).toMatch(/^https:\/\/shop\.example\.com\/stridewell\/deskwalk/)
    expect(button).toHaveAttribute('target', '_blank')
    expect(button).toHaveAttribute('rel', 'noopener noreferrer')
    expect(parseTrackFields(button.getAttribute('data-track-click'))).toMatchObject({
      category: 'product card',
      text: 'CHECK PRICE',
      position: 4,
    })
  })

  it.each([
    ['', 'SHOP NOW'],
    [null, 'SHOP NOW'],
  ])('says SHOP NOW when the button text is %j', (ctaText, words) => {
    render(<ProductCard block={card(product('cbdMeadow', { ctaText }))} context={testWidgetContext()} />)
    expect(screen.getByRole('link', { name: new RegExp(`^${words}`) })).toBeInTheDocument()
  })

  it('marks a featured partner’s links as sponsored', () => {
    render(<ProductCard block={card(product('cbdNorthfield'))} context={testWidgetContext()} />)
    expect(screen.getByRole('link', { name: /^SHOP NOW/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer sponsored nofollow',
    )
  })

  it('shows no button when the shop link is not a web address', () => {
    render(
      <ProductCard
        block={card(product('cbdMeadow', { ctaUrl: 'javascript:alert(1)' }))}
        context={testWidgetContext()}
      />,
    )
    expect(screen.queryByRole('link', { name: /SHOP NOW/ })).toBeNull()
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument()
  })

  it('shows the phone and larger-screen commission notes, with the vetting page, for a partner’s shop', () => {
    render(
      <ProductCard
        block={card(product('cbdMeadow'))}
        context={partnerContext({ vettingPagePath: '/health/how-we-vet' })}
      />,
    )
    const phone = screen.getByText('We may earn a commission.')
    const larger = screen.getByText('Wellread may earn a commission when you buy through links on this page.')
    expect(phone.className).toBe(styles.disclaimerMobile)
    expect(larger.className).toBe(styles.disclaimerDesktop)
    expect(screen.getByRole('link', { name: 'How we vet brands and products' })).toHaveAttribute(
      'href',
      '/health/how-we-vet',
    )
  })

  it.each([
    ['the shop is not a recognised partner', partnerContext({ partnerDomains: ['other.example.net'] }), {}],
    ['the note is switched off', partnerContext(), { showDisclaimer: false }],
  ])('shows no commission note when %s', (_label, context, overrides) => {
    render(<ProductCard block={card(product('cbdMeadow', overrides))} context={context} />)
    expect(screen.queryByText(/may earn a commission/)).toBeNull()
    expect(screen.queryByRole('link', { name: 'How we vet brands and products' })).toBeNull()
  })
})

describe('ProductCard: background', () => {
  it('uses the placement’s background, else the product’s, when the text stays readable', () => {
    const { rerender } = render(
      <ProductCard
        block={card(product('cbdHarbor', { bgColor: '#fdf7ee' }), { bgColor: '#f1f6fa' })}
        context={testWidgetContext()}
      />,
    )
    expect(screen.getByRole('article').style.getPropertyValue('--card-bg')).toBe('#f1f6fa')
    rerender(
      <ProductCard
        block={card(product('cbdHarbor', { bgColor: '#fdf7ee' }), { bgColor: 'navy' })}
        context={testWidgetContext()}
      />,
    )
    expect(screen.getByRole('article').style.getPropertyValue('--card-bg')).toBe('#fdf7ee')
    rerender(<ProductCard block={card(product('cbdHarbor'))} context={testWidgetContext()} />)
    expect(screen.getByRole('article').style.getPropertyValue('--card-bg')).toBe('')
  })
})

describe('ProductCard: review block', () => {
  it('titles the review after the product, by its reviewer', () => {
    render(<ProductCard block={card(product('cbdHarbor'))} context={testWidgetContext()} />)
    const heading = screen.getByRole('heading', { level: 4, name: 'Our review of Harbor & Pine Gummies' })
    const review = heading.parentElement!
    expect(within(review).getByText('By Samuel Brooks, MPH')).toBeInTheDocument()
    expect(within(review).getByText(/A good first CBD product/)).toBeInTheDocument()
  })

  it('shows the score board: the Overall score out of 5 and the breakdown as bars of score / 5', () => {
    render(<ProductCard block={card(product('cbdCalmleaf'))} context={testWidgetContext()} />)
    const review = screen.getByRole('heading', { level: 4, name: 'Our review of Calmleaf Gummies' })
      .parentElement!
    expect(within(review).getByText('Our score').closest('p')).toHaveTextContent(
      'Our score4.8 out of 5 EXCELLENT',
    )
    const rows = within(review)
      .getAllByRole('term')
      .map((term) => {
        const value = term.nextElementSibling as HTMLElement
        const fill = value.querySelector('[aria-hidden="true"] > span') as HTMLElement
        return [term.textContent, value.textContent, fill.style.width]
      })
    expect(rows).toEqual([
      ['Lab testing', '5.0 out of 5', '100%'],
      ['Taste', '4.7 out of 5', '94%'],
      ['Value', '4.4 out of 5', '88%'],
    ])
  })

  it('shows no score board when the product does not ask for one', () => {
    render(<ProductCard block={card(product('cbdHarbor'))} context={testWidgetContext()} />)
    expect(screen.queryByText('Our score')).toBeNull()
  })

  it('collapses a review taller than 154 px behind a toggle, which opens and closes it', async () => {
    layoutHeight(400)
    const user = userEvent.setup()
    render(
      <ProductCard
        block={card(product('cbdHarbor', { productReview: LONG_REVIEW }))}
        context={testWidgetContext()}
      />,
    )
    const toggle = screen.getByRole('button', { name: 'Read more – Our review of Harbor & Pine Gummies' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const region = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(region).toHaveTextContent('A long review paragraph')
    expect(region.parentElement).toHaveAttribute('data-state', 'collapsed')

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveAccessibleName('Show less – Our review of Harbor & Pine Gummies')
    expect(region.parentElement).toHaveAttribute('data-state', 'expanded')

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('leaves a review that measures 154 px or less fully open, with no toggle', () => {
    layoutHeight(154)
    render(
      <ProductCard
        block={card(product('cbdHarbor', { productReview: LONG_REVIEW }))}
        context={testWidgetContext()}
      />,
    )
    expect(screen.queryByRole('button', { name: /Read more/ })).toBeNull()
    expect(screen.getByText(/A long review paragraph/).closest('[data-state]')).toHaveAttribute(
      'data-state',
      'open',
    )
  })

  it('opens a collapsed review when a link inside it gets keyboard focus', () => {
    layoutHeight(400)
    render(
      <ProductCard
        block={card(product('cbdHarbor', { productReview: LONG_REVIEW }))}
        context={testWidgetContext()}
      />,
    )
    const toggle = screen.getByRole('button', { name: /Read more/ })
    const region = document.getElementById(toggle.getAttribute('aria-controls')!)!
    act(() => {
      region.querySelector('p')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
  })

  it('renders a short review open on the server, with no toggle at all', () => {
    const html = renderToString(
      <ProductCard
        block={card(product('cbdHarbor', { productReview: richText('Good value.') }))}
        context={testWidgetContext()}
      />,
    )
    expect(html).toContain('Good value.')
    expect(html).not.toContain('data-state')
    expect(html).not.toContain('Read more')
  })

  it('puts a long review whole in the server HTML, waiting to be measured', () => {
    const html = renderToString(
      <ProductCard
        block={card(product('cbdHarbor', { productReview: LONG_REVIEW }))}
        context={testWidgetContext()}
      />,
    )
    expect(html).toContain('data-state="pending"')
    expect(html).toContain('And a second paragraph with the safety advice')
    expect(html).not.toContain('<script')
  })

  it('never collapses a featured partner’s review, titled "Editor\'s take"', () => {
    layoutHeight(900)
    render(
      <ProductCard
        block={card(product('cbdNorthfield', { productReview: LONG_REVIEW }))}
        context={testWidgetContext()}
      />,
    )
    expect(screen.getByRole('heading', { level: 4, name: "Editor's take" })).toBeInTheDocument()
    expect(screen.queryByText(/Our review of/)).toBeNull()
    expect(screen.queryByRole('button', { name: /Read more/ })).toBeNull()
    expect(screen.getByText(/And a second paragraph/)).toBeVisible()
  })

  it('shows a review still stored as HTML, sanitised', () => {
    const { container } = render(
      <ProductCard
        block={card(
          product('cbdHarbor', {
            productReview:
              '<p>Old <strong>HTML</strong> review.<img src="x" onerror="alert(1)"></p><script>alert(2)</script>' as never,
          }),
        )}
        context={testWidgetContext()}
      />,
    )
    expect(screen.getByText('HTML')).toBeInTheDocument()
    expect(container.querySelector('script')).toBeNull()
    expect(container.innerHTML).not.toContain('onerror')
  })

  it('shows no review block without a review or a score board', () => {
    render(
      <ProductCard
        block={card(product('cbdHarbor', { productReview: null, showReviewScoreBoard: false }))}
        context={testWidgetContext()}
      />,
    )
    expect(screen.queryByRole('heading', { level: 4 })).toBeNull()
  })
})

describe('ProductCard: animated images in a review', () => {
  const gifReview = {
    root: {
      type: 'root',
      version: 1,
      direction: null,
      format: '' as const,
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          children: [{ type: 'text', version: 1, text: 'Watch it dissolve.' }],
        },
        {
          type: 'upload',
          version: 3,
          relationTo: 'media',
          value: {
            id: 5,
            url: '/api/media/file/dissolve.gif',
            alt: 'A gummy dissolving in water',
            mimeType: 'image/gif',
            filename: 'dissolve.gif',
            width: 400,
            height: 300,
          },
        },
      ],
    },
  }

  function stubCanvas() {
    const drawImage = vi.fn()
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
    } as unknown as CanvasRenderingContext2D)
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(400)
    vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(300)
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true)
    return drawImage
  }

  it('toggles between playing and a still on click or with the keyboard', async () => {
    const drawImage = stubCanvas()
    const user = userEvent.setup()
    render(
      <ProductCard
        block={card(product('cbdNorthfield', { productReview: gifReview as never }))}
        context={testWidgetContext()}
      />,
    )
    expect(screen.getByRole('img', { name: 'A gummy dissolving in water' })).toHaveAttribute(
      'src',
      '/api/media/file/dissolve.gif',
    )
    const toggle = screen.getByRole('button', { name: 'Pause animation' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(drawImage).toHaveBeenCalledTimes(1)
    expect(toggle.closest('figure')).toHaveAttribute('data-paused', 'true')

    toggle.focus()
    await user.keyboard(' ')
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
  })

  it('starts on the still for readers who ask for reduced motion', () => {
    stubCanvas()
    mockReducedMotion(true)
    render(
      <AnimatedImage src="/api/media/file/dissolve.gif" alt="A gummy dissolving" width={400} height={300} />,
    )
    expect(screen.getByRole('button', { name: 'Pause animation' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('keeps playing when no still can be drawn', async () => {
    const user = userEvent.setup()
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
    render(<AnimatedImage src="/a.gif" alt="An animation" />)
    await user.click(screen.getByRole('button', { name: 'Pause animation' }))
    expect(screen.getByRole('button', { name: 'Pause animation' })).toHaveAttribute('aria-pressed', 'false')
  })
})

describe('ProductCard: accordions', () => {
  it('offers the three accordions, all closed at first', () => {
    render(<ProductCard block={card(product('cbdCalmleaf'))} context={testWidgetContext()} ordinal={2} />)
    const summaries = ['What our tester says', 'Pros & cons', 'Product details'].map(
      (title) => screen.getByText(title).closest('summary')!,
    )
    for (const summary of summaries) expect(summary.closest('details')).not.toHaveAttribute('open')
    expect(summaries.map((s) => s.closest('details')!.id)).toEqual([
      'product-1-2-tester',
      'product-1-2-pros-cons',
      'product-1-2-details',
    ])
  })

  it('opens and closes each on its own, reporting each opening', async () => {
    const user = userEvent.setup()
    render(<ProductCard block={card(product('cbdCalmleaf'))} context={testWidgetContext()} ordinal={2} />)
    const tester = screen.getByText('What our tester says').closest('details')!
    const prosCons = screen.getByText('Pros & cons').closest('details')!
    expect(parseTrackFields(prosCons.getAttribute('data-track-open'))).toMatchObject({
      category: 'product card',
      text: 'Pros & cons',
      position: 2,
      brand: 'Calmleaf',
    })

    await user.click(screen.getByText('Pros & cons'))
    expect(prosCons).toHaveAttribute('open')
    expect(tester).not.toHaveAttribute('open')
    expect(within(prosCons).getByText('Batch-specific lab report online')).toBeVisible()

    await user.click(screen.getByText('What our tester says'))
    expect(tester).toHaveAttribute('open')
    expect(prosCons).toHaveAttribute('open')
    expect(within(tester).getByText(/taste of lime/)).toBeVisible()

    await user.click(screen.getByText('Pros & cons'))
    expect(prosCons).not.toHaveAttribute('open')
    expect(tester).toHaveAttribute('open')
  })

  it('lists pros and cons under their own labels', () => {
    render(<ProductCard block={card(product('cbdHarbor'))} context={testWidgetContext()} />)
    expect(within(screen.getByRole('list', { name: 'Pros' })).getAllByRole('listitem')).toHaveLength(3)
    expect(
      within(screen.getByRole('list', { name: 'Cons' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sugar alcohols can upset some stomachs', 'Firm, chewy texture'])
  })

  it('shows the product details, a partner’s link through an affiliate link and ours as a plain link', () => {
    render(
      <ProductCard
        block={card(
          product('cbdHarbor', {
            productDetails: [
              { label: 'Extract', value: 'CBD isolate' },
              { label: 'Lab report', value: 'Batch 2611', linkUrl: 'https://labs.example.com/2611' },
              { label: 'How we test', value: 'Our method', linkUrl: '/health/how-we-test-cbd' },
            ],
          }),
        )}
        context={testWidgetContext()}
      />,
    )
    const details = screen.getByText('Product details').closest('details')!
    expect(within(details).getByText('Extract').nextElementSibling).toHaveTextContent('CBD isolate')
    const lab = within(details).getByRole('link', { name: /Batch 2611/ })
    expect(lab).toHaveAttribute('target', '_blank')
    expect(lab).toHaveAttribute('data-track-click')
    const ours = within(details).getByRole('link', { name: 'Our method' })
    expect(ours).toHaveAttribute('href', '/health/how-we-test-cbd')
    expect(ours).not.toHaveAttribute('target')
  })

  it('leaves out accordions with nothing in them', () => {
    render(
      <ProductCard
        block={card(product('cbdHarbor', { handsOnReview: null, pros: [], cons: null }))}
        context={testWidgetContext()}
      />,
    )
    expect(screen.queryByText('What our tester says')).toBeNull()
    expect(screen.queryByText('Pros & cons')).toBeNull()
    expect(screen.getByText('Product details')).toBeInTheDocument()
  })
})

describe('ProductCard: stored content that cannot be used', () => {
  it.each([
    ['a deleted product (only its id)', 7],
    ['no product', null],
    ['a product without a name', { id: 3, productBrand: 'X' }],
  ])('renders nothing for %s', (_label, value) => {
    const { container } = render(<ProductCard block={card(value as never)} context={testWidgetContext()} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('still shows a product whose other fields are malformed', () => {
    const broken = {
      id: 4,
      productTitle: 'Odd Gummies',
      highlights: 'Price: $5',
      proprietaryReviews: 3,
      showReviewScoreBoard: true,
      productReview: { root: 'x' },
      handsOnReview: 12,
      pros: 'good',
      productDetails: [null, { label: 1 }],
      hesiBadgeTags: 'Women-Founded',
      tags: 'x',
      rating: 'high',
      ctaUrl: 42,
    } as unknown as Product
    expect(() => render(<ProductCard block={card(broken)} context={testWidgetContext()} />)).not.toThrow()
    expect(screen.getByRole('heading', { level: 3, name: 'Odd Gummies' })).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
  })
})

describe('ProductCardGroup and its carousel', () => {
  const blocks = () => [card(product('cbdCalmleaf')), card(product('cbdMeadow')), card(product('cbdHarbor'))]

  it('shows consecutive cards as one list, numbered on from the group’s first card', () => {
    render(<ProductCardGroup blocks={blocks()} context={testWidgetContext()} firstOrdinal={4} />)
    const list = screen.getByRole('list', { name: '' })
    const cards = within(list).getAllByRole('article')
    expect(cards.map((c) => c.id)).toEqual(['product-1-4', 'product-1-5', 'product-1-6'])
    expect(parseTrackFields(cards[1]!.getAttribute('data-track-view'))).toMatchObject({
      location: 'product card group',
      position: 5,
    })
  })

  it('carries the carousel’s title (for readers in the commerce test) from the page’s settings', () => {
    render(
      <ProductCardGroup
        blocks={blocks()}
        context={partnerContext({ carouselTitle: 'Our top CBD gummies' })}
        firstOrdinal={1}
      />,
    )
    expect(screen.getByRole('region', { name: 'Our top CBD gummies' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Our top CBD gummies' })).toBeInTheDocument()
    const back = screen.getByRole('button', { name: 'Show previous products' })
    const forward = screen.getByRole('button', { name: 'Show next products' })
    expect(back).toHaveAttribute('aria-controls', 'product-carousel-1')
    expect(forward).toHaveAttribute('aria-controls', 'product-carousel-1')
    expect(document.getElementById('product-carousel-1')?.tagName).toBe('OL')
  })

  it('has no carousel when only one of its cards can be shown', () => {
    render(<ProductCardGroup blocks={[card(7), card(product('cbdMeadow'))]} context={testWidgetContext()} />)
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(screen.getByRole('article')).toHaveAttribute('id', 'product-1-2')
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
    expect(screen.queryByRole('button', { name: /products/ })).toBeNull()
  })

  it('renders nothing when no card can be shown', () => {
    const { container } = render(
      <ProductCardGroup blocks={[card(7), card(8)]} context={testWidgetContext()} />,
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('renders the same server HTML for every reader, with the arrows inactive until their script loads', () => {
    const html = renderToString(<ProductCardGroup blocks={blocks()} context={testWidgetContext()} />)
    expect(html).toContain('data-lazy-leaf="productCardCarousel"')
    expect(html.match(/aria-disabled="true"/g)).toHaveLength(2)
    expect(html).not.toContain('<script')
  })
})

describe('CarouselArrows', () => {
  function track(sizes: { scrollLeft: number; clientWidth: number; scrollWidth: number }) {
    const element = document.createElement('ol')
    element.id = 'product-carousel-1'
    for (const [key, value] of Object.entries(sizes)) {
      Object.defineProperty(element, key, { configurable: true, writable: true, value })
    }
    element.scrollTo = vi.fn() as unknown as typeof element.scrollTo
    document.body.append(element)
    return element
  }

  afterEach(() => {
    document.getElementById('product-carousel-1')?.remove()
  })

  it('disables back at the start and forward at the end, within 5 px, following the scroll', () => {
    const element = track({ scrollLeft: 0, clientWidth: 320, scrollWidth: 1000 })
    render(<CarouselArrows trackId="product-carousel-1" />)
    const back = screen.getByRole('button', { name: 'Show previous products' })
    const forward = screen.getByRole('button', { name: 'Show next products' })
    expect(back).toHaveAttribute('aria-disabled', 'true')
    expect(forward).toHaveAttribute('aria-disabled', 'false')

    Object.defineProperty(element, 'scrollLeft', { value: 400 })
    fireEvent.scroll(element)
    expect(back).toHaveAttribute('aria-disabled', 'false')
    expect(forward).toHaveAttribute('aria-disabled', 'false')

    Object.defineProperty(element, 'scrollLeft', { value: 676 })
    fireEvent.scroll(element)
    expect(forward).toHaveAttribute('aria-disabled', 'true')
  })

  it('moves one page per press, at least 300 px, and not past either end', async () => {
    mockReducedMotion(false)
    const user = userEvent.setup()
    const element = track({ scrollLeft: 0, clientWidth: 320, scrollWidth: 1000 })
    render(<CarouselArrows trackId="product-carousel-1" />)
    await user.click(screen.getByRole('button', { name: 'Show next products' }))
    expect(element.scrollTo).toHaveBeenCalledWith({ left: 320, behavior: 'smooth' })
    await user.click(screen.getByRole('button', { name: 'Show previous products' }))
    expect(element.scrollTo).toHaveBeenCalledTimes(1)
  })

  it('counts quick presses during a smooth scroll, each one page further, up to the end', async () => {
    mockReducedMotion(false)
    const element = track({ scrollLeft: 0, clientWidth: 320, scrollWidth: 1000 })
    render(<CarouselArrows trackId="product-carousel-1" />)
    // The scroll has started: the forward arrow is live.
    element.scrollLeft = 10
    act(() => element.dispatchEvent(new Event('scroll')))
    const forward = screen.getByRole('button', { name: 'Show next products' })
    act(() => forward.click())
    act(() => forward.click())
    act(() => forward.click())
    expect((element.scrollTo as unknown as ReturnType<typeof vi.fn>).mock.calls.map(([o]) => o.left)).toEqual(
      [330, 650, 680],
    )
    // When the scroll ends, the next press counts from where the cards are.
    element.scrollLeft = 650
    act(() => element.dispatchEvent(new Event('scrollend')))
    act(() => screen.getByRole('button', { name: 'Show previous products' }).click())
    expect((element.scrollTo as unknown as ReturnType<typeof vi.fn>).mock.calls.at(-1)?.[0].left).toBe(330)
  })

  it('jumps without smooth scrolling for readers who ask for reduced motion', async () => {
    mockReducedMotion(true)
    const user = userEvent.setup()
    const element = track({ scrollLeft: 300, clientWidth: 200, scrollWidth: 1000 })
    render(<CarouselArrows trackId="product-carousel-1" />)
    await user.click(screen.getByRole('button', { name: 'Show previous products' }))
    expect(element.scrollTo).toHaveBeenCalledWith({ left: 0, behavior: 'auto' })
  })

  it('loads near the viewport in place of the server’s arrows', async () => {
    FakeIntersectionObserver.install()
    track({ scrollLeft: 0, clientWidth: 320, scrollWidth: 1000 })
    render(
      <ProductCardGroup
        blocks={[card(product('cbdCalmleaf')), card(product('cbdMeadow'))]}
        context={testWidgetContext()}
      />,
    )
    expect(screen.getByRole('button', { name: 'Show next products' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await act(async () => {
      FakeIntersectionObserver.showAll()
    })
    expect(
      await screen.findByRole('button', { name: 'Show next products' }, { timeout: 2000 }),
    ).toBeInTheDocument()
    expect(document.querySelector('[data-lazy-leaf="productCardCarousel"]')).toHaveAttribute(
      'data-lazy-state',
      'active',
    )
  })
})

describe('productCardWidget.structuredData', () => {
  it('contributes one schema.org Product per card to the page', () => {
    const nodes = productCardWidget.structuredData!(
      [card(product('cbdCalmleaf')), card(product('cbdNorthfield'))],
      { url: 'https://wellread.example/health/best-cbd-gummies' },
    )
    expect(nodes.map((n) => [n['@type'], n['@id'], n.name])).toEqual([
      [
        'Product',
        'https://wellread.example/health/best-cbd-gummies#product-1-1',
        PRODUCTS.cbdCalmleaf.productTitle,
      ],
      [
        'Product',
        'https://wellread.example/health/best-cbd-gummies#product-1-2',
        PRODUCTS.cbdNorthfield.productTitle,
      ],
    ])
    expect(nodes[0]).toMatchObject({
      offers: { price: '49.99', priceCurrency: 'USD' },
      aggregateRating: { ratingValue: 4.8, ratingCount: 3412 },
      review: { author: { name: 'Daniel Reyes, RDN' }, reviewRating: { ratingValue: 4.8 } },
    })
  })
})

import { render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RecommendedProductsBlock } from '@/cms/payload-types'
import { parseTrackFields } from '@/lib/trackingAttrs'
import { testWidgetContext } from '@/widgets/context'
import { captureLogs } from '../../../tests/unit/log-capture'
import { RecommendedProducts, RecommendedProductsView } from './RecommendedProducts'
import { type RecommendationSet, recommendationSets } from './recommendedProducts'

const media = (id: number, alt = '') => ({
  id,
  alt,
  url: `/media/picture-${id}.webp`,
  filename: `picture-${id}.webp`,
  mimeType: 'image/webp',
  width: 1200,
  height: 800,
  sizes: { thumbnail: { url: `/media/picture-${id}-300.webp`, width: 300, height: 200 } },
})

const article = (section: string, slug: string, title: string, heroImage: unknown = null) => ({
  id: slug.length,
  title,
  section,
  slug,
  _status: 'published',
  heroImage,
})

/** Two sets, as the loader returns them: CBD (two pages, one other page) and heart health. */
const SETS: RecommendationSet[] = recommendationSets([
  {
    id: 1,
    name: 'CBD products',
    pages: [{ path: '/health/best-cbd-gummies' }, { path: '/health/cbd-dosage-guide' }],
    blockTitle: 'OUR TOP CBD PRODUCTS',
    mainImage: media(1, 'Three jars of CBD gummies beside a dropper bottle'),
    relatedArticles: [
      { article: article('health', 'best-cbd-gummies', 'Best CBD gummies', media(11)) },
      { article: article('health', 'cbd-dosage-guide', 'CBD dosage guide', media(12)) },
      { path: '/health/cbd-and-sleep', title: 'CBD and sleep' },
      { path: '/health/cbd-oil-basics', title: 'CBD oil basics', image: media(14) },
      { path: '/health/is-cbd-legal', title: 'Is CBD legal?' },
    ],
    shortHeading: 'Best CBD products',
    otherPages: [{ path: '/mental-health/everyday-anxiety-coping-skills' }],
  },
  {
    id: 2,
    name: 'Heart health',
    pages: [{ path: '/health/high-blood-pressure-and-sleep' }],
    blockTitle: 'OUR TOP HEART-HEALTH PRODUCTS',
    relatedArticles: [{ path: '/fitness/walking-for-heart-health', title: 'Walking for heart health' }],
    shortHeading: 'Best heart-health products',
    otherPages: [],
  },
])

function block(overrides: Partial<RecommendedProductsBlock> = {}): RecommendedProductsBlock {
  return { blockType: 'recommendedProducts', id: 'rp1', source: 'thisPage', ...overrides }
}

/** Renders the widget as the page does (an async server component), with the sets passed in. */
async function show(
  overrides: Partial<RecommendedProductsBlock>,
  articlePath: string,
  loadSets: () => Promise<readonly RecommendationSet[]> = async () => SETS,
) {
  const node = await RecommendedProducts({
    block: block(overrides),
    context: testWidgetContext({ articlePath }),
    ordinal: 2,
    loadSets,
  })
  return render(<div data-testid="slot">{node}</div>)
}

const linkNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((a) => a.textContent)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('RecommendedProducts on a page in table A', () => {
  it('shows the set’s heading as a level-2 heading naming the block', async () => {
    await show({}, '/health/best-cbd-gummies')
    const heading = screen.getByRole('heading', { level: 2, name: 'OUR TOP CBD PRODUCTS' })
    expect(screen.getByRole('region', { name: 'OUR TOP CBD PRODUCTS' })).toContainElement(heading)
  })

  it('shows the main picture with its description, sized before it loads', async () => {
    await show({}, '/health/best-cbd-gummies')
    const picture = screen.getByRole('img', { name: 'Three jars of CBD gummies beside a dropper bottle' })
    expect(picture).toHaveAttribute('src', '/media/picture-1.webp')
    expect(picture).toHaveAttribute('width', '1200')
    expect(picture).toHaveAttribute('height', '800')
    expect(picture).toHaveAttribute('loading', 'lazy')
    expect(picture.getAttribute('srcset')).toContain('/media/picture-1-300.webp 300w')
  })

  it('links four related articles, leaving out the page the reader is on', async () => {
    await show({}, '/health/best-cbd-gummies')
    expect(screen.getAllByRole('listitem')).toHaveLength(4)
    expect(linkNames()).toEqual(['CBD dosage guide', 'CBD and sleep', 'CBD oil basics', 'Is CBD legal?'])
    expect(screen.getByRole('link', { name: 'CBD and sleep' })).toHaveAttribute(
      'href',
      '/health/cbd-and-sleep',
    )
    expect(screen.getByRole('link', { name: 'CBD dosage guide' })).toHaveAttribute(
      'href',
      '/health/cbd-dosage-guide',
    )
  })

  it('on the set’s other page, that page is the one left out', async () => {
    await show({}, '/health/cbd-dosage-guide')
    expect(linkNames()).toEqual(['Best CBD gummies', 'CBD and sleep', 'CBD oil basics', 'Is CBD legal?'])
  })

  it('opens related articles in the same tab, as links within the site', async () => {
    await show({}, '/health/best-cbd-gummies')
    for (const link of within(screen.getByRole('list')).getAllByRole('link')) {
      expect(link).not.toHaveAttribute('target')
      expect(link.getAttribute('href')).toMatch(/^\/[a-z]/)
    }
  })

  it('gives card pictures an empty description (the link’s title says it) and missing ones a stand-in', async () => {
    await show({}, '/health/best-cbd-gummies')
    const cards = within(screen.getByRole('list')).getAllByRole('link')
    const dosage = cards[0]!
    const decorative = dosage.querySelector('img')
    expect(decorative).toHaveAttribute('alt', '')
    expect(decorative).toHaveAttribute('src', '/media/picture-12.webp')
    // "CBD and sleep" has no picture: a stand-in of the same size, hidden from assistive technology.
    const sleep = cards[1]!
    expect(sleep.querySelector('img')).toBeNull()
    expect(sleep.querySelector('[aria-hidden="true"]')).not.toBeNull()
    expect(sleep).toHaveAccessibleName('CBD and sleep')
  })

  it('shows fewer related articles, and no picture, when the set has fewer and none', async () => {
    await show({}, '/health/high-blood-pressure-and-sleep')
    expect(
      screen.getByRole('heading', { level: 2, name: 'OUR TOP HEART-HEALTH PRODUCTS' }),
    ).toBeInTheDocument()
    expect(linkNames()).toEqual(['Walking for heart health'])
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('tells the tracking island about the block and each link, with positions', async () => {
    await show({}, '/health/best-cbd-gummies')
    const region = screen.getByRole('region', { name: 'OUR TOP CBD PRODUCTS' })
    expect(parseTrackFields(region.getAttribute('data-track-view'))).toEqual({
      category: 'recommended products',
      location: 'article body',
      name: 'OUR TOP CBD PRODUCTS',
      position: 2,
      variant: 'full',
    })
    const second = screen.getByRole('link', { name: 'CBD and sleep' })
    expect(parseTrackFields(second.getAttribute('data-track-click'))).toEqual(
      expect.objectContaining({ position: 2, text: 'CBD and sleep', linkUrl: '/health/cbd-and-sleep' }),
    )
  })

  it('finds the page whatever the case or trailing slash of its address', async () => {
    await show({}, '/Health/Best-CBD-Gummies/')
    expect(screen.getByRole('heading', { name: 'OUR TOP CBD PRODUCTS' })).toBeInTheDocument()
  })
})

describe('RecommendedProducts on a page in table C', () => {
  it('shows only the short heading, as a link to the set’s main page', async () => {
    await show({}, '/mental-health/everyday-anxiety-coping-skills')
    const heading = screen.getByRole('heading', { level: 2, name: 'Best CBD products' })
    const link = within(heading).getByRole('link', { name: 'Best CBD products' })
    expect(link).toHaveAttribute('href', '/health/best-cbd-gummies')
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.queryByText('OUR TOP CBD PRODUCTS')).toBeNull()
  })

  it('shows the set’s picture small and decorative beside it', async () => {
    await show({}, '/mental-health/everyday-anxiety-coping-skills')
    const picture = screen.getByRole('link', { name: 'Best CBD products' }).querySelector('img')
    expect(picture).toHaveAttribute('alt', '')
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('records a click on the short heading', async () => {
    await show({}, '/mental-health/everyday-anxiety-coping-skills')
    expect(
      parseTrackFields(
        screen.getByRole('link', { name: 'Best CBD products' }).getAttribute('data-track-click'),
      ),
    ).toEqual(expect.objectContaining({ variant: 'short', linkUrl: '/health/best-cbd-gummies' }))
  })
})

describe('RecommendedProducts elsewhere', () => {
  it('renders nothing on a page in neither table', async () => {
    await show({}, '/health/widget-gallery')
    expect(screen.getByTestId('slot')).toBeEmptyDOMElement()
  })

  it('renders nothing when there are no sets at all', async () => {
    await show({}, '/health/best-cbd-gummies', async () => [])
    expect(screen.getByTestId('slot')).toBeEmptyDOMElement()
  })

  it('renders nothing, and logs why, when the sets cannot be read', async () => {
    const logs = captureLogs()
    try {
      await show({}, '/health/best-cbd-gummies', async () => {
        throw new Error('database unreachable')
      })
      expect(screen.getByTestId('slot')).toBeEmptyDOMElement()
      expect(logs.said()).toBe(
        '[widgets] could not read Commerce → Recommended products; the block is left out Error: database unreachable',
      )
      // What the reader was reading stays out of the log (ADR 27 §10).
      expect(logs.text()).not.toContain('cbd')
    } finally {
      logs.restore()
    }
  })

  it('shows another page’s set when the editor picked that page', async () => {
    await show({ source: 'otherPage', setPath: '/health/best-cbd-gummies' }, '/health/widget-gallery')
    expect(screen.getByRole('heading', { level: 2, name: 'OUR TOP CBD PRODUCTS' })).toBeInTheDocument()
    expect(linkNames()).toEqual(['Best CBD gummies', 'CBD dosage guide', 'CBD and sleep', 'CBD oil basics'])
  })

  it('shows the short heading when the picked page is in table C', async () => {
    await show(
      { source: 'otherPage', setPath: '/mental-health/everyday-anxiety-coping-skills' },
      '/health/widget-gallery',
    )
    expect(screen.getByRole('link', { name: 'Best CBD products' })).toHaveAttribute(
      'href',
      '/health/best-cbd-gummies',
    )
  })

  it('renders nothing when the picked page is in neither table', async () => {
    await show({ source: 'otherPage', setPath: '/health/unknown' }, '/health/best-cbd-gummies')
    expect(screen.getByTestId('slot')).toBeEmptyDOMElement()
  })

  it('shows articles chosen in the block without reading the sets', async () => {
    const loadSets = vi.fn(async () => SETS)
    await show(
      {
        source: 'here',
        blockTitle: 'OUR TOP SLEEP PRODUCTS',
        relatedArticles: [
          { path: '/health/cbd-and-sleep', title: 'CBD and sleep' },
          { path: '/health/high-blood-pressure-and-sleep', title: 'Blood pressure and sleep' },
        ],
      },
      '/health/widget-gallery',
      loadSets,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'OUR TOP SLEEP PRODUCTS' })).toBeInTheDocument()
    expect(linkNames()).toEqual(['CBD and sleep', 'Blood pressure and sleep'])
    expect(loadSets).not.toHaveBeenCalled()
  })

  it.each<[string, Partial<RecommendedProductsBlock>]>([
    [
      'junk rows',
      { source: 'here', relatedArticles: [null, 'x', { path: 'javascript:alert(1)', title: 'X' }] as never },
    ],
    ['an unknown choice and junk', { source: 'nonsense' as never, setPath: 42 as never }],
    ['rows that are not a list', { source: 'here', relatedArticles: 'rows' as never }],
  ])('renders nothing, without throwing, with malformed stored content: %s', async (_label, overrides) => {
    await show(overrides, '/health/widget-gallery')
    expect(screen.getByTestId('slot')).toBeEmptyDOMElement()
  })

  it('renders on the server with no script, the links and pictures in the HTML', async () => {
    const node = await RecommendedProducts({
      block: block(),
      context: testWidgetContext({ articlePath: '/health/best-cbd-gummies' }),
      loadSets: async () => SETS,
    })
    const html = renderToString(node)
    expect(html).not.toContain('<script')
    expect(html).toContain('href="/health/cbd-and-sleep"')
    expect(html).toContain('id="recommended-products-rp1"')
  })
})

describe('RecommendedProductsView', () => {
  it('names the block by its heading through a stable id', () => {
    render(
      <RecommendedProductsView
        recommendation={{
          kind: 'full',
          title: 'Our picks',
          image: null,
          articles: [{ href: '/a', title: 'A', image: null }],
        }}
        headingId="recommended-products-x"
        ordinal={1}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Our picks' })).toHaveAttribute('id', 'recommended-products-x')
    expect(screen.getByRole('region')).toHaveAttribute('aria-labelledby', 'recommended-products-x')
  })
})

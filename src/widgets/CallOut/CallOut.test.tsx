import fs from 'node:fs'
import path from 'node:path'
import { act, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { CallOutBlock, Media } from '@/cms/payload-types'
import { parseTrackFields } from '@/lib/trackingAttrs'
import { bold, doc, link, p } from '@/seed/lexical'
import { commerceContext } from '@/widgets/context'
import type { WidgetContext } from '@/widgets/types'
import { FakeIntersectionObserver, mockReducedMotion } from '../../../tests/unit/browser-fakes'
import { CallOut } from './CallOut'
import { WAVE_ANIMATION_MS } from './callOut'

const context: WidgetContext = {
  commerce: commerceContext(null, '/health/test-article'),
  keywords: [],
  articleTitle: 'Living with arthritis',
  articlePath: '/health/arthritis',
  authors: [],
  siteHost: 'wellread.example',
}

function block(fields: Partial<CallOutBlock> = {}): CallOutBlock {
  return { blockType: 'callOut', id: 'co1', ...fields }
}

function media(id: number): Media {
  return {
    id,
    alt: `Picture ${id}`,
    url: `/media/${id}.webp`,
    width: 600,
    height: 400,
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
  }
}

const box = block({
  driverType: 'box',
  optionalWhisper: 'Good to know',
  hasOptionalIcon: true,
  optionalIcon: 'info',
  items: [
    {
      headerIcon: 'doctor',
      headerTitle: 'When to call your doctor',
      isBullets: true,
      list: [{ text: 'A hot, swollen joint' }, { text: 'Fever with joint pain' }],
    },
    {
      headerIcon: 'tip',
      headerTitle: 'Try this',
      content: doc(
        p('Warm up ', bold('gently'), ', then read ', link('/health/stretching', 'our guide'), '.'),
      ),
    },
    { headerTitle: 'At a glance', isBullets: false, list: [{ text: 'Ten minutes a day' }] },
  ],
})

const related = block({
  driverType: 'multiArticleText',
  multiArticleText: {
    items: [
      { title: 'Walking for heart health', link: '/fitness/walking-for-heart-health' },
      { title: 'Arthritis at the NHS', link: 'https://www.nhs.uk/conditions/arthritis/' },
    ],
  },
})

const article = (n: number) => ({
  title: `Part ${n}`,
  url: `/health/part-${n}`,
  thumbnail: media(n),
  authors: [{ name: 'Jordan Ellis' }, { name: 'Kwame Mensah' }],
})

function series(count: number, extra: Partial<CallOutBlock> = {}): CallOutBlock {
  return block({
    isContentSeries: true,
    optionalWhisper: 'A Wellread series',
    contentSeries: {
      title: 'Living well with arthritis',
      color_scheme: 'sky',
      icon: 'reading',
      link: '/health',
      authorName: 'Jordan Ellis, MS',
      authorBio: 'Jordan writes about movement.',
      authorPhoto: media(9),
      articles: Array.from({ length: count }, (_, i) => article(i + 1)),
    },
    ...extra,
  })
}

const root = (container: HTMLElement) => container.querySelector('section')!

beforeEach(() => {
  FakeIntersectionObserver.install()
  mockReducedMotion(false)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('CallOut: a box of items', () => {
  it('shows the small line, each item’s title, its lines and its text', () => {
    render(<CallOut block={box} context={context} />)
    expect(screen.getByText('Good to know')).toBeVisible()
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'When to call your doctor',
      'Try this',
      'At a glance',
    ])
    const [bulleted, plain] = screen.getAllByRole('list')
    expect(
      within(bulleted!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A hot, swollen joint', 'Fever with joint pain'])
    expect(bulleted).toHaveAttribute('data-bullets', 'true')
    expect(plain).toHaveAttribute('data-bullets', 'false')
    expect(screen.getByText('gently').tagName).toBe('STRONG')
    expect(screen.getByRole('link', { name: 'our guide' })).toHaveAttribute('href', '/health/stretching')
  })

  it('draws its icons as decoration only', () => {
    const { container } = render(<CallOut block={box} context={context} />)
    const icons = container.querySelectorAll('svg')
    expect(icons).toHaveLength(3) // the top icon, the doctor and the tip
    for (const icon of icons) {
      expect(icon).toHaveAttribute('aria-hidden', 'true')
      expect(icon).toHaveAttribute('focusable', 'false')
    }
  })

  it('has no wave and ships no JavaScript', () => {
    const html = renderToString(<CallOut block={box} context={context} />)
    expect(html).not.toContain('data-lazy-leaf')
    expect(html).not.toContain('data-wave')
  })

  it.each([
    ['no items', block({ items: [] })],
    ['only empty items', block({ items: [{ headerTitle: ' ', list: [{ text: '' }] }, {}] })],
  ])('renders nothing with %s', (_label, data) => {
    const { container } = render(<CallOut block={data} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('CallOut: related articles', () => {
  it('lists the links under "Related Articles"', () => {
    render(<CallOut block={related} context={context} />)
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Related Articles$/)
    expect(screen.getByRole('link', { name: 'Walking for heart health' })).toHaveAttribute(
      'href',
      '/fitness/walking-for-heart-health',
    )
    const external = screen.getByRole('link', { name: 'Arthritis at the NHS (opens in a new tab)' })
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('marks each link for click tracking with its place in the list', () => {
    render(<CallOut block={related} context={context} />)
    const fields = parseTrackFields(
      screen.getByRole('link', { name: 'Walking for heart health' }).getAttribute('data-track-click'),
    )
    expect(fields).toEqual({
      category: 'call-out',
      location: 'Related Articles',
      text: 'Walking for heart health',
      linkUrl: '/fitness/walking-for-heart-health',
      position: 1,
    })
  })

  it('renders nothing without a usable link, and ships no JavaScript', () => {
    const data = block({
      driverType: 'multiArticleText',
      multiArticleText: { items: [{ title: 'Bad', link: 'javascript:alert(1)' }] },
    })
    const { container } = render(<CallOut block={data} context={context} />)
    expect(container).toBeEmptyDOMElement()
    expect(renderToString(<CallOut block={related} context={context} />)).not.toContain('data-lazy-leaf')
  })
})

describe('CallOut: a content series', () => {
  it('shows the series, its author and its articles in order', () => {
    render(<CallOut block={series(2)} context={context} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Living well with arthritis' })).toBeInTheDocument()
    expect(screen.getByText('A Wellread series')).toBeVisible()
    expect(screen.getByText(/^By Jordan Ellis, MS$/)).toBeVisible()
    expect(screen.getByText('Jordan writes about movement.')).toBeVisible()
    const list = screen.getByRole('list')
    expect(list.tagName).toBe('OL')
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Part 1', 'Part 2'])
    expect(within(list).getAllByText('By Jordan Ellis and Kwame Mensah')).toHaveLength(2)
  })

  it('gives pictures a fixed size, lazily, as decoration next to their titles', () => {
    const { container } = render(<CallOut block={series(2)} context={context} />)
    const thumbs = container.querySelectorAll('ol img')
    expect(thumbs).toHaveLength(2)
    for (const img of thumbs) {
      expect(img).toHaveAttribute('alt', '')
      expect(img).toHaveAttribute('width', '96')
      expect(img).toHaveAttribute('height', '64')
      expect(img).toHaveAttribute('loading', 'lazy')
    }
  })

  it.each([
    [0, []],
    [1, []],
    [3, ['Part 1', 'Part 2', 'Part 3']],
    [5, ['Part 1', 'Part 2', 'Part 3']],
  ])('with %i articles lists %j', (count, titles) => {
    render(<CallOut block={series(count)} context={context} />)
    const list = screen.queryByRole('list')
    expect(
      list
        ? within(list)
            .getAllByRole('link')
            .map((a) => a.textContent)
        : [],
    ).toEqual(titles)
    // The series itself is always promoted.
    expect(screen.getByRole('heading', { level: 2, name: 'Living well with arthritis' })).toBeInTheDocument()
  })

  it('links to the series page, naming the series for screen readers, and counts the view', () => {
    const { container } = render(<CallOut block={series(1)} context={context} />)
    expect(
      screen.getByRole('link', { name: 'Explore the series: Living well with arthritis' }),
    ).toHaveAttribute('href', '/health')
    const viewed = parseTrackFields(
      container.querySelector('[data-track-view]')?.getAttribute('data-track-view'),
    )
    expect(viewed).toEqual({ category: 'content series', name: 'Living well with arthritis' })
  })

  it('renders nothing without a title: there is nothing to promote', () => {
    const data = series(3)
    const { container } = render(
      <CallOut
        block={{ ...data, contentSeries: { ...data.contentSeries!, title: ' ' } }}
        context={context}
      />,
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('takes its colour scheme', () => {
    const { container } = render(<CallOut block={series(2)} context={context} />)
    expect(root(container)).toHaveAttribute('data-theme', 'sky')
    expect(root(container)).toHaveAttribute('data-variant', 'contentSeries')
  })
})

describe('CallOut: a brand page', () => {
  it('takes the brand’s colour as its background', () => {
    const { container } = render(
      <CallOut
        block={{ ...box, isBrandPage: true, brandPage: { brandColor: '#5B3A8C' } }}
        context={context}
      />,
    )
    expect(root(container)).toHaveAttribute('data-theme', 'brand')
    expect(root(container).style.getPropertyValue('--call-out-brand')).toBe('#5b3a8c')
  })

  it('replaces a colour white text cannot be read on with the site’s green', () => {
    const { container } = render(
      <CallOut
        block={{ ...box, isBrandPage: true, brandPage: { brandColor: '#fdf7ee' } }}
        context={context}
      />,
    )
    expect(root(container).style.getPropertyValue('--call-out-brand')).toBe('#0b6e5e')
  })
})

describe('CallOut: the background wave', () => {
  /** The wave layer: the server's placeholder or the leaf's, whichever is in the page. */
  const wave = (container: HTMLElement) => container.querySelector('[data-wave]')

  async function scrollIntoView() {
    // Near the viewport: the leaf loads. Then in view: the wave shows.
    await act(async () => FakeIntersectionObserver.showAll())
    await act(async () => {
      await vi.dynamicImportSettled()
    })
    act(() => FakeIntersectionObserver.showAll())
  }

  it.each([
    ['a content series', series(2)],
    ['a brand page box', { ...box, isBrandPage: true, brandPage: { brandColor: '#5b3a8c' } }],
  ])('%s: the server HTML holds the layer, waiting, with no picture', (_label, data) => {
    const html = renderToString(<CallOut block={data} context={context} />)
    expect(html).toContain('data-lazy-leaf="callOut"')
    expect(html).toContain('data-wave="waiting"')
    expect(html).not.toContain('data-wave="shown"')
    expect(html).not.toContain('call-out-wave.svg')
  })

  it('shows the wave only once the box is in view', async () => {
    const { container } = render(<CallOut block={series(2)} context={context} />)
    const leaf = container.querySelector('[data-lazy-leaf="callOut"]')
    expect(leaf).toHaveAttribute('data-lazy-state', 'waiting')
    expect(wave(container)).toHaveAttribute('data-wave', 'waiting')

    await scrollIntoView()
    expect(leaf).toHaveAttribute('data-lazy-state', 'active')
    expect(wave(container)).toHaveAttribute('data-wave', 'shown')
    expect(wave(container)).toHaveAttribute('aria-hidden', 'true')
  })

  it('keeps the wave out of the box’s flow (the box never changes size for it)', () => {
    const { container } = render(<CallOut block={series(2)} context={context} />)
    expect(root(container)).toHaveAttribute('data-wave-room', 'true')
    // The layer is the section's first child, beside (not inside) the content.
    expect(root(container).firstElementChild).toHaveAttribute('data-lazy-leaf', 'callOut')
  })
})

describe('CallOut: the wave stylesheet', () => {
  const css = fs.readFileSync(path.join(__dirname, 'CallOut.module.css'), 'utf8')
  const rule = (selector: string, from = 0) => {
    const start = css.indexOf(`${selector} {`, from)
    expect(start, selector).toBeGreaterThanOrEqual(0)
    return css.slice(start, css.indexOf('}', start))
  }
  const shown = rule('.wave[data-wave="shown"]')
  const value = (block: string, property: string) =>
    new RegExp(`(?:^|[\\s;{])${property}:\\s*([^;]+);`).exec(block)?.[1]?.trim()

  it('asks for the picture only once the leaf has seen the box', () => {
    expect(shown).toContain('url("/widgets/call-out-wave.svg")')
    // Nowhere else: mask-image and its -webkit- twin, both in that rule.
    const code = css.replace(/\/\*[\s\S]*?\*\//g, '')
    expect(code.match(/call-out-wave\.svg/g)).toHaveLength(2)
    expect(shown.match(/call-out-wave\.svg/g)).toHaveLength(2)
  })

  it(`stops the animation after ${WAVE_ANIMATION_MS} ms`, () => {
    const duration = Number.parseFloat(value(shown, 'animation-duration') ?? 'NaN')
    const count = Number(value(shown, 'animation-iteration-count'))
    expect(Number.isFinite(count)).toBe(true)
    expect(duration * count).toBe(WAVE_ANIMATION_MS)
  })

  it('does not animate under reduced motion', () => {
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'))
    expect(
      value(
        rule('.wave[data-wave="shown"]', css.indexOf('@media (prefers-reduced-motion: reduce)')),
        'animation',
      ),
    ).toBe('none')
    expect(reduced.length).toBeGreaterThan(0)
  })

  it('serves the wave picture from the site', () => {
    const svg = fs.readFileSync(path.join(__dirname, '../../../public/widgets/call-out-wave.svg'), 'utf8')
    const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml')
    expect(parsed.querySelector('parsererror')).toBeNull()
    expect(parsed.documentElement.getAttribute('viewBox')).toBe('0 0 240 48')
    expect(svg).not.toMatch(/<script|\bon\w+=|href=/i)
  })
})

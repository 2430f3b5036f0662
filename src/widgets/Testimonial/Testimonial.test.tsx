import { act, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TestimonialBlock } from '@/cms/payload-types'
import { commerceContext } from '@/widgets/context'
import { sampleRefs } from '@/widgets/fixtures'
import type { WidgetContext } from '@/widgets/types'
import { FakeIntersectionObserver, mockReducedMotion } from '../../../tests/unit/browser-fakes'
import { Testimonial } from './Testimonial'

const context: WidgetContext = {
  commerce: commerceContext(null, '/health/test-article'),
  keywords: [],
  articleTitle: 'Sleep basics',
  articlePath: '/sleep/basics',
  authors: [],
  siteHost: 'wellread.example',
}

/** The shared fake, plus reports for one element at a time: in view, or out of it. */
class TargetedObserver extends FakeIntersectionObserver {
  static all: TargetedObserver[] = []
  constructor(private readonly notify: IntersectionObserverCallback) {
    super(notify)
    TargetedObserver.all.push(this)
  }
  static report(target: Element, isIntersecting: boolean) {
    for (const observer of TargetedObserver.all) {
      if (!observer.targets.includes(target)) continue
      const entry = { target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 }
      observer.notify([entry as IntersectionObserverEntry], observer as unknown as IntersectionObserver)
    }
  }
}

const QUOTES = [
  { text: 'I finally have a bedtime I keep.', author: 'Dana, reader since 2023' },
  { text: '“The Sunday email is the one I save.”', author: 'Graham' },
  { text: 'My partner noticed before I did.' },
  { text: 'A fourth card takes the first colour again.', author: 'Lee' },
]

function listBlock(fields: Partial<TestimonialBlock> = {}): TestimonialBlock {
  return {
    blockType: 'testimonial',
    kind: 'quotes',
    header: 'What readers say',
    subheader: 'From readers of our sleep newsletter.',
    quotes: QUOTES,
    ...fields,
  }
}

const wide = sampleRefs.picture('testimonial-night-wide')
const phone = sampleRefs.picture('testimonial-night-phone')

let motionListeners: Array<(event: MediaQueryListEvent) => void> = []
const reduceMotion = (reduce: boolean) => {
  motionListeners = mockReducedMotion(reduce)
}
const switchReducedMotion = (matches: boolean) =>
  act(() => {
    for (const listener of motionListeners) listener({ matches } as MediaQueryListEvent)
  })

/** The reader scrolls near the widget: the entrance leaf loads and takes over the server's cards. */
async function loadLeaf() {
  await act(async () => FakeIntersectionObserver.showAll())
  await act(async () => {
    await vi.dynamicImportSettled()
  })
}

const widget = () => document.querySelector('[data-testimonial]')!
const quotesArea = () => document.querySelector('.quotesArea')!
const list = () => screen.getByRole('list')
const see = (element: Element, inView: boolean) => act(() => TargetedObserver.report(element, inView))
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

/** The widget comes into view (its quotes too), then leaves: one view. */
function viewOnce() {
  see(widget(), true)
  see(quotesArea(), true)
  see(quotesArea(), false)
  see(widget(), false)
}

function expectAllQuotesVisible() {
  const items = screen.getAllByRole('listitem')
  expect(items).toHaveLength(4)
  for (const item of items) expect(item).toBeVisible()
}

beforeEach(() => {
  vi.useFakeTimers()
  FakeIntersectionObserver.install()
  TargetedObserver.all = []
  vi.stubGlobal('IntersectionObserver', TargetedObserver)
  reduceMotion(false)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('Testimonial: a list of quotes', () => {
  it('shows the heading, the intro and every quote in a figure with who said it', () => {
    render(<Testimonial block={listBlock()} context={context} />)
    const region = screen.getByRole('region', { name: 'What readers say' })
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('What readers say')
    expect(within(region).getByText('From readers of our sleep newsletter.')).toBeInTheDocument()
    const items = within(region).getAllByRole('listitem')
    expect(items).toHaveLength(4)
    const second = within(items[1]!).getByRole('figure')
    expect(second.querySelector('blockquote')).toHaveTextContent(/^The Sunday email is the one I save\.$/)
    expect(second.querySelector('figcaption')).toHaveTextContent('Graham')
    // A quote without a name has no caption.
    expect(items[2]!.querySelector('figcaption')).toBeNull()
  })

  it('gives quote i tint i mod 3', () => {
    render(<Testimonial block={listBlock()} context={context} />)
    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => item.getAttribute('data-tint'))).toEqual(['0', '1', '2', '0'])
    expect(items.map((item) => item.classList.contains(`tint${item.getAttribute('data-tint')}`))).toEqual([
      true,
      true,
      true,
      true,
    ])
  })

  it('lets screen readers read each quote once: the quotation marks are decoration', () => {
    const { container } = render(<Testimonial block={listBlock()} context={context} />)
    const text = container.textContent ?? ''
    for (const { text: quote } of QUOTES) {
      const words = quote.replace(/[“”]/g, '')
      expect(text.split(words)).toHaveLength(2)
    }
    for (const mark of container.querySelectorAll('.mark'))
      expect(mark).toHaveAttribute('aria-hidden', 'true')
  })

  it('puts every quote in the server HTML, visible, with no entrance state and no hiding', () => {
    const html = renderToString(<Testimonial block={listBlock()} context={context} />)
    const doc = new DOMParser().parseFromString(html, 'text/html')
    expect(doc.querySelectorAll('li')).toHaveLength(4)
    expect(doc.body.textContent).toContain('My partner noticed before I did.')
    expect(doc.querySelectorAll('[hidden], [style], [data-entrance]')).toHaveLength(0)
    // Only the decorative quotation marks are hidden from screen readers.
    for (const hidden of doc.querySelectorAll('[aria-hidden]')) expect(hidden.textContent).toBe('“')
    expect(doc.querySelector('[data-lazy-leaf="testimonial"]')?.getAttribute('data-lazy-state')).toBe(
      'waiting',
    )
  })

  it('shows the wide picture, and the phone picture under 768 px, each with its size', () => {
    const { container } = render(
      <Testimonial
        block={listBlock({ desktopImage: { image: wide }, mobileImage: { image: phone, alt: 'unused' } })}
        context={context}
      />,
    )
    const source = container.querySelector('picture source')!
    expect(source).toHaveAttribute('media', '(max-width: 767px)')
    expect(source.getAttribute('srcset')).toContain('/sample/pictures/testimonial-night-phone.webp 800w')
    expect(source).toHaveAttribute('width', '800')
    expect(source).toHaveAttribute('height', '600')
    const img = screen.getByRole('img')
    expect(img).toHaveAttribute('src', '/sample/pictures/testimonial-night-wide.webp')
    expect(img).toHaveAttribute('alt', expect.stringMatching(/crescent moon/))
    expect(img).toHaveAttribute('width', '1500')
    expect(img).toHaveAttribute('height', '500')
    expect(img).toHaveAttribute('loading', 'lazy')
  })

  it('shows a single picture everywhere, with the description typed in the block', () => {
    const { container } = render(
      <Testimonial
        block={listBlock({ mobileImage: { image: phone, alt: 'A moonlit roof' } })}
        context={context}
      />,
    )
    expect(container.querySelector('picture source')).toBeNull()
    expect(screen.getByRole('img', { name: 'A moonlit roof' })).toHaveAttribute(
      'src',
      '/sample/pictures/testimonial-night-phone.webp',
    )
  })

  it('has no picture, heading or intro when none is given', () => {
    render(
      <Testimonial
        block={listBlock({ header: null, subheader: '  ', desktopImage: {} })}
        context={context}
      />,
    )
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(4)
  })

  it.each([
    ['no quotes', listBlock({ quotes: [] })],
    ['only blank quotes', listBlock({ quotes: [{ text: '  ' }] })],
  ])('renders nothing with %s', (_label, block) => {
    const { container } = render(<Testimonial block={block} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('Testimonial: a featured quote', () => {
  const featured: TestimonialBlock = {
    blockType: 'testimonial',
    kind: 'featured',
    header: 'A note from our reviewer',
    quotes: QUOTES, // left from the other form: not shown
    featuredQuote: {
      text: 'Pick one habit and keep it for two weeks.',
      author: 'Maya Okafor, MD',
      title: 'Internal medicine physician',
      image: sampleRefs.avatar('mayaOkafor'),
    },
  }

  it('shows the quote, who said it, their role and a decorative round picture, with no JavaScript', () => {
    const { container } = render(<Testimonial block={featured} context={context} />)
    const figure = within(screen.getByRole('region', { name: 'A note from our reviewer' })).getByRole(
      'figure',
    )
    expect(figure.querySelector('blockquote')).toHaveTextContent('Pick one habit and keep it for two weeks.')
    const caption = figure.querySelector('figcaption')!
    expect(caption).toHaveTextContent('Maya Okafor, MD')
    expect(caption).toHaveTextContent('Internal medicine physician')
    const picture = caption.querySelector('img')!
    expect(picture).toHaveAttribute('alt', '')
    expect(picture).toHaveAttribute('src', '/sample/avatars/mayaOkafor.webp')
    expect(picture).toHaveAttribute('width', '96')
    expect(picture).toHaveAttribute('height', '96')
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
    expect(container.querySelector('[data-lazy-leaf]')).toBeNull()
  })

  it('renders the quote alone when nobody is named', () => {
    render(
      <Testimonial
        block={{ ...featured, header: null, featuredQuote: { text: 'Sleep is a skill.' } }}
        context={context}
      />,
    )
    expect(screen.getByRole('figure')).toHaveTextContent(/^“Sleep is a skill\.$/)
    expect(screen.getByRole('figure').querySelector('figcaption')).toBeNull()
  })

  it('renders nothing without the quote’s words', () => {
    const { container } = render(
      <Testimonial block={{ ...featured, featuredQuote: { text: ' ', author: 'Maya' } }} context={context} />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})

describe('Testimonial: the quotes’ entrance', () => {
  it('loads its leaf only near the viewport, keeping the same cards in place', async () => {
    const { container } = render(<Testimonial block={listBlock()} context={context} />)
    const leaf = container.querySelector('[data-lazy-leaf="testimonial"]')
    expect(leaf).toHaveAttribute('data-lazy-state', 'waiting')
    await loadLeaf()
    expect(leaf).toHaveAttribute('data-lazy-state', 'active')
    expect(list()).toHaveAttribute('data-entrance', 'idle')
    expectAllQuotesVisible()
  })

  it('does not play on the first view', async () => {
    render(<Testimonial block={listBlock()} context={context} />)
    await loadLeaf()
    see(widget(), true)
    see(quotesArea(), true)
    wait(5000)
    expect(list()).toHaveAttribute('data-entrance', 'idle')
    expectAllQuotesVisible()
  })

  it('plays once the widget is seen a second time and its quotes are in view, 840 ms apart', async () => {
    render(<Testimonial block={listBlock()} context={context} />)
    await loadLeaf()
    viewOnce()
    // Second view: the heading shows, the quotes are still below.
    see(widget(), true)
    expect(list()).toHaveAttribute('data-entrance', 'idle')
    see(quotesArea(), true)
    expect(list()).toHaveAttribute('data-entrance', 'playing')
    expect(list().style.getPropertyValue('--entrance-ms')).toBe('500ms')
    expect(
      screen.getAllByRole('listitem').map((li) => li.style.getPropertyValue('--entrance-delay')),
    ).toEqual(['0ms', '840ms', '1680ms', '2520ms'])
    expectAllQuotesVisible()
    // The last card starts at 2520 ms and takes 500 ms.
    wait(3019)
    expect(list()).toHaveAttribute('data-entrance', 'playing')
    wait(1)
    expect(list()).toHaveAttribute('data-entrance', 'done')
    for (const li of screen.getAllByRole('listitem'))
      expect(li.style.getPropertyValue('--entrance-delay')).toBe('')
  })

  it('plays only once', async () => {
    render(<Testimonial block={listBlock()} context={context} />)
    await loadLeaf()
    viewOnce()
    viewOnce()
    expect(list()).toHaveAttribute('data-entrance', 'playing')
    wait(4000)
    expect(list()).toHaveAttribute('data-entrance', 'done')
    viewOnce()
    see(widget(), true)
    see(quotesArea(), true)
    wait(100)
    expect(list()).toHaveAttribute('data-entrance', 'done')
  })

  it('never plays under prefers-reduced-motion', async () => {
    reduceMotion(true)
    render(<Testimonial block={listBlock()} context={context} />)
    await loadLeaf()
    for (let view = 0; view < 4; view += 1) viewOnce()
    see(widget(), true)
    see(quotesArea(), true)
    wait(5000)
    expect(list()).toHaveAttribute('data-entrance', 'idle')
    expect(screen.getAllByRole('listitem')[1]!.style.getPropertyValue('--entrance-delay')).toBe('')
  })

  it('settles at once when reduced motion is switched on while it plays', async () => {
    render(<Testimonial block={listBlock()} context={context} />)
    await loadLeaf()
    viewOnce()
    see(widget(), true)
    see(quotesArea(), true)
    wait(300)
    expect(list()).toHaveAttribute('data-entrance', 'playing')
    switchReducedMotion(true)
    expect(list()).toHaveAttribute('data-entrance', 'done')
    switchReducedMotion(false)
    wait(5000)
    expect(list()).toHaveAttribute('data-entrance', 'done')
  })

  it('keeps the cards still where IntersectionObserver does not exist', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const { container } = render(<Testimonial block={listBlock()} context={context} />)
    await act(async () => {
      await vi.dynamicImportSettled()
    })
    expect(container.querySelector('[data-lazy-leaf="testimonial"]')).toHaveAttribute(
      'data-lazy-state',
      'active',
    )
    wait(5000)
    expect(list()).toHaveAttribute('data-entrance', 'idle')
    expectAllQuotesVisible()
  })
})

import { act, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TickerHeroBlock } from '@/cms/payload-types'
import { parseTrackFields } from '@/lib/trackingAttrs'
import { testWidgetContext } from '@/widgets/context'
import { FakeIntersectionObserver, mockReducedMotion } from '../../../tests/unit/browser-fakes'
import { sampleRefs } from '../fixtures'
import { TickerHero } from './TickerHero'

const context = testWidgetContext()
const SENTENCE = 'Sleep better tonight, this week or for good with our free newsletter'

const block = (overrides: Partial<TickerHeroBlock> = {}): TickerHeroBlock => ({
  blockType: 'tickerHero',
  id: 'th1',
  tickerHeadline: {
    beforeText: 'Sleep better',
    items: [{ text: 'tonight' }, { text: 'this week' }, { text: 'for good' }],
    afterText: 'with our free newsletter',
  },
  heroDescription: [{ line: 'One short email every Tuesday' }, { line: 'Unsubscribe with one click' }],
  heroImage: sampleRefs.picture('ticker-newsletter'),
  colorTheme: 'mint',
  heroCtaText: 'Read a sample issue',
  heroCtaUrl: '/health/high-blood-pressure-and-sleep',
  ...overrides,
})

const single = block({
  tickerHeadline: { beforeText: 'Rest easier', items: [{ text: 'tonight' }], afterText: 'with us' },
})

/** The phrase sighted readers see (the rest are in the same cell, hidden). */
const shown = () => document.querySelector('[data-active]')?.textContent ?? ''
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

/** Every observed element leaves the viewport (the fake only knows how to bring them in). */
function hideAll() {
  for (const observer of FakeIntersectionObserver.instances) {
    const callback = (observer as unknown as { callback: IntersectionObserverCallback }).callback
    const entries = observer.targets.map(
      (target) => ({ target, isIntersecting: false, intersectionRatio: 0 }) as IntersectionObserverEntry,
    )
    if (entries.length > 0) callback(entries, observer as unknown as IntersectionObserver)
  }
}

/** The reader scrolls near the hero (the ticker leaf loads), then it comes into view. */
async function scrollIntoView() {
  await act(async () => FakeIntersectionObserver.showAll())
  await act(async () => {
    await vi.dynamicImportSettled()
  })
  act(() => FakeIntersectionObserver.showAll())
}

function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  })
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

let motionListeners: Array<(event: MediaQueryListEvent) => void> = []

beforeEach(() => {
  vi.useFakeTimers()
  FakeIntersectionObserver.install()
  motionListeners = mockReducedMotion(false)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  // Back to the document's own visibilityState.
  Reflect.deleteProperty(document, 'visibilityState')
})

describe('TickerHero content', () => {
  it('gives screen readers the whole headline once, and shows the first phrase', () => {
    render(<TickerHero block={block()} context={context} />)
    expect(screen.getByRole('heading', { level: 2, name: SENTENCE })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: SENTENCE })).toBeInTheDocument()
    expect(shown()).toBe('tonight')
    expect(document.querySelector('[aria-live]')).toBeNull()
  })

  it('keeps every phrase in one cell so the widest sets the width (server HTML)', () => {
    const html = renderToString(<TickerHero block={block()} context={context} />)
    const doc = new DOMParser().parseFromString(html, 'text/html')
    const words = doc.querySelector('h2 [aria-hidden="true"] .words')!
    expect([...words.children].map((w) => w.textContent)).toEqual(['tonight', 'this week', 'for good'])
    expect([...words.querySelectorAll('[data-active]')].map((w) => w.textContent)).toEqual(['tonight'])
    expect((words as HTMLElement).style.getPropertyValue('--ticker-fade')).toBe('150ms')
    expect(doc.querySelector('h2 .visually-hidden')?.textContent).toBe(SENTENCE)
  })

  it('lists the description, links the button to the site page and shows the picture', () => {
    render(<TickerHero block={block()} context={context} ordinal={1} />)
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'One short email every Tuesday',
      'Unsubscribe with one click',
    ])
    const cta = screen.getByRole('link', { name: 'Read a sample issue' })
    expect(cta).toHaveAttribute('href', '/health/high-blood-pressure-and-sleep')
    expect(cta).not.toHaveAttribute('target')
    expect(parseTrackFields(cta.getAttribute('data-track-click'))).toMatchObject({
      category: 'ticker hero',
      text: 'Read a sample issue',
      position: 1,
    })
    const img = screen.getByRole('img')
    expect(img).toHaveAttribute('src', '/sample/pictures/ticker-newsletter.webp')
    expect(img.getAttribute('alt')).toMatch(/open envelope/)
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '900'])
    expect(img).toHaveAttribute('loading', 'eager')
  })

  it('opens another site in a new tab, and says so', () => {
    render(
      <TickerHero
        block={block({ heroCtaUrl: 'https://lists.example.org/join' })}
        context={context}
        ordinal={2}
      />,
    )
    const cta = screen.getByRole('link', { name: 'Read a sample issue (opens in a new tab)' })
    expect(cta).toHaveAttribute('target', '_blank')
    expect(cta).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy')
  })

  it('shows one description line as a sentence, and no button or picture when they are empty', () => {
    render(
      <TickerHero
        block={block({ heroDescription: [{ line: 'Once a fortnight.' }], heroCtaUrl: '', heroImage: null })}
        context={context}
      />,
    )
    expect(screen.getByText('Once a fortnight.').tagName).toBe('P')
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
  })

  it.each([
    ['mint', 'mint'],
    ['night', 'night'],
    ['unknown', 'mint'],
  ])('colours the hero with the %s theme', (colorTheme, theme) => {
    render(
      <TickerHero
        block={block({ colorTheme: colorTheme as TickerHeroBlock['colorTheme'] })}
        context={context}
      />,
    )
    expect(screen.getByRole('region')).toHaveClass(theme)
  })

  it('renders nothing without a headline', () => {
    const { container } = render(
      <TickerHero block={block({ tickerHeadline: { beforeText: ' ', items: [] } })} context={context} />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})

describe('TickerHero with a single phrase', () => {
  it('is static: no ticker leaf, no script, no pause button', async () => {
    const html = renderToString(<TickerHero block={single} context={context} />)
    expect(html).not.toContain('data-lazy-leaf')
    expect(html).not.toContain('<script')
    render(<TickerHero block={single} context={context} />)
    await scrollIntoView()
    wait(10_000)
    expect(shown()).toBe('tonight')
    expect(screen.getByRole('heading', { name: 'Rest easier tonight with us' })).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
  })
})

describe('TickerHero turns', () => {
  it('loads the ticker only when the hero comes near the viewport', async () => {
    const { container } = render(<TickerHero block={block()} context={context} />)
    const leaf = container.querySelector('[data-lazy-leaf="tickerHero"]')
    expect(leaf).toHaveAttribute('data-lazy-state', 'waiting')
    await act(async () => FakeIntersectionObserver.showAll())
    expect(leaf).toHaveAttribute('data-lazy-state', 'active')
    expect(shown()).toBe('tonight')
  })

  it('turns every 2500 ms once in view, back to the first after the last', async () => {
    render(<TickerHero block={block()} context={context} />)
    await scrollIntoView()
    expect(shown()).toBe('tonight')
    wait(2499)
    expect(shown()).toBe('tonight')
    wait(1)
    expect(shown()).toBe('this week')
    wait(2500)
    expect(shown()).toBe('for good')
    wait(2500)
    expect(shown()).toBe('tonight')
  })

  it('fades each new phrase in (the first one is shown as it came from the server)', async () => {
    const { container } = render(<TickerHero block={block()} context={context} />)
    await scrollIntoView()
    const words = () => container.querySelector('.words')!
    expect(words()).not.toHaveAttribute('data-fade')
    wait(2500)
    expect(words()).toHaveAttribute('data-fade', 'true')
  })

  it('does not start before the hero is in view', async () => {
    render(<TickerHero block={block()} context={context} />)
    // Near the viewport: the leaf loads, but the headline is not on screen yet.
    await act(async () => FakeIntersectionObserver.showAll())
    await act(async () => {
      await vi.dynamicImportSettled()
    })
    wait(10_000)
    expect(shown()).toBe('tonight')
  })

  it('pauses when the hero leaves the viewport and resumes when it is back', async () => {
    render(<TickerHero block={block()} context={context} />)
    await scrollIntoView()
    wait(2500)
    expect(shown()).toBe('this week')
    act(() => hideAll())
    wait(10_000)
    expect(shown()).toBe('this week')
    act(() => FakeIntersectionObserver.showAll())
    wait(2499)
    expect(shown()).toBe('this week')
    wait(1)
    expect(shown()).toBe('for good')
  })

  it('pauses while the tab is hidden', async () => {
    render(<TickerHero block={block()} context={context} />)
    await scrollIntoView()
    setTabHidden(true)
    wait(10_000)
    expect(shown()).toBe('tonight')
    setTabHidden(false)
    wait(2500)
    expect(shown()).toBe('this week')
  })

  it('offers a pause button that stops and restarts the turns', async () => {
    render(<TickerHero block={block()} context={context} />)
    await scrollIntoView()
    const button = screen.getByRole('button', { name: 'Pause the changing headline' })
    expect(button).toHaveAttribute('aria-pressed', 'false')
    act(() => {
      fireEvent.click(button)
    })
    expect(button).toHaveAttribute('aria-pressed', 'true')
    wait(10_000)
    expect(shown()).toBe('tonight')
    act(() => {
      fireEvent.click(button)
    })
    wait(2500)
    expect(shown()).toBe('this week')
  })

  it('keeps the accessible headline whole, and announces nothing, while the phrases turn', async () => {
    render(<TickerHero block={block()} context={context} />)
    await scrollIntoView()
    wait(2500)
    expect(screen.getByRole('heading', { level: 2, name: SENTENCE })).toBeInTheDocument()
    expect(document.querySelector('[aria-live]')).toBeNull()
  })

  it('never turns, and offers no pause button, under reduced motion', async () => {
    motionListeners = mockReducedMotion(true)
    render(<TickerHero block={block()} context={context} />)
    await scrollIntoView()
    for (let t = 0; t <= 10_000; t += 500) {
      expect(shown()).toBe('tonight')
      wait(500)
    }
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('stops where it is when reduced motion is switched on mid-way', async () => {
    render(<TickerHero block={block()} context={context} />)
    await scrollIntoView()
    wait(2500)
    expect(shown()).toBe('this week')
    act(() => {
      for (const listener of motionListeners) listener({ matches: true } as MediaQueryListEvent)
    })
    wait(10_000)
    expect(shown()).toBe('this week')
    expect(screen.queryByRole('button')).toBeNull()
  })
})

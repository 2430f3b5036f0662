/*
 * The carousel in a browser-like DOM: the server component, its leaf loaded by the lazy loader, a reader with
 * mouse and keyboard. jsdom lays nothing out, so each test gives the row the geometry a browser would
 * (`layOut`: widths, scroll position, card offsets) and the viewport its media queries (`viewport`).
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CarouselBlock } from '@/cms/payload-types'
import { commerceContext } from '@/widgets/context'
import { sampleRefs, withIds } from '@/widgets/fixtures'
import type { WidgetContext } from '@/widgets/types'
import { FakeIntersectionObserver } from '../../../tests/unit/browser-fakes'
import { Carousel } from './Carousel'
import { CarouselPlayer } from './Carousel.client'
import { carouselFixtures } from './Carousel.fixtures'
import { carouselView } from './carouselCards'

const context: WidgetContext = {
  commerce: commerceContext(null, '/health/test-article'),
  keywords: [],
  articleTitle: 'Widget gallery',
  articlePath: '/health/widget-gallery',
  authors: [],
  siteHost: 'wellread.example',
}

const examples = carouselFixtures.examples(sampleRefs)
const example = (title: string) =>
  withIds(examples.find((e) => e.title === title)!.blocks, 'carousel')[0] as CarouselBlock
const questions = example('Question cards that flip')

/** A viewport `width` px wide (its min-width media queries), optionally preferring reduced motion. */
function viewport(width: number, reduceMotion = false) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const min = /min-width:\s*(\d+)px/.exec(query)
      const matches = min
        ? width >= Number(min[1])
        : query.includes('prefers-reduced-motion: reduce') && reduceMotion
      return {
        matches,
        media: query,
        onchange: null,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
        dispatchEvent: vi.fn(),
      }
    }),
  )
}

/**
 * Lays the row out as a browser would: `count` cards `card` px wide with 12 px gaps in a row `width` px wide,
 * then lets the carousel measure it (a resize). Returns the row.
 */
function layOut({ width = 343, card = 300, gap = 12 } = {}) {
  const track = screen.getByRole('group', { name: 'Cards' })
  const slides = [...track.children] as HTMLElement[]
  const scrollWidth = slides.length * card + (slides.length - 1) * gap
  let left = 0
  Object.defineProperties(track, {
    clientWidth: { configurable: true, value: width },
    scrollWidth: { configurable: true, value: scrollWidth },
    scrollLeft: {
      configurable: true,
      get: () => left,
      set: (value: number) => {
        left = Math.min(Math.max(value, 0), scrollWidth - width)
      },
    },
  })
  slides.forEach((slide, i) => {
    Object.defineProperty(slide, 'offsetLeft', { configurable: true, value: i * (card + gap) })
  })
  act(() => {
    window.dispatchEvent(new Event('resize'))
  })
  return track
}

/** The reader scrolls the row to `left` (touch, trackpad or scrollbar). */
function scrollRow(track: HTMLElement, left: number) {
  act(() => {
    track.scrollLeft = left
    fireEvent.scroll(track)
  })
}

/**
 * A pointer event as the browser sends it (jsdom has no PointerEvent: a MouseEvent carrying the pointer's
 * type and id).
 */
function pointer(
  target: Element,
  type: 'pointerdown' | 'pointermove' | 'pointerup',
  init: { pointerType: string; clientX: number; clientY: number; button?: number; buttons?: number },
) {
  const { pointerType, ...mouse } = init
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, ...mouse })
  Object.assign(event, { pointerType, pointerId: 1 })
  act(() => {
    target.dispatchEvent(event)
  })
}

const dot = (page: number) => screen.getByRole('button', { name: `Go to page ${page}` })
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

/** The leaf on its own (no lazy loading), with the question cards. */
function renderQuestions() {
  const view = carouselView(questions)!
  return render(<CarouselPlayer id="carousel-test" kind={view.kind} cards={view.cards} />)
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'performance',
      'Date',
    ],
  })
  // Testing Library recognises fake timers through a `jest` global; without it, its async wrapper waits
  // on a faked setTimeout forever.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
  FakeIntersectionObserver.install()
  viewport(375)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const user = () => userEvent.setup({ delay: null })

describe('the leaf loads near the viewport', () => {
  it('keeps the server HTML until then, and adds arrows and dots in the reserved row', async () => {
    const { container } = render(<Carousel block={questions} context={context} ordinal={1} />)
    const leaf = container.querySelector('[data-lazy-leaf="carousel"]')!
    expect(leaf.getAttribute('data-lazy-state')).toBe('waiting')
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull()

    await act(async () => FakeIntersectionObserver.showAll())
    await act(async () => {
      await vi.dynamicImportSettled()
    })
    expect(leaf.getAttribute('data-lazy-state')).toBe('active')
    // Five cards at 1.1 per view on a phone: five pages.
    expect(screen.getAllByRole('button', { name: /^Go to page/ })).toHaveLength(5)
    expect(screen.getByRole('button', { name: 'Go to page 1' })).toHaveAttribute('aria-current', 'true')
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'false')
    // The same cards, in the same region.
    const region = screen.getByRole('region', { name: 'Myths about heart health' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    expect(within(region).getAllByRole('group', { name: /^\d of 5$/ })).toHaveLength(5)
  })
})

describe('the active page follows the scroll position', () => {
  it.each([
    [0, 'Go to page 1'],
    [200, 'Go to page 2'], // 0.64 of a 312 px page: nearest is page 2
    [624, 'Go to page 3'],
    [936, 'Go to page 4'],
    [1199, 'Go to page 5'], // within 5 px of the end (1205)
  ])('scrolled to %i px → %s is current', (left, name) => {
    renderQuestions()
    const track = layOut()
    scrollRow(track, left)
    expect(screen.getByRole('button', { name })).toHaveAttribute('aria-current', 'true')
    expect(
      screen.getAllByRole('button', { name: /^Go to page/ }).filter((b) => b.hasAttribute('aria-current')),
    ).toHaveLength(1)
  })

  it('enables and disables the arrows at the ends', () => {
    renderQuestions()
    const track = layOut()
    scrollRow(track, 1205)
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'false')
  })
})

describe('dots and arrows', () => {
  it('a dot scrolls to its page over 400 ms, easing in and out', async () => {
    renderQuestions()
    const track = layOut()
    fireEvent.click(dot(3))
    expect(dot(3)).toHaveAttribute('aria-current', 'true')
    wait(200)
    expect(track.scrollLeft).toBeGreaterThan(200)
    expect(track.scrollLeft).toBeLessThan(424)
    wait(250)
    expect(track.scrollLeft).toBe(624)
    expect(dot(3)).toHaveAttribute('aria-current', 'true')
  })

  it('the last dot scrolls to the end of the row', () => {
    renderQuestions()
    const track = layOut()
    fireEvent.click(dot(5))
    wait(500)
    expect(track.scrollLeft).toBe(1205)
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true')
  })

  it('the arrows move one page, and do nothing past the ends', async () => {
    const reader = user()
    renderQuestions()
    const track = layOut()
    await reader.click(screen.getByRole('button', { name: 'Previous page' }))
    wait(500)
    expect(track.scrollLeft).toBe(0)
    await reader.click(screen.getByRole('button', { name: 'Next page' }))
    wait(500)
    expect(track.scrollLeft).toBe(312)
    expect(dot(2)).toHaveAttribute('aria-current', 'true')
    await reader.click(screen.getByRole('button', { name: 'Next page' }))
    wait(500)
    expect(track.scrollLeft).toBe(624)
    await reader.click(screen.getByRole('button', { name: 'Previous page' }))
    wait(500)
    expect(track.scrollLeft).toBe(312)
    expect(dot(2)).toHaveAttribute('aria-current', 'true')
  })

  it('carries the click tracking for the page’s data layer: category carousel, no reader input', () => {
    renderQuestions()
    layOut()
    expect(
      JSON.parse(screen.getByRole('button', { name: 'Next page' }).getAttribute('data-track-click')!),
    ).toEqual({
      category: 'carousel',
      formatType: 'questions',
      text: 'next',
    })
    expect(JSON.parse(dot(4).getAttribute('data-track-click')!)).toEqual({
      category: 'carousel',
      formatType: 'questions',
      text: 'dot',
      position: 4,
    })
  })
})

describe('the keyboard', () => {
  it('Tab reaches the row; the arrow keys, Home and End page it', async () => {
    const reader = user()
    renderQuestions()
    const track = layOut()
    await reader.tab()
    expect(track).toHaveFocus()
    await reader.keyboard('{ArrowRight}')
    wait(500)
    expect(track.scrollLeft).toBe(312)
    expect(dot(2)).toHaveAttribute('aria-current', 'true')
    await reader.keyboard('{End}')
    wait(500)
    expect(track.scrollLeft).toBe(1205)
    expect(dot(5)).toHaveAttribute('aria-current', 'true')
    await reader.keyboard('{ArrowRight}')
    wait(500)
    expect(track.scrollLeft).toBe(1205)
    await reader.keyboard('{Home}')
    wait(500)
    expect(track.scrollLeft).toBe(0)
    await reader.keyboard('{ArrowLeft}')
    wait(500)
    expect(track.scrollLeft).toBe(0)
    expect(dot(1)).toHaveAttribute('aria-current', 'true')
  })

  it('the arrow keys page from the dots too, and Enter on a dot goes to it', async () => {
    const reader = user()
    renderQuestions()
    const track = layOut()
    dot(1).focus()
    await reader.keyboard('{ArrowRight}')
    wait(500)
    expect(track.scrollLeft).toBe(312)
    dot(4).focus()
    await reader.keyboard('{Enter}')
    wait(500)
    expect(track.scrollLeft).toBe(936)
    expect(dot(4)).toHaveAttribute('aria-current', 'true')
  })

  it('leaves the arrow keys alone inside a card', async () => {
    const reader = user()
    renderQuestions()
    const track = layOut()
    screen.getAllByRole('button', { name: 'Show answer' })[0]!.focus()
    await reader.keyboard('{ArrowRight}')
    wait(500)
    expect(track.scrollLeft).toBe(0)
  })
})

describe('flip cards', () => {
  it('"Show answer" turns the card over; "Show question" turns it back', async () => {
    const reader = user()
    renderQuestions()
    layOut()
    const slide = screen.getByRole('group', { name: '2 of 5' })
    const button = within(slide).getByRole('button', { name: 'Show answer' })
    const back = document.getElementById(button.getAttribute('aria-controls')!)!
    const front = slide.querySelector('h3')!.parentElement!
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(back).toHaveAttribute('inert')
    expect(front).not.toHaveAttribute('inert')

    await reader.click(button)
    expect(button).toHaveTextContent('Show question')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(button).toHaveFocus()
    expect(back).not.toHaveAttribute('inert')
    expect(back).toHaveTextContent('High blood pressure usually causes no symptoms.')
    expect(front).toHaveAttribute('inert')
    // Only this card turned.
    expect(screen.getAllByRole('button', { name: 'Show answer' })).toHaveLength(4)

    await reader.keyboard('{Enter}')
    expect(button).toHaveTextContent('Show answer')
    expect(back).toHaveAttribute('inert')
    await reader.keyboard(' ')
    expect(button).toHaveTextContent('Show question')
  })

  it('the daily dose flips from its picture to its lessons', async () => {
    const reader = user()
    const view = carouselView(example('Daily dose'))!
    render(<CarouselPlayer id="dose" kind={view.kind} cards={view.cards} />)
    const button = screen.getByRole('button', { name: 'Show lessons' })
    const back = document.getElementById(button.getAttribute('aria-controls')!)!
    expect(back).toHaveAttribute('inert')
    await reader.click(button)
    expect(button).toHaveTextContent('Show picture')
    expect(within(back).getAllByRole('listitem')).toHaveLength(3)
    expect(back).not.toHaveAttribute('inert')
    // One card: a row, no pages to move through, and the row leaves the tab order.
    expect(screen.queryByRole('button', { name: /^Go to page/ })).toBeNull()
    expect(screen.getByRole('group', { name: 'Cards' })).toHaveAttribute('tabindex', '-1')
  })
})

describe('mouse swipes (25 px, under 45°)', () => {
  const drag = (track: HTMLElement, from: [number, number], to: [number, number]) => {
    pointer(track, 'pointerdown', { pointerType: 'mouse', button: 0, clientX: from[0], clientY: from[1] })
    pointer(track, 'pointermove', { pointerType: 'mouse', buttons: 1, clientX: to[0], clientY: to[1] })
    pointer(track, 'pointerup', { pointerType: 'mouse', button: 0, clientX: to[0], clientY: to[1] })
    wait(500)
  }

  it.each([
    ['40 px to the left: the next page', [200, 100], [160, 100], 312],
    ['25 px to the left: the next page', [200, 100], [175, 100], 312],
    ['20 px: back to where it was', [200, 100], [180, 100], 0],
    ['30 px left and 40 px down (steeper than 45°): back', [200, 100], [170, 140], 0],
  ] as const)('%s', (_label, from, to, left) => {
    renderQuestions()
    const track = layOut()
    drag(track, [...from], [...to])
    expect(track.scrollLeft).toBe(left)
  })

  it('to the right goes back a page', () => {
    renderQuestions()
    const track = layOut()
    scrollRow(track, 624)
    drag(track, [100, 100], [160, 110])
    expect(track.scrollLeft).toBe(312)
    expect(dot(2)).toHaveAttribute('aria-current', 'true')
  })

  it('the row follows the mouse while it drags', () => {
    renderQuestions()
    const track = layOut()
    scrollRow(track, 312)
    pointer(track, 'pointerdown', { pointerType: 'mouse', button: 0, clientX: 200, clientY: 0 })
    pointer(track, 'pointermove', { pointerType: 'mouse', buttons: 1, clientX: 120, clientY: 0 })
    expect(track.scrollLeft).toBe(392)
    expect(track).toHaveAttribute('data-dragging', 'true')
  })

  it('the click that ends a drag over a card does not flip it', () => {
    renderQuestions()
    const track = layOut()
    const button = screen.getAllByRole('button', { name: 'Show answer' })[0]!
    pointer(button, 'pointerdown', { pointerType: 'mouse', button: 0, clientX: 200, clientY: 0 })
    pointer(button, 'pointermove', { pointerType: 'mouse', buttons: 1, clientX: 150, clientY: 0 })
    pointer(button, 'pointerup', { pointerType: 'mouse', button: 0, clientX: 150, clientY: 0 })
    fireEvent.click(button)
    expect(button).toHaveTextContent('Show answer')
    wait(500)
    expect(track.scrollLeft).toBe(312)
    // A plain click afterwards flips it as usual.
    fireEvent.click(button)
    expect(button).toHaveTextContent('Show question')
  })

  it('touch is left to the browser’s own scrolling', () => {
    renderQuestions()
    const track = layOut()
    pointer(track, 'pointerdown', { pointerType: 'touch', button: 0, clientX: 200, clientY: 0 })
    pointer(track, 'pointermove', { pointerType: 'touch', buttons: 1, clientX: 100, clientY: 0 })
    pointer(track, 'pointerup', { pointerType: 'touch', button: 0, clientX: 100, clientY: 0 })
    wait(500)
    expect(track.scrollLeft).toBe(0)
  })
})

describe('reduced motion', () => {
  it('pages at once, without a transition', () => {
    viewport(375, true)
    const { container } = renderQuestions()
    const track = layOut()
    expect(container.querySelector('[data-motion]')).toHaveAttribute('data-motion', 'reduce')
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(track.scrollLeft).toBe(312)
    fireEvent.click(dot(4))
    expect(track.scrollLeft).toBe(936)
    expect(dot(4)).toHaveAttribute('aria-current', 'true')
  })

  it('animates otherwise', () => {
    const { container } = renderQuestions()
    const track = layOut()
    expect(container.querySelector('[data-motion]')).toHaveAttribute('data-motion', 'full')
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(track.scrollLeft).toBe(0)
    wait(500)
    expect(track.scrollLeft).toBe(312)
  })

  it('still flips cards (the CSS drops the turning animation)', async () => {
    viewport(375, true)
    renderQuestions()
    await user().click(screen.getAllByRole('button', { name: 'Show answer' })[0]!)
    expect(screen.getAllByRole('button', { name: 'Show question' })).toHaveLength(1)
  })
})

describe('cards per page by breakpoint', () => {
  it.each([
    [375, 5], // phone: 1 per page
    [768, 3], // tablet: 2 per page, 2.2 visible
    [1280, 4], // wide: 1 per page, 2.4 visible in the 720 px column (300 px a card)
  ])('at %i px, five cards make %i pages (before the row is measured)', (width, pages) => {
    viewport(width)
    renderQuestions()
    expect(screen.getAllByRole('button', { name: /^Go to page/ })).toHaveLength(pages)
  })

  it('on a tablet one page is two cards', () => {
    viewport(768)
    renderQuestions()
    const track = layOut({ width: 700, card: 310, gap: 12 })
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    wait(500)
    expect(track.scrollLeft).toBe(644) // the third card's start
  })

  it('four pictures on a wide screen are a 2 × 2 grid without controls', () => {
    viewport(1280)
    const view = carouselView(example('Image gallery'))!
    render(<CarouselPlayer id="gallery" kind={view.kind} cards={view.cards} />)
    expect(screen.queryByRole('button', { name: /^Go to page/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull()
  })
})

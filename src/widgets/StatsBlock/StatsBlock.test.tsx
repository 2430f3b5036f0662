import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StatsBlockBlock } from '@/cms/payload-types'
import { commerceContext } from '@/widgets/context'
import type { WidgetContext } from '@/widgets/types'
import { FakeIntersectionObserver, mockReducedMotion } from '../../../tests/unit/browser-fakes'
import { StatsBlock } from './StatsBlock'

const context: WidgetContext = {
  commerce: commerceContext(null, '/health/test-article'),
  keywords: [],
  articleTitle: 'Sleep basics',
  articlePath: '/sleep/basics',
  authors: [],
  siteHost: 'wellread.example',
}

function block(items: StatsBlockBlock['items'], header: string | null = 'Sleep in numbers'): StatsBlockBlock {
  return { blockType: 'statsBlock', header, items }
}

const twoStats = block([
  { number: 12000, prefix: '$', text: 'spent on mattresses' },
  { number: 250, suffix: ' nights', text: 'of poor sleep a year' },
])

let motionListeners: Array<(event: MediaQueryListEvent) => void> = []
const reduceMotion = (reduce: boolean) => {
  motionListeners = mockReducedMotion(reduce)
}

/** The number sighted readers see (aria-hidden, so it is read from the visible span). */
function visibleNumber(index: number): string {
  const item = screen.getAllByRole('listitem')[index]
  const shown = item?.querySelector('[aria-hidden="true"]')
  return shown?.textContent ?? ''
}

/**
 * The reader scrolls the block into view: it comes near the viewport (the count-up leaf loads), then into
 * view (the count-up starts).
 */
async function scrollIntoView() {
  await act(async () => FakeIntersectionObserver.showAll())
  await act(async () => {
    await vi.dynamicImportSettled()
  })
  act(() => FakeIntersectionObserver.showAll())
}
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

beforeEach(() => {
  vi.useFakeTimers()
  FakeIntersectionObserver.install()
  reduceMotion(false)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('StatsBlock content', () => {
  it('renders the header, the final values and the captions', () => {
    render(<StatsBlock block={twoStats} context={context} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Sleep in numbers' })).toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByText('spent on mattresses')).toBeInTheDocument()
    expect(screen.getByText('of poor sleep a year')).toBeInTheDocument()
    expect(visibleNumber(0)).toBe('$12,000')
    expect(visibleNumber(1)).toBe('250 nights')
  })

  it('gives screen readers the final value only, as one text', () => {
    render(<StatsBlock block={twoStats} context={context} />)
    // The visually hidden copy is the only accessible text for each number.
    expect(
      screen.getByText('$12,000', { ignore: '[aria-hidden="true"], [aria-hidden="true"] *' }),
    ).toBeVisible()
    expect(
      screen.getByText('250 nights', { ignore: '[aria-hidden="true"], [aria-hidden="true"] *' }),
    ).toBeVisible()
  })

  it('puts the final values in the server HTML', () => {
    const html = renderToString(<StatsBlock block={twoStats} context={context} />)
    const doc = new DOMParser().parseFromString(html, 'text/html')
    expect(doc.body.textContent).toContain('$12,000')
    expect(doc.body.textContent).toContain('250 nights')
    expect(doc.body.textContent).not.toMatch(/9,600|200 nights/)
  })

  it('renders without a heading when there is no header', () => {
    render(<StatsBlock block={block([{ number: 3, text: 'nights' }], null)} context={context} />)
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    expect(visibleNumber(0)).toBe('3')
  })

  it.each([
    ['no items and no header', block(null, null)],
    ['a header but no items', block([], 'Sleep in numbers')],
    ['only items without a usable number', block([{ number: Number.NaN, text: 'x' }])],
  ])('shows the placeholder with %s', (_label, data) => {
    const { container } = render(<StatsBlock block={data} context={context} />)
    expect(container).toHaveTextContent(/^Stats Block Placeholder - No data found$/)
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
  })
})

describe('StatsBlock count-up', () => {
  it('loads the count-up only when the block comes near the viewport', async () => {
    const { container } = render(<StatsBlock block={twoStats} context={context} />)
    const leaf = container.querySelector('[data-lazy-leaf="statsBlock"]')
    expect(leaf).toHaveAttribute('data-lazy-state', 'waiting')
    await act(async () => FakeIntersectionObserver.showAll())
    expect(leaf).toHaveAttribute('data-lazy-state', 'active')
    // Until the leaf's code has arrived the server HTML stays in place: same list, final values.
    expect(visibleNumber(0)).toBe('$12,000')
  })

  it('shows the final values until the block is first seen', () => {
    render(<StatsBlock block={twoStats} context={context} />)
    wait(10_000)
    expect(visibleNumber(0)).toBe('$12,000')
    expect(visibleNumber(1)).toBe('250 nights')
  })

  it('counts from 80% up to the exact value in 2000 ms, the second item 2000 ms later', async () => {
    render(<StatsBlock block={twoStats} context={context} />)
    await scrollIntoView()
    expect(visibleNumber(0)).toBe('$9,600')
    expect(visibleNumber(1)).toBe('200 nights')

    wait(1000)
    expect(visibleNumber(0)).toBe('$10,800')
    expect(visibleNumber(1)).toBe('200 nights') // still waiting its turn

    wait(999)
    expect(visibleNumber(0)).toBe('$11,960')
    wait(1)
    expect(visibleNumber(0)).toBe('$12,000')
    expect(visibleNumber(1)).toBe('200 nights')

    wait(1000)
    expect(visibleNumber(1)).toBe('225 nights')
    wait(999)
    expect(visibleNumber(1)).toBe('249 nights')
    wait(1)
    expect(visibleNumber(0)).toBe('$12,000')
    expect(visibleNumber(1)).toBe('250 nights')
  })

  it('runs only once', async () => {
    render(<StatsBlock block={twoStats} context={context} />)
    await scrollIntoView()
    wait(4000)
    await scrollIntoView()
    expect(visibleNumber(0)).toBe('$12,000')
    expect(visibleNumber(1)).toBe('250 nights')
    wait(1000)
    expect(visibleNumber(0)).toBe('$12,000')
  })

  it('never animates under prefers-reduced-motion', async () => {
    reduceMotion(true)
    render(<StatsBlock block={twoStats} context={context} />)
    await scrollIntoView()
    for (let t = 0; t <= 5000; t += 250) {
      expect(visibleNumber(0)).toBe('$12,000')
      expect(visibleNumber(1)).toBe('250 nights')
      wait(250)
    }
  })

  it('keeps the accessible value final while the visible number counts', async () => {
    render(<StatsBlock block={twoStats} context={context} />)
    await scrollIntoView()
    wait(500)
    expect(visibleNumber(0)).not.toBe('$12,000')
    expect(
      screen.getByText('$12,000', { ignore: '[aria-hidden="true"], [aria-hidden="true"] *' }),
    ).toBeVisible()
  })

  it('settles on the final values for good when reduced motion is switched on mid-count', async () => {
    render(<StatsBlock block={twoStats} context={context} />)
    await scrollIntoView()
    wait(500)
    expect(visibleNumber(0)).toBe('$10,200')
    act(() => {
      for (const listener of motionListeners) listener({ matches: true } as MediaQueryListEvent)
    })
    expect(visibleNumber(0)).toBe('$12,000')
    expect(visibleNumber(1)).toBe('250 nights')
    act(() => {
      for (const listener of motionListeners) listener({ matches: false } as MediaQueryListEvent)
    })
    wait(500)
    expect(visibleNumber(0)).toBe('$12,000')
    expect(visibleNumber(1)).toBe('250 nights')
  })
})

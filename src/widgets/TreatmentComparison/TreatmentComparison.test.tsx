import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, vi } from 'vitest'
import type { TreatmentComparisonBlock } from '@/cms/payload-types'
import { TRACK_EVENT_TYPE, type TrackEvent } from '@/lib/tracking'
import { parseTrackFields } from '@/lib/trackingAttrs'
import { testWidgetContext } from '@/widgets/context'
import { TreatmentComparison } from './TreatmentComparison'
import { TreatmentComparisonFrame } from './TreatmentComparison.lazy.client'

// The widget's interactive parts are deferred islands (src/ui/deferredIsland.tsx): load their code first, as
// the reader's approach would, so that they render and hydrate here.
beforeAll(async () => {
  await TreatmentComparisonFrame.wake()
})

/** An IntersectionObserver whose entries the test reports, with the positions it chooses. */
class ControlledObserver {
  static instances: ControlledObserver[] = []
  readonly targets: Element[] = []
  constructor(private readonly callback: IntersectionObserverCallback) {
    ControlledObserver.instances.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0
  }
  takeRecords() {
    return []
  }
  /** Reports `target` at `top` px from the viewport's top (800 px tall), `ratio` of it visible. */
  static report(
    target: Element,
    entry: { isIntersecting: boolean; top?: number; ratio?: number; visibleHeight?: number },
  ) {
    for (const observer of ControlledObserver.instances) {
      if (!observer.targets.includes(target)) continue
      const record = {
        target,
        isIntersecting: entry.isIntersecting,
        intersectionRatio: entry.ratio ?? (entry.isIntersecting ? 1 : 0),
        boundingClientRect: { top: entry.top ?? 0 } as DOMRectReadOnly,
        intersectionRect: { height: entry.visibleHeight ?? 0 } as DOMRectReadOnly,
        rootBounds: { top: 0, height: 800 } as DOMRectReadOnly,
        time: 0,
      } as IntersectionObserverEntry
      act(() => observer.callback([record], observer as unknown as IntersectionObserver))
    }
  }
}

const events: TrackEvent[] = []
const onTrack = (event: Event) => events.push((event as CustomEvent<TrackEvent>).detail)

beforeEach(() => {
  ControlledObserver.instances = []
  vi.stubGlobal('IntersectionObserver', ControlledObserver)
  events.length = 0
  window.addEventListener(TRACK_EVENT_TYPE, onTrack)
})

afterEach(() => {
  window.removeEventListener(TRACK_EVENT_TYPE, onTrack)
  vi.unstubAllGlobals()
})

const context = testWidgetContext({ keywords: ['erectile dysfunction', 'ED tablets'] })

const block = (overrides: Partial<TreatmentComparisonBlock> = {}): TreatmentComparisonBlock => ({
  blockType: 'treatmentComparison',
  id: 'cmp1',
  title: 'Comparing ED tablets',
  toolName: 'ED tablets comparison',
  intro: 'All three need arousal to work.',
  treatments: [
    { id: 't1', name: 'Sildenafil', note: 'Viagra' },
    { id: 't2', name: 'Tadalafil', note: 'Cialis' },
  ],
  rows: [
    { id: 'r1', label: 'Lasts', cells: [{ text: 'About 4 hours' }, { text: 'Up to 36 hours' }] },
    { id: 'r2', label: 'Daily option', cells: [{ text: 'No' }] },
  ],
  footnote: 'Typical figures from US prescribing information.',
  ...overrides,
})

const toolOf = (container: HTMLElement) => container.querySelector('[data-sticky]')!
const marker = (container: HTMLElement, which: 'top' | 'bottom') =>
  container.querySelector(`[data-marker="${which}"]`)!

describe('TreatmentComparison: the table', () => {
  it('compares treatments in columns and attributes in rows, with real headers', () => {
    render(<TreatmentComparison block={block()} context={context} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Comparing ED tablets' })).toBeInTheDocument()
    expect(screen.getByText('All three need arousal to work.')).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Comparing ED tablets' })
    const columns = within(table).getAllByRole('columnheader')
    expect(columns.map((th) => th.textContent)).toEqual(['SildenafilViagra', 'TadalafilCialis'])
    for (const th of columns) expect(th).toHaveAttribute('scope', 'col')
    const rows = within(table).getAllByRole('rowheader')
    expect(rows.map((th) => th.textContent)).toEqual(['Lasts', 'Daily option'])
    for (const th of rows) expect(th).toHaveAttribute('scope', 'row')
    expect(within(table).getByRole('cell', { name: 'Up to 36 hours' })).toBeInTheDocument()
    expect(screen.getByText('Typical figures from US prescribing information.')).toBeInTheDocument()
  })

  it('shows a missing value as a dash, read out as "Not listed"', () => {
    render(<TreatmentComparison block={block()} context={context} />)
    const daily = screen.getByRole('rowheader', { name: 'Daily option' }).closest('tr')!
    const cells = within(daily).getAllByRole('cell')
    expect(cells[1]).toHaveTextContent('—Not listed')
    expect(within(cells[1]!).getByText('—')).toHaveAttribute('aria-hidden', 'true')
  })

  it('puts the whole table in the server HTML', () => {
    const html = renderToString(<TreatmentComparison block={block()} context={context} />)
    expect(html).toContain('<th scope="col"')
    expect(html).toContain('Up to 36 hours')
    expect(html).toContain('data-sticky="off"')
  })

  it('scrolls sideways in a keyboard-reachable region named after the table', () => {
    render(<TreatmentComparison block={block()} context={context} />)
    const region = screen.getByRole('region', { name: 'Comparing ED tablets' })
    expect(region).toHaveAttribute('tabindex', '0')
    expect(region).toContainElement(screen.getByRole('table'))
  })

  it('records a page view of the tool for the page’s island', () => {
    const { container } = render(<TreatmentComparison block={block()} context={context} ordinal={2} />)
    expect(parseTrackFields(container.firstElementChild!.getAttribute('data-track-view'))).toEqual({
      category: 'treatment comparison',
      name: 'ED tablets comparison',
      position: 2,
    })
  })

  it.each([
    ['one treatment', block({ treatments: [{ name: 'Sildenafil' }] })],
    ['no rows', block({ rows: [] })],
    [
      'malformed treatments',
      block({ treatments: 'junk' as unknown as TreatmentComparisonBlock['treatments'] }),
    ],
  ])('renders nothing with %s', (_label, data) => {
    const { container } = render(<TreatmentComparison block={data} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('TreatmentComparison: the sticky header (000 §4)', () => {
  it('turns on when the top marker is above the viewport, off when the bottom marker is', () => {
    const { container } = render(<TreatmentComparison block={block()} context={context} />)
    const tool = toolOf(container)
    expect(tool).toHaveAttribute('data-sticky', 'off')

    ControlledObserver.report(marker(container, 'top'), { isIntersecting: true, top: 300 })
    ControlledObserver.report(marker(container, 'bottom'), { isIntersecting: false, top: 1400 })
    expect(tool).toHaveAttribute('data-sticky', 'off')

    ControlledObserver.report(marker(container, 'top'), { isIntersecting: false, top: -20 })
    expect(tool).toHaveAttribute('data-sticky', 'on')

    ControlledObserver.report(marker(container, 'bottom'), { isIntersecting: true, top: 500 })
    expect(tool).toHaveAttribute('data-sticky', 'on')

    ControlledObserver.report(marker(container, 'bottom'), { isIntersecting: false, top: -5 })
    expect(tool).toHaveAttribute('data-sticky', 'off')

    // Scrolling back up into the table turns it on again; above the table, off.
    ControlledObserver.report(marker(container, 'bottom'), { isIntersecting: true, top: 400 })
    expect(tool).toHaveAttribute('data-sticky', 'on')
    ControlledObserver.report(marker(container, 'top'), { isIntersecting: true, top: 10 })
    expect(tool).toHaveAttribute('data-sticky', 'off')
  })

  it('is a copy of the treatment names hidden from assistive technology', () => {
    const { container } = render(<TreatmentComparison block={block()} context={context} />)
    const copy = container.querySelector('[data-sticky-header]')!
    expect(copy.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(copy).toHaveTextContent('SildenafilViagraTadalafilCialis')
    // The only column headers assistive technology finds are the table's.
    expect(screen.getAllByRole('columnheader')).toHaveLength(2)
  })

  it('follows the table when it scrolls sideways', () => {
    const { container } = render(<TreatmentComparison block={block()} context={context} />)
    const region = screen.getByRole('region')
    region.scrollLeft = 64
    fireEvent.scroll(region)
    const row = container.querySelector('[data-sticky-header]')!.firstElementChild as HTMLElement
    expect(row.style.transform).toBe('translateX(-64px)')
  })
})

describe('TreatmentComparison: the view event (000 §7)', () => {
  const views = () => events.filter((e) => e.name === 'decisiontool_view')

  it('records one decision-tool exposure when the tool comes into view', () => {
    const { container } = render(<TreatmentComparison block={block()} context={context} />)
    const tool = toolOf(container)
    ControlledObserver.report(tool, { isIntersecting: true, ratio: 0.1, visibleHeight: 60 })
    expect(views()).toEqual([])

    ControlledObserver.report(tool, { isIntersecting: true, ratio: 0.6, visibleHeight: 300 })
    expect(views()).toEqual([
      {
        name: 'decisiontool_view',
        type: 'decisiontool_view',
        correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        toolName: 'ED tablets comparison',
        topic: 'erectile dysfunction',
      },
    ])

    ControlledObserver.report(tool, { isIntersecting: false, ratio: 0 })
    ControlledObserver.report(tool, { isIntersecting: true, ratio: 1, visibleHeight: 500 })
    expect(views()).toHaveLength(1)
    expect(window.wellreadEvents).toContainEqual(views()[0])
  })

  it('counts a table taller than the screen once it fills half the screen', () => {
    const { container } = render(<TreatmentComparison block={block()} context={context} />)
    ControlledObserver.report(toolOf(container), { isIntersecting: true, ratio: 0.2, visibleHeight: 420 })
    expect(views()).toHaveLength(1)
  })

  it('uses one correlation id per page view for every tool on the page', () => {
    const { container } = render(
      <>
        <TreatmentComparison block={block({ id: 'a' })} context={context} />
        <TreatmentComparison block={block({ id: 'b', toolName: 'Second tool' })} context={context} />
      </>,
    )
    const tools = container.querySelectorAll('[data-sticky]')
    ControlledObserver.report(tools[0]!, { isIntersecting: true, ratio: 1, visibleHeight: 400 })
    ControlledObserver.report(tools[1]!, { isIntersecting: true, ratio: 1, visibleHeight: 400 })
    expect(views().map((e) => e.toolName)).toEqual(['ED tablets comparison', 'Second tool'])
    expect(views()[0]!.correlationId).toBe(views()[1]!.correlationId)
  })

  it('names the tool by its heading when no report name is stored, and has no topic without keywords', () => {
    const { container } = render(
      <TreatmentComparison block={block({ toolName: '' })} context={testWidgetContext({ keywords: [] })} />,
    )
    ControlledObserver.report(toolOf(container), { isIntersecting: true, ratio: 1, visibleHeight: 400 })
    expect(views()[0]).toMatchObject({ toolName: 'Comparing ED tablets', topic: null })
  })
})

import { act, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { ChecklistBlock } from '@/cms/payload-types'
import type { WidgetContext } from '@/widgets/types'
import { FakeIntersectionObserver, mockReducedMotion } from '../../../tests/unit/browser-fakes'
import { Checklist } from './Checklist'
import { REVEAL_STAGGER_MS } from './checklist'

const context: WidgetContext = {
  articleTitle: 'Sleep and blood pressure',
  articlePath: '/heart/sleep',
  authors: [],
  siteHost: 'wellread.example',
}

function block(overrides: Partial<ChecklistBlock> = {}): ChecklistBlock {
  return {
    blockType: 'checklist',
    id: 'cl1',
    header: 'Before your appointment',
    revealInSequence: false,
    items: [
      { html: 'Write down your symptoms' },
      { html: 'List your <strong>medicines</strong>' },
      { html: 'Bring a friend' },
    ],
    ...overrides,
  }
}

function scrollListIntoView() {
  act(() => FakeIntersectionObserver.showAll())
}

/** Texts of the items a sighted reader can see now (hidden items carry data-revealed="false" for the CSS). */
function shownItems(): string[] {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('data-revealed') !== 'false')
    .map((item) => item.textContent ?? '')
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

beforeEach(() => {
  FakeIntersectionObserver.install()
  mockReducedMotion(false)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('Checklist', () => {
  it('shows the header as a heading and every item in a list', () => {
    render(<Checklist block={block()} context={context} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Before your appointment' })).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Write down your symptoms',
      'List your medicines',
      'Bring a friend',
    ])
  })

  it('keeps check marks away from assistive technology', () => {
    const { container } = render(<Checklist block={block()} context={context} />)
    const marks = container.querySelectorAll('svg')
    expect(marks).toHaveLength(3)
    for (const mark of marks) expect(mark).toHaveAttribute('aria-hidden', 'true')
  })

  it('strips scripts and event handlers but keeps emphasis and links', () => {
    render(
      <Checklist
        block={block({
          items: [
            {
              html: 'Take <strong>one</strong> tablet<script>alert(1)</script> <a href="/heart/dose" onclick="steal()">dose guide</a>',
            },
          ],
        })}
        context={context}
      />,
    )
    const item = screen.getByRole('listitem')
    expect(item.textContent).toBe('Take one tablet dose guide')
    expect(item.querySelector('script')).toBeNull()
    expect(within(item).getByText('one').tagName).toBe('STRONG')
    const link = within(item).getByRole('link', { name: 'dose guide' })
    expect(link).toHaveAttribute('href', '/heart/dose')
    expect(link).not.toHaveAttribute('onclick')
  })

  it('opens external links in a new tab with rel noopener', () => {
    render(
      <Checklist
        block={block({ items: [{ html: 'See <a href="https://www.nhs.uk/conditions/">the NHS page</a>' }] })}
        context={context}
      />,
    )
    const link = screen.getByRole('link', { name: 'the NHS page' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
  })

  it('skips items that are empty once sanitised', () => {
    render(
      <Checklist
        block={block({
          items: [
            { html: '<script>alert(1)</script>' },
            { html: 'Rest' },
            { html: '  <br> &nbsp;' },
            { html: '<img src=x onerror="alert(1)">' },
            { html: '' },
          ],
        })}
        context={context}
      />,
    )
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Rest'])
  })

  it.each([
    ['no items', []],
    ['only empty items', [{ html: '<script>x()</script>' }, { html: ' ' }]],
  ])('renders nothing with %s', (_label, items) => {
    const { container } = render(<Checklist block={block({ items })} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })

  it.each([true, false])(
    'puts every item, visible, in the server HTML (revealInSequence %s)',
    (revealInSequence) => {
      const html = renderToString(<Checklist block={block({ revealInSequence })} context={context} />)
      const host = document.createElement('div')
      host.innerHTML = html
      const items = within(host).getAllByRole('listitem')
      expect(items.map((item) => item.textContent)).toEqual([
        'Write down your symptoms',
        'List your medicines',
        'Bring a friend',
      ])
      expect(host.querySelector('[data-revealed="false"]')).toBeNull()
    },
  )

  it('without revealInSequence shows every item at once and watches nothing', () => {
    vi.useFakeTimers()
    render(<Checklist block={block({ revealInSequence: false })} context={context} />)
    expect(shownItems()).toHaveLength(3)
    expect(FakeIntersectionObserver.instances).toHaveLength(0)
  })

  it('reveals items one after another, 500 ms apart, once the list comes into view', () => {
    vi.useFakeTimers()
    render(<Checklist block={block({ revealInSequence: true })} context={context} />)

    // hydrated but not yet in view: nothing shown, however long the reader waits
    expect(shownItems()).toEqual([])
    advance(5 * REVEAL_STAGGER_MS)
    expect(shownItems()).toEqual([])

    scrollListIntoView()
    advance(0)
    expect(shownItems()).toEqual(['Write down your symptoms'])
    advance(REVEAL_STAGGER_MS - 1)
    expect(shownItems()).toEqual(['Write down your symptoms'])
    advance(1)
    expect(shownItems()).toEqual(['Write down your symptoms', 'List your medicines'])
    advance(REVEAL_STAGGER_MS - 1)
    expect(shownItems()).toHaveLength(2)
    advance(1)
    expect(shownItems()).toEqual(['Write down your symptoms', 'List your medicines', 'Bring a friend'])
  })

  it('shows every item at once under prefers-reduced-motion', () => {
    vi.useFakeTimers()
    mockReducedMotion(true)
    render(<Checklist block={block({ revealInSequence: true })} context={context} />)
    expect(shownItems()).toHaveLength(3)
    scrollListIntoView()
    advance(0)
    expect(shownItems()).toHaveLength(3)
  })
})

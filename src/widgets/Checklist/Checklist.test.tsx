import { act, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { ChecklistBlock } from '@/cms/payload-types'
import { bold, doc, type Inline, italic, link, p } from '@/seed/lexical'
import { commerceContext } from '@/widgets/context'
import type { WidgetContext } from '@/widgets/types'
import { FakeIntersectionObserver, mockReducedMotion } from '../../../tests/unit/browser-fakes'
import { Checklist } from './Checklist'
import { ChecklistReveal } from './Checklist.lazy.client'
import { REVEAL_STAGGER_MS } from './checklist'

// The widget's interactive parts are deferred islands (src/ui/deferredIsland.tsx): load their code first, as
// the reader's approach would, so that they render and hydrate here.
beforeAll(async () => {
  await ChecklistReveal.wake()
})

const context: WidgetContext = {
  commerce: commerceContext(null, '/health/test-article'),
  keywords: [],
  articleTitle: 'Sleep and blood pressure',
  articlePath: '/heart/sleep',
  authors: [],
  siteHost: 'wellread.example',
}

/** An item as the editor saves it: one paragraph of rich text. */
const item = (...line: Inline[]) => ({ text: doc(p(...line)) })

function block(overrides: Partial<ChecklistBlock> = {}): ChecklistBlock {
  return {
    blockType: 'checklist',
    id: 'cl1',
    header: 'Before your appointment',
    revealInSequence: false,
    items: [item('Write down your symptoms'), item('List your ', bold('medicines')), item('Bring a friend')],
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

  it('shows bold, italic and links from the rich text', () => {
    render(
      <Checklist
        block={block({
          items: [
            item(
              'Take ',
              bold('one'),
              ' tablet ',
              italic('with food'),
              ', see ',
              link('/heart/dose', 'dose guide'),
            ),
          ],
        })}
        context={context}
      />,
    )
    const listItem = screen.getByRole('listitem')
    expect(listItem.textContent).toBe('Take one tablet with food, see dose guide')
    expect(within(listItem).getByText('one').tagName).toBe('STRONG')
    expect(within(listItem).getByText('with food').tagName).toBe('EM')
    expect(within(listItem).getByRole('link', { name: 'dose guide' })).toHaveAttribute('href', '/heart/dose')
  })

  it('shows the item inline, without paragraph blocks, and paragraphs as lines', () => {
    const { container } = render(
      <Checklist
        block={block({ items: [{ text: doc(p('Rest'), p('Drink ', bold('water'))) }] })}
        context={context}
      />,
    )
    expect(container.querySelector('li p')).toBeNull()
    expect(container.querySelector('li br')).not.toBeNull()
    expect(screen.getByRole('listitem').textContent).toBe('RestDrink water')
  })

  it('opens external links in a new tab with rel noopener', () => {
    render(
      <Checklist
        block={block({ items: [item('See ', link('https://www.nhs.uk/conditions/', 'the NHS page'))] })}
        context={context}
      />,
    )
    const nhs = screen.getByRole('link', { name: 'the NHS page' })
    expect(nhs).toHaveAttribute('target', '_blank')
    expect(nhs.getAttribute('rel')).toContain('noopener')
  })

  it('drops a javascript: link stored in the rich text, keeping its words', () => {
    render(
      <Checklist block={block({ items: [item(link('javascript:alert(1)', 'click'))] })} context={context} />,
    )
    expect(screen.getByRole('listitem').textContent).toBe('click')
    expect(screen.queryByRole('link')).toBeNull()
  })

  describe('items saved before items became rich text (HTML)', () => {
    it('shows them, sanitised: no scripts or event handlers, emphasis and links kept', () => {
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
      const listItem = screen.getByRole('listitem')
      expect(listItem.textContent).toBe('Take one tablet dose guide')
      expect(listItem.querySelector('script')).toBeNull()
      expect(within(listItem).getByText('one').tagName).toBe('STRONG')
      const dose = within(listItem).getByRole('link', { name: 'dose guide' })
      expect(dose).toHaveAttribute('href', '/heart/dose')
      expect(dose).not.toHaveAttribute('onclick')
    })

    it('prefers the rich text when an item has both, and uses the HTML when the rich text is empty', () => {
      render(
        <Checklist
          block={block({
            items: [
              { text: doc(p('New words')), html: 'Old words' },
              { text: doc(p()), html: 'Only the <em>old</em> words' },
            ],
          })}
          context={context}
        />,
      )
      expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        'New words',
        'Only the old words',
      ])
    })
  })

  it('skips items that show nothing', () => {
    render(
      <Checklist
        block={block({
          items: [
            { html: '<script>alert(1)</script>' },
            item('Rest'),
            { html: '  <br> &nbsp;' },
            { text: doc(p('   ')) },
            { text: doc(p()) },
            { html: '<img src=x onerror="alert(1)">' },
            { html: '' },
            {},
          ],
        })}
        context={context}
      />,
    )
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Rest'])
  })

  it.each([
    ['no items', []],
    ['only empty items', [{ html: '<script>x()</script>' }, { html: ' ' }, { text: doc(p()) }]],
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

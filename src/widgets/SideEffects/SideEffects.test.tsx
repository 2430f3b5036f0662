import { act, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { SideEffectsBlock } from '@/cms/payload-types'
import { bold, doc, link, p } from '@/seed/lexical'
import { FakeIntersectionObserver } from '../../../tests/unit/browser-fakes'
import { testWidgetContext } from '../context'
import { sampleRefs, withIds } from '../fixtures'
import { SideEffects } from './SideEffects'
import { sideEffectsFixtures } from './SideEffects.fixtures'
import {
  DEFAULT_HEADING,
  MILD_BLURB,
  PREVALENCE_GUIDE_TITLE,
  PREVALENCE_TERMS,
  SEVERE_BLURB,
} from './sideEffects'

const context = testWidgetContext({ articlePath: '/drugs/atorvastatin', siteHost: 'wellread.example' })

const fixtureBlock = withIds(sideEffectsFixtures.examples(sampleRefs)[0]!.blocks, 'se')[0] as SideEffectsBlock

function block(overrides: Partial<SideEffectsBlock> = {}): SideEffectsBlock {
  return {
    blockType: 'sideEffects',
    id: 'blk1',
    heading: 'Side effects of lisinopril',
    mildSideEffects: [
      {
        id: 'm1',
        name: 'Dry cough',
        prevalence: 'Common (more than 1 in 100 people)',
        description: doc(p('A tickly cough.')),
      },
      {
        id: 'm2',
        name: 'dizziness',
        prevalence: 'Common (more than 1 in 100 people)',
        description: doc(p('Stand up slowly.')),
      },
    ],
    severeSideEffects: [
      {
        id: 's1',
        name: 'Swelling of the face or throat',
        prevalence: 'Rare (fewer than 1 in 1,000 people)',
        description: doc(p('Call 911.')),
      },
    ],
    showPrevalenceGuide: true,
    ...overrides,
  }
}

/** The server HTML, parsed: what readers without JavaScript and crawlers get. */
function serverHtml(data: SideEffectsBlock) {
  const host = document.createElement('div')
  host.innerHTML = renderToString(<SideEffects block={data} context={context} ordinal={1} />)
  return host
}

beforeEach(() => {
  FakeIntersectionObserver.install()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('SideEffects server HTML', () => {
  it('has the heading, the tabs (mild selected) and every effect of both tabs, sorted, in disclosures', () => {
    const host = serverHtml(fixtureBlock)
    expect(within(host).getByRole('heading', { level: 2, name: 'Side effects of atorvastatin' })).toBeTruthy()
    const tabs = within(host).getAllByRole('tab')
    expect(
      tabs.map((t) => [t.textContent, t.getAttribute('aria-selected'), t.getAttribute('tabindex')]),
    ).toEqual([
      ['Mild', 'true', '0'],
      ['Severe', 'false', '-1'],
    ])
    const panels = host.querySelectorAll('[role="tabpanel"]')
    expect(panels).toHaveLength(2)
    const names = (panel: Element) => [...panel.querySelectorAll('summary')].map((s) => s.textContent)
    expect(names(panels[0]!)).toEqual([
      'Cold-like symptoms',
      'Diarrhea',
      'Headache',
      'Indigestion',
      'Muscle or joint aches',
      'Nausea',
    ])
    expect(names(panels[1]!)).toEqual([
      'Serious allergic reaction',
      'Signs of a liver problem',
      'Unexplained muscle pain or weakness',
    ])
    // Every detail is in the HTML (closed disclosures), readable without JavaScript and indexable.
    expect(host.querySelectorAll('details')).toHaveLength(6 + 3 + 1)
    expect(host.textContent).toContain('In studies many people had them just as often on a dummy pill')
    expect(host.textContent).toContain('Call 911 or go to the nearest emergency room now.')
    expect(host.textContent).toContain('Uncommon (fewer than 1 in 100 people)')
  })

  it('gives each tab its blurb and its list heading, and hides nothing from assistive technology', () => {
    const host = serverHtml(block())
    const [mild, severe] = [...host.querySelectorAll('[role="tabpanel"]')]
    expect(within(mild as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe(
      'Mild side effects',
    )
    expect(mild!.textContent).toContain(MILD_BLURB)
    expect(within(severe as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe(
      'Severe side effects',
    )
    expect(severe!.textContent).toContain(SEVERE_BLURB)
    expect(mild).toHaveAttribute('data-active', 'true')
    expect(severe).toHaveAttribute('data-active', 'false')
    // Without JavaScript the severe list must stay readable: it is hidden only by the stylesheet, with scripting.
    expect(host.querySelector('[aria-hidden="true"]:not(svg)')).toBeNull()
    expect(host.querySelector('[inert]')).toBeNull()
  })

  it('ties tabs and panels together with ids unique to the block', () => {
    const host = serverHtml(block())
    const tab = host.querySelector('#side-effects-blk1-severe-tab')!
    expect(tab).toHaveAttribute('aria-controls', 'side-effects-blk1-severe-panel')
    expect(host.querySelector('#side-effects-blk1-severe-panel')).toHaveAttribute(
      'aria-labelledby',
      'side-effects-blk1-severe-tab',
    )
    expect(host.querySelector('[role="tablist"]')).toHaveAttribute(
      'aria-labelledby',
      'side-effects-blk1-heading',
    )
    expect(host.querySelector('section')).toHaveAttribute('aria-labelledby', 'side-effects-blk1-heading')
  })

  it('waits for the leaf until the block nears the viewport', () => {
    const host = serverHtml(block())
    expect(host.querySelector('[data-lazy-leaf="sideEffects"]')).toHaveAttribute('data-lazy-state', 'waiting')
    expect(host.querySelector('[data-side-effects="static"]')).not.toBeNull()
  })
})

describe('SideEffects content rules', () => {
  it.each([
    ['no lists', { mildSideEffects: null, severeSideEffects: null }],
    ['empty lists', { mildSideEffects: [], severeSideEffects: [] }],
    ['only unnamed effects', { mildSideEffects: [{ name: '  ' }], severeSideEffects: [{ name: '' }] }],
  ])('renders nothing with %s', (_label, overrides) => {
    const { container } = render(
      <SideEffects block={block(overrides as Partial<SideEffectsBlock>)} context={context} />,
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('leaves out a tab without effects', () => {
    render(<SideEffects block={block({ mildSideEffects: [] })} context={context} />)
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['Severe'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(screen.queryByText(MILD_BLURB)).not.toBeInTheDocument()
  })

  it('falls back to a plain heading when the stored one is empty', () => {
    render(<SideEffects block={block({ heading: '' })} context={context} />)
    expect(screen.getByRole('heading', { level: 2, name: DEFAULT_HEADING })).toBeInTheDocument()
  })

  it('shows the description as rich text, and how common it is', () => {
    const host = serverHtml(
      block({
        mildSideEffects: [
          {
            name: 'Dry cough',
            prevalence: 'Common (more than 1 in 100 people)',
            description: doc(
              p('A ', bold('tickly'), ' cough. See ', link('/health/cough', 'our cough guide'), '.'),
            ),
          },
        ],
      }),
    )
    const details = host.querySelector('details')!
    expect(details.textContent).toContain('How common: Common (more than 1 in 100 people)')
    expect(within(details).getByText('tickly').tagName).toBe('STRONG')
    expect(within(details).getByRole('link', { name: 'our cough guide' })).toHaveAttribute(
      'href',
      '/health/cough',
    )
  })

  it('leaves out what an effect does not have', () => {
    const host = serverHtml(block({ mildSideEffects: [{ name: 'Tiredness' }] }))
    const details = host.querySelector('details')!
    expect(details.textContent).toBe('Tiredness')
    expect(within(details).queryByRole('link')).toBeNull()
  })

  it('links "Learn more" to a page of the site in the same tab, and to another site in a new tab', () => {
    const host = serverHtml(
      block({
        mildSideEffects: [
          { name: 'Dry cough', url: '/drugs/lisinopril' },
          { name: 'Headache', url: 'https://medlineplus.gov/headache.html' },
          { name: 'Rash', url: 'javascript:alert(1)' },
        ],
      }),
    )
    const internal = within(host).getByRole('link', { name: 'Learn more about Dry cough' })
    expect(internal).toHaveAttribute('href', '/drugs/lisinopril')
    expect(internal).not.toHaveAttribute('target')
    const external = within(host).getByRole('link', {
      name: 'Learn more about Headache (opens in a new tab)',
    })
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(host).queryByRole('link', { name: /Rash/ })).toBeNull()
  })

  it('puts the standard frequency explanation in the page for readers without scripting', () => {
    const host = serverHtml(block())
    const guide = [...host.querySelectorAll('details')].find(
      (d) => d.querySelector('summary')?.textContent === PREVALENCE_GUIDE_TITLE,
    )
    expect(guide).toBeDefined()
    for (const { term, meaning } of PREVALENCE_TERMS) {
      expect(guide!.textContent).toContain(term)
      expect(guide!.textContent).toContain(meaning)
    }
  })

  it("uses the editor's own explanation when there is one", () => {
    const host = serverHtml(block({ prevalenceGuide: doc(p('Common means at least 1 in 100.')) }))
    expect(host.textContent).toContain('Common means at least 1 in 100.')
    expect(host.textContent).not.toContain(PREVALENCE_TERMS[0]!.meaning)
  })

  it.each([
    ['switched off', { showPrevalenceGuide: false }],
    [
      'no effect says how common it is',
      { mildSideEffects: [{ name: 'Dry cough' }], severeSideEffects: [{ name: 'Swelling' }] },
    ],
  ])('offers no explanation when %s', (_label, overrides) => {
    const host = serverHtml(block(overrides as Partial<SideEffectsBlock>))
    expect(host.textContent).not.toContain(PREVALENCE_GUIDE_TITLE)
  })
})

describe('SideEffects leaf loading', () => {
  it('keeps the server HTML until the leaf has loaded, then the same boxes, interactive', async () => {
    const { container } = render(<SideEffects block={fixtureBlock} context={context} ordinal={1} />)
    const staticRoot = container.querySelector('[data-side-effects="static"]')!
    const rows = (root: Element) =>
      [...root.querySelectorAll('[role="tabpanel"] li')].map((li) => li.textContent)
    const shape = (root: Element) => ({
      tabs: [...root.querySelectorAll('[role="tab"]')].map((t) => [t.id, t.getAttribute('aria-selected')]),
      panels: [...root.querySelectorAll('[role="tabpanel"]')].map((p) => [
        p.id,
        p.getAttribute('data-active'),
      ]),
      blurbs: [...root.querySelectorAll('[data-severity]')].map((b) => b.textContent),
      rows: [...root.querySelectorAll('[role="tabpanel"] li')].length,
    })
    const before = shape(staticRoot)
    const names = [...staticRoot.querySelectorAll('summary')].slice(0, 9).map((s) => s.textContent)

    await act(async () => FakeIntersectionObserver.showAll())
    await act(async () => {
      await vi.dynamicImportSettled()
    })
    const live = container.querySelector('[data-side-effects="live"]')!
    expect(live).not.toBeNull()
    expect(container.querySelector('[data-side-effects="static"]')).toBeNull()
    expect(shape(live)).toEqual(before)
    expect(rows(live)).toEqual(names)
  })
})

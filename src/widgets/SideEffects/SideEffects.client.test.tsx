import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SideEffectsBlock } from '@/cms/payload-types'
import type { TrackEvent } from '@/lib/tracking'
import { doc, p } from '@/seed/lexical'
import { FakeIntersectionObserver } from '../../../tests/unit/browser-fakes'
import { testWidgetContext } from '../context'
import { SideEffects } from './SideEffects'
import { MILD_BLURB, PREVALENCE_GUIDE_TITLE, SEVERE_BLURB } from './sideEffects'

const context = testWidgetContext({ siteHost: 'wellread.example' })

function block(overrides: Partial<SideEffectsBlock> = {}): SideEffectsBlock {
  return {
    blockType: 'sideEffects',
    id: 'blk1',
    heading: 'Side effects of lisinopril',
    mildSideEffects: [
      {
        id: 'm1',
        name: 'Headache',
        prevalence: 'Common (more than 1 in 100 people)',
        description: doc(p('Rest and drink fluids.')),
        url: '/drugs/lisinopril',
      },
      {
        id: 'm2',
        name: 'dizziness',
        prevalence: 'Common (more than 1 in 100 people)',
        description: doc(p('Stand up slowly.')),
      },
      { id: 'm3', name: 'Dry cough', description: doc(p('A tickly cough.')) },
    ],
    severeSideEffects: [
      {
        id: 's1',
        name: 'Swelling of the face or throat',
        prevalence: 'Rare (fewer than 1 in 1,000 people)',
        description: doc(p('Call 911.')),
      },
      { id: 's2', name: 'Fainting', prevalence: 'Uncommon (fewer than 1 in 100 people)' },
    ],
    showPrevalenceGuide: true,
    ...overrides,
  }
}

/** Renders the block as the page does, brings it near the viewport and waits for the leaf. */
async function renderLive(data: SideEffectsBlock = block()) {
  const user = userEvent.setup()
  render(<SideEffects block={data} context={context} ordinal={2} />)
  await act(async () => FakeIntersectionObserver.showAll())
  await act(async () => {
    await vi.dynamicImportSettled()
  })
  expect(document.querySelector('[data-side-effects="live"]')).not.toBeNull()
  return user
}

const tab = (name: string) => screen.getByRole('tab', { name })
/** The panel readers see now (the other one is hidden). */
const shownPanel = () => screen.getByRole('tabpanel')
const listNames = () =>
  within(shownPanel())
    .getAllByRole('listitem')
    .map((li) => li.textContent)
const events = () =>
  (window.wellreadEvents ?? []).filter((e: TrackEvent) => e.name.startsWith('sideEffects.'))

beforeEach(() => {
  FakeIntersectionObserver.install()
  window.wellreadEvents = []
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('tabs (WAI-ARIA tabs pattern, automatic activation)', () => {
  it('shows mild first, named by the heading, with one tab in the tab order', async () => {
    await renderLive()
    const tablist = screen.getByRole('tablist', { name: 'Side effects of lisinopril' })
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Mild', 'Severe'])
    expect(tab('Mild')).toHaveAttribute('aria-selected', 'true')
    expect(tab('Mild')).toHaveAttribute('tabindex', '0')
    expect(tab('Severe')).toHaveAttribute('aria-selected', 'false')
    expect(tab('Severe')).toHaveAttribute('tabindex', '-1')
    expect(shownPanel()).toHaveAccessibleName('Mild')
    expect(shownPanel()).toHaveTextContent(MILD_BLURB)
    expect(listNames()).toEqual(['dizziness', 'Dry cough', 'Headache'])
  })

  it('moves with Right, Left, Home and End, wrapping, and shows the tab it moves to', async () => {
    const user = await renderLive()
    await user.tab()
    expect(tab('Mild')).toHaveFocus()

    await user.keyboard('{ArrowRight}')
    expect(tab('Severe')).toHaveFocus()
    expect(tab('Severe')).toHaveAttribute('aria-selected', 'true')
    expect(tab('Severe')).toHaveAttribute('tabindex', '0')
    expect(tab('Mild')).toHaveAttribute('tabindex', '-1')
    expect(shownPanel()).toHaveAccessibleName('Severe')
    expect(shownPanel()).toHaveTextContent(SEVERE_BLURB)
    expect(listNames()).toEqual(['Fainting', 'Swelling of the face or throat'])

    await user.keyboard('{ArrowRight}')
    expect(tab('Mild')).toHaveFocus()
    expect(tab('Mild')).toHaveAttribute('aria-selected', 'true')

    await user.keyboard('{ArrowLeft}')
    expect(tab('Severe')).toHaveFocus()
    await user.keyboard('{Home}')
    expect(tab('Mild')).toHaveFocus()
    expect(tab('Mild')).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{End}')
    expect(tab('Severe')).toHaveFocus()
    expect(tab('Severe')).toHaveAttribute('aria-selected', 'true')
  })

  it('goes from the selected tab into its panel with Tab', async () => {
    const user = await renderLive()
    await user.tab()
    await user.tab()
    expect(shownPanel()).toHaveFocus()
    await user.tab()
    expect(within(shownPanel()).getByRole('button', { name: 'dizziness' })).toHaveFocus()
  })

  it('switches with a click, and tracks each change once', async () => {
    const user = await renderLive()
    await user.click(tab('Severe'))
    expect(tab('Severe')).toHaveAttribute('aria-selected', 'true')
    await user.click(tab('Severe'))
    await user.click(tab('Mild'))
    expect(events()).toEqual([
      { name: 'sideEffects.tabChanged', tab: 'severe', position: 2 },
      { name: 'sideEffects.tabChanged', tab: 'mild', position: 2 },
    ])
  })

  it('has a single tab when one list is empty', async () => {
    await renderLive(block({ severeSideEffects: [] }))
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Mild'])
  })
})

describe('list and detail views', () => {
  it('opens an effect: its name as a heading, focused; how common; description; Learn more; back', async () => {
    const user = await renderLive()
    await user.click(screen.getByRole('button', { name: 'Headache' }))

    const heading = screen.getByRole('heading', { level: 3, name: 'Headache' })
    expect(heading).toHaveFocus()
    const panel = shownPanel()
    expect(panel).toHaveTextContent('How common: Common (more than 1 in 100 people)')
    expect(panel).toHaveTextContent('Rest and drink fluids.')
    expect(within(panel).getByRole('link', { name: 'Learn more about Headache' })).toHaveAttribute(
      'href',
      '/drugs/lisinopril',
    )
    expect(within(panel).getByRole('button', { name: 'Back to mild side effects' })).toBeInTheDocument()
    // The list is out of reach while the detail is open (it only keeps its space).
    expect(within(panel).queryByRole('button', { name: 'dizziness' })).not.toBeInTheDocument()
    expect(events()).toEqual([
      { name: 'sideEffects.effectOpened', tab: 'mild', effect: 'Headache', position: 2 },
    ])
  })

  it('goes back to the list with the back button, focus on the effect it came from', async () => {
    const user = await renderLive()
    await user.click(screen.getByRole('button', { name: 'Dry cough' }))
    await user.click(screen.getByRole('button', { name: 'Back to mild side effects' }))
    expect(screen.queryByRole('heading', { level: 3, name: 'Dry cough' })).not.toBeInTheDocument()
    expect(listNames()).toEqual(['dizziness', 'Dry cough', 'Headache'])
    expect(screen.getByRole('button', { name: 'Dry cough' })).toHaveFocus()
  })

  it('works with the keyboard alone', async () => {
    const user = await renderLive()
    await user.tab() // Mild tab
    await user.keyboard('{ArrowRight}') // Severe
    await user.tab() // the panel
    await user.tab() // its first effect
    expect(screen.getByRole('button', { name: 'Fainting' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('heading', { level: 3, name: 'Fainting' })).toHaveFocus()
    expect(shownPanel()).toHaveTextContent('How common: Uncommon (fewer than 1 in 100 people)')
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Back to severe side effects' })).toHaveFocus()
    await user.keyboard(' ')
    expect(screen.getByRole('button', { name: 'Fainting' })).toHaveFocus()
  })

  it('returns to the list when the reader switches tabs', async () => {
    const user = await renderLive()
    await user.click(screen.getByRole('button', { name: 'Headache' }))
    await user.click(tab('Severe'))
    expect(listNames()).toEqual(['Fainting', 'Swelling of the face or throat'])
    await user.click(tab('Mild'))
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument()
    expect(listNames()).toEqual(['dizziness', 'Dry cough', 'Headache'])
  })

  it('hides the other tab and the covered list from assistive technology', async () => {
    const user = await renderLive()
    const severePanel = document.getElementById('side-effects-blk1-severe-panel')!
    expect(severePanel).toHaveAttribute('aria-hidden', 'true')
    expect(severePanel).toHaveAttribute('inert')
    await user.click(screen.getByRole('button', { name: 'Headache' }))
    const list = document.querySelector('#side-effects-blk1-mild-panel ul')!
    expect(list).toHaveAttribute('aria-hidden', 'true')
    expect(list).toHaveAttribute('inert')
  })
})

describe('the frequency explanation', () => {
  it('opens from the info button next to how common, as a dialog, and gives focus back on closing', async () => {
    const user = await renderLive()
    await user.click(screen.getByRole('button', { name: 'Headache' }))
    const info = screen.getByRole('button', { name: PREVALENCE_GUIDE_TITLE })
    expect(info).toHaveAttribute('aria-haspopup', 'dialog')
    await user.click(info)

    const dialog = screen.getByRole('dialog', { name: PREVALENCE_GUIDE_TITLE })
    expect(dialog).toHaveTextContent('Common')
    expect(dialog).toHaveTextContent('more than 1 in 100 people, and up to 1 in 10')
    expect(events().map((e) => e.name)).toContain('sideEffects.guideOpened')

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(info).toHaveFocus()

    await user.click(info)
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(info).toHaveFocus()
  })

  it('has no info button when switched off, or for an effect without how common', async () => {
    const user = await renderLive()
    await user.click(screen.getByRole('button', { name: 'Dry cough' }))
    expect(screen.queryByRole('button', { name: PREVALENCE_GUIDE_TITLE })).not.toBeInTheDocument()
    expect(shownPanel()).not.toHaveTextContent('How common')
  })

  it('is not offered when the editor switched it off', async () => {
    const user = await renderLive(block({ showPrevalenceGuide: false }))
    await user.click(screen.getByRole('button', { name: 'Headache' }))
    expect(shownPanel()).toHaveTextContent('How common: Common (more than 1 in 100 people)')
    expect(screen.queryByRole('button', { name: PREVALENCE_GUIDE_TITLE })).not.toBeInTheDocument()
  })
})

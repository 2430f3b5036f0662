import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DietComparisonBlock } from '@/cms/payload-types'
import { parseTrackFields } from '@/lib/trackingAttrs'
import { commerceContext } from '@/widgets/context'
import type { WidgetContext } from '@/widgets/types'
import { FakeIntersectionObserver } from '../../../tests/unit/browser-fakes'
import { captureLogs } from '../../../tests/unit/log-capture'
import { sampleRefs, withIds } from '../fixtures'
import { DietComparison } from './DietComparison'
import { DietComparisonLeaf } from './DietComparison.client'
import { dietComparisonFixtures } from './DietComparison.fixtures'
import { DietComparisonView } from './DietComparisonView'
import { type DietView, initialComparison } from './dietComparison'
import { dietView } from './diets'

const context: WidgetContext = {
  commerce: commerceContext(null, '/health/test-article'),
  keywords: [],
  articleTitle: 'Eating well',
  articlePath: '/nutrition/eating-well',
  authors: [],
  siteHost: 'wellread.example',
}

const KEYS = ['ketogenic', 'mediterranean', 'dash', 'plantBased'] as const
const docs = KEYS.map((key) => sampleRefs.diet(key))
const views = docs.map((doc) => dietView(doc, context.siteHost) as DietView)

function block(diets: DietComparisonBlock['diets']): DietComparisonBlock {
  return { blockType: 'dietComparison', id: 'dc1', diets }
}

async function serverRender(props: Parameters<typeof DietComparison>[0]) {
  const element = (await DietComparison(props)) as ReactElement | null
  return element
}

/** The names in the two columns, left then right. */
const columnNames = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
/** The dropdown's header: the one button that tells whether it is expanded. */
const header = () => {
  const [button] = screen.getAllByRole('button').filter((b) => b.hasAttribute('aria-expanded'))
  if (!button) throw new Error('no dropdown header')
  return button
}
const events = () => (window.wellreadEvents ?? []).map((e) => e.name)

beforeEach(() => {
  window.wellreadEvents = []
})

describe('server HTML', () => {
  it('renders the fixture: heading, line, closed header and the first two diets in full', async () => {
    const example = dietComparisonFixtures.examples(sampleRefs)[0]!
    const [stored] = withIds(example.blocks, 'dc')
    const element = await serverRender({ block: stored!, context, ordinal: 1 })
    const { container } = render(element!)
    expect(screen.getByRole('heading', { level: 2, name: 'Compare lifestyle diets' })).toBeInTheDocument()
    expect(
      screen.getByText('Need help deciding if a diet is right for you, compare diets side by side'),
    ).toBeInTheDocument()
    const button = screen.getByRole('button', { name: 'Select new products to compare' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeVisible()
    expect(columnNames()).toEqual(['Ketogenic diet', 'Mediterranean diet'])
    for (const title of [
      'Foods to avoid',
      'Alcohol permitted',
      'Meal kits available',
      'Possible health benefits',
    ])
      expect(screen.getAllByText(title)).toHaveLength(2)
    const images = container.querySelectorAll('img')
    expect([...images].map((img) => img.getAttribute('src'))).toEqual([
      '/sample/pictures/diet-ketogenic.webp',
      '/sample/pictures/diet-mediterranean.webp',
    ])
    for (const img of images) expect(img).toHaveAttribute('width', '800')
    for (const text of example.shows) expect(container.textContent).toContain(text)
    expect(container.querySelector('[data-lazy-leaf="dietComparison"]')).not.toBeNull()
  })

  it('tracks the columns’ views and Learn More clicks with positions 1 and 2', async () => {
    const element = await serverRender({ block: block(docs), context, ordinal: 1 })
    const { container } = render(element!)
    const viewed = [...container.querySelectorAll('[data-track-view]')].map((el) =>
      parseTrackFields(el.getAttribute('data-track-view')),
    )
    expect(viewed).toEqual([
      expect.objectContaining({ category: 'diet comparison', name: 'Ketogenic diet', position: 1 }),
      expect.objectContaining({ category: 'diet comparison', name: 'Mediterranean diet', position: 2 }),
    ])
    const links = screen.getAllByRole('link', { name: /^Learn More/ })
    expect(links.map((a) => parseTrackFields(a.getAttribute('data-track-click'))?.position)).toEqual([1, 2])
    expect(links[0]).toHaveAccessibleName('Learn More about the Ketogenic diet (opens in a new tab)')
    expect(links[0]).toHaveAttribute('target', '_blank')
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer')
    expect(links[1]).toHaveAccessibleName('Learn More about the Mediterranean diet')
    expect(links[1]).toHaveAttribute('href', '/nutrition/mediterranean-diet-basics')
    expect(links[1]).not.toHaveAttribute('target')
  })

  it('offers every diet from Content → Diets when the block picks none, and reads them only then', async () => {
    const loadAll = vi.fn(async () => [docs[2], docs[3], docs[0]])
    render((await serverRender({ block: block(null), context, loadAll }))!)
    expect(columnNames()).toEqual(['DASH diet', 'Plant-based diet'])
    expect(loadAll).toHaveBeenCalledTimes(1)
    loadAll.mockClear()
    await serverRender({ block: block(docs), context, loadAll })
    expect(loadAll).not.toHaveBeenCalled()
  })

  it('looks picked ids up in the read, in the editor’s order', async () => {
    const loadAll = async () => docs
    render((await serverRender({ block: block([4, 1]), context, loadAll }))!)
    expect(columnNames()).toEqual(['Plant-based diet', 'Ketogenic diet'])
  })

  it('renders nothing with fewer than two diets, or when the CMS cannot be read (logged)', async () => {
    expect(await serverRender({ block: block([docs[0]!]), context })).toBeNull()
    expect(await serverRender({ block: block(null), context, loadAll: async () => [] })).toBeNull()
    const logs = captureLogs()
    const failing = async () => {
      throw new Error('database down')
    }
    try {
      expect(await serverRender({ block: block(null), context, loadAll: failing })).toBeNull()
      expect(logs.said()).toBe(
        '[widgets] could not read Content → Diets; the widget is left out Error: database down',
      )
      // What the reader was reading stays out of the log (ADR 27 §10).
      expect(logs.text()).not.toContain('eating-well')
    } finally {
      logs.restore()
    }
  })

  it('the leaf renders the same markup as the server (no layout shift when it loads)', () => {
    const initial = initialComparison(views.map((v) => v.id))!
    const server = renderToString(<DietComparisonView idBase="dc" diets={views} state={initial} />)
    const leaf = renderToString(<DietComparisonLeaf idBase="dc" diets={views} />)
    const comparable = (html: string) =>
      html.replace(/ readOnly=""| tabindex="-1"| data-viewport="[a-z]+"/gi, '').replace(/<!-- -->/g, '')
    expect(comparable(leaf)).toBe(comparable(server))
  })
})

describe('the dropdown (client leaf)', () => {
  const setup = () => {
    const user = userEvent.setup()
    render(<DietComparisonLeaf idBase="dc" diets={views} />)
    return user
  }
  const checkbox = (name: string) => screen.getByRole('checkbox', { name })

  it('opens on the header: "2 of 2 products selected", the first two checked, the others disabled', async () => {
    const user = setup()
    await user.click(screen.getByRole('button', { name: 'Select new products to compare' }))
    expect(header()).toHaveAttribute('aria-expanded', 'true')
    expect(header()).toHaveTextContent('2 of 2 products selected')
    expect(checkbox('Ketogenic diet')).toBeChecked()
    expect(checkbox('Mediterranean diet')).toBeChecked()
    expect(checkbox('DASH diet')).toBeDisabled()
    expect(checkbox('Plant-based diet')).toBeDisabled()
    expect(screen.getByRole('group', { name: '2 of 2 products selected' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Compare' })).toBeEnabled()
    expect(events()).toEqual(['diet comparison open'])
  })

  it('unselecting enables the others and disables compare until two are selected again', async () => {
    const user = setup()
    await user.click(header())
    await user.click(checkbox('Mediterranean diet'))
    expect(header()).toHaveTextContent('1 of 2 products selected')
    expect(checkbox('DASH diet')).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Compare' })).toBeDisabled()
    await user.click(checkbox('DASH diet'))
    expect(checkbox('Plant-based diet')).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Compare' })).toBeEnabled()
    const selects = (window.wellreadEvents ?? []).filter((e) => e.name === 'diet comparison select')
    expect(selects).toEqual([
      expect.objectContaining({ text: 'Mediterranean diet', position: 2, selected: false }),
      expect.objectContaining({ text: 'DASH diet', position: 3, selected: true }),
    ])
  })

  it('clicking the header with fewer than two selected shows the error flag; a selection change clears it', async () => {
    const user = setup()
    await user.click(header())
    await user.click(checkbox('Ketogenic diet'))
    await user.click(header())
    expect(header()).toHaveAttribute('aria-expanded', 'true')
    const group = screen.getByRole('group', { name: '1 of 2 products selected' })
    expect(group).toHaveAttribute('aria-invalid', 'true')
    expect(header().closest('[data-diet-dropdown]')).toHaveClass('error')
    const alert = document.querySelector('[aria-live="assertive"]')
    expect(alert).toHaveTextContent('1 of 2 products selected')
    await user.click(checkbox('Plant-based diet'))
    expect(group).not.toHaveAttribute('aria-invalid')
    expect(header().closest('[data-diet-dropdown]')).not.toHaveClass('error')
    expect(alert).toHaveTextContent('')
    expect(events()).not.toContain('diet comparison close')
  })

  it('clicking the header with two selected closes without changing the columns', async () => {
    const user = setup()
    await user.click(header())
    await user.click(header())
    expect(header()).toHaveAttribute('aria-expanded', 'false')
    expect(header()).toHaveTextContent('Select new products to compare')
    expect(columnNames()).toEqual(['Ketogenic diet', 'Mediterranean diet'])
    expect(events()).toEqual(['diet comparison open', 'diet comparison close'])
  })

  it('compare closes the dropdown and puts the new two in the columns', async () => {
    const user = setup()
    await user.click(header())
    await user.click(checkbox('Ketogenic diet'))
    await user.click(checkbox('DASH diet'))
    await user.click(screen.getByRole('button', { name: 'Compare' }))
    expect(header()).toHaveAttribute('aria-expanded', 'false')
    expect(header()).toHaveTextContent('Select new products to compare')
    expect(columnNames()).toEqual(['Mediterranean diet', 'DASH diet'])
    expect(screen.getByRole('heading', { level: 3, name: 'Mediterranean diet' })).toHaveFocus()
    expect(screen.getAllByRole('link', { name: /^Learn More/ })[1]).toHaveAttribute(
      'href',
      'https://www.nhlbi.nih.gov/education/dash-eating-plan',
    )
    expect(events().slice(-2)).toEqual(['diet comparison compare', 'diet comparison close'])
    expect(window.wellreadEvents?.at(-2)).toMatchObject({ text: 'Mediterranean diet vs DASH diet' })
  })

  it('the search narrows the list as the reader types, without sending what they type anywhere', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const user = setup()
    await user.click(header())
    await user.type(screen.getByRole('searchbox', { name: 'Find a diet' }), 'PLANT')
    const list = screen.getByRole('group', { name: '2 of 2 products selected' })
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('value')),
    ).toEqual(['4'])
    expect(document.getElementById('dc-count')).toHaveTextContent('1 of 4 diets shown')
    await user.clear(screen.getByRole('searchbox', { name: 'Find a diet' }))
    expect(within(list).getAllByRole('checkbox')).toHaveLength(4)
    expect(document.getElementById('dc-count')).toHaveTextContent('')
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(JSON.stringify(window.wellreadEvents)).not.toMatch(/plant"/i)
    fetchSpy.mockRestore()
  })

  it('works with the keyboard alone', async () => {
    const user = setup()
    await user.tab()
    expect(header()).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(header()).toHaveAttribute('aria-expanded', 'true')
    await user.tab()
    const search = screen.getByRole('searchbox', { name: 'Find a diet' })
    expect(search).toHaveFocus()
    await user.keyboard('medi{ArrowDown}')
    expect(checkbox('Mediterranean diet')).toHaveFocus()
    await user.keyboard(' ')
    expect(checkbox('Mediterranean diet')).not.toBeChecked()
    // Escape with one selected: the error flag, the dropdown stays open.
    await user.keyboard('{Escape}')
    expect(header()).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('group')).toHaveAttribute('aria-invalid', 'true')
    await user.keyboard('{ArrowUp}')
    expect(search).toHaveFocus()
    // The first Escape in the search empties it.
    await user.keyboard('{Escape}')
    expect(search).toHaveValue('')
    expect(header()).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('plant{ArrowDown} ')
    expect(checkbox('Plant-based diet')).toBeChecked()
    expect(screen.getByRole('group')).not.toHaveAttribute('aria-invalid')
    await user.tab()
    expect(screen.getByRole('button', { name: 'Compare' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(columnNames()).toEqual(['Ketogenic diet', 'Plant-based diet'])
    expect(screen.getByRole('heading', { level: 3, name: 'Ketogenic diet' })).toHaveFocus()
    // Escape with two selected closes the dropdown and returns to its header.
    await user.click(header())
    await user.tab()
    await user.keyboard('{Escape}')
    expect(header()).toHaveAttribute('aria-expanded', 'false')
    expect(header()).toHaveFocus()
  })

  it('moves between the enabled checkboxes with the arrow keys', async () => {
    const user = setup()
    await user.click(header())
    await user.click(checkbox('Mediterranean diet'))
    await user.click(screen.getByRole('searchbox', { name: 'Find a diet' }))
    await user.keyboard('{ArrowDown}')
    expect(checkbox('Ketogenic diet')).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(checkbox('DASH diet')).toHaveFocus()
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}')
    expect(screen.getByRole('searchbox', { name: 'Find a diet' })).toHaveFocus()
  })

  it('tracks Learn More with the column’s position, and the viewport class', async () => {
    const user = setup()
    act(() => {
      window.innerWidth = 375
      window.dispatchEvent(new Event('resize'))
    })
    expect(document.querySelector('[data-viewport]')).toHaveAttribute('data-viewport', 'mobile')
    const link = screen.getAllByRole('link', { name: /^Learn More/ })[1]!
    link.addEventListener('click', (event) => event.preventDefault())
    await user.click(link)
    expect(window.wellreadEvents?.at(-1)).toMatchObject({
      name: 'diet comparison learn more',
      category: 'diet comparison',
      text: 'Mediterranean diet',
      position: 2,
      linkUrl: '/nutrition/mediterranean-diet-basics',
      variant: 'mobile',
    })
    act(() => {
      window.innerWidth = 1024
      window.dispatchEvent(new Event('resize'))
    })
    expect(document.querySelector('[data-viewport]')).toHaveAttribute('data-viewport', 'desktop')
  })
})

describe('loading near the viewport', () => {
  beforeEach(() => FakeIntersectionObserver.install())
  afterEach(() => vi.unstubAllGlobals())

  it('shows the server HTML until the widget nears the viewport, then the working leaf in its place', async () => {
    const element = await serverRender({ block: block(docs), context, ordinal: 1 })
    const { container } = render(element!)
    const frame = container.querySelector('[data-lazy-leaf="dietComparison"]')!
    expect(frame.getAttribute('data-lazy-state')).toBe('waiting')
    const before = frame.textContent
    await act(async () => FakeIntersectionObserver.showAll())
    await act(async () => {
      await vi.dynamicImportSettled()
    })
    expect(frame.getAttribute('data-lazy-state')).toBe('active')
    expect(frame.textContent).toBe(before)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Select new products to compare' }))
    expect(screen.getByRole('button', { name: '2 of 2 products selected' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })
})

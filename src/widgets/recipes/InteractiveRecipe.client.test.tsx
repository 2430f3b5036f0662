import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PIXELS, recordFetch, resetPage, setConsent, setPrivacyConfig } from '@/privacy/thirdParty/testData'
import { InteractiveRecipe } from './InteractiveRecipe.client'
import { PRINT_ATTRIBUTE } from './print'
import { FRACTION_SPACE } from './quantity'
import { serializeRecipeState } from './storage'
import type { RecipeView } from './view'

const KEY = 'wellread:recipe:/nutrition/soup#soup-1'

function view(overrides: Partial<RecipeView> = {}): RecipeView {
  return {
    id: 'recipe-soup-1',
    title: 'Red lentil soup',
    description: 'A warming soup.',
    image: null,
    times: [{ kind: 'prep', label: 'Prep', short: '15min', long: '15 minutes', iso: 'PT15M' }],
    servings: 4,
    servingSize: '1 bowl',
    cuisine: '',
    category: '',
    ingredients: [
      { key: 'i:a', text: '1 cup red lentils', link: null },
      { key: 'i:b', text: '2 carrots, diced', link: null },
      { key: 'i:c', text: 'Salt, to taste', link: null },
    ],
    substitution: null,
    tipAfterIngredients: null,
    instructions: [
      { key: 's:a', text: 'Soften the carrots.', link: null, tip: '' },
      { key: 's:b', text: 'Simmer for 20 minutes.', link: null, tip: '' },
    ],
    tipAfterInstructions: null,
    nutrition: [
      {
        key: 'calories',
        label: 'Calories',
        unit: 'kcal',
        spoken: 'kilocalories',
        sub: false,
        perServing: 260,
      },
      { key: 'fatContent', label: 'Total fat', unit: 'g', spoken: 'grams', sub: false, perServing: 4.5 },
    ],
    sponsor: null,
    storageKey: KEY,
    ...overrides,
  }
}

const ingredients = () =>
  within(screen.getByRole('heading', { name: 'Ingredients' }).parentElement!)
    .getAllByRole('listitem')
    .map((li) => li.textContent)
const totalsColumn = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent)

beforeEach(() => {
  localStorage.clear()
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  document.documentElement.removeAttribute(PRINT_ATTRIBUTE)
})

describe('ticking ingredients and steps (000 §4)', () => {
  it('saves ticks per page and block, and restores them after a reload', async () => {
    const user = userEvent.setup()
    const first = render(<InteractiveRecipe view={view()} />)
    await user.click(screen.getByRole('checkbox', { name: '2 carrots, diced' }))
    await user.click(screen.getByRole('checkbox', { name: 'Step 2 Simmer for 20 minutes.' }))
    expect(screen.getByRole('checkbox', { name: '2 carrots, diced' })).toBeChecked()
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ v: 1, checked: ['i:b', 's:b'], servings: null })
    first.unmount()

    render(<InteractiveRecipe view={view()} />)
    expect(screen.getByRole('checkbox', { name: '2 carrots, diced' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Step 2 Simmer for 20 minutes.' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: '1 cup red lentils' })).not.toBeChecked()
  })

  it('unticks, and forgets the recipe once nothing is ticked', async () => {
    const user = userEvent.setup()
    localStorage.setItem(KEY, serializeRecipeState({ checked: ['i:a'], servings: null }))
    render(<InteractiveRecipe view={view()} />)
    const lentils = screen.getByRole('checkbox', { name: '1 cup red lentils' })
    expect(lentils).toBeChecked()
    await user.click(lentils)
    expect(lentils).not.toBeChecked()
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('ticks with the keyboard (Space), and marks the item as done', async () => {
    const user = userEvent.setup()
    render(<InteractiveRecipe view={view()} />)
    const box = screen.getByRole('checkbox', { name: 'Step 1 Soften the carrots.' })
    box.focus()
    await user.keyboard(' ')
    expect(box).toBeChecked()
    expect(box.closest('li')).toHaveAttribute('data-checked', 'true')
  })

  it('keeps another page’s or block’s ticks apart', async () => {
    const user = userEvent.setup()
    const other = render(<InteractiveRecipe view={view({ storageKey: `${KEY}-other` })} />)
    await user.click(screen.getByRole('checkbox', { name: '1 cup red lentils' }))
    other.unmount()
    render(<InteractiveRecipe view={view()} />)
    expect(screen.getByRole('checkbox', { name: '1 cup red lentils' })).not.toBeChecked()
  })

  it.each([
    ['corrupt', '{not json'],
    ['of another shape', JSON.stringify({ v: 1, checked: 'all', servings: 'many' })],
  ])('starts from the defaults when the saved state is %s', (_label, raw) => {
    localStorage.setItem(KEY, raw)
    render(<InteractiveRecipe view={view()} />)
    expect(screen.getAllByRole('checkbox').filter((b) => (b as HTMLInputElement).checked)).toEqual([])
    expect(screen.getByText('Makes 4 servings')).toBeInTheDocument()
  })

  it('works, without an error, when the browser refuses storage', async () => {
    const user = userEvent.setup()
    const error = vi.spyOn(console, 'error')
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    render(<InteractiveRecipe view={view()} />)
    const box = screen.getByRole('checkbox', { name: '1 cup red lentils' })
    await user.click(box)
    expect(box).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'More servings' }))
    expect(screen.getByText('Makes 5 servings')).toBeInTheDocument()
    expect(error).not.toHaveBeenCalled()
  })
})

describe('the servings control', () => {
  it('is a labelled group of − and + around the number', () => {
    render(<InteractiveRecipe view={view()} />)
    const group = screen.getByRole('group', { name: 'Servings' })
    expect(within(group).getByRole('button', { name: 'Fewer servings' })).toBeEnabled()
    expect(within(group).getByRole('button', { name: 'More servings' })).toBeEnabled()
    expect(group).toHaveTextContent('4')
  })

  it('rescales the ingredients and the whole-recipe nutrition, announces it and saves it', async () => {
    const user = userEvent.setup()
    render(<InteractiveRecipe view={view()} />)
    expect(totalsColumn()).toEqual(['1,040 kcalkilocalories', '18 ggrams'])

    await user.click(screen.getByRole('button', { name: 'More servings' }))
    await user.click(screen.getByRole('button', { name: 'More servings' }))
    expect(screen.getByText('Makes 6 servings')).toBeInTheDocument()
    expect(ingredients()).toEqual([
      `1${FRACTION_SPACE}½ cups red lentils`,
      '3 carrots, diced',
      'Salt, to taste',
    ])
    expect(screen.getByRole('columnheader', { name: 'Whole recipe (6 servings)' })).toBeInTheDocument()
    // the nutrition panel's own line follows the choice too (issue 27: it kept the recipe's 4)
    expect(screen.getByText('6 servings per recipe')).toBeInTheDocument()
    expect(screen.queryByText('4 servings per recipe')).toBeNull()
    expect(totalsColumn()).toEqual(['1,560 kcalkilocalories', '27 ggrams'])
    expect(screen.getByText('Makes 6 servings. Ingredient amounts updated.')).toHaveAttribute(
      'aria-live',
      'polite',
    )
    expect(JSON.parse(localStorage.getItem(KEY)!).servings).toBe(6)
  })

  it('restores the chosen servings after a reload, and resets to the recipe’s own', async () => {
    const user = userEvent.setup()
    localStorage.setItem(KEY, serializeRecipeState({ checked: [], servings: 2 }))
    render(<InteractiveRecipe view={view()} />)
    expect(screen.getByText('Makes 2 servings')).toBeInTheDocument()
    expect(ingredients()[0]).toBe('½ cup red lentils')
    expect(ingredients()[1]).toBe('1 carrot, diced')
    const reset = screen.getByRole('button', { name: 'Reset to 4' })
    expect(reset).not.toHaveAttribute('aria-disabled')
    await user.click(reset)
    expect(screen.getByText('Makes 4 servings')).toBeInTheDocument()
    expect(ingredients()[0]).toBe('1 cup red lentils')
    expect(localStorage.getItem(KEY)).toBeNull()
    // Still there, unavailable, and still focused: the keyboard does not lose its place.
    expect(reset).toHaveAttribute('aria-disabled', 'true')
    expect(reset).toHaveFocus()
    await user.click(reset)
    expect(screen.getByText('Makes 4 servings')).toBeInTheDocument()
  })

  it('works with the keyboard: Tab to the buttons, Enter and Space press them', async () => {
    const user = userEvent.setup()
    render(<InteractiveRecipe view={view()} />)
    await user.tab()
    expect(screen.getByRole('button', { name: 'Fewer servings' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByText('Makes 3 servings')).toBeInTheDocument()
    await user.tab()
    expect(screen.getByRole('button', { name: 'More servings' })).toHaveFocus()
    await user.keyboard(' ')
    await user.keyboard(' ')
    expect(screen.getByText('Makes 5 servings')).toBeInTheDocument()
  })

  it('stops at 1 serving: the − button says it is unavailable but keeps focus', async () => {
    const user = userEvent.setup()
    render(<InteractiveRecipe view={view({ servings: 2 })} />)
    const fewer = screen.getByRole('button', { name: 'Fewer servings' })
    await user.click(fewer)
    expect(screen.getByText('Makes 1 serving')).toBeInTheDocument()
    expect(fewer).toHaveAttribute('aria-disabled', 'true')
    expect(fewer).toHaveFocus()
    await user.click(fewer)
    expect(screen.getByText('Makes 1 serving')).toBeInTheDocument()
  })

  it('stops at 50 servings', async () => {
    const user = userEvent.setup()
    localStorage.setItem(KEY, serializeRecipeState({ checked: [], servings: 50 }))
    render(<InteractiveRecipe view={view()} />)
    const more = screen.getByRole('button', { name: 'More servings' })
    expect(more).toHaveAttribute('aria-disabled', 'true')
    await user.click(more)
    expect(screen.getByText('Makes 50 servings')).toBeInTheDocument()
  })

  it('is not offered for a recipe without servings (nothing to scale from)', () => {
    render(<InteractiveRecipe view={view({ servings: null })} />)
    expect(screen.queryByRole('group', { name: 'Servings' })).toBeNull()
    expect(screen.queryByText(/^Makes/)).toBeNull()
    expect(screen.queryByRole('columnheader', { name: /Whole recipe/ })).toBeNull()
  })
})

describe('printing', () => {
  it('prints only this card, and clears the marks afterwards', async () => {
    const user = userEvent.setup()
    let attribute: string | null = null
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      attribute = document.documentElement.getAttribute(PRINT_ATTRIBUTE)
    })
    const events: unknown[] = []
    window.addEventListener('wellread:track', (e) => events.push((e as CustomEvent).detail))
    render(
      <>
        <p>Other article text</p>
        <InteractiveRecipe view={view()} />
      </>,
    )
    await user.click(screen.getByRole('button', { name: 'Print recipe' }))
    expect(print).toHaveBeenCalledTimes(1)
    expect(attribute).toBe('recipe-soup-1')
    expect(screen.getByText('Other article text')).toHaveClass('printHidden')
    act(() => {
      window.dispatchEvent(new Event('afterprint'))
    })
    expect(screen.getByText('Other article text')).not.toHaveClass('printHidden')
    expect(document.documentElement.hasAttribute(PRINT_ATTRIBUTE)).toBe(false)
    expect(events).toContainEqual(expect.objectContaining({ name: 'recipe.print', category: 'recipe' }))
  })
})

describe('the sponsor’s tracking pixel (000 §7, §8)', () => {
  const sponsored = (trackerUrl: string | null) =>
    view({ sponsor: { link: null, name: 'Northfield Oats', logo: null, trackerUrl } })
  let sent: ReturnType<typeof recordFetch>
  beforeEach(() => {
    resetPage()
    setPrivacyConfig()
    sent = recordFetch()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    resetPage()
  })

  it('with consent to advertising, requests the pixel once through the guard, adding nothing to the card', () => {
    setConsent('accept')
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: false, doNotTrack: null })
    const { container, rerender } = render(<InteractiveRecipe view={sponsored(`${PIXELS}/p.gif?c=1`)} />)
    rerender(<InteractiveRecipe view={sponsored(`${PIXELS}/p.gif?c=1`)} />)
    expect(sent).toEqual([
      {
        url: `${PIXELS}/p.gif?c=1`,
        init: expect.objectContaining({ credentials: 'omit', referrerPolicy: 'no-referrer' }),
      },
    ])
    expect(container.querySelector('img[data-tracking-pixel]')).toBeNull()
    expect(screen.queryByLabelText('no-image-tracking-url-provided')).toBeNull()
  })

  it.each([
    ['no choice yet', () => setConsent('none')],
    ['Reject all', () => setConsent('reject')],
    [
      'Global Privacy Control',
      () => {
        setConsent('accept')
        vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true })
      },
    ],
    [
      'Do Not Track',
      () => {
        setConsent('accept')
        vi.stubGlobal('navigator', { ...navigator, doNotTrack: '1' })
      },
    ],
  ])('requests nothing with %s', (_label, arrange) => {
    arrange()
    render(<InteractiveRecipe view={sponsored(`${PIXELS}/p.gif`)} />)
    expect(sent).toEqual([])
  })

  it('marks a missing pixel address with the hidden labelled element', () => {
    const { container } = render(<InteractiveRecipe view={sponsored(null)} />)
    const marker = screen.getByLabelText('no-image-tracking-url-provided')
    expect(marker).not.toBeVisible()
    expect(container.querySelector('img[data-tracking-pixel]')).toBeNull()
    expect(sent).toEqual([])
  })
})

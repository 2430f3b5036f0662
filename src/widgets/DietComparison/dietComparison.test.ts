import { describe, expect, it } from 'vitest'
import { ALCOHOL_ANSWERS, MEAL_KIT_ANSWERS } from '@/cms/collections/Diets'
import {
  ALCOHOL_WORDS,
  AUTOCOMPLETE_MAX,
  CLOSED_HEADER,
  type CompareAction,
  type CompareState,
  type ComparisonAction,
  type ComparisonState,
  canCompare,
  compareReducer,
  comparisonReducer,
  HEADING,
  headerText,
  INTRO,
  initialCompareState,
  initialComparison,
  isOptionDisabled,
  MAX_COMPARED,
  MEAL_KIT_WORDS,
  openHeader,
  ROWS,
  searchKey,
  suggestDiets,
  UNKNOWN_ACTION,
  VIEWPORT_DESKTOP_MIN,
  VIEWPORT_TABLET_MIN,
  viewportClass,
} from './dietComparison'

describe('the spec’s words and constants', () => {
  it('keeps them verbatim (002 §2.4, §4.8, §9)', () => {
    expect(HEADING).toBe('Compare lifestyle diets')
    expect(INTRO).toBe('Need help deciding if a diet is right for you, compare diets side by side')
    expect(CLOSED_HEADER).toBe('Select new products to compare')
    expect(ROWS.map((r) => r.title)).toEqual([
      'Foods to avoid',
      'Alcohol permitted',
      'Meal kits available',
      'Possible health benefits',
    ])
    expect([MAX_COMPARED, AUTOCOMPLETE_MAX, VIEWPORT_TABLET_MIN, VIEWPORT_DESKTOP_MIN]).toEqual([
      2, 10, 768, 990,
    ])
  })

  it.each([
    [0, '0 of 2 products selected'],
    [1, '1 of 2 products selected'],
    [2, '2 of 2 products selected'],
  ])('the open header with %i selected reads "%s"', (count, text) => {
    expect(openHeader(count)).toBe(text)
  })

  it('has words for every answer the Diets collection offers', () => {
    for (const value of ALCOHOL_ANSWERS) expect(ALCOHOL_WORDS[value]).toBeTruthy()
    for (const value of MEAL_KIT_ANSWERS) expect(MEAL_KIT_WORDS[value]).toBeTruthy()
  })
})

describe('compareReducer (the compare store)', () => {
  const s = (...selected: string[]) => ({ selected })

  it.each<[string, string[], CompareAction, string[]]>([
    ['add to an empty selection', [], { type: 'add', id: 'a' }, ['a']],
    ['add a second', ['a'], { type: 'add', id: 'b' }, ['a', 'b']],
    ['add ignored when already selected', ['a'], { type: 'add', id: 'a' }, ['a']],
    ['add ignored when two are selected', ['a', 'b'], { type: 'add', id: 'c' }, ['a', 'b']],
    ['remove a selected id', ['a', 'b'], { type: 'remove', id: 'a' }, ['b']],
    ['remove an id not selected: nothing', ['a'], { type: 'remove', id: 'z' }, ['a']],
    ['toggle adds an unselected id', ['a'], { type: 'toggle', id: 'b' }, ['a', 'b']],
    ['toggle removes a selected id', ['a', 'b'], { type: 'toggle', id: 'b' }, ['a']],
    ['toggle cannot add a third', ['a', 'b'], { type: 'toggle', id: 'c' }, ['a', 'b']],
    ['clear empties', ['a', 'b'], { type: 'clear' }, []],
    ['clear on empty stays empty', [], { type: 'clear' }, []],
  ])('%s', (_name, before, action, after) => {
    expect(compareReducer(s(...before), action).selected).toEqual(after)
  })

  it('returns the same state when nothing changes (so callers can tell)', () => {
    const full = s('a', 'b')
    expect(compareReducer(full, { type: 'add', id: 'c' })).toBe(full)
    expect(compareReducer(full, { type: 'add', id: 'a' })).toBe(full)
    expect(compareReducer(full, { type: 'remove', id: 'z' })).toBe(full)
    const empty = s()
    expect(compareReducer(empty, { type: 'clear' })).toBe(empty)
  })

  it('never holds more than two, whatever the order of actions', () => {
    let state: CompareState = s()
    for (const id of ['a', 'b', 'c', 'd', 'a', 'c']) {
      state = compareReducer(state, { type: 'toggle', id })
      expect(state.selected.length).toBeLessThanOrEqual(MAX_COMPARED)
      expect(new Set(state.selected).size).toBe(state.selected.length)
    }
  })

  it.each(['swap', '', undefined])('throws "Unknown action" for the action type %j', (type) => {
    expect(() => compareReducer(s('a'), { type } as unknown as CompareAction)).toThrow(Error)
    expect(() => compareReducer(s('a'), { type } as unknown as CompareAction)).toThrow(/^Unknown action/)
  })

  it.each([
    [[], []],
    [['a'], ['a']],
    [
      ['a', 'b'],
      ['a', 'b'],
    ],
    [
      ['a', 'b', 'c'],
      ['a', 'b'],
    ],
    [
      ['a', 'a', 'b'],
      ['a', 'b'],
    ],
  ])('starts from %j with the first two: %j', (ids, selected) => {
    expect(initialCompareState(ids).selected).toEqual(selected)
  })
})

describe('comparisonReducer (the dropdown, 002 §4.8)', () => {
  const start = initialComparison(['keto', 'med', 'dash', 'plant']) as ComparisonState
  const state = (over: Partial<Omit<ComparisonState, 'selection'>> & { selected?: string[] }) => {
    const { selected, ...rest } = over
    return { ...start, ...rest, selection: { selected: selected ?? [...start.selection.selected] } }
  }
  const toggle = (id: string): ComparisonAction => ({ type: 'selection', action: { type: 'toggle', id } })

  it('starts closed, without error, with the first two selected and compared', () => {
    expect(start).toEqual({
      selection: { selected: ['keto', 'med'] },
      open: false,
      error: false,
      compared: ['keto', 'med'],
    })
    expect(headerText(start)).toBe('Select new products to compare')
  })

  it.each([[[]], [['only']]])('has no first state with fewer than two diets (%j)', (ids) => {
    expect(initialComparison(ids)).toBeNull()
  })

  it.each<[string, ComparisonState, ComparisonAction, Partial<ComparisonState>]>([
    ['header opens a closed dropdown', state({}), { type: 'header' }, { open: true, error: false }],
    [
      'header on an open dropdown with 2 selected closes it',
      state({ open: true }),
      { type: 'header' },
      { open: false, error: false },
    ],
    [
      'header on an open dropdown with 1 selected shows the error and stays open',
      state({ open: true, selected: ['keto'] }),
      { type: 'header' },
      { open: true, error: true },
    ],
    [
      'header on an open dropdown with 0 selected shows the error',
      state({ open: true, selected: [] }),
      { type: 'header' },
      { open: true, error: true },
    ],
    [
      'header reopening a dropdown closed with an error clears it',
      state({ open: false, error: true }),
      { type: 'header' },
      { open: true, error: false },
    ],
    [
      'a selection change clears the error',
      state({ open: true, selected: ['keto'], error: true }),
      toggle('dash'),
      { error: false, selection: { selected: ['keto', 'dash'] } },
    ],
    [
      'removing also counts as a change and clears the error',
      state({ open: true, selected: ['keto'], error: true }),
      toggle('keto'),
      { error: false, selection: { selected: [] } },
    ],
    [
      'an ignored add (two selected) is no change: the state stays',
      state({ open: true }),
      { type: 'selection', action: { type: 'add', id: 'dash' } },
      { selection: { selected: ['keto', 'med'] } },
    ],
    [
      'compare with 2 selected puts them in the columns and closes',
      state({ open: true, selected: ['dash', 'plant'] }),
      { type: 'compare' },
      { open: false, error: false, compared: ['dash', 'plant'] },
    ],
    [
      'compare keeps the order of selection',
      state({ open: true, selected: ['plant', 'keto'] }),
      { type: 'compare' },
      { compared: ['plant', 'keto'] },
    ],
    [
      'compare with 1 selected does nothing',
      state({ open: true, selected: ['dash'] }),
      { type: 'compare' },
      { open: true, compared: ['keto', 'med'] },
    ],
    [
      'selecting never changes the columns before compare',
      state({ open: true, selected: ['keto'] }),
      toggle('plant'),
      { compared: ['keto', 'med'] },
    ],
  ])('%s', (_name, before, action, expected) => {
    expect(comparisonReducer(before, action)).toMatchObject(expected)
  })

  it('returns the same state object when nothing changes', () => {
    const errored = state({ open: true, selected: ['keto'], error: true })
    expect(comparisonReducer(errored, { type: 'header' })).toBe(errored)
    const one = state({ open: true, selected: ['keto'] })
    expect(comparisonReducer(one, { type: 'compare' })).toBe(one)
    const full = state({ open: true })
    expect(comparisonReducer(full, { type: 'selection', action: { type: 'add', id: 'dash' } })).toBe(full)
  })

  it('throws "Unknown action" for an unknown action, and for an unknown store action inside one', () => {
    expect(() => comparisonReducer(start, { type: 'reset' } as unknown as ComparisonAction)).toThrow(
      new RegExp(`^${UNKNOWN_ACTION}`),
    )
    expect(() =>
      comparisonReducer(start, {
        type: 'selection',
        action: { type: 'swap' },
      } as unknown as ComparisonAction),
    ).toThrow(/^Unknown action/)
  })

  it.each([
    [false, ['keto', 'med'], 'Select new products to compare'],
    [true, ['keto', 'med'], '2 of 2 products selected'],
    [true, ['keto'], '1 of 2 products selected'],
    [true, [], '0 of 2 products selected'],
  ])('header text when open=%s with %j: "%s"', (open, selected, text) => {
    expect(headerText(state({ open, selected }))).toBe(text)
  })

  it.each([
    [['keto', 'med'], 'dash', true],
    [['keto', 'med'], 'keto', false],
    [['keto'], 'dash', false],
    [[], 'dash', false],
  ])('with %j selected, the %s checkbox disabled: %s', (selected, id, disabled) => {
    expect(isOptionDisabled(state({ open: true, selected }), id)).toBe(disabled)
  })

  it.each([
    [[], false],
    [['keto'], false],
    [['keto', 'med'], true],
  ])('compare is enabled with %j selected: %s', (selected, enabled) => {
    expect(canCompare(state({ open: true, selected }))).toBe(enabled)
  })
})

describe('viewportClass', () => {
  it.each([
    [0, 'mobile'],
    [375, 'mobile'],
    [767, 'mobile'],
    [767.5, 'mobile'],
    [768, 'tablet'],
    [989, 'tablet'],
    [989.9, 'tablet'],
    [990, 'desktop'],
    [1280, 'desktop'],
    [Number.NaN, 'mobile'],
  ])('%s px is %s', (width, expected) => {
    expect(viewportClass(width)).toBe(expected)
  })
})

describe('suggestDiets (the autocomplete)', () => {
  const diets = ['Ketogenic diet', 'Mediterranean diet', 'DASH diet', 'Plant-based diet'].map((name) => ({
    name,
  }))

  it.each<[string, string, string[]]>([
    ['a blank query suggests nothing', '', []],
    ['spaces only suggest nothing', '   ', []],
    ['a prefix, any case', 'KETO', ['Ketogenic diet']],
    ['accents do not matter', 'Médi', ['Mediterranean diet']],
    ['accents in the names do not matter either', 'dash', ['DASH diet']],
    ['a later word', 'based', ['Plant-based diet']],
    ['punctuation is a space', 'plant based', ['Plant-based diet']],
    ['inside a word', 'terra', ['Mediterranean diet']],
    ['no match', 'paleo', []],
  ])('%s: %j', (_name, query, items) => {
    expect(suggestDiets(diets, query).items).toEqual(items)
  })

  it('returns the query as typed with the items (002 §3.7)', () => {
    expect(suggestDiets(diets, ' Keto ')).toEqual({ items: ['Ketogenic diet'], query: ' Keto ' })
  })

  it('ranks names that start with the query, then a word that does, then the rest; each in order', () => {
    const list = ['Low-fat diet', 'Dietary fibre plan', 'Atkins diet', 'Diet soda'].map((name) => ({ name }))
    expect(suggestDiets(list, 'diet').items).toEqual([
      'Dietary fibre plan',
      'Diet soda',
      'Low-fat diet',
      'Atkins diet',
    ])
  })

  it('keeps at most 10, and a name once', () => {
    const many = Array.from({ length: 14 }, (_, i) => ({ name: `Diet ${i + 1}` }))
    expect(suggestDiets(many, 'diet').items).toHaveLength(AUTOCOMPLETE_MAX)
    expect(suggestDiets(many, 'diet').items[0]).toBe('Diet 1')
    expect(suggestDiets([{ name: 'Keto' }, { name: 'Keto' }], 'k').items).toEqual(['Keto'])
    expect(suggestDiets([{ name: '' }], 'k').items).toEqual([])
  })

  it.each([
    ['Plant-Based  Diät', 'plant based diat'],
    ['  ÉLAN ', 'elan'],
    ['DASH', 'dash'],
  ])('searchKey(%j) is %j', (text, key) => {
    expect(searchKey(text)).toBe(key)
  })
})

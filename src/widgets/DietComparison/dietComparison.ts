/**
 * The diet comparison's rules (002 §2.4, §3.7, §4.8, §5, §8, §9), as pure functions shared by the server
 * component and the client leaf: the compare store, the dropdown's state machine, the autocomplete over the
 * diets on the page, the viewport classes, and the diets as the widget shows them.
 */
import type { ImageView } from '@/content/image'

/** Most diets compared at once (002 §9). */
export const MAX_COMPARED = 2
/** Most autocomplete suggestions (002 §9). */
export const AUTOCOMPLETE_MAX = 10
/** Viewport classes (002 §4.8): mobile below 768 px, tablet 768 to below 990, desktop 990 and up. */
export const VIEWPORT_TABLET_MIN = 768
export const VIEWPORT_DESKTOP_MIN = 990

export const HEADING = 'Compare lifestyle diets'
export const INTRO = 'Need help deciding if a diet is right for you, compare diets side by side'
/** The dropdown's header while it is closed (002 §4.8). */
export const CLOSED_HEADER = 'Select new products to compare'
export const LEARN_MORE = 'Learn More'
/** The compare button's words (the spec names the button, not its words). */
export const COMPARE_BUTTON = 'Compare'
/** The label of the filter field above the list (the autocomplete's input). */
export const FILTER_LABEL = 'Find a diet'
/** A row the diet leaves empty. */
export const NOT_STATED = 'Not stated'
/** The message of the error an unknown compare-store action throws (002 §8). */
export const UNKNOWN_ACTION = 'Unknown action'

/** The comparison's rows, in order (002 §2.4). */
export const ROWS = [
  { key: 'foodsToAvoid', title: 'Foods to avoid' },
  { key: 'alcohol', title: 'Alcohol permitted' },
  { key: 'mealKits', title: 'Meal kits available' },
  { key: 'benefits', title: 'Possible health benefits' },
] as const

export type RowKey = (typeof ROWS)[number]['key']

/** The short answers of the two yes/no rows, by stored value (the Diets collection's options). */
export const ALCOHOL_WORDS: Record<string, string> = { yes: 'Yes', moderation: 'In moderation', no: 'No' }
export const MEAL_KIT_WORDS: Record<string, string> = { yes: 'Yes', few: 'A few', no: 'No' }

/** The data layer's category and event names (001 §7, 002 §4.8). */
export const TRACK_CATEGORY = 'diet comparison'
export const TRACK_EVENTS = {
  open: 'diet comparison open',
  close: 'diet comparison close',
  select: 'diet comparison select',
  compare: 'diet comparison compare',
  learnMore: 'diet comparison learn more',
} as const

/** The open header: 'N of 2 products selected' (002 §4.8). */
export function openHeader(count: number): string {
  return `${count} of ${MAX_COMPARED} products selected`
}

// ---------------------------------------------------------------------------------------------------------
// The compare store (002 §3.7 "Compare selection: a list of selected ids", §4.8)

export type CompareState = { readonly selected: readonly string[] }

export type CompareAction =
  | { type: 'add'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'toggle'; id: string }
  | { type: 'clear' }

/** The selection starts with the first two diets (002 §4.8). */
export function initialCompareState(ids: readonly string[]): CompareState {
  return { selected: [...new Set(ids)].slice(0, MAX_COMPARED) }
}

/**
 * add (ignored when the id is already selected or two are), remove, toggle (adds or removes), clear. An
 * unknown action throws an Error whose message starts with 'Unknown action' (002 §8). Returns the same state
 * object when nothing changes.
 */
export function compareReducer(state: CompareState, action: CompareAction): CompareState {
  switch (action.type) {
    case 'add':
      if (state.selected.includes(action.id) || state.selected.length >= MAX_COMPARED) return state
      return { selected: [...state.selected, action.id] }
    case 'remove':
      if (!state.selected.includes(action.id)) return state
      return { selected: state.selected.filter((id) => id !== action.id) }
    case 'toggle':
      return compareReducer(state, {
        type: state.selected.includes(action.id) ? 'remove' : 'add',
        id: action.id,
      })
    case 'clear':
      return state.selected.length === 0 ? state : { selected: [] }
    default:
      throw new Error(`${UNKNOWN_ACTION}: ${String((action as { type?: unknown }).type)}`)
  }
}

// ---------------------------------------------------------------------------------------------------------
// The widget's state machine (002 §4.8)

export type ComparisonState = {
  readonly selection: CompareState
  /** The dropdown is open. */
  readonly open: boolean
  /** The header was clicked while open with fewer than 2 selected; cleared when the selection changes. */
  readonly error: boolean
  /** The two diets in the columns, left then right. */
  readonly compared: readonly [string, string]
}

export type ComparisonAction =
  /** The dropdown's header clicked (or Escape pressed inside the open dropdown). */
  | { type: 'header' }
  /** A change to the selection (the checkboxes toggle). */
  | { type: 'selection'; action: CompareAction }
  /** The compare button. */
  | { type: 'compare' }

/** The first state: closed, the first two diets selected and in the columns. Null with fewer than two. */
export function initialComparison(ids: readonly string[]): ComparisonState | null {
  const selection = initialCompareState(ids)
  const [first, second] = selection.selected
  if (first === undefined || second === undefined) return null
  return { selection, open: false, error: false, compared: [first, second] }
}

export function canCompare(state: ComparisonState): boolean {
  return state.selection.selected.length === MAX_COMPARED
}

/**
 * - header: opens a closed dropdown; on an open one, closes it when 2 are selected, otherwise shows the error
 *   state (and stays open);
 * - selection: applies the compare store's action; a change clears the error;
 * - compare: with exactly 2 selected, puts them in the columns and closes the dropdown; otherwise nothing.
 * An unknown action throws 'Unknown action'.
 */
export function comparisonReducer(state: ComparisonState, action: ComparisonAction): ComparisonState {
  switch (action.type) {
    case 'header':
      if (!state.open) return { ...state, open: true, error: false }
      if (!canCompare(state)) return state.error ? state : { ...state, error: true }
      return { ...state, open: false, error: false }
    case 'selection': {
      const selection = compareReducer(state.selection, action.action)
      if (selection === state.selection) return state
      return { ...state, selection, error: false }
    }
    case 'compare': {
      const [first, second] = state.selection.selected
      if (!canCompare(state) || first === undefined || second === undefined) return state
      return { ...state, compared: [first, second], open: false, error: false }
    }
    default:
      throw new Error(`${UNKNOWN_ACTION}: ${String((action as { type?: unknown }).type)}`)
  }
}

/** The dropdown header's words: 'Select new products to compare' closed, 'N of 2 products selected' open. */
export function headerText(state: ComparisonState): string {
  return state.open ? openHeader(state.selection.selected.length) : CLOSED_HEADER
}

/** Unselected checkboxes are disabled when 2 are selected (002 §4.8). */
export function isOptionDisabled(state: ComparisonState, id: string): boolean {
  return !state.selection.selected.includes(id) && state.selection.selected.length >= MAX_COMPARED
}

// ---------------------------------------------------------------------------------------------------------
// Viewport classes (002 §4.8)

export type ViewportClass = 'mobile' | 'tablet' | 'desktop'

export function viewportClass(width: number): ViewportClass {
  if (!(width >= VIEWPORT_TABLET_MIN)) return 'mobile'
  return width >= VIEWPORT_DESKTOP_MIN ? 'desktop' : 'tablet'
}

// ---------------------------------------------------------------------------------------------------------
// The autocomplete (002 §3.7, §9): over the diets on the page, in the browser; nothing is sent anywhere.

export type Suggestions = { items: string[]; query: string }

/** Lower case, accents and punctuation dropped, single spaces: "Plant-Based  Diät" → "plant based diat". */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/**
 * The diets' names that match the query, case- and accent-insensitively, at most 10 (002 §9): names that
 * start with it first, then names with a word that starts with it, then names that contain it, each in the
 * diets' order; a name once. A blank query suggests nothing (the list then shows every diet).
 */
export function suggestDiets(diets: readonly { name: string }[], query: string): Suggestions {
  const key = searchKey(query)
  if (!key) return { items: [], query }
  const ranked: { name: string; rank: number; index: number }[] = []
  const seen = new Set<string>()
  diets.forEach(({ name }, index) => {
    if (!name || seen.has(name)) return
    const nameKey = searchKey(name)
    const rank = nameKey.startsWith(key)
      ? 0
      : ` ${nameKey}`.includes(` ${key}`)
        ? 1
        : nameKey.includes(key)
          ? 2
          : -1
    if (rank < 0) return
    seen.add(name)
    ranked.push({ name, rank, index })
  })
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index)
  return { items: ranked.slice(0, AUTOCOMPLETE_MAX).map((r) => r.name), query }
}

// ---------------------------------------------------------------------------------------------------------
// The diets as the widget shows them

export type DietRow = {
  key: RowKey
  title: string
  /** The short answer shown first in bold (yes/no rows), or null. */
  answer: string | null
  /** The row's text ('Not stated' when the diet leaves it empty). */
  text: string
}

export type LearnMore = { href: string; newTab: boolean }

/** One diet, ready to render: small and serialisable (the client leaf gets a list of these). */
export type DietView = {
  id: string
  name: string
  image: ImageView | null
  description: string
  rows: DietRow[]
  learnMore: LearnMore | null
}

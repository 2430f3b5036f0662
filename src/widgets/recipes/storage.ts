/**
 * The reader's recipe state kept in the browser (000 §4 "Recipe checkboxes", §9 "Recipe storage keys: per
 * page"): the ticked ingredients and steps, and the servings chosen, under a key built from the article's
 * path and the block's id. Unavailable or corrupt storage gives the defaults and never an error. Pure, with
 * the storage passed in (the client leaf passes `localStorage`).
 */

/** Every recipe key starts with this. */
export const STORAGE_PREFIX = 'wellread:recipe:'
/** The stored format's version; anything else is ignored. */
export const STORAGE_VERSION = 1

/** What is saved for one recipe. `servings` null: the recipe's own. */
export type RecipeState = { checked: string[]; servings: number | null }

export const EMPTY_STATE: RecipeState = { checked: [], servings: null }

/** The article's path without query, fragment or trailing slash: one key per page, however it was reached. */
export function pagePath(path: string): string {
  const clean = (path.trim().split(/[?#]/)[0] ?? '').replace(/\/+$/, '')
  return clean.startsWith('/') ? clean : `/${clean}`
}

/** The storage key of one recipe on one page: `wellread:recipe:/health/soup#block-id`. */
export function recipeStorageKey(articlePath: string, blockId: string | null | undefined): string {
  const id = (blockId ?? '').trim() || 'recipe'
  return `${STORAGE_PREFIX}${pagePath(articlePath)}#${id}`
}

/** What the recipe's state may hold: the keys of its items, and the servings range. */
export type StateRules = { keys: ReadonlySet<string>; minServings: number; maxServings: number }

/**
 * A stored value read back: only the item keys this recipe still has, and servings within range (whole
 * numbers). Anything unreadable (not JSON, another version, wrong shapes) gives the empty state.
 */
export function parseRecipeState(raw: string | null | undefined, rules: StateRules): RecipeState {
  if (!raw) return EMPTY_STATE
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return EMPTY_STATE
  }
  if (!data || typeof data !== 'object' || (data as { v?: unknown }).v !== STORAGE_VERSION) return EMPTY_STATE
  const { checked, servings } = data as { checked?: unknown; servings?: unknown }
  const keys = Array.isArray(checked)
    ? [...new Set(checked.filter((k): k is string => typeof k === 'string' && rules.keys.has(k)))]
    : []
  const count =
    typeof servings === 'number' &&
    Number.isInteger(servings) &&
    servings >= rules.minServings &&
    servings <= rules.maxServings
      ? servings
      : null
  return { checked: keys, servings: count }
}

/** The stored form of a state. */
export function serializeRecipeState(state: RecipeState): string {
  return JSON.stringify({ v: STORAGE_VERSION, checked: state.checked, servings: state.servings })
}

/** The part of the Web Storage API used here. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Reads a recipe's state; storage that is missing or throws gives the empty state. */
export function readRecipeState(
  storage: StorageLike | null | undefined,
  key: string,
  rules: StateRules,
): RecipeState {
  if (!storage) return EMPTY_STATE
  try {
    return parseRecipeState(storage.getItem(key), rules)
  } catch {
    return EMPTY_STATE
  }
}

/**
 * Saves a recipe's state; the empty state (nothing ticked, the recipe's own servings) removes the key.
 * Returns false when storage is missing or refuses (full, private mode), true when saved.
 */
export function writeRecipeState(
  storage: StorageLike | null | undefined,
  key: string,
  state: RecipeState,
): boolean {
  if (!storage) return false
  try {
    if (state.checked.length === 0 && state.servings === null) storage.removeItem(key)
    else storage.setItem(key, serializeRecipeState(state))
    return true
  } catch {
    return false
  }
}

/** The browser's localStorage, or null where reading it throws (blocked cookies, sandboxed frames). */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

// @vitest-environment jsdom
import {
  browserStorage,
  EMPTY_STATE,
  pagePath,
  parseRecipeState,
  readRecipeState,
  recipeStorageKey,
  type StorageLike,
  serializeRecipeState,
  writeRecipeState,
} from './storage'

const rules = { keys: new Set(['i:a', 'i:b', 's:a']), minServings: 1, maxServings: 50 }

/** An in-memory Storage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  } satisfies StorageLike & { data: Map<string, string> }
}

const throwing: StorageLike = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError')
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
}

describe('the storage key: per page and per block (000 §9)', () => {
  it.each([
    ['/health/soup', 'b1', 'wellread:recipe:/health/soup#b1'],
    ['/health/soup/', 'b1', 'wellread:recipe:/health/soup#b1'],
    ['/health/soup?utm_source=x#top', 'b1', 'wellread:recipe:/health/soup#b1'],
    ['health/soup', 'b1', 'wellread:recipe:/health/soup#b1'],
    ['/health/soup', '', 'wellread:recipe:/health/soup#recipe'],
    ['/health/soup', null, 'wellread:recipe:/health/soup#recipe'],
    ['/', 'b1', 'wellread:recipe:/#b1'],
  ])('%j and block %j → %j', (path, id, key) => {
    expect(recipeStorageKey(path, id)).toBe(key)
  })

  it('differs between pages and between blocks', () => {
    expect(recipeStorageKey('/a', 'x')).not.toBe(recipeStorageKey('/b', 'x'))
    expect(recipeStorageKey('/a', 'x')).not.toBe(recipeStorageKey('/a', 'y'))
  })

  it('normalises the path', () => {
    expect(pagePath(' /a/b// ')).toBe('/a/b')
  })
})

describe('parseRecipeState', () => {
  it('reads back what was saved', () => {
    const raw = serializeRecipeState({ checked: ['i:a', 's:a'], servings: 6 })
    expect(parseRecipeState(raw, rules)).toEqual({ checked: ['i:a', 's:a'], servings: 6 })
  })

  it('keeps only the items the recipe still has, once each', () => {
    const raw = JSON.stringify({ v: 1, checked: ['i:a', 'i:gone', 'i:a', 3, null], servings: null })
    expect(parseRecipeState(raw, rules)).toEqual({ checked: ['i:a'], servings: null })
  })

  it.each([[0], [51], [2.5], ['6'], [null]])(
    'drops servings of %j (outside 1–50 or not a whole number)',
    (servings) => {
      const raw = JSON.stringify({ v: 1, checked: ['i:b'], servings })
      expect(parseRecipeState(raw, rules)).toEqual({ checked: ['i:b'], servings: null })
    },
  )

  it.each([
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ v: 2, checked: ['i:a'], servings: 4 })],
    ['no version', JSON.stringify({ checked: ['i:a'] })],
    ['an array', '[1,2]'],
    ['a string', '"x"'],
    ['null', 'null'],
    ['empty', ''],
    ['nothing', null],
  ])('gives the defaults for %s', (_label, raw) => {
    expect(parseRecipeState(raw, rules)).toEqual(EMPTY_STATE)
  })

  it('reads checked that is not a list as nothing checked', () => {
    expect(parseRecipeState(JSON.stringify({ v: 1, checked: 'i:a', servings: 3 }), rules)).toEqual({
      checked: [],
      servings: 3,
    })
  })
})

describe('reading and writing', () => {
  it('writes, then reads back the same state', () => {
    const storage = memoryStorage()
    expect(writeRecipeState(storage, 'k', { checked: ['i:b'], servings: 2 })).toBe(true)
    expect(readRecipeState(storage, 'k', rules)).toEqual({ checked: ['i:b'], servings: 2 })
  })

  it('removes the key when the state is back to the defaults', () => {
    const storage = memoryStorage({ k: serializeRecipeState({ checked: ['i:a'], servings: null }) })
    writeRecipeState(storage, 'k', EMPTY_STATE)
    expect(storage.data.has('k')).toBe(false)
  })

  it('gives the defaults, and no error, when storage is missing or refuses', () => {
    expect(readRecipeState(null, 'k', rules)).toEqual(EMPTY_STATE)
    expect(readRecipeState(throwing, 'k', rules)).toEqual(EMPTY_STATE)
    expect(writeRecipeState(undefined, 'k', { checked: ['i:a'], servings: null })).toBe(false)
    expect(writeRecipeState(throwing, 'k', { checked: ['i:a'], servings: null })).toBe(false)
    expect(writeRecipeState(throwing, 'k', EMPTY_STATE)).toBe(false)
  })

  it('finds the browser’s localStorage, or null when reading it throws', () => {
    expect(browserStorage()).toBe(window.localStorage)
    const spy = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(browserStorage()).toBeNull()
    spy.mockRestore()
  })
})

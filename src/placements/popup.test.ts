import {
  pageViewCount,
  popupEligible,
  resetPageViewCount,
  SECOND_PAGE_POPUP_SHOWN_KEY,
  scrolledShare,
} from './popup'
import { pageKey, READER_KEYS } from './reader'

function memory(initial: Record<string, string> = {}) {
  const data: Record<string, string> = { ...initial }
  return {
    data,
    getItem: (k: string) => (k in data ? data[k]! : null),
    setItem: (k: string, v: string) => {
      data[k] = v
    },
  }
}

beforeEach(() => resetPageViewCount())

describe('pageViewCount', () => {
  it('counts a page once however often it asks, and the next page again', () => {
    const session = memory()
    expect(pageViewCount(session, '/a/b')).toBe(1)
    expect(pageViewCount(session, '/a/b')).toBe(1)
    expect(pageViewCount(session, '/c/d')).toBe(2)
    expect(session.data[READER_KEYS.pageViews]).toBe(JSON.stringify([pageKey('/a/b'), pageKey('/c/d')]))
  })
})

describe('popupEligible', () => {
  it.each([
    [1, {}, false],
    [2, {}, true],
    [3, {}, false],
    [2, { [SECOND_PAGE_POPUP_SHOWN_KEY]: '1' }, false],
  ])('page view %s with %j: %s', (views, stored, eligible) => {
    expect(popupEligible(views, memory(stored))).toBe(eligible)
  })

  it('without session storage it may still ask on the second page', () => {
    expect(popupEligible(2, null)).toBe(true)
    expect(
      popupEligible(2, {
        getItem: () => {
          throw new Error('blocked')
        },
      }),
    ).toBe(true)
  })
})

describe('scrolledShare', () => {
  it.each([
    [0, 3000, 1000, 0],
    [500, 3000, 1000, 0.25],
    [2000, 3000, 1000, 1],
    [5000, 3000, 1000, 1],
    [100, 800, 1000, 0],
  ])('scrolled %s of %s with a %s px screen → %s', (y, height, screen, share) => {
    expect(scrolledShare(y, height, screen)).toBe(share)
  })
})

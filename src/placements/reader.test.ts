import {
  anonymousId,
  cappedDrivers,
  consentedStorage,
  countPageView,
  FIRST_SEEN_COOKIE,
  type KeyValueStorage,
  mobileOS,
  pageKey,
  READER_KEYS,
  readerBucket,
  recordDriverView,
  rememberFirstVisit,
  resetPageBucket,
} from './reader'

function memory(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial }
  return {
    data,
    getItem: (k) => (k in data ? data[k]! : null),
    setItem: (k, v) => {
      data[k] = v
    },
  }
}

const broken: KeyValueStorage = {
  getItem: () => {
    throw new Error('blocked')
  },
  setItem: () => {
    throw new Error('blocked')
  },
}

const DAY = 24 * 60 * 60 * 1000

describe('anonymousId', () => {
  it('is made once and kept', () => {
    const store = memory()
    const id = anonymousId(store)
    expect(id).toMatch(/^[A-Za-z0-9-]{8,64}$/)
    expect(anonymousId(store)).toBe(id)
    expect(store.data[READER_KEYS.anonId]).toBe(id)
  })

  it('replaces a stored value of the wrong shape, and works without storage', () => {
    const store = memory({ [READER_KEYS.anonId]: 'bad id!' })
    expect(anonymousId(store)).not.toBe('bad id!')
    expect(anonymousId(null)).toMatch(/^[A-Za-z0-9-]{8,64}$/)
    expect(anonymousId(broken)).toMatch(/^[A-Za-z0-9-]{8,64}$/)
  })
})

describe('readerBucket', () => {
  beforeEach(() => resetPageBucket())

  it.each([
    [0, 0],
    [0.505, 50],
    [0.999999, 99],
    [1, 99],
  ])('random %s → bucket %s, drawn once', (random, bucket) => {
    const store = memory()
    expect(readerBucket(store, null, () => random)).toBe(bucket)
    expect(readerBucket(store, null, () => 0.2)).toBe(bucket)
  })

  it.each(['-1', '100', '4.5', 'x', ''])('redraws a stored %j', (stored) => {
    expect(readerBucket(memory({ [READER_KEYS.bucket]: stored }), null, () => 0.3)).toBe(30)
  })

  it('keeps a stored 0', () => {
    expect(readerBucket(memory({ [READER_KEYS.bucket]: '0' }), null, () => 0.9)).toBe(0)
  })

  it('without consent (no local storage) it is the same for every request and page of the visit (issue 27)', () => {
    const session = memory()
    const draws = [0.6, 0.76, 0.1]
    const first = readerBucket(null, session, () => draws.shift()!)
    expect(first).toBe(60)
    expect(readerBucket(null, session, () => draws.shift()!)).toBe(60)
    // the next page: a new page load, the same tab
    resetPageBucket()
    expect(readerBucket(null, session, () => draws.shift()!)).toBe(60)
    expect(session.data).toEqual({ [READER_KEYS.bucket]: '60' })
  })

  it('with no storage at all (blocked) it still holds for the page view', () => {
    const draws = [0.6, 0.76]
    expect(readerBucket(null, null, () => draws.shift()!)).toBe(60)
    expect(readerBucket(null, null, () => draws.shift()!)).toBe(60)
  })

  it('consent given mid-visit keeps the visit’s bucket and remembers it across visits', () => {
    const session = memory({ [READER_KEYS.bucket]: '42' })
    const local = memory()
    expect(readerBucket(local, session, () => 0.9)).toBe(42)
    expect(local.data[READER_KEYS.bucket]).toBe('42')
  })

  it('a remembered reader’s bucket wins over the session’s', () => {
    const session = memory({ [READER_KEYS.bucket]: '42' })
    expect(readerBucket(memory({ [READER_KEYS.bucket]: '7' }), session, () => 0.9)).toBe(7)
    expect(session.data[READER_KEYS.bucket]).toBe('7')
  })
})

describe('rememberFirstVisit', () => {
  it('with consent to personalisation, sets the first-visit cookie once', () => {
    const doc = { cookie: 'a=1' }
    rememberFirstVisit(doc, 1700000000000, true)
    expect(doc.cookie).toBe(`${FIRST_SEEN_COOKIE}=1700000000000; Max-Age=31536000; Path=/; SameSite=Lax`)
    const seen = { cookie: `a=1; ${FIRST_SEEN_COOKIE}=5` }
    rememberFirstVisit(seen, 1700000000000, true)
    expect(seen.cookie).toBe(`a=1; ${FIRST_SEEN_COOKIE}=5`)
  })

  it('without it, sets none, and deletes the one an earlier consent set', () => {
    const fresh = { cookie: 'a=1' }
    rememberFirstVisit(fresh, 1700000000000, false)
    expect(fresh.cookie).toBe('a=1')
    const seen = { cookie: `a=1; ${FIRST_SEEN_COOKIE}=5` }
    rememberFirstVisit(seen, 1700000000000, false)
    expect(seen.cookie).toBe(`${FIRST_SEEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`)
  })
})

describe('consentedStorage', () => {
  const withRemove = (initial: Record<string, string>) => {
    const store = memory(initial)
    return Object.assign(store, {
      removeItem: (k: string) => {
        delete store.data[k]
      },
    })
  }

  it('is the browser’s storage with consent to personalisation', () => {
    const store = withRemove({ [READER_KEYS.bucket]: '12' })
    expect(consentedStorage(store, true)).toBe(store)
    expect(store.data[READER_KEYS.bucket]).toBe('12')
  })

  it('is none without it, and forgets the id, the bucket and the caps (not the tab’s page count)', () => {
    const store = withRemove({
      [READER_KEYS.anonId]: 'abcdefgh-1234',
      [READER_KEYS.bucket]: '12',
      [READER_KEYS.views]: '{}',
      [READER_KEYS.pageViews]: '["/a/b"]',
    })
    expect(consentedStorage(store, false)).toBeNull()
    expect(store.data).toEqual({ [READER_KEYS.pageViews]: '["/a/b"]' })
  })

  it('without storage, a fresh id every time, the bucket held for the page view only, nothing kept and no caps', () => {
    resetPageBucket()
    const none = consentedStorage(null, false)
    expect(anonymousId(none)).not.toBe(anonymousId(none))
    expect(readerBucket(none, null, () => 0.42)).toBe(42)
    recordDriverView(none, { _uuid: 'drv-cap', frequencyCap: { count: 1, days: 7 } }, 1)
    expect(cappedDrivers(none, 1)).toEqual([])
  })
})

describe('frequency caps', () => {
  const capped = { _uuid: 'drv-cap', frequencyCap: { count: 2, days: 7 } }

  it('a driver is capped once seen as often as its cap within its window', () => {
    const store = memory()
    const t0 = 1_000 * DAY
    recordDriverView(store, capped, t0)
    expect(cappedDrivers(store, t0)).toEqual([])
    recordDriverView(store, capped, t0 + DAY)
    expect(cappedDrivers(store, t0 + DAY)).toEqual(['drv-cap'])
    // The first view leaves the 7-day window: no longer capped.
    expect(cappedDrivers(store, t0 + 7 * DAY + 1)).toEqual([])
  })

  it('drivers without a cap are not recorded; old entries are forgotten', () => {
    const store = memory()
    recordDriverView(store, { _uuid: 'free', frequencyCap: null }, 0)
    expect(store.data[READER_KEYS.views]).toBeUndefined()
    recordDriverView(store, { _uuid: 'old', frequencyCap: { count: 1, days: 1 } }, 0)
    recordDriverView(store, capped, 10 * DAY)
    expect(Object.keys(JSON.parse(store.data[READER_KEYS.views]!))).toEqual(['drv-cap'])
  })

  it('keeps only the last `count` views', () => {
    const store = memory()
    for (let i = 0; i < 5; i++) recordDriverView(store, capped, i)
    expect(JSON.parse(store.data[READER_KEYS.views]!)['drv-cap'].times).toEqual([3, 4])
  })

  it('survives unreadable or blocked storage', () => {
    expect(cappedDrivers(memory({ [READER_KEYS.views]: '{nope' }), 0)).toEqual([])
    expect(cappedDrivers(broken, 0)).toEqual([])
    expect(() => recordDriverView(broken, capped, 0)).not.toThrow()
  })
})

describe('countPageView', () => {
  it('numbers this tab’s distinct pages; a reload or a return keeps the page’s place', () => {
    const session = memory()
    expect(countPageView(session, '/health/a')).toBe(1)
    expect(countPageView(session, '/health/a')).toBe(1)
    expect(countPageView(session, '/health/b')).toBe(2)
    expect(countPageView(session, '/health/a')).toBe(1)
    expect(countPageView(session, '/health/c')).toBe(3)
    expect(countPageView(memory({ [READER_KEYS.pageViews]: 'x' }), '/x')).toBe(1)
    expect(countPageView(null, '/x')).toBe(1)
  })

  it('keeps a hash of each page, never its path (the paths name health conditions)', () => {
    const session = memory()
    countPageView(session, '/health/erectile-dysfunction')
    expect(session.data[READER_KEYS.pageViews]).toBe(
      JSON.stringify([pageKey('/health/erectile-dysfunction')]),
    )
    expect(session.data[READER_KEYS.pageViews]).not.toMatch(/health|erectile/)
    expect(pageKey('/health/a')).not.toBe(pageKey('/health/b'))
    // A list an older release kept (paths) is dropped, not counted as pages.
    expect(countPageView(memory({ [READER_KEYS.pageViews]: '["/health/a"]' }), '/health/b')).toBe(1)
  })

  it('remembers the last 50 pages', () => {
    const session = memory()
    for (let i = 0; i < 60; i++) countPageView(session, `/p/${i}`)
    expect(JSON.parse(session.data[READER_KEYS.pageViews] ?? '[]')).toHaveLength(50)
  })
})

describe('mobileOS', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'ios'],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)', 'ios'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', 'android'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'other'],
  ])('%s → %s', (ua, os) => {
    expect(mobileOS(ua)).toBe(os)
  })
})

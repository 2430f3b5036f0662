import { describe, expect, it } from 'vitest'
import {
  accessibleHeadline,
  DEFAULT_TICKER_CTA,
  DEFAULT_TICKER_THEME,
  descriptionLines,
  nextTickerIndex,
  orList,
  TICKER_FADE_MS,
  TICKER_ITEM_MS,
  TICKER_THEMES,
  tickerAnimates,
  tickerCta,
  tickerHeroView,
  tickerImageLoading,
  tickerItems,
  tickerRuns,
  tickerTheme,
} from './tickerHero'

describe('timing (000 §4, §9)', () => {
  it('shows each item for 2500 ms and fades the next one in over 150 ms', () => {
    expect([TICKER_ITEM_MS, TICKER_FADE_MS]).toEqual([2500, 150])
  })
})

describe('nextTickerIndex', () => {
  it.each([
    // index, count, next
    [0, 3, 1],
    [1, 3, 2],
    [2, 3, 0], // back to the first after the last
    [0, 2, 1],
    [1, 2, 0],
    [0, 1, 0], // a single item stays
    [0, 0, 0],
    [7, 3, 0], // out of range (items removed): start again
    [-1, 3, 0],
    [Number.NaN, 3, 0],
    [1.5, 3, 0],
  ])('after item %d of %d comes item %d', (index, count, next) => {
    expect(nextTickerIndex(index, count)).toBe(next)
  })
})

describe('tickerAnimates (a single item is static; no animation under reduced motion)', () => {
  it.each([
    [3, false, true],
    [2, false, true],
    [1, false, false],
    [0, false, false],
    [3, true, false],
    [1, true, false],
  ])('%d items, reduced motion %s → %s', (count, reducedMotion, animates) => {
    expect(tickerAnimates(count, reducedMotion)).toBe(animates)
  })
})

describe('tickerRuns (only while in view, the tab is shown and the reader has not paused it)', () => {
  const running = { count: 3, reducedMotion: false, inView: true, pageVisible: true, paused: false }
  it.each([
    ['in view, nothing stopping it', running, true],
    ['before it comes into view / after it leaves', { ...running, inView: false }, false],
    ['while the tab is hidden', { ...running, pageVisible: false }, false],
    ['paused by the reader', { ...running, paused: true }, false],
    ['under reduced motion', { ...running, reducedMotion: true }, false],
    ['with a single item', { ...running, count: 1 }, false],
  ])('%s → %s', (_label, state, runs) => {
    expect(tickerRuns(state)).toBe(runs)
  })
})

describe('orList and accessibleHeadline (screen readers hear the whole headline once)', () => {
  it.each([
    [[], ''],
    [['tonight'], 'tonight'],
    [['tonight', 'this week'], 'tonight or this week'],
    [['tonight', 'this week', 'for good'], 'tonight, this week or for good'],
    [['a', 'b', 'c', 'd'], 'a, b, c or d'],
  ])('%j → %j', (items, text) => {
    expect(orList(items)).toBe(text)
  })

  it.each([
    [
      'Sleep better',
      ['tonight', 'this week', 'for good'],
      'with our free newsletter',
      'Sleep better tonight, this week or for good with our free newsletter',
    ],
    ['', ['Eat well', 'Move more'], 'every week', 'Eat well or Move more every week'],
    ['Sleep better', ['tonight'], '', 'Sleep better tonight'],
    ['Sleep better', [], 'with us', 'Sleep better with us'],
    ['', [], '', ''],
  ])('%j + %j + %j → %j', (before, items, after, text) => {
    expect(accessibleHeadline(before, items, after)).toBe(text)
  })
})

describe('tickerItems and descriptionLines', () => {
  it('keeps the items with words, trimmed, in order', () => {
    expect(
      tickerItems([{ text: ' tonight ' }, { text: '' }, { text: null }, {}, { text: 'for good' }]),
    ).toEqual(['tonight', 'for good'])
  })

  it('keeps the description lines with words', () => {
    expect(descriptionLines([{ line: 'One email a week' }, { line: '  ' }, { line: 'Free' }])).toEqual([
      'One email a week',
      'Free',
    ])
  })

  it.each([[null], [undefined], ['tonight'], [[1, 2]]])('reads nothing from %j', (rows) => {
    expect(tickerItems(rows)).toEqual([])
    expect(descriptionLines(rows)).toEqual([])
  })
})

describe('tickerTheme', () => {
  it('offers a few site themes, the default first', () => {
    expect(TICKER_THEMES.map((t) => t.value)).toEqual(['mint', 'forest', 'mist', 'night'])
    expect(TICKER_THEMES[0]?.value).toBe(DEFAULT_TICKER_THEME)
    for (const theme of TICKER_THEMES) expect(theme.label.length).toBeGreaterThan(5)
  })

  it.each([
    ['forest', 'forest'],
    ['night', 'night'],
    ['neon', 'mint'],
    [null, 'mint'],
    [undefined, 'mint'],
  ])('%j → %s', (value, theme) => {
    expect(tickerTheme(value)).toBe(theme)
  })
})

describe('tickerCta', () => {
  it.each([
    ['Read a sample issue', '/fitness/walking-for-heart-health', 'Read a sample issue', true],
    ['', '/newsletters', DEFAULT_TICKER_CTA, true],
    ['  Join free ', 'https://www.wellread.example/join', 'Join free', true],
    ['Join', 'https://lists.example.org/join', 'Join', false],
  ])('%j → %j', (text, href, shown, internal) => {
    expect(tickerCta(text, href, 'wellread.example')).toEqual({ text: shown, href, internal })
  })

  it.each([[''], [null], ['javascript:alert(1)'], ['data:text/html,x']])('has no button for %j', (href) => {
    expect(tickerCta('Join', href, 'wellread.example')).toBeNull()
  })
})

describe('tickerImageLoading', () => {
  it.each([
    [1, 'eager'],
    [2, 'lazy'],
  ])('ticker hero %d loads its picture %s', (ordinal, loading) => {
    expect(tickerImageLoading(ordinal)).toBe(loading)
  })
})

describe('tickerHeroView', () => {
  const block = {
    tickerHeadline: {
      beforeText: 'Sleep better',
      items: [{ text: 'tonight' }, { text: 'this week' }, { text: 'for good' }],
      afterText: 'with our free newsletter',
    },
    heroDescription: [{ line: 'One short email every Tuesday' }],
    heroImage: null,
    colorTheme: 'night',
    heroCtaText: 'Read a sample issue',
    heroCtaUrl: '/health/high-blood-pressure-and-sleep',
  }

  it('reads the block', () => {
    expect(tickerHeroView(block, 'wellread.example')).toEqual({
      headline: {
        before: 'Sleep better',
        items: ['tonight', 'this week', 'for good'],
        after: 'with our free newsletter',
        accessible: 'Sleep better tonight, this week or for good with our free newsletter',
      },
      lines: ['One short email every Tuesday'],
      image: null,
      theme: 'night',
      cta: { text: 'Read a sample issue', href: '/health/high-blood-pressure-and-sleep', internal: true },
    })
  })

  it('keeps a headline without items as static text', () => {
    const view = tickerHeroView({ ...block, tickerHeadline: { beforeText: 'Sleep better', items: [] } }, '')
    expect(view?.headline).toEqual({
      before: 'Sleep better',
      items: [],
      after: '',
      accessible: 'Sleep better',
    })
  })

  it.each([
    ['no headline', { ...block, tickerHeadline: null }],
    ['an empty headline', { ...block, tickerHeadline: { beforeText: ' ', items: [{ text: '' }] } }],
  ])('is null with %s', (_label, data) => {
    expect(tickerHeroView(data, 'wellread.example')).toBeNull()
  })
})

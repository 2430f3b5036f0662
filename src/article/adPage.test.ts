import { articleAdReasons, articleAds, homeInlineSlots, listingAds, sectionInlineSlots } from './adPage'

const settings = {
  advertising: { enabled: true, adFreeKeywords: ['Grief'], sensitiveKeywords: ['addiction'] },
}

describe('whether a page shows ads', () => {
  it('shows them by default, with automatic slots and the normal limits', () => {
    expect(articleAds({}, settings)).toEqual({ show: true, sensitive: false, cpuv: false, automatic: true })
  })

  it('shows none when the article, a category or a keyword is ad-free, or ads are off site-wide', () => {
    expect(articleAds({ advertising: { adFree: true } }, settings).show).toBe(false)
    expect(articleAds({ categories: [{ adFree: false }, { adFree: true }] }, settings).show).toBe(false)
    expect(articleAds({ keywords: ['coping', 'grief '] }, settings).show).toBe(false)
    expect(articleAds({}, { advertising: { enabled: false } }).show).toBe(false)
    expect(listingAds({ advertising: { enabled: false } }).show).toBe(false)
    expect(listingAds(null).show).toBe(true)
  })

  it('marks the page sensitive from the article, a category or a keyword', () => {
    expect(articleAds({ advertising: { sensitive: true } }, settings).sensitive).toBe(true)
    expect(articleAds({ categories: [{ sensitive: true }] }, settings).sensitive).toBe(true)
    expect(articleAds({ keywords: ['Addiction'] }, settings).sensitive).toBe(true)
    expect(articleAds({ keywords: ['sleep'], categories: ['3'] }, settings).sensitive).toBe(false)
  })

  it('takes the article’s CPUV and automatic settings', () => {
    expect(articleAds({ advertising: { cpuv: true, automaticAds: false } }, null)).toEqual({
      show: true,
      sensitive: false,
      cpuv: true,
      automatic: false,
    })
  })
})

describe('why a page shows no ads, or house ads only', () => {
  const marked = {
    advertising: { adFree: true, sensitive: true },
    categories: [
      { title: 'Grief and loss', slug: 'grief', adFree: true },
      { slug: 'mental-health', sensitive: true },
      { title: 'Sleep', adFree: false },
    ],
    keywords: ['Grief', 'addiction', 'grief'],
  }

  it('names every mark: the article, each category and each keyword, and the site-wide switch', () => {
    expect(articleAdReasons(marked, settings)).toEqual({
      adFree: [
        'The article is marked “No ads on this page”.',
        'Its category “Grief and loss” is marked “No ads”.',
        'Its keyword “grief” is an ad-free keyword (Site settings → Advertising).',
      ],
      sensitive: [
        'The article is marked “Sensitive topic”.',
        'Its category “mental-health” is marked sensitive.',
        'Its keyword “addiction” is a sensitive keyword (Site settings → Advertising).',
      ],
    })
    expect(articleAdReasons({}, { advertising: { enabled: false } }).adFree).toEqual([
      'Ads are switched off for the whole site (Site settings → Advertising).',
    ])
    expect(articleAdReasons({}, settings)).toEqual({ adFree: [], sensitive: [] })
  })
})

describe('in-list ad slots of the home and section pages', () => {
  it('home: one after the lead story and one after each section but the last, at most 5', () => {
    expect([0, 1, 3, 5, 7].map(homeInlineSlots)).toEqual([0, 1, 3, 5, 5])
  })

  it('a section page: one after each row of cards, at most 5', () => {
    expect([0, 4, 5, 8, 12, 40].map((n) => sectionInlineSlots(n, 4))).toEqual([0, 1, 2, 2, 3, 5])
  })
})

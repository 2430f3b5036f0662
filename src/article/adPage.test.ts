import { articleAds, listingAds } from './adPage'

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

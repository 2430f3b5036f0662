import { act, render } from '@testing-library/react'
import { resetPage, setConsent, setPrivacyConfig } from '@/privacy/thirdParty/testData'
import { FakeIntersectionObserver } from '../../tests/unit/browser-fakes'
import { AffiliateLinks } from './AffiliateLinks.client'
import { PageTracking } from './PageTracking.client'

const idPattern = /correlationId=([0-9a-f-]{36})/

function page(html: string) {
  document.body.innerHTML = `<article data-article-path="/health/best-cbd-gummies">${html}</article>`
}

beforeEach(() => {
  window.wellreadEvents = []
  FakeIntersectionObserver.install()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('AffiliateLinks', () => {
  const link =
    '<a id="cta" data-affiliate="flag" href="https://shop.example.com/p?rvo_prodid=7" target="_blank">Shop</a>'

  it('gives every affiliate link the view’s correlation id', () => {
    page(`${link}<a id="plain" href="https://example.org/">Other</a>`)
    render(<AffiliateLinks />)
    const cta = document.getElementById('cta') as HTMLAnchorElement
    expect(cta.getAttribute('href')).toMatch(idPattern)
    expect(document.getElementById('plain')?.getAttribute('href')).toBe('https://example.org/')
  })

  it('swaps in a fresh id at click time and puts the view’s back after 2 s', () => {
    vi.useFakeTimers()
    page(link)
    render(<AffiliateLinks />)
    const cta = document.getElementById('cta') as HTMLAnchorElement
    const before = cta.getAttribute('href') as string
    cta.addEventListener('click', (e) => e.preventDefault())
    act(() => cta.click())
    const during = cta.getAttribute('href') as string
    expect(during).toMatch(idPattern)
    expect(during).not.toBe(before)
    expect(window.wellreadEvents).toContainEqual(
      expect.objectContaining({ name: 'affiliate_click', correlationId: idPattern.exec(during)?.[1] }),
    )
    act(() => vi.advanceTimersByTime(1999))
    expect(cta.getAttribute('href')).toBe(during)
    act(() => vi.advanceTimersByTime(1))
    expect(cta.getAttribute('href')).toBe(before)
  })

  it('with consent to advertising, keeps the landing URL’s ids in first-party cookies for 90 days', () => {
    setPrivacyConfig([])
    setConsent('accept')
    window.history.replaceState(
      null,
      '',
      '/health/best-cbd-gummies?rvo_brandid=b12&rvo_prodid=p34&utm_campaign=spring',
    )
    page(link)
    render(<AffiliateLinks />)
    expect(document.cookie).toContain('wr_brand=b12')
    expect(document.cookie).toContain('wr_product=p34')
    expect(document.cookie).toContain('wr_campaign=spring')
    resetPage()
  })

  it.each([
    ['before any choice', 'none'],
    ['after Reject all', 'reject'],
    ['with advertising refused', { analytics: true, personalisation: true }],
  ] as const)('%s, keeps none, and deletes those an earlier consent kept', (_label, choice) => {
    setPrivacyConfig([])
    // biome-ignore lint/suspicious/noDocumentCookie: an earlier consent's cookie
    document.cookie = 'wr_brand=old; path=/'
    setConsent(choice)
    window.history.replaceState(null, '', '/health/best-cbd-gummies?rvo_brandid=b12&rvo_prodid=p34')
    page(link)
    render(<AffiliateLinks />)
    expect(document.cookie).not.toMatch(/wr_brand|wr_product|wr_campaign/)
    // The links still work and carry the view's id (first-party).
    expect(document.getElementById('cta')?.getAttribute('href')).toMatch(idPattern)
    resetPage()
  })
})

describe('PageTracking', () => {
  const card =
    '<div id="card" data-commerce="7:2" data-track-view=\'{"category":"product card","position":2}\'>' +
    '<a id="buy" href="https://shop.example.com/p" data-track-click=\'{"category":"product card","text":"Shop"}\'>Shop</a>' +
    '<details id="acc" data-track-open=\'{"category":"product card","name":"Pros & cons"}\'><summary>Pros</summary>x</details></div>'

  it('records a view once, clicks, and accordion opens on the data layer', () => {
    page(card)
    render(<PageTracking />)
    act(() => FakeIntersectionObserver.showAll())
    act(() => FakeIntersectionObserver.showAll())
    document.getElementById('buy')?.addEventListener('click', (e) => e.preventDefault())
    act(() => document.getElementById('buy')?.click())
    const details = document.getElementById('acc') as HTMLDetailsElement
    act(() => {
      details.open = true
      details.dispatchEvent(new Event('toggle'))
    })
    const names = (window.wellreadEvents ?? []).map((e) => `${e.name}:${e.category}`)
    expect(names).toEqual(['view:product card', 'click:product card', 'open:product card'])
    expect(window.wellreadEvents?.[0]).toMatchObject({ position: 2, correlationId: expect.any(String) })
  })

  it('sends product impressions and clicks first-party by beacon, with no reader data', () => {
    const beacon = vi.fn(() => true)
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon })
    page(card)
    const { unmount } = render(<PageTracking />)
    act(() => FakeIntersectionObserver.showAll())
    document.getElementById('buy')?.addEventListener('click', (e) => e.preventDefault())
    act(() => document.getElementById('buy')?.click())
    unmount()
    expect(beacon).toHaveBeenCalledTimes(1)
    const [url, body] = beacon.mock.calls[0] as unknown as [string, string]
    expect(url).toBe('/api/commerce/events')
    expect(JSON.parse(body)).toEqual({
      events: [
        { kind: 'impression', productId: '7', position: 2, articlePath: '/health/best-cbd-gummies' },
        { kind: 'click', productId: '7', position: 2, articlePath: '/health/best-cbd-gummies' },
      ],
    })
  })
})

// @vitest-environment jsdom
import { loadPixel, pixelAddress, readerOptedOut, shouldLoadPixel } from './pixel'
import { PIXELS, recordFetch, resetPage, setConsent, setPrivacyConfig } from './thirdParty/testData'

describe('the privacy rules', () => {
  it.each([
    [{}, false],
    [{ globalPrivacyControl: true }, true],
    [{ doNotTrack: '1' }, true],
    [null, true],
  ])('%j opted out: %s', (signals, out) => {
    expect(readerOptedOut(signals)).toBe(out)
  })

  it('a pixel needs an address and a reader who has not opted out', () => {
    expect(shouldLoadPixel('https://px.example/1.gif', {})).toBe(true)
    expect(shouldLoadPixel('https://px.example/1.gif', { doNotTrack: 'yes' })).toBe(false)
    expect(shouldLoadPixel(null, {})).toBe(false)
  })

  it.each([
    ['https://px.example/1.gif?a=1', 'https://px.example/1.gif?a=1'],
    ['http://px.example/1.gif', null],
    ['http://127.0.0.1:4555/1.gif', 'http://127.0.0.1:4555/1.gif'],
    ['/px.gif', null],
    ['javascript:alert(1)', null],
    [null, null],
  ])('only https:// addresses load: %j → %j', (url, address) => {
    expect(pixelAddress(url)).toBe(address)
  })
})

describe('loadPixel', () => {
  let sent: ReturnType<typeof recordFetch>
  beforeEach(() => {
    resetPage()
    setPrivacyConfig()
    sent = recordFetch()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    resetPage()
  })

  it('with consent to advertising, requests a listed host’s pixel through the guard, outside the page', () => {
    setConsent('accept')
    expect(loadPixel(`${PIXELS}/1.gif?c=7`, {})).toBe(true)
    expect(sent).toEqual([
      {
        url: `${PIXELS}/1.gif?c=7`,
        init: expect.objectContaining({ method: 'GET', credentials: 'omit', referrerPolicy: 'no-referrer' }),
      },
    ])
    expect(document.querySelector('img')).toBeNull()
  })

  it.each([
    ['no choice', 'none'],
    ['Reject all', 'reject'],
    ['a choice under an older policy', 'stale'],
    ['advertising refused', { analytics: true, personalisation: true }],
  ] as const)('loads nothing with %s', (_label, choice) => {
    setConsent(choice)
    expect(loadPixel(`${PIXELS}/1.gif`, {})).toBe(false)
    expect(sent).toEqual([])
  })

  it('loads nothing for a reader who opted out, an unlisted host or an address that is not https://', () => {
    setConsent('accept')
    expect(loadPixel(`${PIXELS}/1.gif`, { globalPrivacyControl: true })).toBe(false)
    expect(loadPixel(`${PIXELS}/1.gif`, { doNotTrack: '1' })).toBe(false)
    expect(loadPixel('https://px.elsewhere.example/1.gif', {})).toBe(false)
    expect(loadPixel('http://px.sponsor.example/1.gif', {})).toBe(false)
    expect(loadPixel(null, {})).toBe(false)
    expect(sent).toEqual([])
  })
})

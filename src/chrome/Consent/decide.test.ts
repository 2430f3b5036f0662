// @vitest-environment jsdom

import {
  allOrNothing,
  CONSENT_COOKIE,
  cookieValue,
  encodeConsent,
  PRIVACY_COOKIE,
  type PrivacyString,
  parseConsent,
} from '@/privacy/consent/consent'
import { CONSENT_EVENT, type ConsentEventDetail, PRIVACY_CONFIG_ID } from '@/privacy/consent/events'
import type { ConsentRecordRequest } from '@/services/consent/shared'
import { clearCookies } from '../../../tests/unit/browser-fakes'
import { PRIVACY_UPDATED_KEY, VARIANT_ATTRIBUTE } from '../AnnouncementBar/dismissal'
import { PRIVACY_BANNER_ATTRIBUTE } from '../AnnouncementBar/privacyBanner'
import { GPC_ATTRIBUTE, REASK_ATTRIBUTE } from './attributes'
import {
  CONSENT_RETRY_DELAYS_MS,
  privacyCookies,
  recordGpcOptOut,
  saveConsentChoice,
  shouldReload,
} from './decide'

const NOW = Date.UTC(2026, 10, 21, 12)
const html = () => document.documentElement

function setCookie(name: string, value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: arranging the reader's cookies
  document.cookie = `${name}=${value}; path=/`
}

/** The page's privacy settings, as the layout renders them. */
function pageConfig(policyVersion: number) {
  const script = document.createElement('script')
  script.id = PRIVACY_CONFIG_ID
  script.type = 'application/json'
  script.textContent = JSON.stringify({ policyVersion, thirdParties: [] })
  document.body.append(script)
}

function setGpc(value: boolean | undefined) {
  Object.defineProperty(window.navigator, 'globalPrivacyControl', { value, configurable: true })
}

/** A network that records the consent calls and answers `status`. */
function recordingFetch(status = 201) {
  const calls: { url: string; init: RequestInit; body: ConsentRecordRequest }[] = []
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), init, body: JSON.parse(String(init.body)) })
    return Response.json({}, { status })
  }) as unknown as typeof globalThis.fetch
  return { fetch, calls }
}

function listen() {
  const events: ConsentEventDetail[] = []
  const listener = (event: Event) => events.push((event as CustomEvent<ConsentEventDetail>).detail)
  window.addEventListener(CONSENT_EVENT, listener)
  return { events, stop: () => window.removeEventListener(CONSENT_EVENT, listener) }
}

beforeEach(() => {
  pageConfig(2)
  localStorage.clear()
})

afterEach(() => {
  vi.restoreAllMocks()
  clearCookies()
  document.body.innerHTML = ''
  for (const name of [PRIVACY_BANNER_ATTRIBUTE, REASK_ATTRIBUTE, GPC_ATTRIBUTE, VARIANT_ATTRIBUTE])
    html().removeAttribute(name)
  setGpc(undefined)
})

describe('privacyCookies', () => {
  it('keeps both cookies 365 days, site-wide, Lax', () => {
    expect(privacyCookies(allOrNothing(true, 2, NOW), '1YNY', false)).toEqual([
      `wr_consent=v2.a1.d1.p1.t${NOW}; Path=/; Max-Age=31536000; SameSite=Lax`,
      'usprivacy=1YNY; Path=/; Max-Age=31536000; SameSite=Lax',
    ])
  })

  it('marks them Secure on https', () => {
    for (const cookie of privacyCookies(allOrNothing(false, 1, NOW), '1YYY', true))
      expect(cookie).toMatch(/; Secure$/)
  })
})

describe('shouldReload', () => {
  it.each<[string | null, PrivacyString, boolean]>([
    ['1YNY', '1YYY', true],
    ['1YYY', '1YNY', true],
    ['1YNY', '1YNY', false],
    ['1YYY', '1YYY', false],
    ['1---', '1YNY', false],
    ['1---', '1YYY', false],
    [null, '1YNY', false],
    [null, '1YYY', false],
    ['garbage', '1YYY', false],
  ])('%j → %j: reload %s', (before, after, expected) => {
    expect(shouldReload(before, after)).toBe(expected)
  })
})

describe('saveConsentChoice', () => {
  it('Accept all on a first visit: both cookies, the proof, the event, the banner closed, no reload', () => {
    const { fetch, calls } = recordingFetch()
    const reload = vi.fn()
    setCookie(PRIVACY_COOKIE, '1---')
    html().setAttribute(PRIVACY_BANNER_ATTRIBUTE, 'visible')
    const { events, stop } = listen()
    const saved = saveConsentChoice({ analytics: true, advertising: true, personalisation: true }, 'banner', {
      fetch,
      reload,
      now: () => NOW,
    })
    stop()

    expect(saved).toEqual({
      choice: allOrNothing(true, 2, NOW),
      privacy: '1YNY',
      reload: false,
      reasked: false,
    })
    expect(parseConsent(cookieValue(document.cookie, CONSENT_COOKIE))).toEqual(allOrNothing(true, 2, NOW))
    expect(cookieValue(document.cookie, PRIVACY_COOKIE)).toBe('1YNY')
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url).toBe('/api/consent')
    expect(calls[0]!.init).toMatchObject({
      method: 'PATCH',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    })
    expect(calls[0]!.body).toEqual({
      vendorConsents: {},
      purposeConsents: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [String(i + 1), true])),
      vendorLegitimateInterests: {},
      purposeLegitimateInterests: {},
      publisherCustomConsents: { analytics: true, advertising: true, personalisation: true },
      nonIABVendorsAllowed: true,
      setAll: true,
      unsetAll: false,
      cookieValue: encodeConsent(allOrNothing(true, 2, NOW)),
      gpc: false,
      source: 'banner',
    })
    expect(events).toEqual([
      {
        purposes: { necessary: true, analytics: true, advertising: true, personalisation: true },
        privacy: '1YNY',
        source: 'banner',
      },
    ])
    expect(html()).not.toHaveAttribute(PRIVACY_BANNER_ATTRIBUTE)
    expect(reload).not.toHaveBeenCalled()
  })

  it('Reject all: the opted-out string, everything refused, unsetAll', () => {
    const { fetch, calls } = recordingFetch()
    const saved = saveConsentChoice(
      { analytics: false, advertising: false, personalisation: false },
      'banner',
      { fetch, reload: vi.fn(), now: () => NOW },
    )
    expect(saved.privacy).toBe('1YYY')
    expect(cookieValue(document.cookie, PRIVACY_COOKIE)).toBe('1YYY')
    expect(calls[0]!.body).toMatchObject({
      purposeConsents: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [String(i + 1), false])),
      publisherCustomConsents: { analytics: false, advertising: false, personalisation: false },
      nonIABVendorsAllowed: false,
      setAll: false,
      unsetAll: true,
    })
  })

  it('a mixed choice from the settings maps onto the TCF purposes', () => {
    const { fetch, calls } = recordingFetch()
    saveConsentChoice({ analytics: true, advertising: false, personalisation: false }, 'settings', {
      fetch,
      reload: vi.fn(),
      now: () => NOW,
    })
    const consents = calls[0]!.body.purposeConsents
    expect(Object.keys(consents).filter((id) => consents[id])).toEqual(['1', '8', '9', '10'])
    expect(calls[0]!.body).toMatchObject({ setAll: false, unsetAll: false, source: 'settings' })
  })

  it.each<[string, string, { analytics: boolean; advertising: boolean; personalisation: boolean }, boolean]>([
    ['allowed → opted out', '1YNY', { analytics: true, advertising: false, personalisation: true }, true],
    ['opted out → allowed', '1YYY', { analytics: false, advertising: true, personalisation: false }, true],
    ['allowed → allowed', '1YNY', { analytics: false, advertising: true, personalisation: false }, false],
    ['opted out → opted out', '1YYY', { analytics: true, advertising: false, personalisation: true }, false],
  ])('reloads only when the privacy cookie changes: %s', (_label, before, purposes, reloads) => {
    setCookie(CONSENT_COOKIE, encodeConsent({ ...allOrNothing(true, 2, 1), advertising: before === '1YNY' }))
    setCookie(PRIVACY_COOKIE, before)
    const reload = vi.fn()
    const saved = saveConsentChoice(purposes, 'settings', { fetch: recordingFetch().fetch, reload })
    expect(saved.reload).toBe(reloads)
    expect(reload).toHaveBeenCalledTimes(reloads ? 1 : 0)
  })

  it('with Global Privacy Control, Accept all still allows nothing optional and the cookie stays opted out', () => {
    setGpc(true)
    setCookie(PRIVACY_COOKIE, '1YYY')
    const { fetch, calls } = recordingFetch()
    const { events, stop } = listen()
    const reload = vi.fn()
    const saved = saveConsentChoice({ analytics: true, advertising: true, personalisation: true }, 'banner', {
      fetch,
      reload,
      now: () => NOW,
    })
    stop()
    expect(saved.privacy).toBe('1YYY')
    expect(reload).not.toHaveBeenCalled()
    expect(events[0]!.purposes).toEqual({
      necessary: true,
      analytics: false,
      advertising: false,
      personalisation: false,
    })
    expect(calls[0]!.body).toMatchObject({
      gpc: true,
      setAll: true,
      nonIABVendorsAllowed: false,
      publisherCustomConsents: { analytics: false, advertising: false, personalisation: false },
    })
  })

  it('a reader asked again after the version rose gets the privacy-updated bar', () => {
    setCookie(CONSENT_COOKIE, encodeConsent(allOrNothing(true, 1, 1)))
    html().setAttribute(REASK_ATTRIBUTE, '1')
    const saved = saveConsentChoice({ analytics: true, advertising: true, personalisation: true }, 'banner', {
      fetch: recordingFetch().fetch,
      reload: vi.fn(),
    })
    expect(saved.reasked).toBe(true)
    expect(localStorage.getItem(PRIVACY_UPDATED_KEY)).toBe('2')
    expect(html()).toHaveAttribute(VARIANT_ATTRIBUTE, 'privacyUpdated')
    expect(html()).not.toHaveAttribute(REASK_ATTRIBUTE)
  })

  it('a first choice is no re-ask: no privacy-updated bar', () => {
    const saved = saveConsentChoice({ analytics: true, advertising: true, personalisation: true }, 'banner', {
      fetch: recordingFetch().fetch,
      reload: vi.fn(),
    })
    expect(saved.reasked).toBe(false)
    expect(localStorage.getItem(PRIVACY_UPDATED_KEY)).toBeNull()
    expect(html()).not.toHaveAttribute(VARIANT_ATTRIBUTE)
  })

  it('keeps the choice when the proof cannot be sent, and reports a server failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const errors: unknown[] = []
    const onTrack = (event: Event) => errors.push((event as CustomEvent).detail)
    window.addEventListener('wellread:track', onTrack)
    const { fetch } = recordingFetch(503)
    saveConsentChoice({ analytics: false, advertising: false, personalisation: false }, 'banner', {
      fetch,
      reload: vi.fn(),
      retryDelaysMs: [],
    })
    await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0))
    window.removeEventListener('wellread:track', onTrack)
    expect(JSON.stringify(errors)).toContain('Fetch failure: /api/consent 503')
    expect(cookieValue(document.cookie, PRIVACY_COOKIE)).toBe('1YYY')
  })
})

describe('a decision the server could not keep', () => {
  /** A network that answers each call with the next status (a thrown error for `'offline'`). */
  function answering(...statuses: (number | 'offline')[]) {
    const calls: ConsentRecordRequest[] = []
    const fetch = vi.fn(async (_url: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push(JSON.parse(String(init.body)))
      const status = statuses[calls.length - 1] ?? 201
      if (status === 'offline') throw new TypeError('Failed to fetch')
      return Response.json({}, { status })
    }) as unknown as typeof globalThis.fetch
    return { fetch, calls }
  }

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('is sent again after each wait until it is kept: 503, offline, 429, then 201', async () => {
    const { fetch, calls } = answering(503, 'offline', 429, 201)
    saveConsentChoice({ analytics: true, advertising: true, personalisation: true }, 'banner', {
      fetch,
      reload: vi.fn(),
      retryDelaysMs: [1_000, 5_000, 20_000, 60_000],
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(calls).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(calls).toHaveLength(4)
    // Kept: nothing more is sent, and each try was the same decision.
    await vi.advanceTimersByTimeAsync(120_000)
    expect(calls).toHaveLength(4)
    expect(new Set(calls.map((c) => JSON.stringify(c))).size).toBe(1)
  })

  it('stops after the last wait, and is never sent again after a refusal (400)', async () => {
    const failing = answering(503, 503, 503)
    saveConsentChoice({ analytics: false, advertising: false, personalisation: false }, 'banner', {
      fetch: failing.fetch,
      reload: vi.fn(),
      retryDelaysMs: [1_000, 1_000],
    })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(failing.calls).toHaveLength(3)

    const refused = answering(400)
    saveConsentChoice({ analytics: false, advertising: false, personalisation: false }, 'settings', {
      fetch: refused.fetch,
      reload: vi.fn(),
      retryDelaysMs: [1_000, 1_000],
    })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(refused.calls).toHaveLength(1)
  })

  it('waits 2, 10, 30 and 60 s by default', () => {
    expect(CONSENT_RETRY_DELAYS_MS).toEqual([2_000, 10_000, 30_000, 60_000])
  })
})

describe('recordGpcOptOut', () => {
  it('records once when the boot script opted the reader out because of GPC', () => {
    html().setAttribute(GPC_ATTRIBUTE, 'new')
    const { fetch, calls } = recordingFetch()
    expect(recordGpcOptOut({ fetch })).toBe(true)
    expect(recordGpcOptOut({ fetch })).toBe(false)
    expect(html()).toHaveAttribute(GPC_ATTRIBUTE, 'on')
    expect(calls).toHaveLength(1)
    expect(calls[0]!.body).toMatchObject({
      cookieValue: null,
      gpc: true,
      source: 'gpc',
      setAll: false,
      unsetAll: true,
      nonIABVendorsAllowed: false,
    })
  })

  it.each([null, 'on'])('records nothing when the mark is %j', (mark) => {
    if (mark) html().setAttribute(GPC_ATTRIBUTE, mark)
    const { fetch, calls } = recordingFetch()
    expect(recordGpcOptOut({ fetch })).toBe(false)
    expect(calls).toEqual([])
  })
})

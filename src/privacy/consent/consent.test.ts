import {
  allOrNothing,
  allowedPurposes,
  allows,
  CONSENT_COOKIE,
  CONSENT_PURPOSES,
  type ConsentChoice,
  cookieValue,
  encodeConsent,
  gpcFromHeader,
  gpcFromNavigator,
  gpcInPage,
  needsChoice,
  OPTIONAL_PURPOSES,
  PRIVACY_COOKIE,
  PRIVACY_COOKIE_MAX_AGE,
  PRIVACY_STRINGS,
  parseConsent,
  privacyString,
  requestAllows,
  TCF_POLICY_VERSION_DEFAULT,
} from './consent'
import { analyticsHinted } from './hint'

const AT = Date.UTC(2026, 10, 21, 12, 0, 0)

const choice = (overrides: Partial<ConsentChoice> = {}): ConsentChoice => ({
  version: 2,
  analytics: true,
  advertising: false,
  personalisation: true,
  at: AT,
  ...overrides,
})

describe('the constants of the spec', () => {
  it('names the cookies and keeps them 365 days (001 §9)', () => {
    expect(CONSENT_COOKIE).toBe('wr_consent')
    expect(PRIVACY_COOKIE).toBe('usprivacy')
    expect(PRIVACY_COOKIE_MAX_AGE).toBe(31_536_000)
  })

  it('uses the privacy strings and the TCF default of 002 §9', () => {
    expect(PRIVACY_STRINGS).toEqual({ noChoice: '1---', allowed: '1YNY', optedOut: '1YYY' })
    expect(TCF_POLICY_VERSION_DEFAULT).toBe(5)
  })

  it('has four purposes, necessary and three optional ones', () => {
    expect(CONSENT_PURPOSES).toEqual(['necessary', 'analytics', 'advertising', 'personalisation'])
    expect(OPTIONAL_PURPOSES).toEqual(['analytics', 'advertising', 'personalisation'])
  })
})

describe('encodeConsent and parseConsent', () => {
  it('encodes a choice compactly', () => {
    expect(encodeConsent(choice())).toBe(`v2.a1.d0.p1.t${AT}`)
  })

  it.each<[string, ConsentChoice]>([
    ['everything granted', allOrNothing(true, 1, AT)],
    ['everything refused', allOrNothing(false, 7, 0)],
    ['a mix', choice()],
    ['only advertising', choice({ analytics: false, advertising: true, personalisation: false })],
    ['the largest version', choice({ version: 999_999 })],
  ])('round-trips %s', (_label, value) => {
    expect(parseConsent(encodeConsent(value))).toEqual(value)
  })

  it('reads a URL-encoded value and surrounding spaces', () => {
    expect(parseConsent(encodeURIComponent(` ${encodeConsent(choice())} `))).toEqual(choice())
  })

  it.each<[string, string | null | undefined]>([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['garbage', 'yes please'],
    ['version 0', `v0.a1.d1.p1.t${AT}`],
    ['a negative version', `v-1.a1.d1.p1.t${AT}`],
    ['a version with 7 digits', `v1000000.a1.d1.p1.t${AT}`],
    ['a flag that is not 0 or 1', `v1.a2.d1.p1.t${AT}`],
    ['a missing purpose', `v1.a1.d1.t${AT}`],
    ['purposes out of order', `v1.d1.a1.p1.t${AT}`],
    ['no time', 'v1.a1.d1.p1'],
    ['a time that is not a number', 'v1.a1.d1.p1.tnow'],
    ['a time with 16 digits', 'v1.a1.d1.p1.t1234567890123456'],
    ['extra fields', `v1.a1.d1.p1.t${AT}.x1`],
    ['a broken percent-encoding', 'v1.a1.d1.p1.t%E0%A4%A'],
    ['JSON', JSON.stringify(choice())],
  ])('rejects %s', (_label, value) => {
    expect(parseConsent(value)).toBeNull()
  })
})

describe('allOrNothing', () => {
  it.each([true, false])('sets every optional purpose to %s', (granted) => {
    expect(allOrNothing(granted, 3, AT)).toEqual({
      version: 3,
      analytics: granted,
      advertising: granted,
      personalisation: granted,
      at: AT,
    })
  })
})

describe('needsChoice', () => {
  it.each<[string, ConsentChoice | null, number, boolean]>([
    ['no choice', null, 1, true],
    ['a choice under the current version', choice({ version: 2 }), 2, false],
    ['a choice under an older version', choice({ version: 1 }), 2, true],
    ['a choice under a newer version (the version was lowered)', choice({ version: 3 }), 2, false],
  ])('%s → %s', (_label, value, version, expected) => {
    expect(needsChoice(value, version)).toBe(expected)
  })
})

describe('allowedPurposes and allows', () => {
  const none = { necessary: true, analytics: false, advertising: false, personalisation: false }

  it.each<[string, ConsentChoice | null, { policyVersion: number; gpc: boolean }, typeof none]>([
    ['no choice: only necessary', null, { policyVersion: 1, gpc: false }, none],
    [
      'a current choice: what it says',
      choice(),
      { policyVersion: 2, gpc: false },
      { necessary: true, analytics: true, advertising: false, personalisation: true },
    ],
    [
      'everything granted',
      allOrNothing(true, 2, AT),
      { policyVersion: 2, gpc: false },
      { necessary: true, analytics: true, advertising: true, personalisation: true },
    ],
    ['everything refused', allOrNothing(false, 2, AT), { policyVersion: 2, gpc: false }, none],
    ['a stale choice counts as none', allOrNothing(true, 1, AT), { policyVersion: 2, gpc: false }, none],
    ['GPC overrides a full grant', allOrNothing(true, 2, AT), { policyVersion: 2, gpc: true }, none],
    ['GPC without a choice', null, { policyVersion: 2, gpc: true }, none],
  ])('%s', (_label, value, signals, expected) => {
    expect(allowedPurposes(value, signals)).toEqual(expected)
    for (const purpose of CONSENT_PURPOSES) expect(allows(value, purpose, signals)).toBe(expected[purpose])
  })
})

describe('privacyString', () => {
  it.each<[string, ConsentChoice | null, { policyVersion: number; gpc: boolean }, string]>([
    ['before any choice', null, { policyVersion: 1, gpc: false }, '1---'],
    ['a stale choice is no choice', allOrNothing(true, 1, AT), { policyVersion: 2, gpc: false }, '1---'],
    ['advertising granted', allOrNothing(true, 2, AT), { policyVersion: 2, gpc: false }, '1YNY'],
    [
      'only advertising granted',
      choice({ analytics: false, advertising: true, personalisation: false }),
      { policyVersion: 2, gpc: false },
      '1YNY',
    ],
    [
      'advertising refused, the rest granted',
      choice({ advertising: false }),
      { policyVersion: 2, gpc: false },
      '1YYY',
    ],
    ['everything refused', allOrNothing(false, 2, AT), { policyVersion: 2, gpc: false }, '1YYY'],
    ['GPC with a full grant', allOrNothing(true, 2, AT), { policyVersion: 2, gpc: true }, '1YYY'],
    ['GPC before any choice', null, { policyVersion: 1, gpc: true }, '1YYY'],
    ['GPC with a stale choice', allOrNothing(true, 1, AT), { policyVersion: 2, gpc: true }, '1YYY'],
  ])('%s → %s', (_label, value, signals, expected) => {
    expect(privacyString(value, signals)).toBe(expected)
  })
})

describe('Global Privacy Control', () => {
  it.each<[string | null | undefined, boolean]>([
    ['1', true],
    [' 1 ', true],
    ['0', false],
    ['true', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('Sec-GPC: %j → %s', (value, expected) => {
    expect(gpcFromHeader(value)).toBe(expected)
  })

  it.each<[unknown, boolean]>([
    [{ globalPrivacyControl: true }, true],
    [{ globalPrivacyControl: false }, false],
    [{ globalPrivacyControl: 'true' }, false],
    [{ globalPrivacyControl: 1 }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('navigator %j → %s', (nav, expected) => {
    expect(gpcFromNavigator(nav as { globalPrivacyControl?: unknown } | null)).toBe(expected)
  })
})

describe('gpcInPage: the browser’s signal, or the header the server relayed', () => {
  it.each<[string, unknown, string, boolean]>([
    ['the browser’s signal', { globalPrivacyControl: true }, '', true],
    ['the relayed header', {}, 'wr_gpc=1', true],
    ['both', { globalPrivacyControl: true }, 'wr_gpc=1', true],
    ['a cleared relay', { globalPrivacyControl: false }, 'wr_gpc=', false],
    ['neither', null, 'usprivacy=1YNY', false],
  ])('%s → %s', (_label, nav, cookies, expected) => {
    expect(gpcInPage(nav as { globalPrivacyControl?: unknown } | null, cookies)).toBe(expected)
  })
})

describe('cookieValue', () => {
  const header = `a=1; ${CONSENT_COOKIE}=v1.a1.d1.p1.t5;usprivacy=1YNY ; empty=; broken`

  it.each<[string, string | null]>([
    [CONSENT_COOKIE, 'v1.a1.d1.p1.t5'],
    [PRIVACY_COOKIE, '1YNY'],
    ['a', '1'],
    ['empty', ''],
    ['broken', null],
    ['missing', null],
    ['wr_consen', null],
  ])('%s → %j', (name, expected) => {
    expect(cookieValue(header, name)).toBe(expected)
  })

  it.each([null, undefined, ''])('finds nothing in %j', (cookies) => {
    expect(cookieValue(cookies, CONSENT_COOKIE)).toBeNull()
  })
})

describe('analyticsHinted', () => {
  it('reads the analytics bit of the stored choice, and nothing else', () => {
    expect(analyticsHinted('a=1; wr_consent=v3.a1.d0.p0.t1764115200000')).toBe(true)
    expect(analyticsHinted('wr_consent=v1.a0.d1.p1.t1764115200000')).toBe(false)
    expect(analyticsHinted('xwr_consent=v1.a1.d1.p1.t1')).toBe(false)
    expect(analyticsHinted('')).toBe(false)
    // The hint and the model agree on every choice the model writes.
    for (const analytics of [true, false]) {
      const value = encodeConsent({ version: 2, analytics, advertising: true, personalisation: false, at: 1 })
      expect(analyticsHinted(`${CONSENT_COOKIE}=${value}`)).toBe(analytics)
    }
  })
})

describe('requestAllows: a purpose as the server sees it', () => {
  const headers = (cookie: string, gpc = false) => new Headers({ cookie, ...(gpc ? { 'sec-gpc': '1' } : {}) })
  const granted = encodeConsent({
    version: 2,
    analytics: false,
    advertising: true,
    personalisation: false,
    at: 1,
  })

  it('reads the consent cookie under the current policy version', () => {
    expect(requestAllows(headers(`a=b; wr_consent=${granted}`), 'advertising', 2)).toBe(true)
    expect(requestAllows(headers(`wr_consent=${granted}`), 'analytics', 2)).toBe(false)
    // A choice under an older policy is no choice.
    expect(requestAllows(headers(`wr_consent=${granted}`), 'advertising', 3)).toBe(false)
    expect(requestAllows(headers(''), 'advertising', 1)).toBe(false)
    expect(requestAllows(headers('wr_consent=garbage'), 'advertising', 1)).toBe(false)
  })

  it('Global Privacy Control turns every optional purpose off', () => {
    expect(requestAllows(headers(`wr_consent=${granted}`, true), 'advertising', 2)).toBe(false)
    expect(requestAllows(headers(`wr_consent=${granted}`, true), 'necessary', 2)).toBe(true)
  })
})

import { allOrNothing, type ConsentChoice, encodeConsent } from '@/privacy/consent/consent'
import { consentRecordFrom, decisionInWords, outcomeOf } from './rules'
import { type ConsentRecordRequest, consentRequestBody, TCF_PURPOSES, tcfPurposeConsents } from './shared'

const AT = Date.UTC(2026, 10, 21)
const settings = { policyVersion: 3, tcfPolicyVersion: 5 }
const mixed: ConsentChoice = {
  version: 3,
  analytics: true,
  advertising: false,
  personalisation: true,
  at: AT,
}

const bodyFor = (
  choice: ConsentChoice | null,
  overrides: Partial<ConsentRecordRequest> = {},
  { gpc = false, source = 'banner' as ConsentRecordRequest['source'] } = {},
): ConsentRecordRequest => ({
  ...consentRequestBody(choice, { gpc, source, cookieValue: choice ? encodeConsent(choice) : null }),
  ...overrides,
})

describe('the TCF mapping', () => {
  it('gives every TCF purpose 2–11 to exactly one of our purposes', () => {
    const ids = Object.values(TCF_PURPOSES)
      .flat()
      .sort((a, b) => a - b)
    expect(ids).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
  })

  it.each<[string, Parameters<typeof tcfPurposeConsents>[0], number[]]>([
    [
      'nothing optional',
      { necessary: true, analytics: false, advertising: false, personalisation: false },
      [],
    ],
    [
      'analytics',
      { necessary: true, analytics: true, advertising: false, personalisation: false },
      [1, 8, 9, 10],
    ],
    [
      'advertising',
      { necessary: true, analytics: false, advertising: true, personalisation: false },
      [1, 2, 3, 4, 7],
    ],
    [
      'personalisation',
      { necessary: true, analytics: false, advertising: false, personalisation: true },
      [1, 5, 6, 11],
    ],
    [
      'everything',
      { necessary: true, analytics: true, advertising: true, personalisation: true },
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    ],
  ])('%s grants TCF purposes %j', (_label, allowed, granted) => {
    const consents = tcfPurposeConsents(allowed)
    expect(Object.keys(consents)).toHaveLength(11)
    expect(
      Object.entries(consents)
        .filter(([, on]) => on)
        .map(([id]) => Number(id)),
    ).toEqual(granted)
  })
})

describe('outcomeOf', () => {
  it.each<[string, ConsentChoice | null, boolean, string]>([
    ['everything granted', allOrNothing(true, 1, AT), false, 'all'],
    ['everything refused', allOrNothing(false, 1, AT), false, 'none'],
    ['a mix', mixed, false, 'some'],
    ['everything granted, with GPC', allOrNothing(true, 1, AT), true, 'none'],
    ['no choice (a GPC record)', null, true, 'none'],
  ])('%s → %s', (_label, choice, gpc, expected) => {
    expect(outcomeOf(choice, gpc)).toBe(expected)
  })
})

describe('consentRecordFrom', () => {
  it('keeps the choice, the versions, GPC, the source and the outcome, and nothing else', () => {
    const result = consentRecordFrom(bodyFor(mixed), { settings, gpcHeader: false })
    expect(result).toEqual({
      ok: true,
      privacy: '1YYY',
      record: {
        policyVersion: 3,
        tcfPolicyVersion: 5,
        analytics: true,
        advertising: false,
        personalisation: true,
        gpc: false,
        source: 'banner',
        outcome: 'some',
      },
    })
  })

  it('records the version the choice was made under (an older cached page)', () => {
    const older = { ...mixed, version: 2 }
    expect(consentRecordFrom(bodyFor(older), { settings, gpcHeader: false })).toMatchObject({
      ok: true,
      record: { policyVersion: 2 },
    })
  })

  it('takes GPC from the Sec-GPC header too: in the record and in the privacy cookie', () => {
    const result = consentRecordFrom(bodyFor(allOrNothing(true, 3, AT)), { settings, gpcHeader: true })
    expect(result).toMatchObject({
      ok: true,
      privacy: '1YYY',
      record: { gpc: true, outcome: 'none', analytics: true },
    })
    expect(
      consentRecordFrom(bodyFor(allOrNothing(true, 3, AT)), { settings, gpcHeader: false }),
    ).toMatchObject({ ok: true, privacy: '1YNY', record: { gpc: false, outcome: 'all' } })
  })

  it('a GPC record: no cookie, nothing granted, the current version', () => {
    const result = consentRecordFrom(bodyFor(null, {}, { gpc: true, source: 'gpc' }), {
      settings,
      gpcHeader: false,
    })
    expect(result).toEqual({
      ok: true,
      privacy: '1YYY',
      record: {
        policyVersion: 3,
        tcfPolicyVersion: 5,
        analytics: false,
        advertising: false,
        personalisation: false,
        gpc: true,
        source: 'gpc',
        outcome: 'none',
      },
    })
  })

  it.each<[string, ConsentRecordRequest, RegExp]>([
    [
      'a cookie that is not ours',
      bodyFor(mixed, { cookieValue: 'yes' }),
      /cookieValue is not a consent cookie/,
    ],
    ['no cookie for a banner decision', bodyFor(mixed, { cookieValue: null }), /cookieValue is required/],
    [
      'a version that does not exist yet',
      bodyFor({ ...mixed, version: 4 }),
      /made under policy version 4, but the current version is 3/,
    ],
    [
      'a GPC record with a cookie',
      bodyFor(mixed, {}, { gpc: true, source: 'gpc' }),
      /carries no consent cookie/,
    ],
    [
      'a GPC record without the signal',
      bodyFor(null, {}, { gpc: false, source: 'gpc' }),
      /needs Global Privacy/,
    ],
    ['an IAB vendor', bodyFor(mixed, { vendorConsents: { '755': true } }), /no IAB vendors/],
    [
      'a legitimate interest',
      bodyFor(mixed, { purposeLegitimateInterests: { '7': true } }),
      /purposeLegitimateInterests: nothing on this site relies on legitimate interest/,
    ],
    [
      'purposes that do not match the cookie',
      bodyFor(mixed, {
        purposeConsents: tcfPurposeConsents({
          necessary: true,
          analytics: true,
          advertising: true,
          personalisation: true,
        }),
      }),
      /purposeConsents does not match the consent cookie/,
    ],
    [
      'a purpose missing',
      bodyFor(mixed, { publisherCustomConsents: { analytics: true, personalisation: true } }),
      /publisherCustomConsents does not match/,
    ],
    [
      'setAll that is not so',
      bodyFor(mixed, { setAll: true }),
      /setAll does not match the consent cookie: expected false/,
    ],
    ['unsetAll that is not so', bodyFor(mixed, { unsetAll: true }), /unsetAll does not match/],
    [
      'non-IAB vendors allowed without advertising',
      bodyFor(mixed, { nonIABVendorsAllowed: true }),
      /nonIABVendorsAllowed does not match/,
    ],
    [
      'GPC claimed after the fact (the body’s consents say otherwise)',
      bodyFor(allOrNothing(true, 3, AT), { gpc: true }),
      /purposeConsents does not match/,
    ],
  ])('refuses %s', (_label, body, message) => {
    const result = consentRecordFrom(body, { settings, gpcHeader: false })
    expect(result.ok).toBe(false)
    expect(result.ok ? '' : result.error).toMatch(message)
  })
})

describe('decisionInWords (the admin’s list of decisions)', () => {
  const d = (analytics: boolean, advertising: boolean, personalisation: boolean, gpc = false) => ({
    analytics,
    advertising,
    personalisation,
    gpc,
    source: 'banner' as const,
  })
  it.each([
    ['Accept all', d(true, true, true), 'Accepted all'],
    ['Reject all', d(false, false, false), 'Rejected all: only what is necessary'],
    ['one purpose', d(true, false, false), 'Allowed analytics; refused advertising and personalisation'],
    ['two purposes', d(true, false, true), 'Allowed analytics and personalisation; refused advertising'],
    [
      'Accept all with Global Privacy Control',
      d(true, true, true, true),
      'Accepted all, but Global Privacy Control is on: only what is necessary',
    ],
    [
      'some with Global Privacy Control',
      d(false, true, false, true),
      'Allowed advertising; refused analytics and personalisation, but Global Privacy Control is on: only what is necessary',
    ],
    [
      'Reject all with Global Privacy Control',
      d(false, false, false, true),
      'Rejected all (Global Privacy Control is on too): only what is necessary',
    ],
    [
      'the GPC opt-out made without a click',
      { ...d(false, false, false, true), source: 'gpc' as const },
      'Global Privacy Control, no click: only what is necessary',
    ],
  ])('%s', (_what, decision, words) => {
    expect(decisionInWords(decision)).toBe(words)
  })

  it('never shows a purpose as allowed when Global Privacy Control was on', () => {
    for (const bits of [0, 1, 2, 3, 4, 5, 6, 7]) {
      const words = decisionInWords(d(Boolean(bits & 1), Boolean(bits & 2), Boolean(bits & 4), true))
      expect(words).toMatch(/: only what is necessary$/)
    }
  })
})

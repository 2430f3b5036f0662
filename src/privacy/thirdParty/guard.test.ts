// @vitest-environment jsdom
import type { ConsentNow, PrivacyConfig } from '@/privacy/consent/browser'
import { allOrNothing } from '@/privacy/consent/consent'
import {
  AD_PARTNER_FRAME_PATH,
  adPartnerFrameSrc,
  allowThirdParty,
  BLOCKED_EVENT,
  decide,
  type GuardInput,
  listedEntry,
  originMatches,
  parseAddress,
  purposeRefusal,
  reportedHost,
  thirdPartyFrameSrc,
  thirdPartyRequest,
  topicRefusal,
} from './guard'
import {
  goTo,
  PIXELS,
  recordFetch,
  resetPage,
  setConsent,
  setGpc,
  setPrivacyConfig,
  setRelayedGpc,
  TEST_THIRD_PARTIES,
  VENDOR,
} from './testData'
import { addTopicTerms, TOPIC_ATTRIBUTE, topicWordsOf } from './topic'

const SITE = 'https://wellread.example'
const config: PrivacyConfig = { policyVersion: 2, thirdParties: TEST_THIRD_PARTIES }
const signals = { policyVersion: 2, gpc: false }
const CONSENT: Record<string, ConsentNow> = {
  none: { choice: null, signals },
  accept: { choice: allOrNothing(true, 2, 1), signals },
  reject: { choice: allOrNothing(false, 2, 1), signals },
  stale: { choice: allOrNothing(true, 1, 1), signals },
  gpc: { choice: allOrNothing(true, 2, 1), signals: { policyVersion: 2, gpc: true } },
  analyticsOnly: { choice: { ...allOrNothing(false, 2, 1), analytics: true }, signals },
}
const topic = new Set(topicWordsOf('Atorvastatin: uses, side effects and how to save', 'Lipitor', 'statins'))
const input = (overrides: Partial<GuardInput>): GuardInput => ({
  url: `${VENDOR}/v1/collect`,
  purpose: 'analytics',
  body: null,
  pressed: false,
  pageOrigin: SITE,
  config,
  consent: CONSENT.accept!,
  topic,
  ...overrides,
})

describe('rule (a): only hosts the page lists', () => {
  it.each([
    ['https://qzzr.com', 'https://qzzr.com', true],
    ['https://quiz.qzzr.com', 'https://*.qzzr.com', true],
    ['https://a.b.qzzr.com', 'https://*.qzzr.com', true],
    ['https://qzzr.com', 'https://*.qzzr.com', false],
    ['https://evilqzzr.com', 'https://*.qzzr.com', false],
    ['http://quiz.qzzr.com', 'https://*.qzzr.com', false],
    ['https://quiz.qzzr.com:8443', 'https://*.qzzr.com', false],
    ['http://127.0.0.1:4555', 'http://127.0.0.1:4555', true],
    ['http://127.0.0.1:4556', 'http://127.0.0.1:4555', false],
    ['https://PX.Sponsor.example', 'https://px.sponsor.example/', true],
  ])('%s against %s: %s', (origin, listed, matches) => {
    expect(originMatches(origin, listed)).toBe(matches)
  })

  it('finds the entry listing an address, or none', () => {
    expect(listedEntry(new URL(`${PIXELS}/p.gif`), config.thirdParties)?.purpose).toBe('advertising')
    expect(listedEntry(new URL('https://px.other.example/p.gif'), config.thirdParties)).toBeNull()
  })

  it('an origin listed for two purposes (one vendor’s collector and pixels) is used for either, not a third', () => {
    const both: PrivacyConfig = {
      policyVersion: 2,
      thirdParties: [
        { name: 'Vendor analytics', purpose: 'analytics', origins: [VENDOR] },
        { name: 'Vendor pixels', purpose: 'advertising', origins: [VENDOR] },
      ],
    }
    expect(decide(input({ config: both, url: `${VENDOR}/p.gif`, purpose: 'advertising' }))).toMatchObject({
      allowed: true,
    })
    expect(decide(input({ config: both, url: `${VENDOR}/c`, purpose: 'analytics' }))).toMatchObject({
      allowed: true,
    })
    expect(decide(input({ config: both, url: `${VENDOR}/c`, purpose: 'personalisation' }))).toMatchObject({
      allowed: false,
      reason: 'wrong-purpose',
    })
  })

  it.each([
    ['/api/drivers/v4', 'same-site'],
    [`${SITE}/x`, 'same-site'],
    ['javascript:alert(1)', 'invalid'],
    ['data:image/gif;base64,R0lGOD', 'invalid'],
    ['http://[bad', 'invalid'],
    ['//px.sponsor.example/p.gif', 'foreign'],
    [`${VENDOR}/v1/collect`, 'foreign'],
  ])('reads %s as %s', (address, kind) => {
    expect(parseAddress(address, SITE).kind).toBe(kind)
  })
})

describe('rule (b): the purpose must be allowed now', () => {
  const analytics = config.thirdParties[2]!
  const youtube = config.thirdParties[0]!
  it.each([
    ['no choice', 'none', 'no-consent'],
    ['Reject all', 'reject', 'no-consent'],
    ['a choice under an older policy version', 'stale', 'no-consent'],
    ['Global Privacy Control', 'gpc', 'no-consent'],
    ['Accept all', 'accept', null],
    ['analytics only', 'analyticsOnly', null],
  ])('analytics with %s: %s', (_label, consent, reason) => {
    expect(purposeRefusal(analytics, 'analytics', CONSENT[consent]!, false)).toBe(reason)
  })

  it('advertising needs its own consent', () => {
    expect(purposeRefusal(config.thirdParties[3]!, 'advertising', CONSENT.analyticsOnly!, false)).toBe(
      'no-consent',
    )
  })

  it('a host is used only for the purpose it is listed for', () => {
    expect(purposeRefusal(analytics, 'advertising', CONSENT.accept!, false)).toBe('wrong-purpose')
  })

  it('media loads only on the reader’s press, whatever else was chosen', () => {
    expect(purposeRefusal(youtube, 'media', CONSENT.accept!, false)).toBe('not-pressed')
    expect(purposeRefusal(youtube, 'media', CONSENT.none!, true)).toBeNull()
  })
})

describe('rule (c): never the page’s topic', () => {
  it.each([
    ['https://px.sponsor.example/p.gif?k=atorvastatin', null, 'topic'],
    ['https://px.sponsor.example/atorvastatin/p.gif', null, 'topic'],
    ['https://px.sponsor.example/p.gif#Lipitor', null, 'topic'],
    ['https://px.sponsor.example/p.gif?k=side+effects', null, 'topic'],
    ['https://px.sponsor.example/p.gif?k=Statin%2Bdosage', null, 'topic'],
    ['https://px.sponsor.example/p.gif', '{"title":"Lipitor coupons"}', 'topic'],
    ['https://px.sponsor.example/p.gif?c=42&w=articlePlacement2', '{"n":"page_view"}', null],
  ])('%s with body %s: %s', (address, body, reason) => {
    expect(topicRefusal(new URL(address), body, topic)).toBe(reason)
  })

  it('the host itself is not the topic rule’s (the registry decides hosts)', () => {
    expect(topicRefusal(new URL('https://statins.example/p'), null, topic)).toBeNull()
  })
})

describe('decide', () => {
  it('allows a listed, consented, topic-free request', () => {
    expect(decide(input({}))).toMatchObject({ allowed: true, host: 'collect.vendor.example' })
  })

  it.each<[string, Partial<GuardInput>, string]>([
    ['an unlisted host', { url: 'https://tracker.example/c' }, 'not-listed'],
    ['this site', { url: '/api/commerce/events' }, 'same-site'],
    ['no choice', { consent: CONSENT.none }, 'no-consent'],
    ['GPC', { consent: CONSENT.gpc }, 'no-consent'],
    ['the topic in the body', { body: '{"p":"/drugs/atorvastatin"}' }, 'topic'],
    [
      'a frame without a press',
      { url: 'https://www.youtube-nocookie.com/embed/x', purpose: 'media' },
      'not-pressed',
    ],
  ])('refuses %s', (_label, overrides, reason) => {
    expect(decide(input(overrides))).toMatchObject({ allowed: false, reason })
  })

  it('checks consent before the topic: an unconsented request is refused as such', () => {
    expect(decide(input({ consent: CONSENT.reject, body: 'atorvastatin' }))).toMatchObject({
      reason: 'no-consent',
    })
  })

  it('reports a host that names the topic as hidden', () => {
    expect(reportedHost('px.statins.example', topic)).toBe('hidden')
    expect(reportedHost('px.sponsor.example', topic)).toBe('px.sponsor.example')
  })
})

describe('in the browser', () => {
  let sent: ReturnType<typeof recordFetch>
  beforeEach(() => {
    resetPage()
    setPrivacyConfig()
    sent = recordFetch()
    goTo('/drugs/atorvastatin')
    document.body.innerHTML = `<article ${TOPIC_ATTRIBUTE}="atorvastatin lipitor statins cholesterol"></article>`
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    resetPage()
  })
  const blocked = () => (window.wellreadEvents ?? []).filter((e) => e.name === BLOCKED_EVENT)

  it.each([
    ['no choice', () => setConsent('none')],
    ['Reject all', () => setConsent('reject')],
    ['a stale choice', () => setConsent('stale')],
    [
      'GPC on',
      () => {
        setConsent('accept')
        setGpc(true)
      },
    ],
    [
      'only the Sec-GPC header (relayed by the server as wr_gpc)',
      () => {
        setConsent('accept')
        setRelayedGpc(true)
      },
    ],
  ])('with %s nothing is sent, and the refusal is counted without topic words', (_label, arrange) => {
    arrange()
    expect(
      thirdPartyRequest(`${VENDOR}/v1/collect`, { purpose: 'analytics', body: '{"n":"x"}', kind: 'beacon' }),
    ).toBe(false)
    expect(thirdPartyRequest(`${PIXELS}/p.gif?c=1`, { purpose: 'advertising', kind: 'image' })).toBe(false)
    expect(sent).toEqual([])
    expect(blocked()).toEqual([
      {
        name: BLOCKED_EVENT,
        host: 'collect.vendor.example',
        reason: 'no-consent',
        purpose: 'analytics',
        kind: 'beacon',
      },
      {
        name: BLOCKED_EVENT,
        host: 'px.sponsor.example',
        reason: 'no-consent',
        purpose: 'advertising',
        kind: 'image',
      },
    ])
  })

  it('after Accept all sends without cookies or referrer, and never reads the answer', () => {
    setConsent('accept')
    expect(
      thirdPartyRequest(`${VENDOR}/v1/collect`, {
        purpose: 'analytics',
        method: 'POST',
        body: '{"n":"page_view"}',
        kind: 'beacon',
      }),
    ).toBe(true)
    expect(thirdPartyRequest(`${PIXELS}/p.gif?c=1`, { purpose: 'advertising', kind: 'image' })).toBe(true)
    expect(sent).toEqual([
      {
        url: `${VENDOR}/v1/collect`,
        init: {
          method: 'POST',
          body: '{"n":"page_view"}',
          mode: 'no-cors',
          credentials: 'omit',
          referrerPolicy: 'no-referrer',
          cache: 'no-store',
          keepalive: true,
        },
      },
      {
        url: `${PIXELS}/p.gif?c=1`,
        init: {
          method: 'GET',
          mode: 'no-cors',
          credentials: 'omit',
          referrerPolicy: 'no-referrer',
          cache: 'no-store',
          keepalive: true,
        },
      },
    ])
    expect(blocked()).toEqual([])
  })

  it('after Accept all still drops a request that names the page’s topic, or one to an unlisted host', () => {
    setConsent('accept')
    expect(thirdPartyRequest(`${PIXELS}/p.gif?drug=Lipitor`, { purpose: 'advertising', kind: 'image' })).toBe(
      false,
    )
    expect(
      thirdPartyRequest(`${VENDOR}/v1/collect`, {
        purpose: 'analytics',
        body: 'cholesterol',
        kind: 'beacon',
      }),
    ).toBe(false)
    // The page's address is topic too, and so are the words the reader gave.
    addTopicTerms(['Muscle aches'])
    expect(thirdPartyRequest(`${PIXELS}/p.gif?q=muscle`, { purpose: 'advertising', kind: 'image' })).toBe(
      false,
    )
    expect(thirdPartyRequest(`${PIXELS}/p.gif?q=drugs`, { purpose: 'advertising', kind: 'image' })).toBe(
      false,
    )
    expect(
      thirdPartyRequest('https://tracker.example/p.gif', { purpose: 'advertising', kind: 'image' }),
    ).toBe(false)
    expect(sent).toEqual([])
    expect(blocked().map((e) => e.reason)).toEqual(['topic', 'topic', 'topic', 'topic', 'not-listed'])
    expect(JSON.stringify(blocked())).not.toMatch(/lipitor|cholesterol|muscle|atorvastatin|drugs/i)
  })

  it('allowThirdParty reads the page now: a choice made in another tab counts at once', () => {
    expect(allowThirdParty(`${VENDOR}/c`, { purpose: 'analytics' })).toMatchObject({
      allowed: false,
      reason: 'no-consent',
    })
    setConsent('accept')
    expect(allowThirdParty(`${VENDOR}/c`, { purpose: 'analytics' })).toMatchObject({ allowed: true })
    // Without a purpose, the one the host is listed for.
    expect(allowThirdParty(`${PIXELS}/p.gif`)).toMatchObject({
      allowed: true,
      entry: { purpose: 'advertising' },
    })
    expect(allowThirdParty(`${PIXELS}/p.gif?k=lipitor`)).toMatchObject({ allowed: false, reason: 'topic' })
  })

  it('frames: only on the reader’s press (user activation where the browser reports it)', () => {
    const video = 'https://www.youtube-nocookie.com/embed/Wr7kYt3pQ2s?start=95&autoplay=1'
    Object.defineProperty(window.navigator, 'userActivation', {
      value: { isActive: false },
      configurable: true,
    })
    expect(thirdPartyFrameSrc(video)).toBeNull()
    Object.defineProperty(window.navigator, 'userActivation', {
      value: { isActive: true },
      configurable: true,
    })
    expect(thirdPartyFrameSrc(video)).toBe(video)
    // Never a frame that names the topic, nor one from a host the page does not list.
    expect(thirdPartyFrameSrc('https://quiz.qzzr.com/c/statin-quiz')).toBeNull()
    expect(thirdPartyFrameSrc('https://www.youtube.com/embed/Wr7kYt3pQ2s')).toBeNull()
    expect(blocked().map((e) => [e.reason, e.kind])).toEqual([
      ['not-pressed', 'frame'],
      ['topic', 'frame'],
      ['not-listed', 'frame'],
    ])
    Reflect.deleteProperty(window.navigator, 'userActivation')
  })

  describe('the programmatic ad partner (issue 28)', () => {
    const PARTNER = 'https://tags.partner.example'
    const withPartner = (tag = `${PARTNER}/gpt.js`) =>
      setPrivacyConfig([
        ...TEST_THIRD_PARTIES,
        { name: 'Ad partner', purpose: 'advertising', origins: [PARTNER], endpoint: tag },
      ])
    const slot = { size: 'mediumRect', position: 'MMR1' }

    it('without advertising consent, no frame: the refusal is counted for the partner’s host', () => {
      withPartner()
      for (const arrange of [
        () => setConsent('none'),
        () => setConsent('reject'),
        () => setConsent({ analytics: true, personalisation: true }),
        () => {
          setConsent('accept')
          setGpc(true)
        },
      ]) {
        arrange()
        expect(adPartnerFrameSrc(slot)).toBeNull()
        setGpc(false)
      }
      expect(blocked().map((e) => [e.host, e.reason, e.purpose, e.kind])).toEqual(
        Array(4).fill(['tags.partner.example', 'no-consent', 'advertising', 'frame']),
      )
      expect(sent).toEqual([])
    })

    it('with it, this site’s sandboxed frame for the slot: its address names the size and position only', () => {
      withPartner()
      setConsent('accept')
      const src = adPartnerFrameSrc(slot)
      expect(src).toBe(`${AD_PARTNER_FRAME_PATH}?size=mediumRect&position=MMR1`)
      expect(src).not.toMatch(/atorvastatin|drugs|lipitor/)
      // The guard decides on the partner's tag, which it never requests itself (the frame loads it).
      expect(sent).toEqual([])
    })

    it('no partner configured, or a tag whose address names the topic: no frame', () => {
      setConsent('accept')
      expect(adPartnerFrameSrc(slot)).toBeNull()
      withPartner(`${PARTNER}/gpt.js?site=lipitor`)
      expect(adPartnerFrameSrc(slot)).toBeNull()
      expect(blocked().map((e) => e.reason)).toEqual(['topic'])
    })
  })
})

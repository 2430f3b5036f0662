import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { loadConfig } from '@/platform/config.mjs'
import { CONSENT_COOKIE, encodeConsent } from '@/privacy/consent/consent'
import { publicThirdParties } from '@/privacy/thirdParty/registry'
import { startThirdPartyPeer } from '../../../tests/peers/thirdParty.mjs'
import {
  GA4_MAX_EVENTS,
  type Ga4Body,
  Ga4Relay,
  type Ga4RelayDependencies,
  ga4Bodies,
  ga4Event,
  ga4PageLocation,
  type RelayOutcome,
} from './ga4'
import type { EventsBatch } from './schema'

const SITE = 'http://127.0.0.1:4100'
const POLICY = 3
const TOPIC = new Set(['atorvastatin', 'lipitor', 'statin', 'cholesterol'])

const page = (article: string | null = '42'): EventsBatch['page'] => ({
  article,
  template: 'article',
  formfactor: 'mobile',
})

const click = {
  event: 'select_item',
  category: 'product-card',
  location: 'body',
  position: 2,
  name: 'Lipitor 20 mg',
  brand: 'Pfizer',
  productId: 'prod-981',
  text: 'Compare atorvastatin prices',
  linkUrl: 'https://shop.example/atorvastatin',
  correlationId: 'c-123',
} as const

const batch = (events: EventsBatch['events'], article: string | null = '42'): EventsBatch => ({
  v: 1,
  page: page(article),
  events,
})

const consentCookie = (analytics: boolean) =>
  `${CONSENT_COOKIE}=${encodeConsent({ version: POLICY, analytics, advertising: false, personalisation: false, at: 1 })}`

describe('the GA4 event mapping', () => {
  it('names an article by an opaque id and any other page by its template, never by its address', () => {
    expect(ga4PageLocation(SITE, page('42'))).toBe(`${SITE}/a/42`)
    expect(ga4PageLocation(SITE, { article: null, template: 'home', formfactor: 'desktop' })).toBe(
      `${SITE}/home`,
    )
  })

  it('keeps a product click’s structure and id, and drops its name, brand, text, link and correlation id', () => {
    const event = ga4Event(click, `${SITE}/a/42`, 'mobile')
    expect(event).toEqual({
      name: 'select_item',
      params: {
        page_location: `${SITE}/a/42`,
        engagement_time_msec: 1,
        form_factor: 'mobile',
        category: 'product-card',
        location: 'body',
        position: 2,
        items: [{ item_id: 'prod-981', index: 2, item_category: 'product-card', item_list_name: 'body' }],
      },
    })
    const text = JSON.stringify(event)
    for (const word of ['Lipitor', 'Pfizer', 'atorvastatin', 'shop.example', 'c-123'])
      expect(text).not.toContain(word)
  })

  it('counts engaged time between the session marks, not twice', () => {
    const at = (s: 90 | 180) =>
      ga4Event({ event: 'user_engagement', engagement_time_sec: s }, 'x', 'desktop').params
        .engagement_time_msec
    expect([at(90), at(180)]).toEqual([90_000, 90_000])
  })

  it('splits a batch into Measurement Protocol requests of at most 25 events', () => {
    const events = Array.from({ length: 30 }, () => ({ event: 'page_view' as const }))
    const bodies = ga4Bodies(batch(events), 'reader-hash', SITE)
    expect(bodies.map((b) => b.events.length)).toEqual([GA4_MAX_EVENTS, 5])
    expect(bodies[0]).toMatchObject({ client_id: 'reader-hash', non_personalized_ads: true })
  })
})

describe('the GA4 relay, against a local stand-in', () => {
  let peer: Awaited<ReturnType<typeof startThirdPartyPeer>>
  let counted: Array<[RelayOutcome, string | undefined]>

  beforeAll(async () => {
    peer = await startThirdPartyPeer()
  })
  afterAll(async () => {
    await peer.close()
  })
  beforeEach(() => {
    peer.reset()
    counted = []
  })

  /**
   * A relay to `collectUrl`. Its time limit is generous (a busy machine once took longer than 300 ms to answer
   * on the local peer, and a sent request was counted as failed); the test of a peer that never answers asks
   * for a short one.
   */
  const relayTo = (collectUrl: string, overrides: Partial<Ga4RelayDependencies> = {}, timeoutMs = 10_000) => {
    const cfg = loadConfig({
      SITE_URL: SITE,
      GA4_MEASUREMENT_ID: 'G-TEST1234',
      GA4_API_SECRET: 'stand-in-secret',
      GA4_COLLECT_URL: collectUrl,
      GA4_TIMEOUT_MS: String(timeoutMs),
    })
    const ga4 = cfg.thirdParty.ga4
    if (!ga4) throw new Error('GA4 is not configured')
    return new Ga4Relay({
      ga4,
      siteOrigin: SITE,
      thirdParties: () => publicThirdParties(cfg),
      policyVersion: async () => POLICY,
      topicOf: async (id) => (id === '42' ? TOPIC : null),
      count: (outcome, reason) => counted.push([outcome, reason]),
      ...overrides,
    })
  }

  const send = async (relay: Ga4Relay, b: EventsBatch, headers: Record<string, string>) => {
    relay.forward(b, 'd41d8cd98f00b204', new Headers(headers))
    await relay.idle()
  }

  it('sends a consenting reader’s events with the reader’s daily hash, and nothing of the page’s topic', async () => {
    const relay = relayTo(`${peer.origin}/mp/collect`)
    await send(relay, batch([{ event: 'page_view' }, click]), {
      cookie: consentCookie(true),
      'user-agent': 'Mozilla/5.0 (ReaderBrowser/7)',
      'x-forwarded-for': '203.0.113.9',
    })
    expect(counted).toEqual([['sent', undefined]])
    const [request] = peer.requests
    expect(request).toMatchObject({ method: 'POST', path: '/mp/collect', cookie: null, referer: null })
    expect(request!.query).toEqual({ measurement_id: ['G-TEST1234'], api_secret: ['stand-in-secret'] })
    const body = JSON.parse(request!.body) as Ga4Body
    expect(body.client_id).toBe('d41d8cd98f00b204')
    expect(body.events.map((e) => e.name)).toEqual(['page_view', 'select_item'])
    const everything = JSON.stringify(request)
    for (const word of ['atorvastatin', 'Lipitor', '203.0.113.9', 'ReaderBrowser']) {
      expect(everything).not.toContain(word)
    }
  })

  it('sends nothing without consent to analytics, under an older policy, or with Global Privacy Control', async () => {
    const relay = relayTo(`${peer.origin}/mp/collect`)
    const old = `${CONSENT_COOKIE}=${encodeConsent({ version: POLICY - 1, analytics: true, advertising: true, personalisation: true, at: 1 })}`
    await send(relay, batch([{ event: 'page_view' }]), {})
    await send(relay, batch([{ event: 'page_view' }]), { cookie: consentCookie(false) })
    await send(relay, batch([{ event: 'page_view' }]), { cookie: old })
    await send(relay, batch([{ event: 'page_view' }]), { cookie: consentCookie(true), 'sec-gpc': '1' })
    expect(peer.requests).toEqual([])
    expect(counted).toEqual([
      ['refused', 'no-consent'],
      ['refused', 'no-consent'],
      ['refused', 'no-consent'],
      ['refused', 'no-consent'],
    ])
  })

  it('refuses a request that would carry a topic word, and an article whose topic it cannot read', async () => {
    const relay = relayTo(`${peer.origin}/mp/collect`)
    await send(relay, batch([{ ...click, category: 'statins' }]), { cookie: consentCookie(true) })
    await send(relay, batch([{ event: 'page_view' }], '999'), { cookie: consentCookie(true) })
    expect(peer.requests).toEqual([])
    expect(counted).toEqual([
      ['refused', 'topic'],
      ['refused', 'unknown-article'],
    ])
  })

  it('refuses a host the privacy settings do not list for analytics', async () => {
    const relay = relayTo(`${peer.origin}/mp/collect`, { thirdParties: () => [] })
    await send(relay, batch([{ event: 'page_view' }]), { cookie: consentCookie(true) })
    expect(peer.requests).toEqual([])
    expect(counted).toEqual([['refused', 'not-listed']])
  })

  it('counts an error answer, no answer and a timeout as failed, and never throws', async () => {
    const slow = http.createServer((req, res) => {
      if (req.url?.startsWith('/error')) {
        res.writeHead(500)
        res.end()
      }
      // anything else: never answered
    })
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve))
    const { port } = slow.address() as AddressInfo
    try {
      await send(relayTo(`http://127.0.0.1:${port}/error`), batch([{ event: 'page_view' }]), {
        cookie: consentCookie(true),
      })
      await send(relayTo(`http://127.0.0.1:${port}/hang`, {}, 300), batch([{ event: 'page_view' }]), {
        cookie: consentCookie(true),
      })
      await send(relayTo('http://127.0.0.1:9/mp/collect'), batch([{ event: 'page_view' }]), {
        cookie: consentCookie(true),
      })
    } finally {
      slow.closeAllConnections()
      slow.close()
    }
    expect(counted).toEqual([
      ['failed', 'status-500'],
      ['failed', 'no-answer'],
      ['failed', 'no-answer'],
    ])
  })

  it('drops what would exceed the requests in flight, and counts it', async () => {
    const relay = relayTo(`${peer.origin}/mp/collect`)
    const big = batch(Array.from({ length: 50 }, () => ({ event: 'page_view' as const })))
    const headers = new Headers({ cookie: consentCookie(true) })
    for (let i = 0; i < 9; i++) relay.forward(big, 'r', headers)
    await relay.idle()
    expect(counted.filter(([o]) => o === 'dropped')).toEqual([['dropped', 'backlog']])
    expect(counted.filter(([o]) => o === 'sent')).toHaveLength(16)
  })
})

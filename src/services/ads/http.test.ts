import { captureLogs } from '../../../tests/unit/log-capture'
import type { AdCatalog, CatalogCreative } from './catalog'
import { DEFAULT_AD_SETTINGS } from './catalog'
import { clickSignature } from './click'
import type { AdCampaign } from './engine'
import {
  AD_GONE_MESSAGE,
  AD_LINK_INVALID_MESSAGE,
  AdAnswerCache,
  handleAdClick,
  handleAdDecision,
  handleAdEvents,
} from './http'
import type { AdCount, AdDecisionRequest, AdDecisionResponse } from './shared'

const SECRET = 'test-secret-0123456789abcdef'
const NOW = Date.parse('2026-12-10T12:00:00Z')

function campaign(id: string, extra: Partial<AdCampaign> = {}): AdCampaign {
  return {
    id,
    name: `Campaign ${id}`,
    enabled: true,
    tier: 'standard',
    weight: 1,
    startsAt: null,
    endsAt: null,
    impressionGoal: null,
    delivered: 0,
    targeting: {
      sections: [],
      categories: [],
      templates: [],
      devices: [],
      countries: [],
      positions: [],
      keywords: [],
    },
    excludeCategories: [],
    frequencyCap: { count: 3, days: 1 },
    creatives: [
      { id: `${id}-mr`, size: 'mediumRect' },
      { id: `${id}-lb`, size: 'leaderboard' },
    ],
    ...extra,
  }
}

function creative(id: string, campaignId: string, size: CatalogCreative['size']): CatalogCreative {
  return {
    id,
    campaignId,
    size,
    format: 'image',
    image: { src: `/media/${id}.png`, width: 300, height: 250, alt: `Ad ${id}` },
    headline: null,
    text: null,
    sponsor: 'Northpath Running',
    destination: `https://northpath.example/${id}?utm_source=wellread`,
  }
}

function catalogOf(campaigns: AdCampaign[], settings = DEFAULT_AD_SETTINGS): AdCatalog {
  const creatives = new Map<string, CatalogCreative>()
  for (const c of campaigns) for (const k of c.creatives) creatives.set(k.id, creative(k.id, c.id, k.size))
  return { campaigns, creatives, campaignNames: new Map(campaigns.map((c) => [c.id, c.name])), settings }
}

const body = (extra: Partial<AdDecisionRequest> = {}): AdDecisionRequest => ({
  path: '/fitness/walking-for-heart-health',
  section: 'fitness',
  template: 'article',
  categorySlugs: ['heart-health'],
  keywords: ['walking'],
  deviceType: 'mobile',
  sensitive: false,
  bucket: 7,
  cappedCampaigns: [],
  slots: [
    { id: 'MMR1.1', position: 'MMR1', size: 'mediumRect' },
    { id: 'MLB1', position: 'MLB1', size: 'mobileLeaderboard' },
  ],
  ...extra,
})

const post = (payload: unknown, type = 'application/json') =>
  new Request('http://site.test/api/ads/decision', {
    method: 'POST',
    headers: { 'content-type': type },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  })

function deps(catalog: AdCatalog) {
  let loads = 0
  return {
    catalog: async () => {
      loads += 1
      return catalog
    },
    secret: SECRET,
    cache: new AdAnswerCache(),
    now: () => NOW,
    get loads() {
      return loads
    },
  }
}

describe('POST /api/ads/decision', () => {
  it('answers every slot in one call: a creative with a signed click address, or null', async () => {
    const res = await handleAdDecision(post(body()), deps(catalogOf([campaign('shoes')])))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const answer = (await res.json()) as AdDecisionResponse
    expect(Object.keys(answer.slots)).toEqual(['MMR1.1', 'MLB1'])
    const fill = answer.slots['MMR1.1']
    expect(fill?.creative.id).toBe('shoes-mr')
    expect(fill?.clickUrl).toBe(
      `/api/ads/click?c=shoes-mr&p=MMR1&s=${clickSignature(SECRET, 'shoes-mr', 'MMR1')}`,
    )
    expect(fill?.frequencyCap).toEqual({ count: 3, days: 1 })
    // The advertiser's own address is never sent to the browser: only the signed first-party one.
    expect(JSON.stringify(answer)).not.toContain('northpath.example')
    expect(answer.slots.MLB1).toBeNull()
  })

  it('is the same answer for the same question, computed once', async () => {
    const d = deps(catalogOf([campaign('a'), campaign('b'), campaign('c')]))
    const first = await (await handleAdDecision(post(body()), d)).text()
    const second = await (await handleAdDecision(post(body()), d)).text()
    expect(second).toBe(first)
    expect(d.cache.size).toBe(1)
  })

  it('keeps sensitive pages to house ads', async () => {
    const answer = (await (
      await handleAdDecision(
        post(body({ sensitive: true })),
        deps(catalogOf([campaign('shoes'), campaign('house', { tier: 'house' })])),
      )
    ).json()) as AdDecisionResponse
    expect(answer.slots['MMR1.1']?.creative.campaignId).toBe('house')
  })

  it('answers nothing while an operator has switched ads off', async () => {
    const answer = (await (
      await handleAdDecision(
        post(body()),
        deps(catalogOf([campaign('shoes')], { ...DEFAULT_AD_SETTINGS, enabled: false })),
      )
    ).json()) as AdDecisionResponse
    expect(answer.slots).toEqual({ 'MMR1.1': null, MLB1: null })
  })

  describe('the programmatic partner’s slots', () => {
    const withPartner = (catalog: AdCatalog) => ({ ...deps(catalog), partner: true })
    const on = { ...DEFAULT_AD_SETTINGS, partnerEnabled: true }
    const decide = async (d: ReturnType<typeof deps>, extra: Partial<AdDecisionRequest> = {}) =>
      (await (await handleAdDecision(post(body(extra)), d)).json()) as AdDecisionResponse
    // A paid campaign for the rectangle only; the phone leaderboard is left to the house ad.
    const paidAndHouse = () => [
      campaign('shoes', { creatives: [{ id: 'shoes-mr', size: 'mediumRect' }] }),
      campaign('house', { tier: 'house', creatives: [{ id: 'house-lb', size: 'mobileLeaderboard' }] }),
    ]

    it('are those no paid campaign fills, when the operator configured one and the editors switched it on', async () => {
      const answer = await decide(withPartner(catalogOf(paidAndHouse(), on)))
      expect(answer.slots['MMR1.1']?.creative.campaignId).toBe('shoes')
      expect(answer.slots.MLB1?.creative.campaignId).toBe('house')
      expect(answer.partner).toEqual(['MLB1'])
      // A slot nothing fills is the partner's too.
      expect((await decide(withPartner(catalogOf([], on)))).partner).toEqual(['MMR1.1', 'MLB1'])
    })

    it('are none on a sensitive page, with the editors’ switch off, or with no partner configured', async () => {
      expect((await decide(withPartner(catalogOf(paidAndHouse(), on)), { sensitive: true })).partner).toEqual(
        [],
      )
      expect((await decide(withPartner(catalogOf(paidAndHouse())))).partner).toEqual([])
      expect((await decide(deps(catalogOf(paidAndHouse(), on)))).partner).toEqual([])
      expect((await decide(withPartner(catalogOf([], { ...on, enabled: false })))).partner).toEqual([])
    })
  })

  it.each([
    [{ ...body(), bucket: 100 }, /bucket/],
    [{ ...body(), slots: [] }, /slots must name at least one slot/],
    [{ ...body(), slots: [{ id: 'MMR1.1', position: 'MMR1', size: 'leaderboard' }] }, /slots\[0\]\.size/],
    [{ ...body(), slots: [{ id: 'x', position: 'MMR1', size: 'mediumRect' }] }, /slots\[0\]\.id/],
    [{ ...body(), deviceType: 'watch' }, /deviceType/],
    [{ ...body(), extra: 1 }, /extra/],
  ])('refuses a bad body with a 400 naming the field (%#)', async (payload, message) => {
    const res = await handleAdDecision(post(payload), deps(catalogOf([])))
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toMatch(message)
  })

  it('refuses what is not JSON', async () => {
    expect((await handleAdDecision(post('{'), deps(catalogOf([])))).status).toBe(400)
    expect((await handleAdDecision(post('{}', 'text/html'), deps(catalogOf([])))).status).toBe(415)
  })
})

describe('GET /api/ads/click', () => {
  const click = (query: string) => new Request(`http://site.test/api/ads/click?${query}`)

  it('counts the click and sends the reader to the creative’s own URL', async () => {
    const counted: unknown[] = []
    const s = clickSignature(SECRET, 'shoes-mr', 'MMR1')
    const res = await handleAdClick(
      click(`c=shoes-mr&p=MMR1&s=${s}`),
      deps(catalogOf([campaign('shoes')])),
      async (c) => {
        counted.push(c)
      },
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('https://northpath.example/shoes-mr?utm_source=wellread')
    expect(counted).toEqual([
      { kind: 'click', campaignId: 'shoes', creativeId: 'shoes-mr', position: 'MMR1', count: 1 },
    ])
  })

  it('refuses a forged or altered link (never an open redirect)', async () => {
    const counted: unknown[] = []
    const record = async (c: unknown) => {
      counted.push(c)
    }
    const s = clickSignature(SECRET, 'shoes-mr', 'MMR1')
    const altered = await handleAdClick(
      click(`c=shoes-lb&p=MMR1&s=${s}`),
      deps(catalogOf([campaign('shoes')])),
      record,
    )
    expect(altered.status).toBe(400)
    expect(((await altered.json()) as { error: string }).error).toBe(AD_LINK_INVALID_MESSAGE)
    const otherPosition = await handleAdClick(
      click(`c=shoes-mr&p=DLB1&s=${s}`),
      deps(catalogOf([campaign('shoes')])),
      record,
    )
    expect(otherPosition.status).toBe(400)
    const missing = await handleAdClick(
      click('c=shoes-mr&p=MMR1'),
      deps(catalogOf([campaign('shoes')])),
      record,
    )
    expect(((await missing.json()) as { error: string }).error).toMatch(/^s is required/)
    expect(counted).toEqual([])
  })

  it('answers 404 for a creative no longer running', async () => {
    const s = clickSignature(SECRET, 'gone-mr', 'MMR1')
    const res = await handleAdClick(click(`c=gone-mr&p=MMR1&s=${s}`), deps(catalogOf([])), async () => {})
    expect(res.status).toBe(404)
    expect(((await res.json()) as { error: string }).error).toBe(AD_GONE_MESSAGE)
  })

  it('still sends the reader on when the click cannot be stored', async () => {
    const s = clickSignature(SECRET, 'shoes-mr', 'MMR1')
    const logs = captureLogs()
    const res = await handleAdClick(
      click(`c=shoes-mr&p=MMR1&s=${s}`),
      deps(catalogOf([campaign('shoes')])),
      async () => {
        throw new Error('database gone')
      },
    )
    expect(res.status).toBe(302)
    logs.restore()
    expect(logs.lines).toEqual([
      expect.objectContaining({ level: 'error', component: 'ads', msg: 'a click could not be counted' }),
    ])
  })
})

describe('POST /api/ads/events', () => {
  /** The route's gate: the site's pages, a limit that always allows. */
  const allow = {
    trustedOrigins: ['http://site.test'],
    limiter: { consume: async () => ({ allowed: true as const, retryAfterSeconds: 0 }) },
  }
  const beacon = (payload: unknown, origin = 'http://site.test') =>
    new Request('http://site.test/api/ads/events', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin },
      body: JSON.stringify(payload),
    })

  it('refuses counts from another site’s page (403), storing nothing', async () => {
    const stored: AdCount[][] = []
    const counts: AdCount[] = [
      { kind: 'request', campaignId: '', creativeId: '', position: 'MMR1', count: 1 },
    ]
    const res = await handleAdEvents(
      beacon({ counts }, 'https://evil.example'),
      allow as never,
      async (c) => {
        stored.push(c)
      },
    )
    expect(res.status).toBe(403)
    expect(stored).toEqual([])
  })

  it('stores a beacon’s counts and answers 204', async () => {
    const stored: AdCount[][] = []
    const counts: AdCount[] = [
      { kind: 'request', campaignId: '', creativeId: '', position: 'MMR1', count: 1 },
      { kind: 'viewable', campaignId: 'shoes', creativeId: 'shoes-mr', position: 'MMR1', count: 1 },
      { kind: 'blocked', campaignId: '', creativeId: '', position: '', count: 1 },
    ]
    const res = await handleAdEvents(beacon({ counts }), allow as never, async (c) => {
      stored.push(c)
    })
    expect(res.status).toBe(204)
    expect(stored).toEqual([counts])
  })

  it('refuses a bad count with a 400, and answers 503 when they cannot be stored', async () => {
    const bad = await handleAdEvents(
      beacon({ counts: [{ kind: 'click', campaignId: 'a', creativeId: 'b', position: 'MMR1', count: 1 }] }),
      allow as never,
      async () => {},
    )
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: string }).error).toMatch(/counts\[0\]\.kind/)
    const lost = await handleAdEvents(
      beacon({ counts: [{ kind: 'fill', campaignId: 'a', creativeId: 'b', position: 'MMR1', count: 1 }] }),
      allow as never,
      async () => {
        throw new Error('not stored')
      },
    )
    expect(lost.status).toBe(503)
  })

  it.each([
    [
      { kind: 'blocked', campaignId: '', creativeId: '', position: 'MMR1', count: 1 },
      /counts\[0\]\.position/,
    ],
    [{ kind: 'fill', campaignId: 'a', creativeId: 'b', position: '', count: 1 }, /counts\[0\]\.position/],
    [{ kind: 'blocked', campaignId: 'a', creativeId: '', position: '', count: 1 }, /counts\[0\]\.campaignId/],
  ])('a blocked page view is the page’s, every other count a position’s (%#)', async (count, message) => {
    const res = await handleAdEvents(beacon({ counts: [count] }), allow as never, async () => {})
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toMatch(message)
  })
})

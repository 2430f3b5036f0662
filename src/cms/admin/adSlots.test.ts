import type { AdCatalog, CatalogCreative } from '@/services/ads/catalog'
import { DEFAULT_AD_SETTINGS } from '@/services/ads/catalog'
import type { AdCampaign } from '@/services/ads/engine'
import {
  type AdPagePlan,
  adPageAddress,
  adSlotsHref,
  adSlotsRequest,
  deviceSlots,
  explainAdSlots,
  phoneOnlySlots,
  readAdSlotsForm,
} from './adSlots'

const NOW = Date.parse('2026-12-10T12:00:00Z')

const campaign = (id: string, over: Partial<AdCampaign> = {}): AdCampaign => ({
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
  frequencyCap: null,
  creatives: [
    { id: `${id}1`, size: 'mediumRect' },
    { id: `${id}2`, size: 'mediumRect' },
    { id: `${id}3`, size: 'leaderboard' },
    { id: `${id}4`, size: 'mobileLeaderboard' },
  ],
  ...over,
})

function catalogOf(campaigns: AdCampaign[], enabled = true): AdCatalog {
  const creatives = new Map<string, CatalogCreative>()
  for (const c of campaigns)
    for (const k of c.creatives)
      creatives.set(k.id, {
        id: k.id,
        campaignId: c.id,
        size: k.size,
        format: 'image',
        image: { src: '/a.png', width: 300, height: 250, alt: `${c.name} picture` },
        headline: null,
        text: null,
        sponsor: `${c.name} Inc.`,
        destination: 'https://example.com',
      })
  return {
    campaigns,
    creatives,
    campaignNames: new Map(campaigns.map((c) => [c.id, c.name])),
    settings: { ...DEFAULT_AD_SETTINGS, enabled },
  }
}

const article = (over: Partial<AdPagePlan> = {}): AdPagePlan => ({
  found: true,
  kind: 'article',
  title: 'Walking for heart health',
  path: '/fitness/walking-for-heart-health',
  editHref: '/admin/collections/articles/3',
  section: 'fitness',
  template: 'article',
  categorySlugs: ['heart', 'exercise', 'heart'],
  keywords: ['Walking', 'heart'],
  show: true,
  adFreeBecause: [],
  sensitive: false,
  sensitiveBecause: [],
  cpuv: false,
  automatic: true,
  context: 'body',
  inline: [
    { k: 1, placedBy: 'auto' },
    { k: 2, placedBy: 'editor' },
    { k: 3, placedBy: 'auto' },
    { k: 4, placedBy: 'auto' },
  ],
  ...over,
})

const home: AdPagePlan = {
  ...article(),
  kind: 'home',
  title: 'Home page',
  path: '/',
  editHref: null,
  section: null,
  template: 'home',
  categorySlugs: [],
  keywords: [],
  context: 'listing',
  inline: [
    { k: 1, placedBy: 'auto' },
    { k: 2, placedBy: 'auto' },
  ],
}

describe('reading the form', () => {
  it('defaults: no page, a phone, bucket 0, no country', () => {
    expect(readAdSlotsForm({})).toEqual({
      path: '',
      address: null,
      device: 'mobile',
      bucket: 0,
      country: null,
      campaign: null,
      problems: [],
    })
  })

  it('reads every field', () => {
    expect(
      readAdSlotsForm({ path: '/health/', device: 'tablet', bucket: '42', country: 'gb', campaign: '7' }),
    ).toEqual({
      path: '/health/',
      address: { kind: 'section', path: '/health', section: 'health', page: 1 },
      device: 'tablet',
      bucket: 42,
      country: 'GB',
      campaign: '7',
      problems: [],
    })
  })

  it.each<[string, Record<string, string>, string]>([
    ['an address of no page', { path: '/a/b/c' }, '“/a/b/c” is not an address of a page with ads'],
    ['a bucket out of range', { bucket: '100' }, 'The reader bucket must be a whole number from 0 to 99'],
    ['a country that is not one', { country: 'xx' }, '“XX” is not a two-letter country code'],
  ])('says so, and uses the default, for %s', (_, params, problem) => {
    const form = readAdSlotsForm(params)
    expect(form.problems).toEqual([expect.stringContaining(problem)])
    expect([form.bucket, form.country]).toEqual([0, null])
  })

  it.each([
    ['/', { kind: 'home', path: '/' }],
    ['https://www.wellread.example/?utm=x', { kind: 'home', path: '/' }],
    ['health', { kind: 'section', path: '/health', section: 'health', page: 1 }],
    ['/Health/page/3', { kind: 'section', path: '/health/page/3', section: 'health', page: 3 }],
    [
      '/fitness/walking-for-heart-health#top',
      {
        kind: 'article',
        path: '/fitness/walking-for-heart-health',
        section: 'fitness',
        slug: 'walking-for-heart-health',
      },
    ],
    ['/health/page/1', null],
    ['/health/heart/extra', null],
    ['', null],
  ])('the address %j is %j', (input, address) => {
    expect(adPageAddress(input)).toEqual(address)
  })

  it('links keep the reader’s settings', () => {
    const form = readAdSlotsForm({ device: 'desktop', bucket: '7', country: 'us', campaign: '4' })
    expect(adSlotsHref(form, { path: '/nutrition' })).toBe(
      '/admin/ad-slots?path=%2Fnutrition&device=desktop&bucket=7&country=US&campaign=4',
    )
  })
})

describe('the slots a device asks for', () => {
  it('a phone: each inline slot’s rectangle, then the fixed phone leaderboard', () => {
    const slots = deviceSlots(article(), 'mobile')
    expect(slots.map((s) => [s.id, s.position, s.size])).toEqual([
      ['MMR1.1', 'MMR1', 'mediumRect'],
      ['MMR2.2', 'MMR2', 'mediumRect'],
      ['MMR2.3', 'MMR2', 'mediumRect'],
      ['MMR2.4', 'MMR2', 'mediumRect'],
      ['MLB1', 'MLB1', 'mobileLeaderboard'],
    ])
    expect(slots[1]?.where).toBe('In the article, the second ad (an Advertisement block an editor placed)')
    expect(slots.at(-1)?.note).toMatch(/narrower than 658 px/)
  })

  it('a tablet or desktop: the top leaderboard, then the in-article leaderboards up to the limit of 3', () => {
    const slots = deviceSlots(article(), 'desktop')
    expect(slots.map((s) => s.id)).toEqual(['DLB1', 'DLB2.1', 'DLB2.2', 'DLB2.3'])
    expect(phoneOnlySlots(article(), 'desktop')).toEqual([4])
    expect(phoneOnlySlots(article(), 'mobile')).toEqual([])
  })

  it('a page sold per unique visitor: 2 leaderboard faces', () => {
    expect(deviceSlots(article({ cpuv: true }), 'tablet').map((s) => s.id)).toEqual([
      'DLB1',
      'DLB2.1',
      'DLB2.2',
    ])
  })

  it('the home page: in-list rectangles named DMR1, DMR2… where they are', () => {
    const slots = deviceSlots(home, 'desktop')
    expect(slots.map((s) => [s.id, s.where])).toEqual([
      ['DLB1', expect.stringContaining('Under the header')],
      ['DMR1', 'After the lead story'],
      ['DMR2', 'After the first section'],
    ])
  })

  it('an ad-free page asks for none', () => {
    expect(deviceSlots(article({ show: false }), 'mobile')).toEqual([])
  })

  it('the request: the page’s context, lower-cased keywords, no consent, no caps', () => {
    const form = readAdSlotsForm({ device: 'desktop', bucket: '5', country: 'US' })
    const request = adSlotsRequest(article({ sensitive: true }), form, deviceSlots(article(), 'desktop'), NOW)
    expect(request).toMatchObject({
      section: 'fitness',
      template: 'article',
      categorySlugs: ['exercise', 'heart'],
      keywords: ['heart', 'walking'],
      deviceType: 'desktop',
      country: 'US',
      adFree: false,
      sensitive: true,
      advertisingConsent: false,
      cappedCampaigns: [],
      bucket: 5,
      now: NOW,
    })
    expect(request.slots[0]).toEqual({ id: 'DLB1', position: 'DLB1', size: 'leaderboard' })
  })
})

describe('who fills each slot, and why', () => {
  const campaigns = [
    campaign('1', {
      name: 'Trail shoes',
      tier: 'sponsorship',
      targeting: { ...campaign('1').targeting, sections: ['fitness'] },
    }),
    campaign('2', { name: 'Sleep app', targeting: { ...campaign('2').targeting, sections: ['health'] } }),
    campaign('3', { name: 'Heart monitor', weight: 3 }),
    campaign('4', { name: 'Newsletter', tier: 'house' }),
    campaign('5', { name: 'Paused', enabled: false }),
  ]

  it('names the winner with its creative and advertiser, the rule, and every other campaign with its reason', () => {
    const form = readAdSlotsForm({ device: 'desktop', bucket: '3' })
    const { cards, followed } = explainAdSlots(catalogOf(campaigns), article(), form, NOW)
    expect(followed).toBeNull()
    const [top, first] = cards
    expect(top?.slot.id).toBe('DLB1')
    expect(top?.size).toBe('728x90')
    expect(top?.winner).toEqual({
      campaign: { id: '1', name: 'Trail shoes', href: '/admin/collections/ad-campaigns/1', followed: false },
      tier: 'sponsorship',
      advertiser: 'Trail shoes Inc.',
      creative: {
        id: '13',
        href: '/admin/collections/ad-creatives/13',
        look: 'picture, 728x90: “Trail shoes picture”',
      },
    })
    expect(top?.rule).toBe(
      'The only sponsorship campaign that can fill it: campaigns of lower tiers wait behind it.',
    )
    expect(top?.excluded.map((x) => [x.name, x.reason])).toEqual([
      ['Sleep app', 'Shows only in health.'],
      ['Paused', 'Switched off.'],
    ])
    expect(top?.passedOver.map((x) => x.name)).toEqual(['Heart monitor', 'Newsletter'])
    // The next slot: the sponsorship has its one leaderboard on the page already, so standard campaigns pick by weight.
    expect(first?.winner?.campaign.name).toBe('Heart monitor')
    expect(first?.passedOver.find((x) => x.name === 'Trail shoes')?.reason).toMatch(
      /already show on this page/,
    )
  })

  it('shares readers by weight among a tier’s candidates', () => {
    const pair = [
      campaign('3', { name: 'Heart monitor', weight: 3 }),
      campaign('6', { name: 'Scale', weight: 1 }),
    ]
    const { cards } = explainAdSlots(catalogOf(pair), article(), readAdSlotsForm({ bucket: '0' }), NOW)
    const card = cards[0]
    expect(card?.shares.map((s) => [s.name, s.share])).toEqual([
      ['Heart monitor', '75%'],
      ['Scale', '25%'],
    ])
    expect(card?.rule).toMatch(
      /^Picked by weight among 2 standard campaigns: reader bucket 0 gets it, as (75|25)% of readers do/,
    )
  })

  it('follows the campaign the editor came from through every slot', () => {
    const form = readAdSlotsForm({ device: 'mobile', campaign: '2' })
    const { followed, cards } = explainAdSlots(catalogOf(campaigns), article(), form, NOW)
    expect(followed).toEqual({
      found: true,
      link: { id: '2', name: 'Sleep app', href: '/admin/collections/ad-campaigns/2', followed: true },
      outcomes: cards.map((c) => ({ slot: c.slot.id, outcome: 'Shows only in health.' })),
    })
    expect(
      explainAdSlots(catalogOf(campaigns), article(), readAdSlotsForm({ campaign: '99' }), NOW).followed,
    ).toEqual({
      found: false,
    })
  })

  it('says why a slot stays empty', () => {
    const form = readAdSlotsForm({})
    expect(explainAdSlots(catalogOf([]), article(), form, NOW).cards[0]?.rule).toMatch(
      /There is no campaign yet/,
    )
    expect(
      explainAdSlots(catalogOf([campaigns[1] as AdCampaign]), article(), form, NOW).cards[0]?.rule,
    ).toMatch(/No campaign passes the rules for this slot/)
    const off = explainAdSlots(catalogOf(campaigns, false), article(), form, NOW).cards[0]
    expect([off?.winner, off?.rule]).toEqual([null, expect.stringMatching(/Ads are switched off/)])
  })

  it('a sensitive page takes house ads only', () => {
    const { cards } = explainAdSlots(
      catalogOf(campaigns),
      article({ sensitive: true }),
      readAdSlotsForm({}),
      NOW,
    )
    expect(cards[0]?.winner?.campaign.name).toBe('Newsletter')
    expect(cards[0]?.excluded.find((x) => x.name === 'Heart monitor')?.reason).toBe(
      'This page is on a sensitive topic: house ads only.',
    )
  })
})

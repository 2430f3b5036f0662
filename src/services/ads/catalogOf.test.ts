import { DEFAULT_AD_SETTINGS, EMPTY_AD_CATALOG } from './catalog'
import { adCatalogOf, adSettingsOf, pacedCampaigns, sameOrNewerCatalog } from './catalogOf'
import { chooseAds } from './engine'

const advertiser = { id: 3, name: 'Quillstep Running Co.' }
const fitness = { id: 11, slug: 'exercise', title: 'Exercise' }
const anxiety = { id: 12, slug: 'stress-and-anxiety', title: 'Stress and anxiety' }

const campaign = (over: Record<string, unknown> = {}) => ({
  id: 7,
  name: 'Spring trail shoes',
  advertiser,
  tier: 'standard',
  weight: 100,
  enabled: true,
  startsAt: null,
  endsAt: null,
  impressionGoal: null,
  frequencyCap: { count: null, days: null },
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
  ...over,
})

const media = (width: number, height: number) => ({
  id: 50,
  url: '/api/cms/media/file/ad.png',
  filename: 'ad.png',
  mimeType: 'image/png',
  width,
  height,
})

const creative = (over: Record<string, unknown> = {}) => ({
  id: 21,
  name: 'Trail shoes 300x250',
  campaign: 7,
  enabled: true,
  format: 'image',
  size: 'mediumRect',
  image: media(600, 500),
  alt: 'Quillstep trail shoes, 20% off this spring',
  headline: null,
  text: null,
  clickUrl: 'https://quillstep.example/spring',
  ...over,
})

describe('the ad catalog from the CMS’s documents', () => {
  it('maps a campaign to what the engine reads, with its running creatives', () => {
    const catalog = adCatalogOf({
      campaigns: [
        campaign({
          tier: 'sponsorship',
          weight: 250,
          startsAt: '2026-12-01T00:00:00.000Z',
          endsAt: '2026-12-31T00:00:00.000Z',
          impressionGoal: 90_000,
          frequencyCap: { count: 3, days: 7 },
          targeting: {
            sections: ['fitness', 'nowhere'],
            categories: [fitness],
            templates: ['article'],
            devices: ['mobile', 'fridge'],
            countries: ['us', 'GB', 'EU'],
            positions: ['DMR1', 'XMR9'],
            keywords: [' running ', ''],
          },
          excludeCategories: [anxiety],
        }),
      ],
      creatives: [
        creative(),
        creative({ id: 22, size: 'leaderboard', image: media(728, 90) }),
        creative({ id: 23, enabled: false }),
      ],
      settings: null,
      delivered: new Map([['7', 1234]]),
    })
    expect(catalog.campaigns).toEqual([
      {
        id: '7',
        name: 'Spring trail shoes',
        enabled: true,
        tier: 'sponsorship',
        weight: 250,
        startsAt: '2026-12-01T00:00:00.000Z',
        endsAt: '2026-12-31T00:00:00.000Z',
        impressionGoal: 90_000,
        delivered: 1234,
        targeting: {
          sections: ['fitness'],
          categories: ['exercise'],
          templates: ['article'],
          devices: ['mobile'],
          countries: ['US', 'GB'],
          positions: ['DMR1'],
          keywords: ['running'],
        },
        excludeCategories: ['stress-and-anxiety'],
        frequencyCap: { count: 3, days: 7 },
        creatives: [
          { id: '21', size: 'mediumRect' },
          { id: '22', size: 'leaderboard' },
        ],
      },
    ])
    expect(catalog.campaignNames).toEqual(new Map([['7', 'Spring trail shoes']]))
    expect(catalog.settings).toEqual(DEFAULT_AD_SETTINGS)
  })

  it('shows an image creative at its slot’s size, with the advertiser as sponsor and the link kept server-side', () => {
    const catalog = adCatalogOf({ campaigns: [campaign()], creatives: [creative()], settings: {} })
    expect(catalog.creatives.get('21')).toEqual({
      id: '21',
      campaignId: '7',
      size: 'mediumRect',
      format: 'image',
      image: {
        src: '/api/cms/media/file/ad.png',
        width: 300,
        height: 250,
        alt: 'Quillstep trail shoes, 20% off this spring',
      },
      headline: null,
      text: null,
      sponsor: 'Quillstep Running Co.',
      destination: 'https://quillstep.example/spring',
    })
  })

  it('keeps a switched-off creative for its clicks, but never offers it', () => {
    const catalog = adCatalogOf({
      campaigns: [campaign()],
      creatives: [creative({ enabled: false })],
      settings: {},
    })
    expect(catalog.creatives.has('21')).toBe(true)
    expect(catalog.campaigns[0]?.creatives).toEqual([])
  })

  it('a native creative: headline, text and an optional picture at its own size', () => {
    const native = creative({
      id: 30,
      format: 'native',
      image: null,
      alt: null,
      headline: 'Dinner in 20 minutes',
      text: 'Fresh ingredients, measured out.',
    })
    const withPicture = creative({
      ...native,
      id: 31,
      image: media(200, 200),
      alt: 'A bowl of pasta',
    })
    const catalog = adCatalogOf({ campaigns: [campaign()], creatives: [native, withPicture], settings: {} })
    expect(catalog.creatives.get('30')).toMatchObject({
      format: 'native',
      image: null,
      headline: 'Dinner in 20 minutes',
      text: 'Fresh ingredients, measured out.',
      sponsor: 'Quillstep Running Co.',
    })
    expect(catalog.creatives.get('31')?.image).toEqual({
      src: '/api/cms/media/file/ad.png',
      width: 200,
      height: 200,
      alt: 'A bowl of pasta',
    })
  })

  it.each<[string, Record<string, unknown>]>([
    ['a picture of another size', { image: media(640, 480) }],
    ['no picture', { image: null }],
    ['an unpopulated picture', { image: 50 }],
    ['no alt text', { alt: '  ' }],
    ['a plain http link', { clickUrl: 'http://quillstep.example/spring' }],
    ['no link', { clickUrl: null }],
    ['an unknown size', { size: 'skyscraper' }],
    ['a native ad without text', { format: 'native', headline: 'Hi', text: null }],
    ['a deleted campaign', { campaign: 99 }],
  ])('leaves out a creative with %s', (_, over) => {
    const catalog = adCatalogOf({ campaigns: [campaign()], creatives: [creative(over)], settings: {} })
    expect(catalog.creatives.size).toBe(0)
    expect(catalog.campaigns[0]?.creatives).toEqual([])
  })

  it('bounds what an editor left half-done: weight, goal, a cap with one number, an unknown tier', () => {
    const [c] = adCatalogOf({
      campaigns: [
        campaign({
          tier: 'premium',
          weight: 5000,
          impressionGoal: 0,
          frequencyCap: { count: 3, days: null },
          enabled: null,
        }),
      ],
      creatives: [],
      settings: {},
    }).campaigns
    expect(c).toMatchObject({
      tier: 'standard',
      weight: 1000,
      impressionGoal: null,
      frequencyCap: null,
      enabled: true,
      delivered: 0,
    })
  })

  it('orders campaigns and creatives by id as numbers', () => {
    const catalog = adCatalogOf({
      campaigns: [campaign({ id: 10 }), campaign({ id: 9 })],
      creatives: [creative({ id: 100, campaign: 9 }), creative({ id: 20, campaign: { id: 9 } })],
      settings: {},
    })
    expect(catalog.campaigns.map((c) => c.id)).toEqual(['9', '10'])
    expect(catalog.campaigns[0]?.creatives.map((c) => c.id)).toEqual(['20', '100'])
    expect(catalog.creatives.get('100')?.sponsor).toBe('Quillstep Running Co.')
  })

  it('feeds the engine: the campaign fills a slot of its size', () => {
    const catalog = adCatalogOf({
      campaigns: [campaign()],
      creatives: [creative(), creative({ id: 22, size: 'leaderboard', image: media(1456, 180) })],
      settings: {},
    })
    const choice = chooseAds(catalog.campaigns, {
      section: 'fitness',
      template: 'article',
      categorySlugs: [],
      keywords: [],
      deviceType: 'desktop',
      country: 'US',
      adFree: false,
      sensitive: false,
      advertisingConsent: false,
      cappedCampaigns: [],
      bucket: 42,
      slots: [
        { id: 'DLB1', position: 'DLB1', size: 'leaderboard' },
        { id: 'DMR1', position: 'DMR1', size: 'mediumRect' },
      ],
      now: Date.parse('2026-12-10T00:00:00Z'),
    })
    expect(choice).toEqual({
      DLB1: { campaignId: '7', creativeId: '22' },
      DMR1: { campaignId: '7', creativeId: '21' },
    })
  })
})

describe('the advertising settings', () => {
  it('take the editors’ values, and the defaults where a value is missing', () => {
    expect(
      adSettingsOf({
        enabled: false,
        reinsertStickyWhenBlocked: true,
        adFreeKeywords: ['grief', ' '],
        sensitiveKeywords: [' addiction '],
      }),
    ).toEqual({
      enabled: false,
      reinsertStickyWhenBlocked: true,
      adFreeKeywords: ['grief'],
      sensitiveKeywords: ['addiction'],
      partnerEnabled: false,
    })
    expect(adSettingsOf(undefined)).toEqual(DEFAULT_AD_SETTINGS)
  })
})

describe('pacing', () => {
  const now = Date.parse('2026-12-10T12:00:00Z')

  it('reads delivery for campaigns with a goal over a flight that has not ended, from its first day', () => {
    const since = pacedCampaigns(
      [
        campaign({
          id: 1,
          impressionGoal: 1000,
          startsAt: '2026-12-01T08:00:00.000Z',
          endsAt: '2026-12-31T00:00:00.000Z',
        }),
        campaign({ id: 2, impressionGoal: 1000, startsAt: '2026-11-01T00:00:00.000Z', endsAt: null }),
        campaign({
          id: 3,
          impressionGoal: 1000,
          startsAt: '2026-11-01T00:00:00.000Z',
          endsAt: '2026-12-01T00:00:00.000Z',
        }),
        campaign({ id: 4, startsAt: '2026-11-01T00:00:00.000Z', endsAt: '2026-12-31T00:00:00.000Z' }),
      ],
      now,
    )
    expect(since).toEqual(new Map([['1', '2026-12-01']]))
  })
})

describe('reloads', () => {
  it('keep the catalog in use when nothing changed', () => {
    const source = { campaigns: [campaign()], creatives: [creative()], settings: {} }
    const first = adCatalogOf(source)
    expect(sameOrNewerCatalog(first, adCatalogOf(source))).toBe(first)
    const changed = adCatalogOf({ ...source, creatives: [creative({ alt: 'New words' })] })
    expect(sameOrNewerCatalog(first, changed)).toBe(changed)
    expect(sameOrNewerCatalog(null, EMPTY_AD_CATALOG)).toBe(EMPTY_AD_CATALOG)
  })
})

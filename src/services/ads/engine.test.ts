import { type AdCampaign, type AdRequest, adExclusion, chooseAds, explainAds, pacedSoFar } from './engine'

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
    frequencyCap: null,
    creatives: [
      { id: `${id}-mr`, size: 'mediumRect' },
      { id: `${id}-lb`, size: 'leaderboard' },
    ],
    ...extra,
  }
}

function request(extra: Partial<AdRequest> = {}): AdRequest {
  return {
    section: 'health',
    template: 'article',
    categorySlugs: ['sleep'],
    keywords: ['insomnia'],
    deviceType: 'mobile',
    country: 'US',
    adFree: false,
    sensitive: false,
    advertisingConsent: false,
    cappedCampaigns: [],
    bucket: 42,
    slots: [
      { id: 'MMR1-1', position: 'MMR1', size: 'mediumRect' },
      { id: 'MMR2-2', position: 'MMR2', size: 'mediumRect' },
    ],
    now: NOW,
    ...extra,
  }
}

describe('the ad decision', () => {
  it('an ad-free page gets nothing, and says why', () => {
    const [first] = explainAds([campaign('a')], request({ adFree: true }))
    expect(first?.choice).toBeNull()
    expect(first?.excluded).toEqual([{ campaignId: '*', campaign: '*', reason: 'This page is ad-free.' }])
  })

  it('a sensitive page gets house ads only', () => {
    const choice = chooseAds(
      [campaign('paid', { tier: 'sponsorship' }), campaign('house', { tier: 'house' })],
      request({ sensitive: true }),
    )
    expect(choice['MMR1-1']).toEqual({ campaignId: 'house', creativeId: 'house-mr' })
    expect(adExclusion(campaign('paid'), request().slots[0]!, request({ sensitive: true }))).toBe(
      'This page is on a sensitive topic: house ads only.',
    )
  })

  it('sponsorship beats standard beats house', () => {
    const all = [
      campaign('h', { tier: 'house' }),
      campaign('s', { tier: 'standard' }),
      campaign('p', { tier: 'sponsorship' }),
    ]
    expect(chooseAds(all, request({ slots: [request().slots[0]!] }))['MMR1-1']?.campaignId).toBe('p')
  })

  it('targeting and exclusions keep a campaign to its pages, each with its reason', () => {
    const slot = request().slots[0]!
    const cases: [Partial<AdCampaign>, string][] = [
      [{ enabled: false }, 'Switched off.'],
      [{ startsAt: '2026-12-11T00:00:00Z' }, 'Starts 2026-12-11T00:00:00Z.'],
      [{ endsAt: '2026-12-01T00:00:00Z' }, 'Ended 2026-12-01T00:00:00Z.'],
      [{ creatives: [{ id: 'x', size: 'leaderboard' }] }, "No creative of the slot's size (mediumRect)."],
      [{ excludeCategories: ['sleep', 'addiction'] }, 'Kept off the categories sleep.'],
    ]
    for (const [extra, reason] of cases)
      expect(adExclusion(campaign('c', extra), slot, request())).toBe(reason)
    const targeted = (t: Partial<AdCampaign['targeting']>) =>
      campaign('t', { targeting: { ...campaign('t').targeting, ...t } })
    expect(adExclusion(targeted({ sections: ['fitness'] }), slot, request())).toBe('Shows only in fitness.')
    expect(adExclusion(targeted({ devices: ['desktop'] }), slot, request())).toBe('Shows only on desktop.')
    expect(adExclusion(targeted({ countries: ['CA'] }), slot, request())).toBe('Shows only in CA.')
    expect(adExclusion(targeted({ positions: ['DMR1'] }), slot, request())).toBe('Shows only at DMR1.')
    expect(adExclusion(targeted({ keywords: ['diet'] }), slot, request())).toBe(
      'Shows only with the keywords diet.',
    )
    expect(adExclusion(targeted({ sections: ['health'], categories: ['sleep'] }), slot, request())).toBeNull()
  })

  it('frequency caps apply only with advertising consent (without it nothing about the reader is known)', () => {
    const capped = campaign('c', { frequencyCap: { count: 3, days: 7 } })
    const slot = request().slots[0]!
    expect(adExclusion(capped, slot, request({ cappedCampaigns: ['c'] }))).toBeNull()
    expect(adExclusion(capped, slot, request({ advertisingConsent: true, cappedCampaigns: ['c'] }))).toBe(
      'This reader has seen it 3 times in 7 days.',
    )
  })

  it('fills two slots with two campaigns when it can, and never shows one creative twice', () => {
    const choice = chooseAds([campaign('a'), campaign('b')], request())
    expect(new Set(Object.values(choice).map((c) => c?.campaignId)).size).toBe(2)
    const alone = chooseAds([campaign('a', { creatives: [{ id: 'only', size: 'mediumRect' }] })], request())
    expect(alone).toEqual({ 'MMR1-1': { campaignId: 'a', creativeId: 'only' }, 'MMR2-2': null })
  })

  it('lets a house ad repeat to fill what nothing else can', () => {
    const house = campaign('h', { tier: 'house', creatives: [{ id: 'house-mr', size: 'mediumRect' }] })
    const paid = campaign('a', { creatives: [{ id: 'a-mr', size: 'mediumRect' }] })
    const three = request({
      slots: [
        { id: 'MMR1.1', position: 'MMR1', size: 'mediumRect' },
        { id: 'MMR2.2', position: 'MMR2', size: 'mediumRect' },
        { id: 'MMR2.3', position: 'MMR2', size: 'mediumRect' },
      ],
    })
    expect(chooseAds([paid, house], three)).toEqual({
      'MMR1.1': { campaignId: 'a', creativeId: 'a-mr' },
      'MMR2.2': { campaignId: 'h', creativeId: 'house-mr' },
      'MMR2.3': { campaignId: 'h', creativeId: 'house-mr' },
    })
  })

  it('is the same for the same bucket, and spreads buckets by weight', () => {
    const all = [campaign('a', { weight: 3 }), campaign('b', { weight: 1 })]
    const one = { slots: [request().slots[0]!] }
    expect(chooseAds(all, request({ ...one, bucket: 7 }))).toEqual(
      chooseAds(all, request({ ...one, bucket: 7 })),
    )
    const wins = { a: 0, b: 0 }
    for (let bucket = 0; bucket < 100; bucket++) {
      const id = chooseAds(all, request({ ...one, bucket }))['MMR1-1']?.campaignId as 'a' | 'b'
      wins[id] += 1
    }
    expect(wins.a).toBe(75)
    expect(wins.b).toBe(25)
  })

  it('a campaign ahead of its even pace gives way to one on pace in its tier', () => {
    const flight = {
      startsAt: '2026-12-01T12:00:00Z',
      endsAt: '2026-12-19T12:00:00Z',
      impressionGoal: 18_000,
    }
    // Halfway through an 18-day flight: 9,000 is on pace.
    expect(pacedSoFar(campaign('x', flight), NOW)).toBe(9_000)
    const ahead = campaign('ahead', { ...flight, delivered: 12_000, weight: 1_000 })
    const behind = campaign('behind', { ...flight, delivered: 4_000, weight: 1 })
    for (let bucket = 0; bucket < 100; bucket += 11) {
      expect(
        chooseAds([ahead, behind], request({ bucket, slots: [request().slots[0]!] }))['MMR1-1']?.campaignId,
      ).toBe('behind')
    }
    // Alone, ahead of pace still fills (an unfilled slot earns nothing).
    expect(chooseAds([ahead], request({ slots: [request().slots[0]!] }))['MMR1-1']?.campaignId).toBe('ahead')
  })
  it('explains every campaign by id: the rule it fails, or why it passed the rules and still did not fill', () => {
    const flight = {
      startsAt: '2026-12-01T12:00:00Z',
      endsAt: '2026-12-19T12:00:00Z',
      impressionGoal: 18_000,
    }
    const two = (id: string) => [
      { id: `${id}-mr`, size: 'mediumRect' as const },
      { id: `${id}-mr2`, size: 'mediumRect' as const },
    ]
    const all = [
      campaign('off', { enabled: false }),
      campaign('house', { tier: 'house' }),
      campaign('a', { weight: 3, creatives: two('a') }),
      campaign('b', { weight: 1, creatives: two('b') }),
      campaign('ahead', { ...flight, delivered: 12_000 }),
    ]
    const [first, second] = explainAds(all, request({ bucket: 7 }))
    expect(first?.excluded).toEqual([
      { campaignId: 'off', campaign: 'Campaign off', reason: 'Switched off.' },
    ])
    expect(first?.shares).toEqual([
      { campaignId: 'a', campaign: 'Campaign a', share: 0.75 },
      { campaignId: 'b', campaign: 'Campaign b', share: 0.25 },
    ])
    const winner = first?.choice?.campaignId
    const loser = winner === 'a' ? 'b' : 'a'
    const reasons = new Map(first?.passedOver.map((p) => [p.campaignId, p.reason]))
    expect([...reasons.keys()].sort()).toEqual(['ahead', 'house', loser].sort())
    expect(reasons.get('house')).toMatch(/A campaign of a higher tier fills it first/)
    expect(reasons.get('ahead')).toMatch(
      /Ahead of its even pace \(12,000 viewable impressions delivered, 9,000 due/,
    )
    expect(reasons.get(loser)).toMatch(new RegExp(`reader bucket 7 gets “Campaign ${winner}”`))
    // The second slot: the first slot's campaign gives way to another that can fill it.
    expect(second?.choice?.campaignId).not.toBe(winner)
    expect(second?.passedOver.find((p) => p.campaignId === winner)?.reason).toMatch(
      /Already fills another slot of this page/,
    )
  })

  it('says when a campaign’s creatives of the size already show on the page', () => {
    const only = campaign('a', { creatives: [{ id: 'only', size: 'mediumRect' }] })
    const [, second] = explainAds([only], request())
    expect(second?.choice).toBeNull()
    expect(second?.passedOver).toEqual([
      {
        campaignId: 'a',
        campaign: 'Campaign a',
        reason: 'Its creatives of this size already show on this page, and a creative shows once per page.',
      },
    ])
  })
})

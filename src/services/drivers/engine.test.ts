import { describe, expect, it } from 'vitest'
import {
  bucketPoint,
  choosePlacements,
  type EngineDriver,
  exclusionReason,
  explainPlacements,
  pathMatches,
  stableHash,
  type TargetingRequest,
  weightedPick,
} from './engine'

const NOW = Date.parse('2026-11-26T12:00:00Z')

function driver(
  id: string,
  over: Partial<EngineDriver<string>> = {},
  t: Partial<EngineDriver['targeting']> = {},
) {
  const d: EngineDriver<string> = {
    id,
    name: `Driver ${id}`,
    enabled: true,
    driverType: 'banner',
    style: 'banner',
    view: `view-${id}`,
    ...over,
    targeting: {
      placements: ['articlePlacement'],
      sections: [],
      categories: [],
      templates: [],
      keywords: [],
      devices: [],
      paths: [],
      excludePaths: [],
      audiences: [],
      drugs: [],
      startsAt: null,
      endsAt: null,
      priority: 50,
      weight: 1,
      frequencyCap: null,
      ...t,
    },
  }
  return d
}

function request(over: Partial<TargetingRequest> = {}): TargetingRequest {
  return {
    path: '/health/heart-health',
    section: 'health',
    template: 'article',
    categorySlugs: ['heart'],
    k1: 'blood pressure',
    deviceType: 'desktop',
    audiences: ['new-readers'],
    bucket: 0,
    cappedDrivers: [],
    placements: ['articlePlacement'],
    placementStyles: {},
    drugId: null,
    excludeVideos: false,
    now: NOW,
    ...over,
  }
}

describe('pathMatches', () => {
  it.each([
    ['/health/heart-health', '/health/heart-health', true],
    ['/health/heart-health/', '/health/heart-health', true],
    ['/health/*', '/health/heart-health', true],
    ['/health/*', '/nutrition/lentils', false],
    ['/health', '/health/heart-health', false],
    ['', '/health', false],
    ['*', '/anything', true],
  ])('%s against %s → %s', (pattern, path, expected) => {
    expect(pathMatches(pattern, path)).toBe(expected)
  })
})

describe('exclusionReason: each rule says why', () => {
  const cases: [string, EngineDriver, Partial<TargetingRequest>, string | null][] = [
    ['eligible', driver('a'), {}, null],
    ['switched off', driver('a', { enabled: false }), {}, 'Switched off.'],
    [
      'incomplete',
      driver('a', { problem: 'Incomplete: it has no headline.' }),
      {},
      'Incomplete: it has no headline.',
    ],
    [
      'other placement',
      driver('a', {}, { placements: ['headerNewsletter'] }),
      {},
      'Set to fill “Header: Subscribe dialog”, not this position.',
    ],
    ['no placement', driver('a', {}, { placements: [] }), {}, 'Not set to fill any position.'],
    [
      'copay elsewhere',
      driver('a', { driverType: 'copay' }),
      {},
      'A copay offer fills only the drug cost savings widget.',
    ],
    [
      'non-copay in drug widget',
      driver('a', {}, { placements: ['drugCopay'] }),
      { placements: ['drugCopay'] },
      'Only copay offers fill the drug cost savings widget.',
    ],
    [
      'banner in header dialog',
      driver('a', {}, { placements: ['headerNewsletter'] }),
      { placements: ['headerNewsletter'] },
      'Only newsletter sign-ups fill the Subscribe dialog.',
    ],
    [
      'style mismatch',
      driver('a'),
      { placementStyles: { articlePlacement: 'card' } },
      'Is a banner; this position holds a card.',
    ],
    ['not started', driver('a', {}, { startsAt: '2026-12-01T00:00:00Z' }), {}, 'Starts on 2026-12-01.'],
    ['ended', driver('a', {}, { endsAt: '2026-11-01T00:00:00Z' }), {}, 'Ended on 2026-11-01.'],
    [
      'section',
      driver('a', {}, { sections: ['nutrition', 'fitness'] }),
      {},
      'Targets the Nutrition or Fitness sections; this page is in Health.',
    ],
    [
      'category',
      driver('a', {}, { categories: ['diabetes'] }),
      {},
      'Targets the category diabetes; this page is in heart.',
    ],
    [
      'template',
      driver('a', {}, { templates: ['marketingLandingPage'] }),
      {},
      'Targets Marketing landing page pages; this page is a Article page.',
    ],
    [
      'keyword',
      driver('a', {}, { keywords: ['sleep'] }),
      {},
      'Targets the keyword sleep; this page’s first keyword is blood pressure.',
    ],
    ['device', driver('a', {}, { devices: ['mobile'] }), {}, 'Shows on phone only; this is a desktop.'],
    [
      'device unknown',
      driver('a', {}, { devices: ['mobile', 'tablet'] }),
      { deviceType: null },
      'Shows on phone or tablet only; this is a device of unknown width.',
    ],
    [
      'paths',
      driver('a', {}, { paths: ['/nutrition/*'] }),
      {},
      'Shows only at /nutrition/*; this page is /health/heart-health.',
    ],
    ['excluded path', driver('a', {}, { excludePaths: ['/health/*'] }), {}, 'Kept off /health/*.'],
    [
      'audience',
      driver('a', {}, { audiences: ['returning-readers'] }),
      {},
      'Targets returning readers; this reader is new readers.',
    ],
    [
      'drug',
      driver('a', { driverType: 'copay' }, { placements: ['drugCopay'], drugs: ['7'] }),
      { placements: ['drugCopay'], drugId: '9' },
      'Offered for other drugs than this widget’s.',
    ],
    ['videos', driver('a', { driverType: 'video' }), { excludeVideos: true }, 'This page shows no videos.'],
    [
      'capped',
      driver('a', {}, { frequencyCap: { count: 3, days: 7 } }),
      { cappedDrivers: ['a'] },
      'This reader has seen it 3 times in 7 days, its limit.',
    ],
  ]
  it.each(cases)('%s', (_name, d, over, expected) => {
    const req = request(over)
    expect(exclusionReason(d, req.placements[0]!, req)).toBe(expected)
  })

  it('an ended date equal to now has ended; a start equal to now has started', () => {
    expect(
      exclusionReason(
        driver('a', {}, { endsAt: new Date(NOW).toISOString() }),
        'articlePlacement',
        request(),
      ),
    ).toMatch(/^Ended/)
    expect(
      exclusionReason(
        driver('a', {}, { startsAt: new Date(NOW).toISOString() }),
        'articlePlacement',
        request(),
      ),
    ).toBeNull()
  })
})

describe('weighted picks are deterministic per bucket', () => {
  it('stableHash is FNV-1a', () => {
    expect(stableHash('')).toBe(0x811c9dc5)
    expect(stableHash('a')).toBe(0xe40c292c)
  })

  it('bucketPoint lies in [0, 1) and differs by placement', () => {
    for (let b = 0; b < 100; b++) {
      const p = bucketPoint(b, 'articlePlacement')
      expect(p).toBeGreaterThanOrEqual(0)
      expect(p).toBeLessThan(1)
    }
    expect(bucketPoint(3, 'articlePlacement')).not.toBe(bucketPoint(3, 'manualPlacement1'))
  })

  it('splits the 100 buckets by weight (3:1 → 75 and 25)', () => {
    const candidates = [
      { id: 'a', weight: 3 },
      { id: 'b', weight: 1 },
    ]
    const counts = { a: 0, b: 0 }
    for (let b = 0; b < 100; b++)
      counts[weightedPick(candidates, bucketPoint(b, 'articlePlacement'))!.id as 'a' | 'b']++
    expect(counts).toEqual({ a: 75, b: 25 })
  })

  it('does not depend on the order the candidates come in', () => {
    const point = bucketPoint(42, 'x')
    expect(
      weightedPick(
        [
          { id: 'b', weight: 1 },
          { id: 'a', weight: 1 },
        ],
        point,
      )?.id,
    ).toBe(
      weightedPick(
        [
          { id: 'a', weight: 1 },
          { id: 'b', weight: 1 },
        ],
        point,
      )?.id,
    )
  })

  it('nothing to pick is null', () => {
    expect(weightedPick([], 0.5)).toBeNull()
  })
})

describe('explainPlacements and choosePlacements', () => {
  it('the highest priority wins and the lower ones are told why', () => {
    const [e] = explainPlacements(
      [driver('a', {}, { priority: 10 }), driver('b', {}, { priority: 80 })],
      request(),
    )
    expect(e?.winner).toEqual({ id: 'b', name: 'Driver b' })
    expect(e?.rule).toBe('Highest priority (80) of the 2 drivers that pass the rules.')
    expect(e?.excluded).toEqual([{ id: 'a', name: 'Driver a', reason: 'Priority 10 is lower than 80.' }])
  })

  it('ties are a weighted pick with each candidate’s share', () => {
    const [e] = explainPlacements(
      [driver('a', {}, { weight: 3 }), driver('b', {}, { weight: 1 })],
      request({ bucket: 10 }),
    )
    expect(e?.candidates.map((c) => [c.id, c.share])).toEqual([
      ['a', 0.75],
      ['b', 0.25],
    ])
    expect(e?.rule).toMatch(
      /^2 drivers share the highest priority \(50\); a weighted pick gave this one \(\d+ % of readers\), for reader bucket 10\.$/,
    )
  })

  it('a single eligible driver is “the only driver”; none leaves the placement empty with every reason', () => {
    expect(explainPlacements([driver('a')], request())[0]?.rule).toBe(
      'The only driver that passes the rules for this page.',
    )
    const [empty] = explainPlacements([driver('a', {}, { sections: ['fitness'] })], request())
    expect(empty?.winner).toBeNull()
    expect(empty?.rule).toMatch(/stays empty/)
    expect(empty?.excluded).toHaveLength(1)
    expect(explainPlacements([], request())[0]?.rule).toBe('No drivers exist yet: the position stays empty.')
  })

  it('a driver fills one placement per page: the next placement gets the next driver', () => {
    const both = { placements: ['articlePlacement', 'articlePlacement2'] as const }
    const drivers = [
      driver('a', {}, { ...both, placements: [...both.placements], priority: 90 }),
      driver('b', {}, { ...both, placements: [...both.placements], priority: 10 }),
    ]
    const chosen = choosePlacements(
      drivers,
      request({ placements: ['articlePlacement', 'articlePlacement2'] }),
    )
    expect(chosen).toEqual({ articlePlacement: 'view-a', articlePlacement2: 'view-b' })
    const explained = explainPlacements(
      drivers,
      request({ placements: ['articlePlacement', 'articlePlacement2'] }),
    )
    expect(explained[1]?.excluded[0]?.reason).toBe(
      'Already shown in “In the article: first marked position” on this page.',
    )
  })

  it('dialogs may show a driver the page also shows', () => {
    const both = driver('a', {}, { placements: ['headerNewsletter', 'wBw2ndPagePopup'] })
    both.driverType = 'newsletter'
    both.style = 'newsletter'
    const chosen = choosePlacements([both], request({ placements: ['headerNewsletter', 'wBw2ndPagePopup'] }))
    expect(chosen).toEqual({ headerNewsletter: 'view-a', wBw2ndPagePopup: 'view-a' })
  })

  it('the same request gives the same answer (deterministic), and every bucket gets some driver', () => {
    const drivers = ['a', 'b', 'c'].map((id) => driver(id))
    for (let bucket = 0; bucket < 100; bucket++) {
      const req = request({ bucket })
      expect(choosePlacements(drivers, req)).toEqual(choosePlacements(drivers, req))
      expect(choosePlacements(drivers, req).articlePlacement).not.toBeNull()
    }
  })

  it('the page’s section, device and audience select the targeted driver only', () => {
    const drivers = [
      driver('phone-health', {}, { sections: ['health'], devices: ['mobile'], priority: 90 }),
      driver('fallback', {}, { priority: 10 }),
    ]
    expect(choosePlacements(drivers, request({ deviceType: 'mobile' })).articlePlacement).toBe(
      'view-phone-health',
    )
    expect(choosePlacements(drivers, request({ deviceType: 'desktop' })).articlePlacement).toBe(
      'view-fallback',
    )
    expect(
      choosePlacements(drivers, request({ deviceType: 'mobile', section: 'fitness' })).articlePlacement,
    ).toBe('view-fallback')
  })
})

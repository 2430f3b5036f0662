import {
  assign,
  engagementLabel,
  experimentAttribute,
  forcedVariants,
  parseAssignments,
  pathMatches,
  pickVariant,
  serializeAssignments,
} from './experiments'

/** A seeded generator (mulberry32), so the simulation is the same on every run. */
function seeded(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('pickVariant', () => {
  it.each([
    [0, 'control'],
    [0.499, 'control'],
    [0.5, 'carousel'],
    [0.999, 'carousel'],
    [1, 'carousel'],
  ])('at %d picks %s (50/50)', (r, expected) => {
    expect(
      pickVariant(
        [
          { key: 'control', share: 50 },
          { key: 'carousel', share: 50 },
        ],
        r,
      ),
    ).toBe(expected)
  })

  it('normalises shares that do not add up to 100 and skips empty ones', () => {
    expect(
      pickVariant(
        [
          { key: 'a', share: 1 },
          { key: 'b', share: 0 },
          { key: 'c', share: 3 },
        ],
        0.3,
      ),
    ).toBe('c')
    expect(pickVariant([{ key: 'a', share: 0 }], 0.3)).toBeNull()
  })

  it.each([[[50, 50]], [[90, 10]], [[20, 30, 50]], [[1, 99]]])(
    'splits 10,000 simulated readers within 2 points of the shares %j',
    (shares) => {
      const variants = shares.map((share, i) => ({ key: `v${i}`, share }))
      const random = seeded(shares.length * 7919)
      const counts = new Map<string, number>()
      for (let i = 0; i < 10_000; i++) {
        const v = pickVariant(variants, random()) as string
        counts.set(v, (counts.get(v) ?? 0) + 1)
      }
      const total = shares.reduce((a, b) => a + b, 0)
      for (const [i, share] of shares.entries()) {
        const observed = ((counts.get(`v${i}`) ?? 0) / 10_000) * 100
        expect(Math.abs(observed - (share / total) * 100)).toBeLessThan(2)
      }
    },
  )
})

describe('pages, cookies and the QA parameter', () => {
  it.each([
    [[], '/anything', true],
    [['/health/best-cbd-gummies'], '/health/best-cbd-gummies/', true],
    [['/health/best-cbd-gummies'], '/Health/Best-CBD-Gummies', true],
    [['/health/best-cbd-gummies'], '/health/best-cbd-gummies-2', false],
    [['/health/*'], '/health/sleep', true],
    [['/health/*'], '/nutrition/sleep', false],
    [['  '], '/x', false],
  ] as const)('paths %j include %s: %s', (patterns, path, expected) => {
    expect(pathMatches(patterns, path)).toBe(expected)
  })

  it('reads and writes the cookie, ignoring garbage', () => {
    expect(parseAssignments('commerceCarousel=carousel|ratingRow=control|bad|x=<script>|=v')).toEqual({
      commerceCarousel: 'carousel',
      ratingRow: 'control',
    })
    expect(serializeAssignments({ commerceCarousel: 'carousel', ratingRow: 'hideRating' })).toBe(
      'commerceCarousel=carousel|ratingRow=hideRating',
    )
    expect(parseAssignments(undefined)).toEqual({})
  })

  it('reads forced variants from the QA parameter', () => {
    expect(forcedVariants('?wr_ab=commerceCarousel:carousel,ratingRow:hideRating&x=1')).toEqual({
      commerceCarousel: 'carousel',
      ratingRow: 'hideRating',
    })
    expect(forcedVariants('?wr_ab=%3Cscript%3E:x')).toEqual({})
  })

  it.each([
    ['commerceCarousel', 'data-ab-commerce-carousel'],
    ['ratingRow', 'data-ab-rating-row'],
  ])('%s is marked on <html> as %s', (key, attr) => {
    expect(experimentAttribute(key)).toBe(attr)
  })

  it.each([
    [375, 'Mobile engagement'],
    [767, 'Mobile engagement'],
    [768, 'Tablet engagement'],
    [989, 'Tablet engagement'],
    [990, 'Desktop engagement'],
  ])('at %d px the engagement label is %s', (width, label) => {
    expect(engagementLabel(width)).toBe(label)
  })
})

describe('assign', () => {
  const defs = [
    {
      key: 'commerceCarousel',
      variants: [
        { key: 'control', share: 50 },
        { key: 'carousel', share: 50 },
      ],
      paths: ['/health/*'],
    },
    {
      key: 'ratingRow',
      variants: [
        { key: 'control', share: 50 },
        { key: 'hideRating', share: 50 },
      ],
      paths: [],
      labelByBreakpoint: true,
    },
  ]
  const input = {
    path: '/health/best-cbd-gummies',
    stored: {},
    forced: {},
    random: () => 0.9,
    width: 375,
    consented: true,
  }

  it('picks a variant for each experiment of the page', () => {
    expect(assign(defs, input)).toEqual([
      { key: 'commerceCarousel', variant: 'carousel', forced: false },
      { key: 'ratingRow', variant: 'hideRating', forced: false, label: 'Mobile engagement' },
    ])
  })

  it('keeps a reader’s variant while it exists, and re-picks when it was removed', () => {
    expect(
      assign(defs, { ...input, stored: { commerceCarousel: 'control', ratingRow: 'gone' } }).map(
        (a) => a.variant,
      ),
    ).toEqual(['control', 'hideRating'])
  })

  it('the QA parameter wins, even over a stored variant; an unknown forced variant is ignored', () => {
    expect(
      assign(defs, {
        ...input,
        stored: { commerceCarousel: 'carousel' },
        forced: { commerceCarousel: 'control', ratingRow: 'nope' },
      }),
    ).toEqual([
      { key: 'commerceCarousel', variant: 'control', forced: true },
      { key: 'ratingRow', variant: 'hideRating', forced: false, label: 'Mobile engagement' },
    ])
  })

  it('without consent to analytics: no stored or picked variant (the control for everyone), only a forced one', () => {
    const refused = { ...input, consented: false, stored: { commerceCarousel: 'carousel' } }
    expect(assign(defs, refused)).toEqual([])
    expect(assign(defs, { ...refused, forced: { ratingRow: 'hideRating' } })).toEqual([
      { key: 'ratingRow', variant: 'hideRating', forced: true, label: 'Mobile engagement' },
    ])
  })

  it('leaves out experiments of other pages, and broken definitions', () => {
    expect(assign(defs, { ...input, path: '/nutrition/x' }).map((a) => a.key)).toEqual(['ratingRow'])
    expect(assign([{ key: 'Bad Key', variants: [{ key: 'a', share: 1 }], paths: [] }], input)).toEqual([])
    expect(assign([{ key: 'empty', variants: [], paths: [] }], input)).toEqual([])
  })
})

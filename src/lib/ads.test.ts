import {
  AD_POSITIONS,
  AD_SIZES,
  INLINE_AD_LIMITS,
  inlineAdSize,
  showsMobileLeaderboard,
  sizeLabel,
} from './ads'

describe('ad names, sizes and limits (001 §3, §9)', () => {
  it('has the spec’s ten positions', () => {
    expect(AD_POSITIONS).toEqual([
      'DLB1',
      'DLB2',
      'DMR1',
      'DMR2',
      'DMR3',
      'DMR4',
      'DMR5',
      'MLB1',
      'MMR1',
      'MMR2',
    ])
  })

  it('labels sizes as the ad server and data-ad-size write them', () => {
    expect(sizeLabel(AD_SIZES.mediumRect)).toBe('300x250')
    expect(sizeLabel(AD_SIZES.mobileLeaderboard)).toBe('320x50')
    expect(Object.keys(AD_SIZES)).toHaveLength(10)
  })

  it('holds normal pages to 5 medium rectangles and 3 leaderboards, CPUV pages to 3 and 2', () => {
    expect(INLINE_AD_LIMITS).toEqual({
      normal: { mediumRect: 5, leaderboard: 3 },
      cpuv: { mediumRect: 3, leaderboard: 2 },
    })
  })
})

describe('the inline ad widget (002 §4.8)', () => {
  it.each([
    [320, 'mediumRect'],
    [767, 'mediumRect'],
    [768, 'leaderboard'],
    [1280, 'leaderboard'],
  ] as const)('at %i px is a %s', (width, size) => {
    expect(inlineAdSize(width)).toBe(size)
  })

  it('renders nothing when the ad sync flag is off', () => {
    expect(inlineAdSize(375, false)).toBeNull()
    expect(inlineAdSize(1280, false)).toBeNull()
  })
})

describe('the fixed mobile leaderboard (001 §2)', () => {
  it('shows only below 658 px', () => {
    expect(showsMobileLeaderboard(657)).toBe(true)
    expect(showsMobileLeaderboard(658)).toBe(false)
  })
})

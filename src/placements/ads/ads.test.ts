import {
  AD_POSITIONS,
  AD_SIZES,
  INLINE_AD_LIMITS,
  inlineAdSize,
  showsMobileLeaderboard,
  sizeLabel,
} from './ads'
import {
  attachedInlineAd,
  LEADERBOARD_IN_VIEW,
  leaderboardHidden,
  leaderboardNextChange,
  leaderboardSeen,
} from './sticky'

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

describe('the leaderboard hides 3 s after leaving the viewport (001 §4)', () => {
  it('is shown while in view, and for 2,999 ms after it leaves; hidden from 3,000 ms', () => {
    let state = leaderboardSeen(LEADERBOARD_IN_VIEW, true, 0)
    expect(leaderboardHidden(state, 10_000)).toBe(false)
    state = leaderboardSeen(state, false, 1_000)
    expect(leaderboardHidden(state, 3_999)).toBe(false)
    expect(leaderboardNextChange(state, 3_999)).toBe(4_000)
    expect(leaderboardHidden(state, 4_000)).toBe(true)
    expect(leaderboardNextChange(state, 4_000)).toBeNull()
  })

  it('coming back into view before the delay starts it again', () => {
    let state = leaderboardSeen(LEADERBOARD_IN_VIEW, false, 0)
    state = leaderboardSeen(state, true, 2_000)
    state = leaderboardSeen(state, false, 2_500)
    expect(leaderboardHidden(state, 5_000)).toBe(false)
    expect(leaderboardHidden(state, 5_500)).toBe(true)
  })

  it('a second "out of view" keeps the first time it left', () => {
    const left = leaderboardSeen(LEADERBOARD_IN_VIEW, false, 100)
    expect(leaderboardSeen(left, false, 2_000)).toBe(left)
  })
})

describe('sticky inline ads (001 §4)', () => {
  it('attach only while the leaderboard is hidden, and only once the ad is above the viewport', () => {
    expect(attachedInlineAd([-400, 300], false)).toBeNull()
    expect(attachedInlineAd([120, 900], true)).toBeNull()
    expect(attachedInlineAd([-1, 900], true)).toBe(0)
  })

  it('the last ad scrolled past is the one attached; scrolling back detaches it', () => {
    expect(attachedInlineAd([-2_000, -300, 500], true)).toBe(1)
    // Scrolled back until the second ad's place shows again: the first takes over.
    expect(attachedInlineAd([-1_600, 100, 900], true)).toBe(0)
    // Back above every ad: none.
    expect(attachedInlineAd([200, 1_000, 1_800], true)).toBeNull()
  })
})

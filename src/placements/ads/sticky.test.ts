import {
  attachedInlineAd,
  LEADERBOARD_IN_VIEW,
  leaderboardHidden,
  leaderboardNextChange,
  leaderboardSeen,
} from './sticky'

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

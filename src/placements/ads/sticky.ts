/*
 * 001 §4: the leaderboard is hidden three seconds after it leaves the viewport; sticky inline ads attach when
 * the leaderboard is hidden and the ad is above the viewport, and detach when the reader scrolls back. Pure:
 * the runtime feeds it what the IntersectionObservers saw and the time, and applies what it returns.
 */
import { STICKY_LEADERBOARD_HIDE_DELAY_MS } from '@/lib/ads'

/** What is known of the leaderboard: since when it has been out of view (null while in view). */
export type LeaderboardState = { outOfViewSince: number | null }

export const LEADERBOARD_IN_VIEW: LeaderboardState = { outOfViewSince: null }

/** The leaderboard entered or left the viewport at `now`. Leaving again keeps the first time it left. */
export function leaderboardSeen(state: LeaderboardState, inView: boolean, now: number): LeaderboardState {
  if (inView) return LEADERBOARD_IN_VIEW
  return state.outOfViewSince === null ? { outOfViewSince: now } : state
}

/** Whether the leaderboard is hidden at `now`: out of view for the hide delay (3000 ms) or longer. */
export function leaderboardHidden(state: LeaderboardState, now: number): boolean {
  return state.outOfViewSince !== null && now - state.outOfViewSince >= STICKY_LEADERBOARD_HIDE_DELAY_MS
}

/** When the leaderboard's state next changes by itself (its hide time), or null: for the runtime's timer. */
export function leaderboardNextChange(state: LeaderboardState, now: number): number | null {
  if (state.outOfViewSince === null) return null
  const at = state.outOfViewSince + STICKY_LEADERBOARD_HIDE_DELAY_MS
  return at > now ? at : null
}

/**
 * Which inline ad is attached (sticky), by its index in page order, or null. `bottoms` are the bottom edges of
 * the inline ads' places, relative to the top of the viewport (negative: scrolled above it). One ad sticks at
 * a time: the last one the reader scrolled past, and only while the leaderboard is hidden. Scrolling back until
 * its place shows again detaches it (and the one before, if also above the viewport, takes over).
 */
export function attachedInlineAd(bottoms: readonly number[], leaderboardIsHidden: boolean): number | null {
  if (!leaderboardIsHidden) return null
  let attached: number | null = null
  bottoms.forEach((bottom, index) => {
    if (bottom < 0) attached = index
  })
  return attached
}

/*
 * 002 §4.9 and §9: an ad decision is waited for up to 10 s, checked every second. The answer is taken the
 * moment it comes; each second's check gives up once 10 s have passed, and the slots then close (ADR 26).
 */
import { AD_DECISION_POLL_MS, AD_DECISION_TIMEOUT_MS } from '@/lib/ads'

export type PollTimers = {
  setInterval: (fn: () => void, ms: number) => unknown
  clearInterval: (id: unknown) => void
  now: () => number
}

const realTimers: PollTimers = {
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
  now: () => Date.now(),
}

/** The decision, or `undefined` when it has not come within the time-out. A failed call rejects. */
export function waitForDecision<T>(
  answer: Promise<T>,
  timers: PollTimers = realTimers,
): Promise<T | undefined> {
  return new Promise<T | undefined>((resolve, reject) => {
    const started = timers.now()
    let settled = false
    const finish = (fn: () => void) => {
      if (settled) return
      settled = true
      timers.clearInterval(poll)
      fn()
    }
    const poll = timers.setInterval(() => {
      if (timers.now() - started >= AD_DECISION_TIMEOUT_MS) finish(() => resolve(undefined))
    }, AD_DECISION_POLL_MS)
    answer.then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error)),
    )
  })
}

import { AD_DECISION_POLL_MS, AD_DECISION_TIMEOUT_MS } from '@/lib/ads'
import { waitForDecision } from './decisionWait'

/** Timers a test moves by hand: each interval fires on every whole period passed. */
function manualTimers() {
  let now = 0
  const intervals = new Map<number, { fn: () => void; ms: number; next: number }>()
  let id = 0
  return {
    timers: {
      setInterval: (fn: () => void, ms: number) => {
        id += 1
        intervals.set(id, { fn, ms, next: now + ms })
        return id
      },
      clearInterval: (handle: unknown) => {
        intervals.delete(handle as number)
      },
      now: () => now,
    },
    advance(ms: number) {
      const end = now + ms
      for (;;) {
        const due = [...intervals.values()].filter((t) => t.next <= end).sort((a, b) => a.next - b.next)[0]
        if (!due) break
        now = due.next
        due.next += due.ms
        due.fn()
      }
      now = end
    },
    get pending() {
      return intervals.size
    },
  }
}

describe('waiting for an ad decision (002 §4.9)', () => {
  it('checks every second and gives up at 10 s', async () => {
    expect(AD_DECISION_POLL_MS).toBe(1000)
    expect(AD_DECISION_TIMEOUT_MS).toBe(10_000)
    const clock = manualTimers()
    const result = waitForDecision(new Promise<string>(() => {}), clock.timers)
    let outcome: string | undefined | 'pending' = 'pending'
    void result.then((v) => {
      outcome = v
    })
    clock.advance(9_999)
    await Promise.resolve()
    expect(outcome).toBe('pending')
    clock.advance(1)
    await result
    expect(outcome).toBeUndefined()
    expect(clock.pending).toBe(0)
  })

  it('takes the answer as soon as it comes, and stops checking', async () => {
    const clock = manualTimers()
    let answer: (value: string) => void = () => {}
    const result = waitForDecision(
      new Promise<string>((resolve) => {
        answer = resolve
      }),
      clock.timers,
    )
    clock.advance(3_500)
    answer('slots')
    await expect(result).resolves.toBe('slots')
    expect(clock.pending).toBe(0)
  })

  it('passes a failed call on', async () => {
    const clock = manualTimers()
    await expect(waitForDecision(Promise.reject(new Error('503')), clock.timers)).rejects.toThrow('503')
    expect(clock.pending).toBe(0)
  })

  it('keeps the time-out once it has given up, whatever comes later', async () => {
    const clock = manualTimers()
    let answer: (value: string) => void = () => {}
    const result = waitForDecision(
      new Promise<string>((resolve) => {
        answer = resolve
      }),
      clock.timers,
    )
    clock.advance(10_000)
    answer('late')
    await expect(result).resolves.toBeUndefined()
  })
})

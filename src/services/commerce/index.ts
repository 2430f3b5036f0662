import 'server-only'
import type { Payload } from 'payload'
import { singleton } from '../singleton'
import { CountBuffer } from './aggregate'
import type { CommerceEvent } from './shared'
import { addCounts } from './store'

/** How often counted events are written; also written as soon as this many rows are waiting. */
export const FLUSH_INTERVAL_MS = 5_000
export const FLUSH_AT_ROWS = 500

/**
 * This process's counter: events are counted in memory and written in batches (one row per day, article,
 * product and position), every few seconds, so a burst of beacons costs a handful of writes. A failed write
 * keeps the counts for the next one. Counts of the last few seconds are lost if the process is killed.
 */
export class CommerceCounter {
  private buffer = new CountBuffer()
  private timer: ReturnType<typeof setInterval> | null = null
  private writing: Promise<void> | null = null

  constructor(
    private readonly payload: () => Promise<Payload>,
    private readonly now: () => number = Date.now,
  ) {}

  record(events: readonly CommerceEvent[]): void {
    const time = this.now()
    for (const event of events) this.buffer.add(event, time)
    this.start()
    if (this.buffer.size >= FLUSH_AT_ROWS) void this.flush()
  }

  /** Writes what has been counted (tests call it directly; the timer calls it in service). */
  async flush(): Promise<void> {
    if (this.writing) await this.writing
    const rows = this.buffer.drain()
    if (rows.length === 0) return
    this.writing = (async () => {
      try {
        await addCounts(await this.payload(), rows)
      } catch (error) {
        this.buffer.restore(rows)
        console.error('[commerce] could not write product counts; they are kept for the next write', error)
      } finally {
        this.writing = null
      }
    })()
    await this.writing
  }

  private start(): void {
    if (this.timer) return
    this.timer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS)
    this.timer.unref?.()
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }
}

export function commerceCounter(payload: () => Promise<Payload>): CommerceCounter {
  return singleton('commerce.counter', () => new CommerceCounter(payload))
}

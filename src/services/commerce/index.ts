import 'server-only'
import type { Payload } from 'payload'
import { GroupCommitCounter, type WriteRows } from '@/platform/counts/groupCommit'
import { singleton } from '@/platform/singleton'
import { COMMERCE_COUNTS, type CountRow, rowOfEvent } from './aggregate'
import type { CommerceEvent } from './shared'
import { addCounts } from './store'

export { FLUSH_AT_ROWS, WRITE_WINDOW_MS } from '@/platform/counts/batching'
export { CountsNotStoredError } from '@/platform/counts/groupCommit'

/** Stores counted rows; resolves once they are committed (the default is `addCounts`). */
export type WriteCounts = WriteRows<CountRow>

/**
 * This process's product counter, a group commit (`GroupCommitCounter`, ADR 15): `record(events)` resolves
 * only once the events are committed to the database, so a beacon is answered after its counts are stored
 * and a killed process loses none that were answered. Events arriving within a short window share one write
 * (one statement, one row per day, article, product and position), at most one write in flight per process.
 * If a write fails, every `record` waiting on it rejects with `CountsNotStoredError` and its counts are
 * dropped (the beacons are answered 503).
 */
export class CommerceCounter extends GroupCommitCounter<CommerceEvent, CountRow> {
  constructor(
    payload: () => Promise<Payload>,
    { now, write = addCounts, windowMs }: { now?: () => number; write?: WriteCounts; windowMs?: number } = {},
  ) {
    super(payload, {
      spec: COMMERCE_COUNTS,
      rowOf: rowOfEvent,
      write,
      noun: 'product',
      tag: 'commerce',
      now,
      windowMs,
    })
  }
}

export function commerceCounter(payload: () => Promise<Payload>): CommerceCounter {
  return singleton('commerce.counter', () => new CommerceCounter(payload))
}

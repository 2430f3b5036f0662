import 'server-only'
import type { Payload } from 'payload'
import { GroupCommitCounter, type WriteRows } from '@/platform/counts/groupCommit'
import { singleton } from '@/platform/singleton'
import { AD_COUNTS, type AdStatCount, type AdStatRow, rowOfCount } from './aggregate'
import { addAdCounts } from './store'

export { FLUSH_AT_ROWS, WRITE_WINDOW_MS } from '@/platform/counts/batching'
export { CountsNotStoredError } from '@/platform/counts/groupCommit'
export type { AdStatCount, AdStatKind, AdStatRow } from './aggregate'
export { readAdCounts } from './store'

/** Stores counted rows; resolves once they are committed (the default is `addAdCounts`). */
export type WriteAdCounts = WriteRows<AdStatRow>

/**
 * This process's ad counter, the same group commit as the promotions and product counters (ADR 15):
 * `record(counts)` resolves only once the counts are committed, so a beacon (or a click's redirect) is
 * answered after its counts are stored; counts arriving within a short window share one write (one row per
 * day, campaign, creative and position), at most one write in flight per process; if a write fails, every
 * `record` waiting on it rejects with `CountsNotStoredError` and its counts are dropped.
 */
export class AdCounter extends GroupCommitCounter<AdStatCount, AdStatRow> {
  constructor(
    payload: () => Promise<Payload>,
    {
      now,
      write = addAdCounts,
      windowMs,
    }: { now?: () => number; write?: WriteAdCounts; windowMs?: number } = {},
  ) {
    super(payload, {
      spec: AD_COUNTS,
      rowOf: rowOfCount,
      write,
      noun: 'ad',
      tag: 'ad-stats',
      now,
      windowMs,
    })
  }
}

export function adCounter(payload: () => Promise<Payload>): AdCounter {
  return singleton('adStats.counter', () => new AdCounter(payload))
}

import 'server-only'
import type { Payload } from 'payload'
import { GroupCommitCounter, type WriteRows } from '@/platform/counts/groupCommit'
import { singleton } from '@/platform/singleton'
import { READER_COUNTS, type ReaderStatRow } from './aggregate'
import { addReaderCounts } from './store'

export { CountsNotStoredError } from '@/platform/counts/groupCommit'
export type { ReaderStatRow } from './aggregate'
export { rowsOfMetrics, rowsOfUnload } from './aggregate'
export { readReaderCounts } from './store'

/**
 * This process's counter of readers' metrics, the same group commit as the ad, promotion and product counters
 * (ADR 15): a beacon is answered once its rows are committed; beacons arriving within a short window share one
 * write (one row per day, metric, template, form factor and tag).
 */
export class ReaderCounter extends GroupCommitCounter<ReaderStatRow, ReaderStatRow> {
  constructor(
    payload: () => Promise<Payload>,
    {
      now,
      write = addReaderCounts,
      windowMs,
    }: { now?: () => number; write?: WriteRows<ReaderStatRow>; windowMs?: number } = {},
  ) {
    super(payload, {
      spec: READER_COUNTS,
      rowOf: (row) => row,
      write,
      noun: 'reader metric',
      tag: 'reader-stats',
      now,
      windowMs,
    })
  }
}

export function readerCounter(payload: () => Promise<Payload>): ReaderCounter {
  return singleton('readerStats.counter', () => new ReaderCounter(payload))
}

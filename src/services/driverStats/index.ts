import 'server-only'
import type { Payload } from 'payload'
import { GroupCommitCounter, type WriteRows } from '@/platform/counts/groupCommit'
import { singleton } from '@/platform/singleton'
import { DRIVER_COUNTS, type DriverStatRow, rowOfCount } from './aggregate'
import type { DriverCount } from './shared'
import { addDriverCounts } from './store'

export { FLUSH_AT_ROWS, WRITE_WINDOW_MS } from '@/platform/counts/batching'
export { CountsNotStoredError } from '@/platform/counts/groupCommit'

/** Stores counted rows; resolves once they are committed (the default is `addDriverCounts`). */
export type WriteDriverCounts = WriteRows<DriverStatRow>

/**
 * This process's promotions counter, the same group commit as the product counter (ADR 15): `record(counts)`
 * resolves only once the counts are committed, so a beacon is answered after its counts are stored; counts
 * arriving within a short window share one write (one row per day, driver and placement), at most one write
 * in flight per process; if a write fails, every `record` waiting on it rejects with `CountsNotStoredError`
 * and its counts are dropped (the beacons are answered 503).
 */
export class DriverCounter extends GroupCommitCounter<DriverCount, DriverStatRow> {
  constructor(
    payload: () => Promise<Payload>,
    {
      now,
      write = addDriverCounts,
      windowMs,
    }: { now?: () => number; write?: WriteDriverCounts; windowMs?: number } = {},
  ) {
    super(payload, {
      spec: DRIVER_COUNTS,
      rowOf: rowOfCount,
      write,
      noun: 'driver',
      tag: 'driver-stats',
      now,
      windowMs,
    })
  }
}

export function driverCounter(payload: () => Promise<Payload>): DriverCounter {
  return singleton('driverStats.counter', () => new DriverCounter(payload))
}

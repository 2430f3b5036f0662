/*
 * The group commit's policy (`GroupCommitCounter`, used by the product and the promotion counters): when
 * gathered events are written, when new events start a new batch, and when a beacon is refused because too
 * much is already waiting. Pure, no timers, no I/O.
 */

/** How long a batch gathers events after its first one before it is written. */
export const WRITE_WINDOW_MS = 25
/** A batch is written as soon as it holds this many rows (distinct keys, e.g. day, article, product, position), window or not. */
export const FLUSH_AT_ROWS = 500
/** Beacons are refused (503) while this many rows already wait for the database: it is down or too slow. */
export const MAX_WAITING_ROWS = 20 * FLUSH_AT_ROWS

/** What the counter knows of a batch that has not been written yet. */
export type GatheredBatch = {
  /** Distinct rows it holds. */
  rows: number
  /** Its gathering window has ended. */
  windowOver: boolean
}

/**
 * Whether a batch is written as soon as no other write is in flight: it holds rows, and it is full or its
 * window is over (`flush` ends every window at once).
 */
export function isDue(batch: GatheredBatch): boolean {
  return batch.rows > 0 && (batch.rows >= FLUSH_AT_ROWS || batch.windowOver)
}

/** Whether new events start a new batch: there is none, or the newest one is full (it will be written alone). */
export function startsNewBatch(newest: GatheredBatch | undefined): boolean {
  return newest === undefined || newest.rows >= FLUSH_AT_ROWS
}

/** Whether a beacon's events are taken: not while the rows already waiting (or being written) reach the limit. */
export function admits(waitingRows: number): boolean {
  return waitingRows < MAX_WAITING_ROWS
}

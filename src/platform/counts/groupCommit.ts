import type { Payload } from 'payload'
import { isDatabaseUnavailableError, noteDatabaseFailure, noteDatabaseSuccess } from '../database-health.mjs'
import { log } from '../log.mjs'
import { scrapeGauge, serverMetrics } from '../prometheus.mjs'
import { admits, isDue, startsNewBatch, WRITE_WINDOW_MS } from './batching'
import { Tally, type TallySpec } from './tally'

/** Stores counted rows; resolves once they are committed. */
export type WriteRows<Row> = (payload: Payload, rows: readonly Row[]) => Promise<void>

/** Why `record` rejected: its events were not stored (the caller must not report them as counted). */
export class CountsNotStoredError extends Error {
  override readonly name = 'CountsNotStoredError'
}

/** Where rows gather until they are written: `size` rows held, `drain` takes them all. */
export type RowBuffer<Row> = { addRow(row: Row): void; readonly size: number; drain(): Row[] }

/** A buffer that keeps every row as it came: rows that are records of their own, not counts to add up. */
export class RowList<Row> implements RowBuffer<Row> {
  private rows: Row[] = []
  addRow(row: Row): void {
    this.rows.push(row)
  }
  get size(): number {
    return this.rows.length
  }
  drain(): Row[] {
    const rows = this.rows
    this.rows = []
    return rows
  }
}

/** What a counter counts and how it stores it. */
export type CounterSetup<Event, Row extends object> = (
  | {
      /** The rows' key and count fields: rows of one key add up until written (a `Tally`). */
      spec: TallySpec<Row>
      buffer?: never
    }
  | {
      /** Where rows gather instead (e.g. a `RowList`: every row kept, none merged). */
      buffer: () => RowBuffer<Row>
      spec?: never
    }
) & {
  /** The row one event adds (its counts), at a time (ms since the epoch). */
  rowOf: (event: Event, time: number) => Row
  write: WriteRows<Row>
  /** What is counted, in messages: "product" gives "The product counts could not be stored." */
  noun: string
  /** The log tag: "commerce" gives "[commerce] could not store …". */
  tag: string
  now?: () => number
  windowMs?: number
}

type Batch<Row extends object> = {
  counts: RowBuffer<Row>
  windowOver: boolean
  timer: ReturnType<typeof setTimeout> | null
  done: Promise<void>
  resolve: () => void
  reject: (error: CountsNotStoredError) => void
}

/**
 * The process's counters by log tag, for the gauge of rows waiting for the database (read at each scrape).
 * Held weakly: a counter a test made and dropped is not kept alive for the gauge.
 */
function liveCounters(): Map<string, WeakRef<{ readonly pendingRows: number }>> {
  const scope = globalThis as unknown as Record<
    symbol,
    Map<string, WeakRef<{ readonly pendingRows: number }>>
  >
  const key = Symbol.for('wellread.groupCommitCounters')
  let counters = scope[key]
  if (!counters) {
    const created = new Map<string, WeakRef<{ readonly pendingRows: number }>>()
    counters = created
    scope[key] = created
    scrapeGauge({
      name: 'wellread_counts_pending_rows',
      help: "Rows the beacons' group-commit counters hold until their write (waiting and in flight), by counter.",
      labelNames: ['counter'],
      read: (gauge) => {
        for (const [counter, ref] of created) {
          const live = ref.deref()
          if (live) gauge.set({ counter }, live.pendingRows)
          else created.delete(counter)
        }
      },
    })
  }
  return counters
}

/**
 * A process's counter, a group commit (ADR 15): `record(events)` resolves only once the events are committed
 * to the database, so a beacon is answered after its counts are stored and a killed process loses none that
 * were answered. Events arriving within a short window (`WRITE_WINDOW_MS` after a batch's first event, or
 * until it holds `FLUSH_AT_ROWS` rows) share one write (one statement, one row per key), and while a write is
 * in flight new events gather for the next one: at most one write in flight per process, so a burst of
 * beacons costs a handful of writes. If a write fails, every `record` waiting on it rejects with
 * `CountsNotStoredError` and its counts are dropped (the beacons are answered 503). With a `RowList` buffer
 * it keeps records rather than counts (the consent decisions): each event is one row, written together.
 */
export class GroupCommitCounter<Event, Row extends object> {
  /** Batches not yet written, oldest first; new events go to the newest unless it is full. */
  private batches: Batch<Row>[] = []
  private inFlight: { batch: Batch<Row>; rows: number } | null = null
  private stopped = false
  private readonly now: () => number
  private readonly windowMs: number

  constructor(
    private readonly payload: () => Promise<Payload>,
    private readonly setup: CounterSetup<Event, Row>,
  ) {
    this.now = setup.now ?? Date.now
    this.windowMs = setup.windowMs ?? WRITE_WINDOW_MS
    liveCounters().set(setup.tag, new WeakRef(this))
  }

  /** Rows held until their write: waiting in batches, and in the write in flight. */
  get pendingRows(): number {
    return this.waitingRows()
  }

  /** Counts the events; resolves once they are stored, rejects with `CountsNotStoredError` if they are not. */
  record(events: readonly Event[]): Promise<void> {
    const { noun } = this.setup
    if (this.stopped) return Promise.reject(new CountsNotStoredError(`The ${noun} counter is stopped.`))
    if (events.length === 0) return Promise.resolve()
    if (!admits(this.waitingRows())) {
      serverMetrics().countsRefused.inc({ counter: this.setup.tag })
      return Promise.reject(
        new CountsNotStoredError(`Too many ${noun} counts are waiting for the database; these were refused.`),
      )
    }
    const batch = this.gathering()
    const time = this.now()
    for (const event of events) batch.counts.addRow(this.setup.rowOf(event, time))
    this.pump()
    return batch.done
  }

  /**
   * Writes everything waiting now, without waiting for the window (tests, shutdown). Resolves once those
   * writes have settled; it never rejects (each `record` reports its own outcome).
   */
  async flush(): Promise<void> {
    const waiting = this.batches.map((b) => b.done)
    if (this.inFlight) waiting.push(this.inFlight.batch.done)
    for (const batch of this.batches) batch.windowOver = true
    this.pump()
    await Promise.allSettled(waiting)
  }

  /** Refuses new events (they reject, not stored) and writes what is waiting; resolves once it has settled. */
  stop(): Promise<void> {
    this.stopped = true
    return this.flush()
  }

  private waitingRows(): number {
    let rows = this.inFlight?.rows ?? 0
    for (const batch of this.batches) rows += batch.counts.size
    return rows
  }

  /** The batch new events join: the newest, or a new one (with its window) when there is none or it is full. */
  private gathering(): Batch<Row> {
    const newest = this.batches.at(-1)
    if (newest && !startsNewBatch({ rows: newest.counts.size, windowOver: newest.windowOver })) return newest
    let resolve: () => void = () => {}
    let reject: (error: CountsNotStoredError) => void = () => {}
    const done = new Promise<void>((yes, no) => {
      resolve = yes
      reject = no
    })
    // Handled here too, so a caller that does not wait cannot crash the process with an unhandled rejection.
    done.catch(() => {})
    const { buffer, spec } = this.setup
    const batch: Batch<Row> = {
      counts: buffer ? buffer() : new Tally(spec),
      windowOver: false,
      timer: null,
      done,
      resolve,
      reject,
    }
    batch.timer = setTimeout(() => {
      batch.timer = null
      batch.windowOver = true
      this.pump()
    }, this.windowMs)
    this.batches.push(batch)
    return batch
  }

  /** Starts the next write if none is in flight and the oldest batch is due. */
  private pump(): void {
    if (this.inFlight) return
    const head = this.batches[0]
    if (!head || !isDue({ rows: head.counts.size, windowOver: head.windowOver })) return
    this.batches.shift()
    if (head.timer) clearTimeout(head.timer)
    head.timer = null
    const rows = head.counts.drain()
    this.inFlight = { batch: head, rows: rows.length }
    void this.store(head, rows)
  }

  private async store(batch: Batch<Row>, rows: Row[]): Promise<void> {
    const { noun, tag } = this.setup
    try {
      await this.setup.write(await this.payload(), rows)
      noteDatabaseSuccess()
      serverMetrics().countsWrites.inc({ counter: tag, outcome: 'ok' })
      batch.resolve()
    } catch (error) {
      serverMetrics().countsWrites.inc({ counter: tag, outcome: 'failed' })
      if (isDatabaseUnavailableError(error)) noteDatabaseFailure(error)
      log(tag).error({ err: error }, `could not store ${rows.length} ${noun} rows; their requests get 503`)
      batch.reject(new CountsNotStoredError(`The ${noun} counts could not be stored.`, { cause: error }))
    } finally {
      this.inFlight = null
      this.pump()
    }
  }
}

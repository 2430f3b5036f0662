import 'server-only'
import type { Payload } from 'payload'
import { GroupCommitCounter, RowList } from '@/platform/counts/groupCommit'
import { dayOf } from '@/platform/counts/tally'
import { singleton } from '@/platform/singleton'
import { rateLimiter, stateStore } from '@/platform/state'
import type { AudienceRow } from './aggregate'
import { type LoggedEvent, loggedEvents, rowsOfBatch } from './aggregate'
import type { EventsDependencies } from './http'
import { dailySalt, readerHash } from './reader'
import type { EventsBatch } from './schema'
import { EVENT_BATCHES_PER_MINUTE } from './shared'
import { storeEvents } from './store'

export { readAudienceCounts } from './store'

/** One batch as the writer takes it: the log's rows and the counts they add. */
type Kept = { events: LoggedEvent[]; counts: AudienceRow[] }

/**
 * This process's writer of analytics events, a group commit (ADR 15): batches arriving within a short window
 * share one INSERT and one upsert, one write in flight per process; `record` resolves once its batch is
 * committed, so a page is answered 204 only for kept events.
 */
export class EventsWriter extends GroupCommitCounter<Kept, Kept> {
  constructor(
    payload: () => Promise<Payload>,
    { now, windowMs }: { now?: () => number; windowMs?: number } = {},
  ) {
    super(payload, {
      buffer: () => new RowList<Kept>(),
      rowOf: (kept) => kept,
      write: (p, batches) =>
        storeEvents(
          p,
          batches.flatMap((b) => b.events),
          batches.flatMap((b) => b.counts),
        ),
      noun: 'analytics event',
      tag: 'events',
      now,
      windowMs,
    })
  }
}

export function eventsWriter(payload: () => Promise<Payload>): EventsWriter {
  return singleton('events.writer', () => new EventsWriter(payload))
}

/** The ingest's dependencies in this process: its limiter, the day's salt from the shared store, the writer. */
export function eventsDependencies(payload: () => Promise<Payload>): EventsDependencies {
  const writer = eventsWriter(payload)
  return {
    limiter: rateLimiter({ name: 'events', points: EVENT_BATCHES_PER_MINUTE, durationSeconds: 60 }),
    readerOf: async (address, userAgent) =>
      readerHash(await dailySalt(stateStore(), dayOf(Date.now())), address, userAgent),
    keep: (batch: EventsBatch, reader: string) => {
      const time = Date.now()
      return writer.record([{ events: loggedEvents(batch, reader, time), counts: rowsOfBatch(batch, time) }])
    },
  }
}

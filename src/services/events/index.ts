import 'server-only'
import type { Payload } from 'payload'
import { GroupCommitCounter, RowList } from '@/platform/counts/groupCommit'
import { dayOf } from '@/platform/counts/tally'
import { siteGate } from '@/platform/gates'
import { singleton } from '@/platform/singleton'
import { stateStore } from '@/platform/state'
import { articleTopicWords } from '@/privacy/thirdParty/pageTopic'
import type { AudienceRow } from './aggregate'
import { type LoggedEvent, loggedEvents, rowsOfBatch } from './aggregate'
import { Ga4Relay, type Ga4RelayDependencies } from './ga4'
import type { EventsDependencies } from './http'
import { dailySalt, readerHash } from './reader'
import type { EventsBatch } from './schema'
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

/** How long an article's topic words are kept in memory for the GA4 relay. */
const TOPIC_TTL_MS = 10 * 60_000
const TOPIC_CACHE_SIZE = 2000

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : []

/**
 * The topic words of a published article by id (`articleTopicWords`: title, slug, section, categories, keywords,
 * the drugs its widgets name), or null when there is no such published article. Kept for 10 minutes.
 */
export function articleTopicLoader(
  payload: () => Promise<Payload>,
  now: () => number = Date.now,
): (id: string) => Promise<ReadonlySet<string> | null> {
  const cache = new Map<string, { at: number; terms: ReadonlySet<string> | null }>()
  return async (id) => {
    const hit = cache.get(id)
    if (hit && now() - hit.at < TOPIC_TTL_MS) return hit.terms
    const p = await payload()
    const found = await p.find({
      collection: 'articles',
      where: { id: { equals: id }, _status: { equals: 'published' } },
      depth: 1,
      limit: 1,
      pagination: false,
    })
    const doc = found.docs[0] as Record<string, unknown> | undefined
    const terms = doc
      ? new Set(
          articleTopicWords(
            {
              title: String(doc.title ?? ''),
              slug: String(doc.slug ?? ''),
              section: String(doc.section ?? ''),
              keywords: strings(doc.keywords),
              categories: (Array.isArray(doc.categories) ? doc.categories : []).flatMap((c) =>
                c && typeof c === 'object'
                  ? [{ title: String(c.title ?? ''), slug: String(c.slug ?? '') }]
                  : [],
              ),
            },
            doc.body,
          ),
        )
      : null
    if (cache.size >= TOPIC_CACHE_SIZE) cache.delete(cache.keys().next().value as string)
    cache.set(id, { at: now(), terms })
    return terms
  }
}

/** This process's GA4 relay, or null when GA4 is not configured. */
export function ga4Relay(deps: () => Ga4RelayDependencies | null): Ga4Relay | null {
  return singleton('events.ga4', () => {
    const d = deps()
    return d ? new Ga4Relay(d) : null
  })
}

/** The ingest's dependencies in this process: its limiter, the day's salt from the shared store, the writer. */
export function eventsDependencies(
  payload: () => Promise<Payload>,
  relay: Ga4Relay | null = null,
): EventsDependencies {
  const writer = eventsWriter(payload)
  return {
    ...(relay ? { forward: relay.forward.bind(relay) } : {}),
    gate: siteGate('events'),
    readerOf: async (address, userAgent) =>
      readerHash(await dailySalt(stateStore(), dayOf(Date.now())), address, userAgent),
    keep: (batch: EventsBatch, reader: string) => {
      const time = Date.now()
      return writer.record([{ events: loggedEvents(batch, reader, time), counts: rowsOfBatch(batch, time) }])
    },
  }
}

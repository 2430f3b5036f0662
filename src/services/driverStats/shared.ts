/*
 * What the browser may know of the promotions counter (issue 17): the endpoint, the count's shape, and the
 * page's queue (`countDriver`). No zod here (it would ship to every page); the server validates with
 * `schema.ts`. Counts are first-party (ADR 13): no reader id, no address, no page, no time finer than the day.
 */
import { isPlacementName, type PlacementName } from '@/lib/placements'
import { beaconTo, createCountQueue, type SendBody, sendWhenHidden } from '@/platform/counts/beaconQueue'

/** Where the page's queue sends driver counts (by beacon). */
export const DRIVER_EVENTS_ENDPOINT = '/api/drivers/events'

/**
 * What is counted, per driver and placement:
 * - `fill`: the placement was asked for on a page view and this driver was chosen for it;
 * - `miss`: the placement was asked for and no driver passed the rules (driver id "");
 * - `impression`: the driver was half on screen (once per page view);
 * - `click`: a reader clicked its button or link;
 * - `signup`: a reader submitted its sign-up form.
 */
export const DRIVER_COUNT_KINDS = ['fill', 'miss', 'impression', 'click', 'signup'] as const
export type DriverCountKind = (typeof DRIVER_COUNT_KINDS)[number]

/** At most this many counts (distinct kind, driver and placement) per beacon. */
export const MAX_COUNTS_PER_BEACON = 100
/** At most this much in one count: a page adds up its own counts, and a beacon leaves before one gets larger. */
export const MAX_COUNT = 100
/** How often the page sends what it counted (and always when it is hidden or left). */
export const SEND_EVERY_MS = 5_000

/** A driver id as the server accepts it (a driver's `_uuid`); "" only for a miss. */
export const DRIVER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** One entry of a beacon: how many times something happened to a driver at a placement. */
export type DriverCount = {
  kind: DriverCountKind
  /** The driver's id (`_uuid`); "" for a miss (no driver filled the placement). */
  driverId: string
  placement: PlacementName
  /** 1 to `MAX_COUNT`. */
  count: number
}

/** The beacon's body. */
export type DriverCountsBody = { counts: DriverCount[] }

export type { SendBody } from '@/platform/counts/beaconQueue'

/** Sends by beacon, falling back to `fetch` with `keepalive` where beacons are missing or refused. */
export const sendByBeacon: SendBody = beaconTo(DRIVER_EVENTS_ENDPOINT)

export type DriverCountQueue = {
  /** Counts one event; sends within `SEND_EVERY_MS`, or at once when an entry or the beacon is full. */
  count: (kind: DriverCountKind, driverId: string, placement: string) => void
  /** Sends everything counted so far now (the page is hidden or left). */
  send: () => void
  /** What is waiting to be sent (tests). */
  pending: () => DriverCount[]
}

/**
 * A page's queue of driver counts: counts add up in memory per kind, driver and placement (a page view that
 * shows a driver in three placements sends three entries, not a stream of events), and leave by beacon
 * `SEND_EVERY_MS` after the first count since the last send, and whenever the page is hidden or left. Counts
 * the server would refuse are dropped here, so one bad count cannot cost the beacon's others.
 */
export function createDriverCountQueue({
  send: sendBody = sendByBeacon,
  everyMs = SEND_EVERY_MS,
}: {
  send?: SendBody
  everyMs?: number
} = {}): DriverCountQueue {
  const queue = createCountQueue<DriverCount>({
    keyOf: (e) => `${e.kind}\u0000${e.driverId}\u0000${e.placement}`,
    send: sendBody,
    everyMs,
    maxPerBeacon: MAX_COUNTS_PER_BEACON,
    maxCount: MAX_COUNT,
  })
  const count = (kind: DriverCountKind, driverId: string, placement: string) => {
    if (!(DRIVER_COUNT_KINDS as readonly string[]).includes(kind) || !isPlacementName(placement)) return
    const id = kind === 'miss' ? '' : driverId
    if (kind !== 'miss' && !DRIVER_ID_PATTERN.test(id)) return
    queue.add({ kind, driverId: id, placement })
  }
  return { count, send: queue.send, pending: queue.pending }
}

let pageQueue: DriverCountQueue | null = null

/** The page's queue, created on first use with its pagehide and hidden listeners. */
function queue(): DriverCountQueue {
  if (pageQueue) return pageQueue
  const created = createDriverCountQueue()
  sendWhenHidden(created)
  pageQueue = created
  return created
}

/**
 * Tests: count this page's driver events in `replacement` (a queue made with `createDriverCountQueue` and the
 * test's own `send`), or, with null, in a new page queue on first use.
 */
export function setPageDriverCountQueue(replacement: DriverCountQueue | null): void {
  pageQueue = replacement
}

/**
 * Counts a driver event on this page (the placement runtime calls it): `fill` and `miss` when a placement is
 * answered, `impression` when the driver is half on screen, `click`, `signup`. For a miss `driverId` is "".
 * Does nothing on the server.
 */
export function countDriver(kind: DriverCountKind, driverId: string, placement: string): void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return
  queue().count(kind, driverId, placement)
}

/** A driver at a placement over the report's days: what the editors' report lists per row. */
export type DriverPlacementRow = {
  /** `driverId` and `placement`, unique per row. */
  key: string
  driverId: string
  /** The driver's name, or a note that it was deleted. */
  driver: string
  /** The driver's CMS id, for its edit link; null when it no longer exists. */
  docId: string | number | null
  placement: string
  /** The placement's name in editors' words. */
  position: string
  fills: number
  impressions: number
  clicks: number
  /** Click-through: clicks per impression, in percent (one decimal). */
  ctr: number
  signups: number
}

/** A placement over the report's days: how often it was asked for and filled. */
export type PlacementRow = {
  key: string
  position: string
  /** Page views that asked for it: fills + misses. */
  asked: number
  fills: number
  misses: number
  /** Fills per page view that asked, in percent (one decimal); null when it was never asked for. */
  fillRate: number | null
  impressions: number
  clicks: number
  ctr: number
  signups: number
}

/** The promotions part of the editors' click report: the last 30 days, per driver and placement. */
export type DriverReport = {
  from: string
  to: string
  totals: {
    asked: number
    fills: number
    impressions: number
    clicks: number
    ctr: number
    signups: number
    fillRate: number | null
  }
  byDriver: DriverPlacementRow[]
  byPlacement: PlacementRow[]
}

/*
 * The ads' first-party counts (issue 28): each slot asked for (`request`), filled (`fill`) and seen
 * (`viewable`: half in view for a second), per campaign, creative and position, added up on the page and sent by
 * beacon (`platform/counts/beaconQueue.ts`). No reader id, no page, no time finer than the server's day. Clicks
 * are counted by the click redirect.
 */
import { type AdPosition, isAdPosition } from '@/lib/ads'
import {
  beaconTo,
  type CountQueue,
  createCountQueue,
  type SendBody,
  sendWhenHidden,
} from '@/platform/counts/beaconQueue'
import {
  AD_COUNT_KINDS,
  AD_EVENTS_API,
  AD_ID_PATTERN,
  AD_MAX_COUNT,
  AD_MAX_COUNTS_PER_BEACON,
  AD_SEND_EVERY_MS,
  type AdCount,
  type AdCountKind,
} from '@/services/ads/shared'

export type AdCountQueue = CountQueue<AdCount>

export function createAdCountQueue({
  send = beaconTo(AD_EVENTS_API),
  everyMs = AD_SEND_EVERY_MS,
}: {
  send?: SendBody
  everyMs?: number
} = {}): AdCountQueue {
  return createCountQueue<AdCount>({
    keyOf: (e) => [e.kind, e.campaignId, e.creativeId, e.position].join('\u0000'),
    send,
    everyMs,
    maxPerBeacon: AD_MAX_COUNTS_PER_BEACON,
    maxCount: AD_MAX_COUNT,
  })
}

let pageQueue: AdCountQueue | null = null

/** Tests: count into `replacement`, or (null) into a new page queue on first use. */
export function setPageAdCountQueue(replacement: AdCountQueue | null): void {
  pageQueue = replacement
}

function queue(): AdCountQueue {
  if (!pageQueue) {
    pageQueue = createAdCountQueue()
    sendWhenHidden(pageQueue)
  }
  return pageQueue
}

/** Counts this page view as one whose ads a blocker hid or stopped (call once per page view). */
export function countBlockedPageView(): void {
  if (typeof window === 'undefined') return
  queue().add({ kind: 'blocked', campaignId: '', creativeId: '', position: '' })
}

/** Counts an ad event on this page. Ids the server would refuse are dropped here, so the beacon's others count. */
export function countAd(
  kind: Exclude<AdCountKind, 'blocked'>,
  position: AdPosition,
  campaignId = '',
  creativeId = '',
): void {
  if (typeof window === 'undefined') return
  if (!(AD_COUNT_KINDS as readonly string[]).includes(kind) || !isAdPosition(position)) return
  if (!AD_ID_PATTERN.test(campaignId) || !AD_ID_PATTERN.test(creativeId)) return
  queue().add({ kind, campaignId, creativeId, position })
}

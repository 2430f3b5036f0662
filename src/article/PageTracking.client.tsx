'use client'

import { useEffect } from 'react'
import { currentTrackingId } from '@/lib/affiliate/trackingId'
import { track } from '@/lib/tracking'
import { parseCommerceCount, parseTrackFields, type TrackFields } from '@/lib/trackingAttrs'
import {
  COMMERCE_EVENTS_ENDPOINT,
  type CommerceEvent,
  MAX_EVENTS_PER_BATCH,
} from '@/services/commerce/shared'

/** How often queued product counts are sent (and always when the page is hidden or left). */
const SEND_EVERY_MS = 5_000
/** Share of an element that must be visible for a view. */
const VIEW_THRESHOLD = 0.5

/** The article path a counted element belongs to (infinite scroll appends other articles to the page). */
function articlePathOf(el: Element): string {
  const owner = el.closest('[data-article-path]')
  return owner?.getAttribute('data-article-path') ?? window.location.pathname
}

/**
 * The page's tracking island (001 §7, issue 8), one per article page, no markup. It reads the data attributes
 * server-rendered widgets carry (src/lib/trackingAttrs.ts), so static widgets ship no JavaScript:
 *
 * - `data-track-view`: a `view` event once per element, when half of it is in view;
 * - `data-track-click`: a `click` event on every click on it (or inside it);
 * - `data-track-open` on a <details>: an `open` event when the reader opens it;
 * - `data-commerce="productId:position"`: the product's impression (once per element) and clicks are queued
 *   and sent first-party by beacon every few seconds and when the page is hidden.
 *
 * Events go to the first-party data layer (`track`), with the page's tracking correlation id; nothing is sent
 * to a third party. Elements added later (the next article) are picked up too.
 */
export function PageTracking() {
  useEffect(() => {
    const queue: CommerceEvent[] = []
    const seen = new WeakSet<Element>()
    const push = (name: string, fields: TrackFields | null) => {
      if (fields) track({ ...fields, name, correlationId: currentTrackingId() })
    }
    const count = (kind: CommerceEvent['kind'], el: Element) => {
      const c = parseCommerceCount(el.getAttribute('data-commerce'))
      const articlePath = articlePathOf(el)
      if (!c || !/^\/[a-z0-9-]+\/[a-z0-9-]+$/.test(articlePath)) return
      queue.push({ kind, productId: c.productId, position: c.position, articlePath })
      if (queue.length >= MAX_EVENTS_PER_BATCH) send()
    }
    const send = () => {
      while (queue.length > 0) {
        const body = JSON.stringify({ events: queue.splice(0, MAX_EVENTS_PER_BATCH) })
        try {
          const sent =
            typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(COMMERCE_EVENTS_ENDPOINT, body)
          if (!sent) {
            void fetch(COMMERCE_EVENTS_ENDPOINT, {
              method: 'POST',
              body,
              keepalive: true,
              headers: { 'content-type': 'application/json' },
            }).catch(() => {})
          }
        } catch {
          // Counting must never break the page.
        }
      }
    }

    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              for (const entry of entries) {
                if (!entry.isIntersecting || seen.has(entry.target)) continue
                seen.add(entry.target)
                observer?.unobserve(entry.target)
                push('view', parseTrackFields(entry.target.getAttribute('data-track-view')))
                if (entry.target.hasAttribute('data-commerce')) count('impression', entry.target)
              }
            },
            { threshold: VIEW_THRESHOLD },
          )
    const watch = (root: ParentNode) => {
      for (const el of root.querySelectorAll('[data-track-view], [data-commerce]')) observer?.observe(el)
    }
    watch(document)
    const mutations =
      typeof MutationObserver === 'undefined'
        ? null
        : new MutationObserver((records) => {
            for (const r of records)
              for (const node of r.addedNodes)
                if (node instanceof Element) {
                  if (node.matches('[data-track-view], [data-commerce]')) observer?.observe(node)
                  watch(node)
                }
          })
    mutations?.observe(document.body, { childList: true, subtree: true })

    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null
      const clicked = target?.closest('[data-track-click]')
      if (clicked) push('click', parseTrackFields(clicked.getAttribute('data-track-click')))
      const link = target?.closest('a[href]')
      const product = link?.closest('[data-commerce]')
      if (link && product) count('click', product)
    }
    const onToggle = (event: Event) => {
      const el = event.target
      if (el instanceof HTMLDetailsElement && el.open && el.hasAttribute('data-track-open'))
        push('open', parseTrackFields(el.getAttribute('data-track-open')))
    }
    const onHidden = () => {
      if (document.visibilityState === 'hidden') send()
    }
    document.addEventListener('click', onClick, true)
    // `toggle` does not bubble: listen in the capture phase.
    document.addEventListener('toggle', onToggle, true)
    document.addEventListener('visibilitychange', onHidden)
    window.addEventListener('pagehide', send)
    const timer = window.setInterval(send, SEND_EVERY_MS)
    return () => {
      send()
      observer?.disconnect()
      mutations?.disconnect()
      document.removeEventListener('click', onClick, true)
      document.removeEventListener('toggle', onToggle, true)
      document.removeEventListener('visibilitychange', onHidden)
      window.removeEventListener('pagehide', send)
      window.clearInterval(timer)
    }
  }, [])
  return null
}

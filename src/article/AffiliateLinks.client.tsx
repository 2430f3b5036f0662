'use client'

import { useEffect } from 'react'
import {
  attributionCookies,
  CLICK_RESTORE_MS,
  clickTimeHref,
  rewritesAtClick,
  withCorrelationId,
} from '@/lib/affiliate/links'
import { newCorrelationId, regenerateTrackingIdSoon } from '@/lib/affiliate/trackingId'
import { track } from '@/lib/tracking'
import { consentAllows } from '@/privacy/consent/browser'
import { cookieValue } from '@/privacy/consent/consent'
import { expiredCookie, optionalCookiesFor } from '@/privacy/cookies'

const LINKS = 'a[data-affiliate]'

/**
 * The page's affiliate-link island (000 §7, 001 "Affiliate link rules"), one per article page, no markup:
 *
 * - each affiliate link gets this page view's correlation id (its placeholder replaced, or `correlationId`
 *   added; `ascsubtag` for Amazon), also links the next article brings;
 * - at click time a link marked as affiliate (or matching the activation pattern) gets a fresh id, put back
 *   2 s later; the tracking correlation id regenerates 500 ms after the click;
 * - the landing URL's brand, product and campaign ids are kept in first-party cookies for 90 days, only with
 *   the reader's consent to advertising (issue 18); without it none is written, and those an earlier consent
 *   wrote are deleted.
 *
 * The server HTML works without it: links lead to the partner as rendered.
 */
export function AffiliateLinks() {
  useEffect(() => {
    const viewId = newCorrelationId()
    const stamp = (root: ParentNode) => {
      for (const a of root.querySelectorAll<HTMLAnchorElement>(LINKS)) {
        if (a.dataset.correlationId) continue
        const href = a.getAttribute('href')
        if (!href) continue
        a.setAttribute('href', withCorrelationId(href, viewId))
        a.dataset.correlationId = viewId
      }
    }
    stamp(document)
    const mutations =
      typeof MutationObserver === 'undefined'
        ? null
        : new MutationObserver((records) => {
            for (const r of records)
              for (const node of r.addedNodes) if (node instanceof Element) stamp(node.parentNode ?? node)
          })
    mutations?.observe(document.body, { childList: true, subtree: true })

    const timers = new Set<number>()
    const onClick = (event: MouseEvent) => {
      const a = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(LINKS) : null
      const current = a?.dataset.correlationId
      const href = a?.getAttribute('href')
      if (!a || !current || !href) return
      if (!rewritesAtClick(href, { affiliateFlag: a.dataset.affiliate === 'flag' })) return
      const fresh = newCorrelationId()
      a.setAttribute('href', clickTimeHref(href, current, fresh))
      track({ name: 'affiliate_click', category: 'affiliate link', correlationId: fresh, linkUrl: a.href })
      regenerateTrackingIdSoon()
      const timer = window.setTimeout(() => {
        timers.delete(timer)
        a.setAttribute('href', href)
      }, CLICK_RESTORE_MS)
      timers.add(timer)
    }
    // Capture phase: the href must change before the browser follows it (also for middle and ctrl clicks).
    document.addEventListener('click', onClick, true)
    document.addEventListener('auxclick', onClick, true)

    try {
      if (consentAllows('advertising')) {
        for (const c of attributionCookies(window.location.href)) {
          // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet
          document.cookie = `${c.name}=${encodeURIComponent(c.value)}; max-age=${c.maxAge}; path=/; samesite=lax${
            window.location.protocol === 'https:' ? '; secure' : ''
          }`
        }
      } else {
        for (const name of optionalCookiesFor('advertising')) {
          // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet
          if (cookieValue(document.cookie, name) !== null) document.cookie = expiredCookie(name)
        }
      }
    } catch {
      // cookies refused: attribution is best effort
    }

    return () => {
      mutations?.disconnect()
      document.removeEventListener('click', onClick, true)
      document.removeEventListener('auxclick', onClick, true)
      for (const t of timers) window.clearTimeout(t)
    }
  }, [])
  return null
}

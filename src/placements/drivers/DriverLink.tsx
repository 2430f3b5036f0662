import type { CSSProperties, ReactNode } from 'react'
import { affiliateRel, cachedAffiliateHref, partnerOf } from '@/lib/affiliate/links'
import { isInternalHref, safeHref } from '@/lib/links'

/** Which of a driver's links was clicked (tracking; never the reader's input). */
export type DriverAction = 'primary' | 'secondary' | 'sponsor' | 'appStore' | 'googlePlay' | 'phone'

type Props = {
  href: string | null | undefined
  /** The site's own host: links to it stay in the tab. */
  siteHost: string
  /** The placement (the affiliate `{location}` and `{subId}` placeholders). */
  placement: string
  action: DriverAction
  className?: string
  style?: CSSProperties
  children: ReactNode
}

/**
 * A driver's link (001 "Affiliate link rules", ADR 13): a page of this site opens in the same tab; another
 * site opens in a new tab with `noopener noreferrer sponsored nofollow` (a driver is a promotion), its
 * `{location}` and `{subId}` placeholders filled with the placement, and `data-affiliate` so the page's
 * affiliate island stamps the view's correlation id and swaps it at click time. `tel:` and `mailto:` stay as
 * they are. Anything else renders nothing (the caller leaves the button out). `data-driver-action` names the
 * link for the placement's click events.
 */
export function DriverLink({ href, siteHost, placement, action, className, style, children }: Props) {
  const safe = safeHref(href)
  if (!safe) return null
  if (/^(tel|mailto):/i.test(safe) || isInternalHref(safe, siteHost)) {
    return (
      <a className={className} style={style} href={safe} data-driver-action={action}>
        {children}
      </a>
    )
  }
  if (!/^https?:\/\//i.test(safe)) return null
  const { href: cached, problem } = cachedAffiliateHref(safe, {
    location: placement,
    subId: `wellread-${placement}`,
  })
  if (problem) console.warn(`[drivers] ${problem}`)
  return (
    <a
      className={className}
      style={style}
      href={cached}
      target="_blank"
      rel={affiliateRel(cached, { sponsored: true })}
      data-affiliate={partnerOf(cached) === 'activation' ? 'activation' : 'flag'}
      data-driver-action={action}
    >
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}

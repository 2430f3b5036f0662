import type { ReactNode } from 'react'
import { safeHref } from '@/lib/links'
import { type TrackFields, trackClick } from '@/lib/trackingAttrs'
import { affiliateRel, cachedAffiliateHref, partnerOf, productIdFrom } from '../lib/affiliate/links'

export type AffiliatePlacement = {
  /** The widget, e.g. "productCard". */
  widget: string
  /** 1-based position of the card or item on the page (or in its group). */
  position: number
}

type Props = {
  href: string | null | undefined
  placement: AffiliatePlacement
  /** Sponsored placements (paid media, featured partners) also get `sponsored nofollow`. */
  sponsored?: boolean
  /** Click-tracking hosts from site settings (the broken-bar repair). */
  clickTrackingHosts?: readonly string[]
  /** The data layer fields of the click (category, brand, productId…); linkUrl and position are filled in. */
  track: TrackFields
  /** Paid-media links come HTML-escaped: the product id is read after decoding `&#038;`. */
  paidMedia?: boolean
  className?: string
  'aria-label'?: string
  'aria-describedby'?: string
  children: ReactNode
}

/**
 * A link out to a partner: opens in a new tab with `noopener noreferrer` (plus `sponsored nofollow` for
 * sponsored and activation links, or `noFollowParam=1`); location and sub-id placeholders filled per
 * placement. Rendered on the server with no JavaScript of its own: the page's affiliate island
 * (`AffiliateLinks.client.tsx`) adds the view's correlation id, swaps in a fresh one at click time and
 * restores it after 2 s, and the tracking island records the click. An address that is not http(s) renders
 * the children without a link; an invalid one is logged and kept.
 */
export function AffiliateLink({
  href,
  placement,
  sponsored = false,
  clickTrackingHosts = [],
  track,
  paidMedia = false,
  className,
  children,
  ...aria
}: Props) {
  const safe = safeHref(href)
  if (!safe || !/^https?:/i.test(safe)) return <span className={className}>{children}</span>
  const { href: cached, problem } = cachedAffiliateHref(safe, {
    location: `${placement.widget}-${placement.position}`,
    subId: `wellread-${placement.widget}`,
    clickTrackingHosts,
  })
  if (problem) console.warn(`[affiliate] ${problem}`)
  const productId = track.productId ?? productIdFrom(safe, { paidMedia }) ?? undefined
  return (
    <a
      className={className}
      href={cached}
      target="_blank"
      rel={affiliateRel(cached, { sponsored })}
      data-affiliate={partnerOf(cached) === 'activation' ? 'activation' : 'flag'}
      {...trackClick({
        ...track,
        productId,
        position: track.position ?? placement.position,
        linkUrl: cached,
      })}
      {...aria}
    >
      {children}
    </a>
  )
}

import type { ReactNode } from 'react'
import { linkAttributes } from '@/lib/links'
import type { TrackFields } from '@/lib/trackingAttrs'
import { AffiliateLink } from '@/ui/AffiliateLink'
import type { WidgetContext } from '../types'
import styles from './ProductCard.module.css'
import { linkKind } from './productCard'

/** What the review parts need to know about the card they sit in. */
export type ReviewPlacement = {
  /** The card's element id ("product-1-3"): the review's ids are built from it. */
  anchor: string
  /** The card's 1-based position on the page (tracking, affiliate placement). */
  position: number
  context: WidgetContext
  /** The data layer fields every event of this card carries. */
  track: TrackFields
}

/**
 * A link on the card other than the shop button (a highlight's lab certificate, a product detail): to our
 * own pages an ordinary link; to anyone else through `AffiliateLink` (new tab, placement, click tracking),
 * never a raw link to a partner. Not a web address: the text alone.
 */
export function CardLink({
  href,
  label,
  placement,
  sponsored,
  children,
}: {
  href: string
  /** What the link is, for the click's data layer fields (e.g. "COA"). */
  label: string
  placement: ReviewPlacement
  sponsored: boolean
  children: ReactNode
}) {
  const kind = linkKind(href, placement.context.siteHost)
  if (kind === 'internal') {
    return (
      <a className={styles.textLink} {...linkAttributes(href, placement.context.siteHost)}>
        {children}
      </a>
    )
  }
  if (kind === 'partner') {
    return (
      <AffiliateLink
        className={styles.textLink}
        href={href}
        placement={{ widget: 'productCard', position: placement.position }}
        sponsored={sponsored}
        clickTrackingHosts={placement.context.commerce.clickTrackingHosts}
        track={{ ...placement.track, name: label, text: label }}
      >
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </AffiliateLink>
    )
  }
  return <>{children}</>
}

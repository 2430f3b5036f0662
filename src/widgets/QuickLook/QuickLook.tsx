import type { ReactNode } from 'react'
import type { QuickLookBlock } from '@/cms/payload-types'
import { Glyph } from '@/content/Glyph'
import { linkAttributes } from '@/lib/links'
import { type TrackFields, trackClick, trackView } from '@/lib/trackingAttrs'
import { AffiliateLink } from '@/ui/AffiliateLink'
import type { WidgetContext, WidgetProps } from '../types'
import styles from './QuickLook.module.css'
import { type QuickLookItem, quickLookItems } from './quickLook'

/** A down arrow for a jump within the page, a right arrow for a link elsewhere: decoration only. */
function Arrow({ down }: { down: boolean }) {
  return (
    <Glyph
      className={styles.arrow}
      d={down ? 'M8 3v10M4 9l4 4 4-4' : 'M3 8h10M9 4l4 4-4 4'}
      strokeWidth={1.8}
    />
  )
}

/** One line's link: a jump to the card, a page of the site, another site (new tab) or a shop (affiliate). */
function ItemLink({
  item,
  context,
  track,
  children,
}: {
  item: QuickLookItem
  context: WidgetContext
  track: TrackFields
  children: ReactNode
}) {
  const newTab = <span className="visually-hidden"> (opens in a new tab)</span>
  switch (item.kind) {
    case 'affiliate':
      return (
        <AffiliateLink
          className={styles.link}
          href={item.href}
          placement={{ widget: 'quickLook', position: item.position }}
          clickTrackingHosts={context.commerce.clickTrackingHosts}
          track={track}
        >
          {children}
          {newTab}
        </AffiliateLink>
      )
    case 'external':
      return (
        <a className={styles.link} {...linkAttributes(item.href, context.siteHost)} {...trackClick(track)}>
          {children}
          {newTab}
        </a>
      )
    default:
      return (
        <a className={styles.link} href={item.href} {...trackClick({ ...track, linkUrl: item.href })}>
          {children}
        </a>
      )
  }
}

/**
 * Quick-look links (000 §2, §3): a compact list of the article's picks, each line an award, the product's
 * name and link words, jumping to the product's card further down (`#product-1-{card}`) or to the editor's
 * link. Lines that cannot be read are left out; with none, nothing shows (000 §5). Clicks are tracked as
 * "quick look". No JavaScript: the jump is the browser's own.
 */
export function QuickLook({ block, context, ordinal = 1 }: WidgetProps<QuickLookBlock>) {
  const items = quickLookItems(block.itemLinks, {
    siteHost: context.siteHost,
    partnerDomains: context.commerce.partnerDomains,
  })
  if (items.length === 0) return null
  const heading = typeof block.heading === 'string' ? block.heading.trim() : ''
  const headingId = `quick-look-${block.id ?? ordinal}-heading`
  return (
    <nav
      className={styles.quickLook}
      {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': 'Our picks at a glance' })}
      {...trackView({ category: 'quick look', name: heading, position: ordinal })}
    >
      {heading ? (
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
      ) : null}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key} className={styles.item}>
            {item.superlative ? (
              <span className={styles.superlative}>
                {item.superlative}
                <span className="visually-hidden">:</span>
              </span>
            ) : null}
            <ItemLink
              item={item}
              context={context}
              track={{
                category: 'quick look',
                name: item.title,
                text: item.linkText,
                variant: item.variantId ?? undefined,
                position: item.position,
              }}
            >
              <span className={styles.title}>{item.title}</span>{' '}
              <span className={styles.action}>
                {item.linkText}
                <Arrow down={item.kind === 'anchor'} />
              </span>
            </ItemLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

import type { PaidMediaDriverBlock } from '@/cms/payload-types'
import { showsAffiliateDisclaimer } from '@/lib/affiliate/links'
import { cx } from '@/lib/cx'
import { type TrackFields, trackView } from '@/lib/trackingAttrs'
import kit from '../commerce/commerce.module.css'
import { CommissionNote, ItemImage, ShopButton } from '../commerce/Item'
import { commerceAttrs, widgetDomId } from '../commerce/rules'
import type { WidgetProps } from '../types'
import styles from './PaidMediaDriver.module.css'
import { PAID_MEDIA_DRIVER_CATEGORY, paidMediaDriverView, SPONSORED_LABEL } from './paidMediaDriver'

export const DRIVER_COMMISSION_NOTE = 'We may earn a commission when you buy through this link.'

/**
 * Paid-media driver card: a sponsored card, labelled "Sponsored by" its sponsor at the top, with a picture, an
 * optional small line, a headline, body copy and a sponsored link out (the commerce kit's shop button: new
 * tab, `sponsored nofollow`, click tracked). The commission note shows when the link goes to a partner.
 * Static: no JavaScript; views and clicks are tracked by the page's island from data attributes.
 */
export function PaidMediaDriver({ block, context, ordinal = 1 }: WidgetProps<PaidMediaDriverBlock>) {
  const view = paidMediaDriverView(block, ordinal)
  if (!view) return null
  const id = widgetDomId('paid-media-driver', block.id, ordinal)
  const track: TrackFields = {
    category: PAID_MEDIA_DRIVER_CATEGORY,
    name: view.headline,
    brand: view.brand || undefined,
    productId: view.productId ?? undefined,
    position: view.position,
  }
  const note = view.href !== null && showsAffiliateDisclaimer(view.href, context.commerce.partnerDomains)
  return (
    <article
      className={cx(kit.card, styles.card)}
      aria-labelledby={`${id}-title`}
      {...trackView(track)}
      {...commerceAttrs(view.productId, view.position)}
    >
      <p className={styles.sponsor}>
        <span className={styles.label}>{SPONSORED_LABEL}</span>
        {view.brand ? <span className={styles.brand}> by {view.brand}</span> : null}
      </p>
      <div className={styles.body}>
        {view.image ? (
          <ItemImage
            className={styles.image}
            image={view.image}
            width={240}
            height={180}
            display={{ mobile: 294, desktop: 240 }}
          />
        ) : null}
        <div className={styles.main}>
          {view.whisper ? <p className={styles.whisper}>{view.whisper}</p> : null}
          <h3 id={`${id}-title`} className={styles.headline}>
            {view.headline}
          </h3>
          {view.paragraphs.map((paragraph, index) => (
            <p key={index} className={styles.copy}>
              {paragraph}
            </p>
          ))}
          {view.href ? (
            <ShopButton
              className={styles.cta}
              href={view.href}
              widget="paidMediaDriver"
              position={view.position}
              sponsored
              paidMedia
              context={context}
              track={track}
              text={view.ctaText}
              about={view.brand || view.headline}
            />
          ) : null}
          {note ? (
            <CommissionNote className={styles.note} text={DRIVER_COMMISSION_NOTE} context={context} />
          ) : null}
        </div>
      </div>
    </article>
  )
}

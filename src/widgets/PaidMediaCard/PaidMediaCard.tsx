import type { CSSProperties } from 'react'
import type { PaidMediaCardBlock } from '@/cms/payload-types'
import { type TrackFields, trackView } from '@/lib/trackingAttrs'
import { FeaturedPartnerLabel } from '../commerce/FeaturedPartnerLabel'
import { FactList, ItemImage, ShopButton } from '../commerce/Item'
import { commerceAttrs } from '../commerce/rules'
import type { WidgetProps } from '../types'
import styles from './PaidMediaCard.module.css'
import { paidMediaCardView } from './paidMediaCard'

export const PAID_MEDIA_CARD_CATEGORY = 'paid media card'

/**
 * Paid-media card (001 §3): a product a partner paid to place, clearly labelled "Sponsored" (and "Featured
 * Partner" when set), with a large rating and its word, highlights, a discount and a sponsored shop link.
 * The rating word and the button text render their first two words and the rest in separate spans (001 §5).
 * Static: no JavaScript; views and clicks are tracked by the page's island from data attributes.
 */
export function PaidMediaCard({ block, context, ordinal = 1 }: WidgetProps<PaidMediaCardBlock>) {
  const card = paidMediaCardView(block, ordinal)
  if (!card) return null
  const track: TrackFields = {
    category: PAID_MEDIA_CARD_CATEGORY,
    name: card.title,
    brand: card.brand || undefined,
    productId: card.productId ?? undefined,
    variant: card.variantId || undefined,
    position: card.position,
  }
  return (
    <article
      className={styles.card}
      aria-label={card.title}
      {...trackView(track)}
      {...commerceAttrs(card.productId, card.position)}
    >
      <div className={styles.labels}>
        <p className={styles.sponsored}>Sponsored</p>
        {card.featuredPartner ? <FeaturedPartnerLabel commerce={context.commerce} /> : null}
      </div>
      <div className={styles.body}>
        {card.image ? (
          <ItemImage
            image={card.image}
            width={170}
            display={{ mobile: 90, desktop: 170 }}
            className={styles.image}
          />
        ) : null}
        <div className={styles.main}>
          {card.brand ? <p className={styles.brand}>{card.brand}</p> : null}
          <h3 className={styles.title}>{card.title}</h3>
          {card.rating ? (
            <p className={styles.rating}>
              <span className={styles.score}>{card.rating.text}</span>
              <span className="visually-hidden"> out of 5, </span>
              <span
                className={styles.stars}
                aria-hidden="true"
                style={{ '--rating-fill': `${(card.rating.value / 5) * 100}%` } as CSSProperties}
              />
              <span className={styles.word}>
                <span className={styles.wordLead}>{card.rating.word[0]}</span>
                {card.rating.word[1] ? (
                  <>
                    {' '}
                    <span className={styles.wordRest}>{card.rating.word[1]}</span>
                  </>
                ) : null}
              </span>
              {card.rating.count ? (
                <span className={styles.count}> ({card.rating.count} ratings)</span>
              ) : null}
            </p>
          ) : null}
          {card.highlights.length ? (
            <FactList
              facts={card.highlights.map((h, i) => ({ key: String(i), label: h.label, value: h.value }))}
            />
          ) : null}
          {card.discount ? (
            <p className={[styles.discount, card.discount.long ? styles.discountLong : ''].join(' ')}>
              {card.discount.text}
            </p>
          ) : null}
          {card.href ? (
            <ShopButton
              className={styles.cta}
              href={card.href}
              widget="paidMediaCard"
              position={card.position}
              sponsored
              paidMedia
              context={context}
              track={track}
              text={card.ctaText}
            >
              <span className={styles.ctaLead}>{card.cta[0]}</span>
              {card.cta[1] ? (
                <>
                  {' '}
                  <span className={styles.ctaRest}>{card.cta[1]}</span>
                </>
              ) : null}
            </ShopButton>
          ) : null}
        </div>
      </div>
    </article>
  )
}

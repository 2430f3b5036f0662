import type { AffiliateAdBlock } from '@/cms/payload-types'
import { AffiliateLink } from '@/lib/affiliate/AffiliateLink'
import { type TrackFields, trackView } from '@/lib/trackingAttrs'
import { commerceAttrs } from '../PaidMediaCard/commerceItem'
import type { WidgetProps } from '../types'
import styles from './AffiliateAd.module.css'
import { affiliateAdView } from './affiliateAd'

export const AFFILIATE_AD_CATEGORY = 'affiliate ad'

/**
 * Affiliate ad (000 §3): a partner's ad set apart from the article by its tinted panel and a "Sponsored"
 * label, with a picture, a main line, short text, a discount and a sponsored link out. Static: no JavaScript.
 */
export function AffiliateAd({ block, context, ordinal = 1 }: WidgetProps<AffiliateAdBlock>) {
  const ad = affiliateAdView(block, ordinal)
  if (!ad) return null
  const track: TrackFields = {
    category: AFFILIATE_AD_CATEGORY,
    name: ad.mainText,
    brand: ad.brand || undefined,
    productId: ad.productId ?? undefined,
    position: ad.position,
  }
  return (
    <article
      className={styles.ad}
      aria-label={`Sponsored: ${ad.brand || ad.mainText}`}
      {...trackView(track)}
      {...commerceAttrs(ad.productId, ad.position)}
    >
      <p className={styles.label}>Sponsored</p>
      <div className={styles.body}>
        {ad.image ? (
          <img
            className={styles.image}
            src={ad.image.src}
            srcSet={ad.image.srcSet}
            sizes={ad.image.srcSet ? '160px' : undefined}
            alt={ad.image.alt}
            width={160}
            height={160}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <div className={styles.text}>
          {ad.brand ? <p className={styles.brand}>{ad.brand}</p> : null}
          <p className={styles.mainText}>{ad.mainText}</p>
          {ad.subText ? <p className={styles.subText}>{ad.subText}</p> : null}
          {ad.discount ? <p className={styles.discount}>{ad.discount}</p> : null}
          <AffiliateLink
            className={styles.cta}
            href={ad.href}
            placement={{ widget: 'affiliateAd', position: ad.position }}
            sponsored
            clickTrackingHosts={context.commerce.clickTrackingHosts}
            track={{ ...track, text: ad.ctaText }}
          >
            {ad.ctaText}
            <span className="visually-hidden"> (sponsored link, opens in a new tab)</span>
          </AffiliateLink>
        </div>
      </div>
    </article>
  )
}

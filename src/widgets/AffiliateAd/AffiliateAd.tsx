import type { AffiliateAdBlock } from '@/cms/payload-types'
import { type TrackFields, trackView } from '@/lib/trackingAttrs'
import { ItemImage, ShopButton } from '../commerce/Item'
import { commerceAttrs } from '../commerce/rules'
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
          <ItemImage
            image={ad.image}
            width={160}
            display={{ mobile: 160, desktop: 160 }}
            className={styles.image}
          />
        ) : null}
        <div className={styles.text}>
          {ad.brand ? <p className={styles.brand}>{ad.brand}</p> : null}
          <p className={styles.mainText}>{ad.mainText}</p>
          {ad.subText ? <p className={styles.subText}>{ad.subText}</p> : null}
          {ad.discount ? <p className={styles.discount}>{ad.discount}</p> : null}
          <ShopButton
            className={styles.cta}
            href={ad.href}
            widget="affiliateAd"
            position={ad.position}
            sponsored
            context={context}
            track={track}
            text={ad.ctaText}
          />
        </div>
      </div>
    </article>
  )
}

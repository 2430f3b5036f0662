import type { FeaturedPartnerOffersBlock } from '@/cms/payload-types'
import { AffiliateLink } from '@/lib/affiliate/AffiliateLink'
import { type TrackFields, trackView } from '@/lib/trackingAttrs'
import { commerceAttrs, partnerExplanation, widgetDomId } from '../PaidMediaCard/commerceItem'
import type { WidgetProps } from '../types'
import styles from './FeaturedPartnerOffers.module.css'
import { offersTitle, partnerOffers } from './featuredPartnerOffers'

export const FEATURED_PARTNER_OFFERS_CATEGORY = 'featured partner offers'

/**
 * Featured-partner offers (001 §2): a box of deals from brands that pay for their placement, with the
 * "Featured Partner" label and the site's explanation beside it (placement is paid; products are tested by
 * editors; positive reviews are not paid for) and a link to how brands and products are vetted. Each offer
 * links out through a sponsored affiliate link. Renders nothing without a usable offer. Static: no JavaScript.
 */
export function FeaturedPartnerOffers({
  block,
  context,
  ordinal = 1,
}: WidgetProps<FeaturedPartnerOffersBlock>) {
  const offers = partnerOffers(block.offers)
  if (offers.length === 0) return null
  const title = offersTitle(block.title)
  const headingId = widgetDomId('featured-partner-offers', block.id, ordinal)
  const explanation = partnerExplanation(context.commerce.featuredPartnerExplanation)
  return (
    <section
      className={styles.box}
      aria-labelledby={headingId}
      {...trackView({
        category: FEATURED_PARTNER_OFFERS_CATEGORY,
        name: title,
        formatType: `${offers.length} offers`,
      })}
    >
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.badge}>Featured Partner</p>
      </div>
      <p className={styles.explanation}>
        {explanation}{' '}
        <a className={styles.vetting} href={context.commerce.vettingPagePath}>
          How we vet brands and products
        </a>
      </p>
      <ul className={styles.offers}>
        {offers.map((offer) => {
          const track: TrackFields = {
            category: FEATURED_PARTNER_OFFERS_CATEGORY,
            name: offer.name,
            productId: offer.productId ?? undefined,
            position: offer.position,
          }
          return (
            <li
              key={offer.key}
              className={styles.offer}
              {...trackView(track)}
              {...commerceAttrs(offer.productId, offer.position)}
            >
              {offer.image ? (
                <img
                  className={styles.image}
                  src={offer.image.src}
                  srcSet={offer.image.srcSet}
                  sizes={offer.image.srcSet ? '64px' : undefined}
                  alt={offer.image.alt}
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <div className={styles.text}>
                <p className={styles.name}>{offer.name}</p>
                <p className={styles.deal}>{offer.offer}</p>
              </div>
              <AffiliateLink
                className={styles.cta}
                href={offer.href}
                placement={{ widget: 'featuredPartnerOffers', position: offer.position }}
                sponsored
                clickTrackingHosts={context.commerce.clickTrackingHosts}
                track={{ ...track, text: offer.ctaText }}
              >
                {offer.ctaText}
                <span className="visually-hidden">{` — ${offer.name} (sponsored link, opens in a new tab)`}</span>
              </AffiliateLink>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

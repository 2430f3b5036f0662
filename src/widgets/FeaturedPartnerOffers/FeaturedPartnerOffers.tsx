import type { FeaturedPartnerOffersBlock } from '@/cms/payload-types'
import { type TrackFields, trackView } from '@/lib/trackingAttrs'
import { ItemRow, ShopButton } from '../commerce/Item'
import { commerceAttrs, partnerExplanation, VETTING_LINK_TEXT, widgetDomId } from '../commerce/rules'
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
          {VETTING_LINK_TEXT}
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
            <ItemRow
              key={offer.key}
              className={styles.offer}
              attrs={{ ...trackView(track), ...commerceAttrs(offer.productId, offer.position) }}
              image={offer.image}
              imageSize={64}
              name={offer.name}
              button={
                <ShopButton
                  className={styles.cta}
                  href={offer.href}
                  widget="featuredPartnerOffers"
                  position={offer.position}
                  sponsored
                  context={context}
                  track={track}
                  text={offer.ctaText}
                  about={offer.name}
                />
              }
            >
              <p className={styles.deal}>{offer.offer}</p>
            </ItemRow>
          )
        })}
      </ul>
    </section>
  )
}

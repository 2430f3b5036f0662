import type { TreatmentCardBlock } from '@/cms/payload-types'
import { Chevron } from '@/content/Chevron'
import { plainTextFromRichText } from '@/content/lexical'
import { RichText } from '@/content/RichText'
import { AffiliateLink } from '@/lib/affiliate/AffiliateLink'
import { showsAffiliateDisclaimer } from '@/lib/affiliate/links'
import { trackOpen, trackView } from '@/lib/trackingAttrs'
import { commerceAttrs, textOf, widgetDomId } from '../PaidMediaCard/commerceItem'
import type { WidgetProps } from '../types'
import { TreatmentSummary } from './TreatmentCard.client'
import styles from './TreatmentCard.module.css'
import {
  FIND_A_SPECIALIST_TITLE,
  RECOMMENDED_PRODUCTS_TITLE,
  specialistCta,
  treatmentProducts,
} from './treatmentCard'

export const TREATMENT_CARD_CATEGORY = 'treatment card'
export const TREATMENT_PRODUCT_CATEGORY = 'treatment card product'

/**
 * Treatment card (000 §3, §4, §5): the treatment's name and description (long descriptions collapse behind
 * "Show more", the only JavaScript), then two independent accordions, native <details> that work without
 * JavaScript: "Recommended products:" (each product records a view when the reader opens it and it comes
 * into view) and "Find a specialist" (only with both its button text and link). Renders nothing without a
 * name.
 */
export function TreatmentCard({ block, context, ordinal = 1 }: WidgetProps<TreatmentCardBlock>) {
  const name = textOf(block.name)
  if (!name) return null
  const products = treatmentProducts(block.recommendedProducts)
  const specialist = specialistCta(block)
  const hasDescription = plainTextFromRichText(block.treatmentDescription).trim() !== ''
  const baseId = widgetDomId('treatment', block.id, ordinal)
  const disclaimer = products.some(
    (p) => p.href !== null && showsAffiliateDisclaimer(p.href, context.commerce.partnerDomains),
  )
  const card = { category: TREATMENT_CARD_CATEGORY, name, position: ordinal }

  return (
    <article className={styles.card} aria-labelledby={`${baseId}-name`} {...trackView(card)}>
      <h3 id={`${baseId}-name`} className={styles.name}>
        {name}
      </h3>
      {hasDescription ? (
        <TreatmentSummary id={`${baseId}-summary`}>
          <RichText
            data={block.treatmentDescription}
            className={styles.description}
            siteHost={context.siteHost}
            headingOffset={2}
          />
        </TreatmentSummary>
      ) : null}
      {products.length || specialist ? (
        <div className={styles.accordions}>
          {products.length ? (
            <details
              className={styles.accordion}
              {...trackOpen({ ...card, location: RECOMMENDED_PRODUCTS_TITLE })}
            >
              <summary className={styles.accordionSummary}>
                <span>{RECOMMENDED_PRODUCTS_TITLE}</span>
                <Chevron className={styles.chevron} />
              </summary>
              <div className={styles.panel}>
                <ul className={styles.products}>
                  {products.map((product) => {
                    const track = {
                      category: TREATMENT_PRODUCT_CATEGORY,
                      location: name,
                      name: product.name,
                      brand: product.brand || undefined,
                      productId: product.productId ?? undefined,
                      variant: product.variantId || undefined,
                      position: product.position,
                    }
                    return (
                      <li
                        key={product.key}
                        className={styles.product}
                        {...trackView(track)}
                        {...commerceAttrs(product.productId, product.position)}
                      >
                        {product.image ? (
                          <img
                            className={styles.productImage}
                            src={product.image.src}
                            srcSet={product.image.srcSet}
                            sizes={product.image.srcSet ? '72px' : undefined}
                            alt={product.image.alt}
                            width={72}
                            height={72}
                            loading="lazy"
                            decoding="async"
                          />
                        ) : null}
                        <div className={styles.productText}>
                          <p className={styles.productName}>{product.name}</p>
                          {product.brand ? <p className={styles.productBrand}>{product.brand}</p> : null}
                        </div>
                        {product.href ? (
                          <AffiliateLink
                            className={styles.productCta}
                            href={product.href}
                            placement={{ widget: 'treatmentCard', position: product.position }}
                            clickTrackingHosts={context.commerce.clickTrackingHosts}
                            track={{ ...track, text: product.ctaText }}
                          >
                            {product.ctaText}
                            <span className="visually-hidden">{` — ${product.name} (opens in a new tab)`}</span>
                          </AffiliateLink>
                        ) : null}
                      </li>
                    )
                  })}
                </ul>
                {disclaimer ? (
                  <p className={styles.disclaimer}>
                    We may earn a commission if you buy through these links.{' '}
                    <a href={context.commerce.vettingPagePath}>How we vet brands and products</a>
                  </p>
                ) : null}
              </div>
            </details>
          ) : null}
          {specialist ? (
            <details
              className={styles.accordion}
              {...trackOpen({ ...card, location: FIND_A_SPECIALIST_TITLE })}
            >
              <summary className={styles.accordionSummary}>
                <span>{FIND_A_SPECIALIST_TITLE}</span>
                <Chevron className={styles.chevron} />
              </summary>
              <div className={styles.panel}>
                {specialist.description ? (
                  <p className={styles.specialistText}>{specialist.description}</p>
                ) : null}
                {specialist.outbound ? (
                  <AffiliateLink
                    className={styles.specialistCta}
                    href={specialist.href}
                    placement={{ widget: 'treatmentCard', position: ordinal }}
                    clickTrackingHosts={context.commerce.clickTrackingHosts}
                    track={{ ...card, location: FIND_A_SPECIALIST_TITLE, text: specialist.text }}
                  >
                    {specialist.text}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </AffiliateLink>
                ) : (
                  <a className={styles.specialistCta} href={specialist.href}>
                    {specialist.text}
                  </a>
                )}
              </div>
            </details>
          ) : null}
        </div>
      ) : null}
    </article>
  )
}

import type { TreatmentCardBlock } from '@/cms/payload-types'
import { plainTextFromRichText } from '@/content/lexical'
import { RichText } from '@/content/RichText'
import { showsAffiliateDisclaimer } from '@/lib/affiliate/links'
import { cx } from '@/lib/cx'
import { textOf } from '@/lib/text'
import { trackOpen, trackView } from '@/lib/trackingAttrs'
import kit from '../commerce/commerce.module.css'
import { CommissionNote, Disclosure, ItemRow, ShopButton, SiteButton } from '../commerce/Item'
import { commerceAttrs, widgetDomId } from '../commerce/rules'
import prose from '../prose/prose.module.css'
import type { WidgetProps } from '../types'
import { TreatmentSummary } from './TreatmentCard.lazy.client'
import styles from './TreatmentCard.module.css'
import {
  FIND_A_SPECIALIST_TITLE,
  RECOMMENDED_PRODUCTS_TITLE,
  specialistCta,
  treatmentProducts,
} from './treatmentCard'
// The stylesheets of deferred islands rendered here (their code, and the CSS it imports, load later):
// linked with the page so that their server HTML is styled from the start. The conventions test keeps this whole.
import '@/widgets/collapse/collapse.module.css'

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
    <article className={kit.card} aria-labelledby={`${baseId}-name`} {...trackView(card)}>
      <h3 id={`${baseId}-name`} className={styles.name}>
        {name}
      </h3>
      {hasDescription ? (
        <TreatmentSummary id={`${baseId}-summary`}>
          <RichText
            data={block.treatmentDescription}
            className={cx(prose.text, styles.description)}
            siteHost={context.siteHost}
            headingOffset={2}
          />
        </TreatmentSummary>
      ) : null}
      {products.length || specialist ? (
        <div className={styles.accordions}>
          {products.length ? (
            <Disclosure
              title={RECOMMENDED_PRODUCTS_TITLE}
              className={styles.accordion}
              attrs={trackOpen({ ...card, location: RECOMMENDED_PRODUCTS_TITLE })}
            >
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
                    <ItemRow
                      key={product.key}
                      className={styles.product}
                      attrs={{ ...trackView(track), ...commerceAttrs(product.productId, product.position) }}
                      image={product.image}
                      imageSize={72}
                      name={product.name}
                      button={
                        product.href ? (
                          <ShopButton
                            className={styles.cta}
                            href={product.href}
                            widget="treatmentCard"
                            position={product.position}
                            context={context}
                            track={track}
                            text={product.ctaText}
                            about={product.name}
                          />
                        ) : null
                      }
                    >
                      {product.brand ? <p className={styles.productBrand}>{product.brand}</p> : null}
                    </ItemRow>
                  )
                })}
              </ul>
              {disclaimer ? (
                <CommissionNote
                  className={styles.disclaimer}
                  text="We may earn a commission if you buy through these links."
                  context={context}
                />
              ) : null}
            </Disclosure>
          ) : null}
          {specialist ? (
            <Disclosure
              title={FIND_A_SPECIALIST_TITLE}
              className={styles.accordion}
              attrs={trackOpen({ ...card, location: FIND_A_SPECIALIST_TITLE })}
            >
              {specialist.description ? (
                <p className={styles.specialistText}>{specialist.description}</p>
              ) : null}
              {specialist.outbound ? (
                <ShopButton
                  className={styles.cta}
                  href={specialist.href}
                  widget="treatmentCard"
                  position={ordinal}
                  context={context}
                  track={{ ...card, location: FIND_A_SPECIALIST_TITLE }}
                  text={specialist.text}
                />
              ) : (
                <SiteButton className={styles.cta} href={specialist.href}>
                  {specialist.text}
                </SiteButton>
              )}
            </Disclosure>
          ) : null}
        </div>
      ) : null}
    </article>
  )
}

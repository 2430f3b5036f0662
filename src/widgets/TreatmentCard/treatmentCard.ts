/**
 * Pure rules for the treatment card (000 §3 "Treatment card", §4 "Treatment card summary" and "Treatment
 * accordions", §5, §9). No React.
 */
import type { TreatmentCardBlock } from '@/cms/payload-types'
import type { ImageView } from '@/content/image'
import { safeHref } from '@/lib/links'
import { textOf } from '@/lib/text'
import { itemImage, itemProductId, placedProduct, shopHref } from '../commerce/rules'

/** The summary toggle is offered only when the description is taller than this (000 §9; the collapse kit). */
export const SUMMARY_TOGGLE_THRESHOLD_PX = 172
/** Collapsed, the description shows this much: 150 px on phones, 155 px from 768 px up (000 §9). */
export const COLLAPSED_HEIGHT_PX = { mobile: 150, larger: 155 } as const

/** The accordions' titles (000 §4), verbatim. */
export const RECOMMENDED_PRODUCTS_TITLE = 'Recommended products:'
export const FIND_A_SPECIALIST_TITLE = 'Find a specialist'

/** A product's button text when the editor leaves it empty. */
export const DEFAULT_PRODUCT_CTA = 'SHOP NOW'

export type TreatmentProduct = {
  key: string
  name: string
  brand: string
  image: ImageView | null
  ctaText: string
  /** The shop link; null when empty (000 §5: no link then). */
  href: string | null
  productId: string | null
  variantId: string
  /** 1-based place in the card's list. */
  position: number
}

/** The recommended products shown: each needs a name (its own or the picked product's). */
export function treatmentProducts(items: TreatmentCardBlock['recommendedProducts']): TreatmentProduct[] {
  const shown: TreatmentProduct[] = []
  for (const [index, raw] of (Array.isArray(items) ? items : []).entries()) {
    if (typeof raw !== 'object' || raw === null) continue
    const product = placedProduct(raw.product)
    const name = textOf(raw.name) || textOf(product?.productTitle)
    if (!name) continue
    const href = shopHref(raw.productCtaUrl) ?? shopHref(product?.ctaUrl)
    const variantId = textOf(raw.variantId) || textOf(product?.variantId)
    shown.push({
      key: textOf(raw.id) || `product-${index}`,
      name,
      brand: textOf(raw.brand) || textOf(product?.productBrand),
      image: itemImage({ upload: raw.image, src: raw.imgUrl, alt: raw.imageAlt, product, fallbackAlt: name }),
      ctaText: textOf(raw.cta) || DEFAULT_PRODUCT_CTA,
      href,
      productId: itemProductId({ href, variantId, product }),
      variantId,
      position: shown.length + 1,
    })
  }
  return shown
}

export type SpecialistCta = {
  text: string
  href: string
  /** A web address (a partner's or another site's): linked out through `AffiliateLink`. */
  outbound: boolean
  description: string
}

/** The "Find a specialist" accordion's content, or null: it needs both the button text and a link (000 §5). */
export function specialistCta(
  block: Pick<TreatmentCardBlock, 'specialistCtaText' | 'specialistCtaUrl' | 'specialistDescription'>,
): SpecialistCta | null {
  const text = textOf(block.specialistCtaText)
  const href = safeHref(block.specialistCtaUrl)
  if (!text || !href) return null
  return {
    text,
    href,
    outbound: /^https?:\/\//i.test(href),
    description: textOf(block.specialistDescription),
  }
}

/** Pure rules for the featured-partner offers box (001 §2 "Widgets in this document"). No React. */
import type { FeaturedPartnerOffersBlock } from '@/cms/payload-types'
import type { ImageView } from '@/content/image'
import { textOf } from '@/lib/text'
import { itemImage, itemProductId, placedProduct, shopHref } from '../commerce/rules'

export const DEFAULT_OFFERS_TITLE = 'Offers from our featured partners'
export const DEFAULT_OFFER_CTA = 'See offer'
/** More offers than this read as an ad wall; the editor cannot add more. */
export const MAX_OFFERS = 6

/** The box's heading: the editor's, else the default. */
export function offersTitle(title: unknown): string {
  return textOf(title) || DEFAULT_OFFERS_TITLE
}

export type PartnerOffer = {
  key: string
  name: string
  offer: string
  image: ImageView | null
  href: string
  ctaText: string
  productId: string | null
  /** 1-based place among the offers shown. */
  position: number
}

/**
 * The offers shown, in order: each needs a name, an offer and a web address to lead to (taken from the
 * picked product where left empty: its name, discount and shop link). At most `MAX_OFFERS`.
 */
export function partnerOffers(offers: FeaturedPartnerOffersBlock['offers']): PartnerOffer[] {
  const shown: PartnerOffer[] = []
  for (const [index, raw] of (Array.isArray(offers) ? offers : []).entries()) {
    if (shown.length === MAX_OFFERS) break
    if (typeof raw !== 'object' || raw === null) continue
    const product = placedProduct(raw.product)
    const name = textOf(raw.name) || textOf(product?.productTitle)
    const offer = textOf(raw.offer) || textOf(product?.discount)
    const href = shopHref(raw.ctaUrl) ?? shopHref(product?.ctaUrl)
    if (!name || !offer || !href) continue
    shown.push({
      key: textOf(raw.id) || `offer-${index}`,
      name,
      offer,
      image: itemImage({ product, fallbackAlt: name }),
      href,
      ctaText: textOf(raw.ctaText) || DEFAULT_OFFER_CTA,
      productId: itemProductId({ href, product }),
      position: shown.length + 1,
    })
  }
  return shown
}

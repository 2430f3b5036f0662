/** Pure rules for the affiliate ad (000 §3 "Affiliate ad"). No React. */
import type { AffiliateAdBlock } from '@/cms/payload-types'
import type { ImageView } from '@/content/image'
import { textOf } from '@/lib/text'
import { itemImage, itemProductId, placedProduct, placementPosition, shopHref } from '../commerce/rules'

/** The button's words when the editor leaves them empty. */
export const AFFILIATE_AD_DEFAULT_CTA = 'SHOP NOW'

export type AffiliateAdView = {
  mainText: string
  subText: string
  discount: string
  brand: string
  image: ImageView | null
  href: string
  ctaText: string
  productId: string | null
  position: number
}

/**
 * What the ad shows, with what is left empty taken from the picked product. Null (nothing rendered) without
 * a main text or without a web address to lead to: an ad that goes nowhere is not shown.
 */
export function affiliateAdView(block: AffiliateAdBlock, ordinal: number): AffiliateAdView | null {
  const product = placedProduct(block.product)
  const mainText = textOf(block.mainText) || textOf(product?.productTitle)
  const href = shopHref(block.ctaUrl) ?? shopHref(product?.ctaUrl)
  if (!mainText || !href) return null
  return {
    mainText,
    subText: textOf(block.subText),
    discount: textOf(block.discount) || textOf(product?.discount),
    brand: textOf(block.brand) || textOf(product?.productBrand),
    image: itemImage({
      upload: block.image,
      src: block.imgSrc,
      alt: block.imageAlt,
      product,
      fallbackAlt: mainText,
    }),
    href,
    ctaText: textOf(block.ctaText) || AFFILIATE_AD_DEFAULT_CTA,
    productId: itemProductId({ href, product }),
    position: placementPosition(block.position, ordinal),
  }
}

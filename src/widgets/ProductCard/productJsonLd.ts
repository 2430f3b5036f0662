/**
 * schema.org Product nodes for the page's structured data, one per product card (each product once): name,
 * brand, image, the offer (shop link and price) when a price is known, the AggregateRating when the card
 * shows a rating with a count, and our Review (reviewer, body, the Overall score) when there is one. Pure.
 */
import type { Product, ProductCardBlock } from '@/cms/payload-types'
import { imageView } from '@/content/image'
import { safeHref } from '@/lib/links'
import { textOf } from '@/lib/text'
import { placedProduct } from '../commerce/rules'
import type { JsonLdNode, StructuredDataPage } from '../types'
import { cardHighlights, productAnchorId, ratingText } from './productCard'
import { overallScore, reviewBody, reviewTitle } from './review'

/** The first dollar amount of a price text as a schema.org price ("$1,299" → "1299"); null without one. */
export function priceOffer(value: string): { price: string; priceCurrency: 'USD' } | null {
  const match = /\$\s?(\d[\d,]*(?:\.\d+)?)/.exec(value)
  if (!match?.[1]) return null
  return { price: match[1].replace(/,/g, ''), priceCurrency: 'USD' }
}

/**
 * The shop link as the offer's URL: web addresses only, without the per-view placeholders
 * ({correlationId}, {location}, {subId}) the browser or the card fills in.
 */
export function offerUrl(href: unknown): string | null {
  const safe = safeHref(href)
  if (!safe || !/^https?:\/\//i.test(safe)) return null
  try {
    const url = new URL(safe)
    for (const [key, value] of [...url.searchParams]) {
      if (/[{}]/.test(value)) url.searchParams.delete(key)
    }
    return url.toString()
  } catch {
    return null
  }
}

function absolute(src: string | null | undefined, pageUrl: string): string | null {
  if (!src) return null
  try {
    return new URL(src, pageUrl).href
  } catch {
    return null
  }
}

/** One product's schema.org Product node, with `id` (the card's anchor on the page) as its `@id`. */
export function productJsonLd(product: Product, opts: { id: string; pageUrl: string }): JsonLdNode {
  const node: JsonLdNode = { '@type': 'Product', '@id': opts.id, name: textOf(product.productTitle) }

  const brand = textOf(product.productBrand)
  if (brand) node.brand = { '@type': 'Brand', name: brand }

  const image = absolute(imageView(product.image)?.src ?? safeHref(product.imgSrc), opts.pageUrl)
  if (image) node.image = image

  const priceHighlight = cardHighlights(product).find((h) => h.label.toLowerCase() === 'price')
  const price = priceOffer(priceHighlight?.value ?? textOf(product.price))
  if (price) {
    const url = offerUrl(product.ctaUrl)
    node.offers = { '@type': 'Offer', ...(url ? { url } : {}), ...price }
  }

  const rating = ratingText(product)
  const count = product.numberOfRatings
  if (rating && typeof count === 'number' && Number.isFinite(count) && count >= 1) {
    node.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Number(rating),
      bestRating: 5,
      ratingCount: Math.floor(count),
    }
  }

  const body = reviewBody(product.productReview)
  const author = textOf(product.reviewAuthorName)
  if (body?.text && author) {
    const overall = overallScore(product.proprietaryReviews)
    node.review = {
      '@type': 'Review',
      name: reviewTitle(product),
      author: { '@type': 'Person', name: author },
      reviewBody: body.text.replace(/\s*\n\s*/g, ' '),
      ...(overall === null
        ? {}
        : { reviewRating: { '@type': 'Rating', ratingValue: overall, bestRating: 5, worstRating: 0 } }),
    }
  }
  return node
}

/**
 * The product cards' Product nodes, in page order: the card at position n (counting every card, deleted
 * products too, as the anchors do) is `<page>#product-1-n`. A product placed twice is described once.
 */
export function productCardsJsonLd(blocks: ProductCardBlock[], page: StructuredDataPage): JsonLdNode[] {
  const seen = new Set<string>()
  return blocks.flatMap((block, index) => {
    const product = placedProduct(block.product)
    if (!product || !textOf(product.productTitle)) return []
    const key = String(product.id ?? product.productTitle)
    if (seen.has(key)) return []
    seen.add(key)
    return [productJsonLd(product, { id: `${page.url}#${productAnchorId(index + 1)}`, pageUrl: page.url })]
  })
}

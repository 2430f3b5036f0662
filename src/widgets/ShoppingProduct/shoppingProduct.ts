import { addressImageView, type ImageView } from '@/content/image'
import { isRecord } from '@/content/lexical'
import { safeHref } from '@/lib/links'
import { textOf } from '@/lib/text'
import { DEFAULT_CTA_TEXT, withThousands } from '../commerce/rules'

/** The offer button's words when an offer has neither price nor retailer (000 §5). */
export const DEFAULT_OFFER_TEXT = DEFAULT_CTA_TEXT
/** Under the buttons when one goes to a listed partner (000 §5 affiliate disclaimer). */
export const COMMISSION_NOTE = 'We may earn a commission when you buy through these links.'
/** Shown for an offer marked as discounted whose discount text is empty. */
export const DISCOUNT_FALLBACK_TEXT = 'Discount available'

const dollars = (whole: number, cents: string): string =>
  `$${whole.toLocaleString('en-US')}${cents ? `.${cents.padEnd(2, '0')}` : ''}`

/**
 * An offer's price as shown: a plain amount gets one dollar sign and thousands separators ("1299" and
 * "$1299" → "$1,299", "$1299.00" → "$1,299.00"); other wording is kept, with separators added to its dollar
 * amounts ("From $1299" → "From $1,299"). Null when there is no price.
 */
export function formatOfferPrice(price: unknown): string | null {
  if (typeof price === 'number') {
    if (!Number.isFinite(price) || price < 0) return null
    const [whole, cents = ''] = (Number.isInteger(price) ? String(price) : price.toFixed(2)).split('.')
    return dollars(Number(whole), cents)
  }
  const value = textOf(price)
  if (!value) return null
  const amount = /^\$*\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(value)
  if (amount) return dollars(Number(amount[1]!.replace(/,/g, '')), amount[2] ?? '')
  return withThousands(value.replace(/^\$+/, '$'))
}

/**
 * The offer button's words (000 §5 "Affiliate-offer button text"): "{price} FROM {retailer}" when there is a
 * price; "SHOP NOW AT {retailer}" when there is a retailer and no price; "SHOP NOW" otherwise. A price with no
 * retailer (the spec is silent) reads "SHOP NOW FOR {price}".
 */
export function offerButtonText(offer: { price?: unknown; retailer?: unknown }): string {
  const price = formatOfferPrice(offer.price)
  const retailer = textOf(offer.retailer)
  if (price && retailer) return `${price} FROM ${retailer}`
  if (price) return `${DEFAULT_OFFER_TEXT} FOR ${price}`
  if (retailer) return `${DEFAULT_OFFER_TEXT} AT ${retailer}`
  return DEFAULT_OFFER_TEXT
}

export type ShoppingOffer = {
  key: string
  /** 1-based among the offers shown (placement and tracking). */
  position: number
  href: string
  price: string | null
  retailer: string | null
  discount: string | null
  buttonText: string
}

/** A web address (http or https), or null: offers lead to shops, never to site paths or scripts. */
function webHref(value: unknown): string | null {
  const href = safeHref(value)
  return href && /^https?:\/\//i.test(href) ? href : null
}

/**
 * The offers shown (000 §3 "Shopping product"): each with its shop link (the product's link override, when
 * set, replaces every offer's own link), formatted price, retailer, discount and button words. Offers without
 * a usable link are skipped. With no offer listed, a link override alone still gives one "SHOP NOW" offer.
 */
export function shoppingOffers(offers: unknown, linkOverride: unknown): ShoppingOffer[] {
  const override = webHref(linkOverride)
  const stored = Array.isArray(offers) ? offers : []
  const shown = stored.flatMap((raw, index) => {
    if (!isRecord(raw)) return []
    const href = override ?? webHref(raw.url)
    if (!href) return []
    const retailer = isRecord(raw.retailer) ? textOf(raw.retailer.name) : textOf(raw.retailer)
    const discount =
      raw.discountAvailable === true ? textOf(raw.discountText) || DISCOUNT_FALLBACK_TEXT : null
    return [
      {
        key: textOf(raw.id) || `offer-${index}`,
        href,
        price: formatOfferPrice(raw.price),
        retailer: retailer || null,
        discount,
        buttonText: offerButtonText({ price: raw.price, retailer }),
      },
    ]
  })
  if (shown.length === 0 && override)
    shown.push({
      key: 'offer-override',
      href: override,
      price: null,
      retailer: null,
      discount: null,
      buttonText: DEFAULT_OFFER_TEXT,
    })
  return shown.map((offer, i) => ({ ...offer, position: i + 1 }))
}

export type ProductImage = ImageView & { width: number; height: number }

const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null

/**
 * The product image (url, alt, width, height): described by the product name when it has no description of
 * its own; its width and height give the box its shape before the image loads (square when not given). Null
 * without a safe address.
 */
export function productImageOf(image: unknown, productName: string): ProductImage | null {
  if (!isRecord(image)) return null
  const src = safeHref(image.url)
  if (!src || src.startsWith('#') || src.startsWith('?') || /^(mailto|tel):/i.test(src)) return null
  const width = positive(image.width)
  const height = positive(image.height)
  // Through the image proxy (unless on a product's own media host, 001 §7), at the ladder widths up to its own.
  const view = addressImageView(src, textOf(image.alt) || productName, { width, height })
  return {
    ...(view ?? { src, alt: textOf(image.alt) || productName }),
    width: width && height ? width : 1,
    height: width && height ? height : 1,
  }
}

export type ShoppingSpec = { key: string; title: string; text: string }

/** The specs with both a title and a text, in order. */
export function specsOf(specs: unknown): ShoppingSpec[] {
  if (!Array.isArray(specs)) return []
  return specs.flatMap((raw, index) => {
    if (!isRecord(raw)) return []
    const title = textOf(raw.title)
    const value = textOf(raw.text)
    return title && value ? [{ key: textOf(raw.id) || `spec-${index}`, title, text: value }] : []
  })
}

/** The card's layout: 'table' when chosen, 'list' otherwise (the default). */
export function cardLayout(cardType: unknown): 'list' | 'table' {
  return cardType === 'table' ? 'table' : 'list'
}

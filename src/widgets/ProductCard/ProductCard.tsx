import type { CSSProperties } from 'react'
import type { Product, ProductCardBlock } from '@/cms/payload-types'
import { addressImageView, imageView } from '@/content/image'
import { Picture } from '@/content/Picture'
import { cx } from '@/lib/cx'
import { safeHref } from '@/lib/links'
import { textOf } from '@/lib/text'
import { commerceCount, type TrackFields, trackView } from '@/lib/trackingAttrs'
import { DiscountLine, ShopButton } from '../commerce/Item'
import { placedProduct, ratingWord, VETTING_LINK_TEXT } from '../commerce/rules'
import type { WidgetContext, WidgetProps } from '../types'
import { BadgeIcon } from './BadgeIcon'
import type { ReviewPlacement } from './CardLink'
import { CardLink } from './CardLink'
import { CarouselArrowButtons } from './CarouselArrowButtons'
import { showsCarousel } from './carousel'
import { LazyCarouselArrows } from './ProductCard.lazy.client'
import styles from './ProductCard.module.css'
import { ProductAccordions, ProductReviewBlock } from './ProductReview'
import {
  badgeTags,
  cardBackground,
  cardDisclaimer,
  cardFlags,
  cardHighlights,
  cardTags,
  ctaText,
  featuredPartnerNote,
  linkKind,
  productAnchorId,
  ratingCountText,
  ratingText,
  starFill,
  TRACK_CATEGORY,
  trackingProductId,
} from './productCard'

/** Where on the page a card sits, for the data layer's `location`. */
type CardLocation = 'product card' | 'product card group'

type ProductCardProps = WidgetProps<ProductCardBlock> & { location?: CardLocation }

/**
 * One product card (000 §3 "Product card", 001 §3, 002 §3.7): the award line, flags, photo, name, brand,
 * tags, rating, founder badges, highlights (with explanations and the COA's lab certificate), discount, the
 * shop button and the commission note; then the review block and the three accordions. Its id is
 * `product-1-<ordinal>` (quick-look links jump to it); its views and clicks are counted by the page's
 * tracking island from data attributes. Renders nothing when the product was deleted.
 */
export function ProductCard({ block, context, ordinal = 1, location = 'product card' }: ProductCardProps) {
  const product = placedProduct(block.product)
  if (!product) return null

  const anchor = productAnchorId(ordinal)
  const title = textOf(product.productTitle)
  const brand = textOf(product.productBrand)
  const featured = product.isFeaturedPartner === true
  const track: TrackFields = {
    category: TRACK_CATEGORY,
    location,
    name: title,
    position: ordinal,
    brand,
    productId: trackingProductId(product),
    variant: textOf(product.variantId),
    formatType: 'productCard',
  }
  const placement: ReviewPlacement = { anchor, position: ordinal, context, track }
  const superlative = textOf(block.superlative) || textOf(product.superlative)
  // The placement's colour when it is usable, else the product's own.
  const bg = cardBackground(block.bgColor) ?? cardBackground(product.bgColor)
  const flags = cardFlags(product)

  return (
    <article
      id={anchor}
      className={styles.card}
      style={bg ? ({ '--card-bg': bg } as CSSProperties) : undefined}
      aria-labelledby={`${anchor}-title`}
      {...trackView(track)}
      {...commerceCount({ productId: product.id, position: ordinal })}
    >
      {superlative ? <p className={styles.superlative}>{superlative}</p> : null}
      <div className={styles.body}>
        <CardImage product={product} eager={ordinal === 1} />
        <div className={styles.head}>
          {flags.length > 0 ? (
            <ul className={styles.flags} aria-label="About this pick">
              {flags.map((flag) => (
                <li
                  key={flag.key}
                  className={cx(styles.flag, flag.key === 'featuredPartner' && styles.flagPartner)}
                >
                  {flag.label}
                </li>
              ))}
            </ul>
          ) : null}
          {featured ? (
            <p className={styles.partnerNote}>
              {featuredPartnerNote(context.commerce.featuredPartnerExplanation)}
            </p>
          ) : null}
          <h3 id={`${anchor}-title`} className={styles.title}>
            {title}
          </h3>
          {brand ? <p className={styles.brand}>{brand}</p> : null}
          <Tags value={product.tags} />
          <Rating product={product} hideInTest={context.commerce.ratingRowTestPage} />
          <Badges value={product.hesiBadgeTags} />
        </div>
        <div className={styles.offer}>
          <Highlights product={product} placement={placement} sponsored={featured} />
          {textOf(product.discount) ? (
            <DiscountLine text={textOf(product.discount)} source="product card" className={styles.discount} />
          ) : null}
          <Cta product={product} placement={placement} sponsored={featured} />
          <Disclaimer product={product} context={context} />
        </div>
      </div>
      <ProductReviewBlock product={product} placement={placement} />
      <ProductAccordions product={product} placement={placement} />
    </article>
  )
}

/** The photo: 90 px on phones, 170 px from the first widget breakpoint, 200 px from the second (000 §9). */
const CARD_IMAGE_DISPLAY = { mobile: 90, desktop: 200 }

function CardImage({ product, eager }: { product: Product; eager: boolean }) {
  const name = textOf(product.productTitle)
  const picture =
    imageView(product.image, textOf(product.imgAlt) || name) ??
    addressImageView(safeHref(product.imgSrc), textOf(product.imgAlt) || name)
  if (!picture) return <div className={styles.media} />
  // Through the image proxy; a picture on the product's own media host at its own address (001 §7).
  return (
    <div className={styles.media}>
      <Picture
        image={picture}
        display={CARD_IMAGE_DISPLAY}
        imgClassName={styles.image}
        alt={picture.alt || name}
        width={200}
        height={200}
        loading={eager ? 'eager' : 'lazy'}
      />
    </div>
  )
}

function Tags({ value }: { value: unknown }) {
  const tags = cardTags(value)
  if (tags.length === 0) return null
  return (
    <ul className={styles.tags} aria-label="Product features">
      {tags.map((tag) => (
        <li key={tag} className={styles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  )
}

/**
 * The rating row: five stars filled to the rating, the rating out of 5, its word (001 §5) and the number of
 * ratings. Nothing when the product hides its rating. On the rating-row test pages, readers in the test's
 * hideRating group do not see it (CSS on the attribute the experiments script sets before first paint).
 */
function Rating({ product, hideInTest }: { product: Product; hideInTest: boolean }) {
  const rating = ratingText(product)
  if (!rating) return null
  const count = ratingCountText(product.numberOfRatings)
  return (
    <p className={cx(styles.rating, hideInTest && styles.ratingTest)}>
      <span
        className={styles.stars}
        style={{ '--fill': `${starFill(Number(rating))}%` } as CSSProperties}
        aria-hidden="true"
      >
        ★★★★★
      </span>
      <span className={styles.ratingValue}>{rating}</span>
      <span className={styles.outOf}> out of 5</span>
      <span className={styles.ratingWord}> {ratingWord(Number(rating))}</span>
      {count ? <span className={styles.count}> ({count})</span> : null}
    </p>
  )
}

function Badges({ value }: { value: unknown }) {
  const tags = badgeTags(value)
  if (tags.length === 0) return null
  return (
    <ul className={styles.badges} aria-label="Founders">
      {tags.map((tag) => (
        <li key={tag} className={styles.badge}>
          <BadgeIcon tag={tag} className={styles.badgeIcon} />
          {tag}
        </li>
      ))}
    </ul>
  )
}

/**
 * An explanation behind a small "i" (a toggletip): a native disclosure, so it opens and closes with a click,
 * Enter or Space and screen readers announce it; no JavaScript. It opens below the value, across the
 * highlights, over what follows, so nothing moves.
 */
function Toggletip({ label, children }: { label: string; children: string }) {
  return (
    <details className={styles.tip}>
      <summary className={styles.tipButton}>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
          <circle cx="8" cy="8" r="6.8" fill="none" stroke="currentColor" strokeWidth="1.4" />
          <path d="M8 7.2v4.2" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          <circle cx="8" cy="4.9" r="1" fill="currentColor" />
        </svg>
        <span className="visually-hidden">About {label}</span>
      </summary>
      <p className={styles.tipText}>{children}</p>
    </details>
  )
}

function Highlights({
  product,
  placement,
  sponsored,
}: {
  product: Product
  placement: ReviewPlacement
  sponsored: boolean
}) {
  const highlights = cardHighlights(product)
  if (highlights.length === 0) return null
  return (
    <dl className={styles.highlights}>
      {highlights.map((h, i) => (
        <div key={`${i}-${h.label}`} className={styles.highlight}>
          <dt className={styles.highlightLabel}>{h.label}</dt>
          <dd className={styles.highlightValue}>
            {h.linkUrl ? (
              <CardLink href={h.linkUrl} label={h.label} placement={placement} sponsored={sponsored}>
                {h.value}
              </CardLink>
            ) : (
              h.value
            )}
            {h.tooltip ? <Toggletip label={h.label}>{h.tooltip}</Toggletip> : null}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** The shop button (the kit's, an affiliate link); nothing when the product's shop link is not a web address. */
function Cta({
  product,
  placement,
  sponsored,
}: {
  product: Product
  placement: ReviewPlacement
  sponsored: boolean
}) {
  const href = safeHref(product.ctaUrl)
  if (!href || linkKind(href, placement.context.siteHost) === null) return null
  const words = ctaText(product.ctaText)
  const name = textOf(product.productName) || textOf(product.productTitle)
  const store = textOf(product.destinationStore)
  return (
    <div className={styles.ctaRow}>
      <ShopButton
        className={styles.cta}
        href={href}
        widget="productCard"
        position={placement.position}
        sponsored={sponsored}
        context={placement.context}
        track={{ ...placement.track, linkUrl: href }}
        text={words}
        hint={` – ${name}${store ? ` at ${store}` : ''} (opens in a new tab)`}
      />
    </div>
  )
}

/**
 * The commission note (000 §5, 001 §3): the phone note below 768 px, the larger-screen note from 768 px,
 * with a link to how brands and products are vetted. Only for a partner's link with the note switched on.
 */
function Disclaimer({ product, context }: { product: Product; context: WidgetContext }) {
  const note = cardDisclaimer(product, context.commerce.partnerDomains)
  if (!note) return null
  const vetting = safeHref(context.commerce.vettingPagePath)
  return (
    <p className={styles.disclaimer}>
      <span className={styles.disclaimerMobile}>{note.mobile}</span>
      <span className={styles.disclaimerDesktop}>{note.desktop}</span>
      {vetting ? (
        <>
          {' '}
          <a className={styles.textLink} href={vetting}>
            {VETTING_LINK_TEXT}
          </a>
        </>
      ) : null}
    </p>
  )
}

/**
 * Consecutive product cards (001 §4 "Widget grouping"), as one list. For readers in the high-propensity
 * commerce test (`html[data-ab-commerce-carousel='carousel']`, set before first paint) and with more than one
 * card, the same HTML shows as a carousel (000 §4): the page's carousel title, back and forward arrows, one
 * card per view (two between the first and second widget breakpoints), scroll-snapped. Everyone else sees
 * the list. CSS switches between them, so the cached page is the same for every reader and nothing shifts.
 */
export function ProductCardGroup({
  blocks,
  context,
  firstOrdinal = 1,
}: {
  blocks: ProductCardBlock[]
  context: WidgetContext
  firstOrdinal?: number
}) {
  const cards = blocks
    .map((block, i) => ({ block, ordinal: firstOrdinal + i }))
    .filter(({ block }) => placedProduct(block.product) !== null)
  if (cards.length === 0) return null
  const carousel = showsCarousel(cards.length)
  const trackId = `product-carousel-${firstOrdinal}`
  const title = textOf(context.commerce.carouselTitle)

  return (
    <section
      className={cx(styles.group, carousel && styles.carousel)}
      aria-labelledby={title ? `${trackId}-title` : undefined}
      aria-label={title ? undefined : 'Recommended products'}
    >
      {carousel ? (
        <div className={styles.carouselHead}>
          {title ? (
            <h2 id={`${trackId}-title`} className={styles.carouselTitle}>
              {title}
            </h2>
          ) : null}
          <LazyCarouselArrows leafProps={{ trackId }}>
            <CarouselArrowButtons trackId={trackId} atStart atEnd />
          </LazyCarouselArrows>
        </div>
      ) : null}
      <ol id={trackId} className={styles.groupList}>
        {cards.map(({ block, ordinal }) => (
          <li key={block.id ?? ordinal} className={styles.groupItem}>
            <ProductCard block={block} context={context} ordinal={ordinal} location="product card group" />
          </li>
        ))}
      </ol>
    </section>
  )
}

import type { ProductCardBlock } from '@/cms/payload-types'
import { imageView } from '@/content/image'
import { linkAttributes, safeHref } from '@/lib/links'
import type { WidgetProps } from '../types'
import styles from './ProductCard.module.css'
import { cardBackground, formatPriceLabel, placedProduct, ratingText } from './productCard'

/** One affiliate product card: image, superlative, title, rating, highlights, discount and CTA. */
export function ProductCard({ block, context }: WidgetProps<ProductCardBlock>) {
  const product = placedProduct(block.product)
  if (!product) return null
  const image = imageView(product.image, product.imgAlt || product.productTitle)
  const imgSrc = image?.src ?? safeHref(product.imgSrc)
  const href = safeHref(product.ctaUrl)
  const rating = ratingText(product)
  const superlative = block.superlative || product.superlative
  // The placement's colour when it is usable, else the product's own.
  const bg = cardBackground(block.bgColor) ?? cardBackground(product.bgColor)
  return (
    <article
      className={styles.card}
      style={bg ? { backgroundColor: bg } : undefined}
      aria-label={product.productTitle}
    >
      {superlative ? <p className={styles.superlative}>{superlative}</p> : null}
      <div className={styles.body}>
        {imgSrc ? (
          <img
            className={styles.image}
            src={imgSrc}
            alt={image?.alt ?? product.imgAlt ?? product.productTitle}
            width={170}
            height={170}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <div className={styles.main}>
          <h3 className={styles.title}>{product.productTitle}</h3>
          <p className={styles.brand}>{product.productBrand}</p>
          {rating ? (
            <p className={styles.rating}>
              <span aria-hidden="true">★ </span>
              {rating}
              <span className={styles.outOf}> out of 5</span>
              {product.numberOfRatings ? (
                <span className={styles.count}>
                  {' '}
                  ({product.numberOfRatings.toLocaleString('en-US')} ratings)
                </span>
              ) : null}
            </p>
          ) : null}
          {product.highlights?.length ? (
            <dl className={styles.highlights}>
              {product.highlights.map((h, i) => (
                <div key={h.id ?? i}>
                  <dt>{h.label}</dt>
                  <dd>{h.label === 'Price' ? formatPriceLabel(h.value) : h.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {product.discount ? <p className={styles.discount}>{product.discount}</p> : null}
          {href ? (
            <a
              className={styles.cta}
              {...linkAttributes(href, context.siteHost, { newTab: true, sponsored: true })}
            >
              {product.ctaText || 'SHOP NOW'}
              <span className="visually-hidden"> (opens {product.productBrand} in a new tab)</span>
            </a>
          ) : null}
        </div>
      </div>
    </article>
  )
}

/** Consecutive product cards shown as one group (001 §4 "Widget grouping"). */
export function ProductCardGroup({
  blocks,
  context,
}: {
  blocks: ProductCardBlock[]
  context: WidgetProps<ProductCardBlock>['context']
}) {
  return (
    <section className={styles.group} aria-label="Recommended products">
      <ol className={styles.groupList}>
        {blocks.map((block, i) => (
          <li key={block.id ?? i}>
            <ProductCard block={block} context={context} />
          </li>
        ))}
      </ol>
    </section>
  )
}

import { unstable_rethrow } from 'next/navigation'
import type { RecommendedProductsBlock } from '@/cms/payload-types'
import { Glyph } from '@/content/Glyph'
import type { ImageView } from '@/content/image'
import { type DisplayWidths, Picture, REFERENCE_PHONE_PX } from '@/content/Picture'
import { trackClick, trackView } from '@/lib/trackingAttrs'
import { log } from '@/platform/log.mjs'
import type { WidgetProps } from '../types'
import { loadRecommendationSets } from './loadRecommendationSets'
import styles from './RecommendedProducts.module.css'
import {
  headingId,
  needsSets,
  type Recommendation,
  type RecommendationSet,
  recommendationFor,
} from './recommendedProducts'

const TRACK_CATEGORY = 'recommended products'
const TRACK_LOCATION = 'article body'

/** The sets of Commerce → Recommended products, from the cached read. */
async function loadSets(): Promise<readonly RecommendationSet[]> {
  return (await loadRecommendationSets()).sets
}

type Props = WidgetProps<RecommendedProductsBlock> & {
  /** Where the sets come from: the CMS (the default), or the tables a test passes in. */
  loadSets?: () => Promise<readonly RecommendationSet[]>
}

/**
 * Recommended products (002 §3.8): looks the page up in the sets of Commerce → Recommended products (or the
 * page the editor picked) and shows the full block or the short heading; or shows the related articles chosen
 * in the block. The sets are read only when needed; if they cannot be read the block renders nothing (the
 * problem is logged) and the rest of the page is unaffected. Static: ships no JavaScript.
 */
export async function RecommendedProducts({ block, context, ordinal, loadSets: load = loadSets }: Props) {
  let sets: readonly RecommendationSet[] = []
  if (needsSets(block)) {
    try {
      sets = await load()
    } catch (error) {
      unstable_rethrow(error)
      log('widgets').error(
        { err: error, widget: 'recommendedProducts' },
        'could not read Commerce → Recommended products; the block is left out',
      )
      return null
    }
  }
  const recommendation = recommendationFor(block, context.articlePath, sets)
  if (!recommendation) return null
  return (
    <RecommendedProductsView
      recommendation={recommendation}
      headingId={headingId(block.id, ordinal)}
      ordinal={ordinal ?? 1}
    />
  )
}

/** The block for a resolved recommendation: the full block or the short heading. */
export function RecommendedProductsView({
  recommendation,
  headingId: id,
  ordinal,
}: {
  recommendation: Recommendation
  headingId: string
  ordinal: number
}) {
  if (recommendation.kind === 'short') {
    const { heading, href, image } = recommendation
    return (
      <section
        className={styles.short}
        aria-labelledby={id}
        {...trackView({
          category: TRACK_CATEGORY,
          location: TRACK_LOCATION,
          name: heading,
          position: ordinal,
          variant: 'short',
        })}
      >
        <h2 id={id} className={styles.shortHeading}>
          <a
            className={styles.shortLink}
            href={href}
            {...trackClick({
              category: TRACK_CATEGORY,
              location: TRACK_LOCATION,
              name: heading,
              position: 1,
              text: heading,
              linkUrl: href,
              variant: 'short',
            })}
          >
            {image ? (
              <CardPicture
                className={styles.shortPicture}
                image={image}
                decorative
                display={{ mobile: 64, desktop: 64 }}
              />
            ) : null}
            <span className={styles.shortText}>{heading}</span>
            <Arrow />
          </a>
        </h2>
      </section>
    )
  }

  const { title, image, articles } = recommendation
  return (
    <section
      className={styles.root}
      aria-labelledby={id}
      {...trackView({
        category: TRACK_CATEGORY,
        location: TRACK_LOCATION,
        name: title,
        position: ordinal,
        variant: 'full',
      })}
    >
      <div className={image ? styles.header : `${styles.header} ${styles.headerTextOnly}`}>
        {image ? (
          <CardPicture
            className={styles.mainPicture}
            image={image}
            display={{ mobile: REFERENCE_PHONE_PX - 64, desktop: 240 }}
          />
        ) : null}
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
      </div>
      <ul className={styles.list}>
        {articles.map((article, index) => (
          <li key={article.href} className={styles.item}>
            <a
              className={styles.card}
              href={article.href}
              {...trackClick({
                category: TRACK_CATEGORY,
                location: TRACK_LOCATION,
                name: title,
                position: index + 1,
                text: article.title,
                linkUrl: article.href,
                variant: 'full',
              })}
            >
              {article.image ? (
                <CardPicture
                  className={styles.thumb}
                  image={article.image}
                  decorative
                  display={{ mobile: 96, desktop: 96 }}
                />
              ) : (
                <span className={`${styles.thumb} ${styles.placeholder}`} aria-hidden="true">
                  <PlaceholderIcon />
                </span>
              )}
              <span className={styles.cardTitle}>{article.title}</span>
              <Arrow />
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A picture through the image proxy (issue 31), at about 2.1× its displayed width. */
function CardPicture({
  image,
  className,
  display,
  decorative = false,
}: {
  image: ImageView
  className?: string
  display: DisplayWidths
  decorative?: boolean
}) {
  return (
    <Picture
      image={image}
      display={display}
      imgClassName={className}
      alt={decorative ? '' : image.alt}
      width={image.width ?? 300}
      height={image.height ?? 200}
    />
  )
}

function Arrow() {
  return <Glyph className={styles.arrow} d="M5 12h14M13 6l6 6-6 6" box={24} size={20} />
}

/** Stands in for a missing card picture, so every card keeps the same shape. */
function PlaceholderIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
      <path
        d="M6 3h9l4 4v14H6z M14 3v5h5 M9 12h7 M9 16h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

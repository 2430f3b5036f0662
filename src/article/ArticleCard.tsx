import Link from 'next/link'
import { imageView } from '@/content/image'
import { Picture } from '@/content/Picture'
import { sectionLabel } from '@/lib/sections'
import styles from './ArticleCard.module.css'
import type { ArticleListItem } from './queries'
import { formatDate } from './view-model'

/**
 * The picture's displayed width (issue 31): the page's column on phones; on a 1280 px screen the lead's three
 * fifths of the site's width (1190 px less margins and the gap) and a card's quarter of it (four columns).
 */
const LEAD_DISPLAY = { mobile: 343, desktop: 676 }
const CARD_DISPLAY = { mobile: 343, desktop: 272 }

/** A teaser for lists (home, section pages). */
export function ArticleCard({
  article,
  headingLevel = 3,
  lead = false,
}: {
  article: ArticleListItem
  headingLevel?: 2 | 3
  lead?: boolean
}) {
  const image = imageView(article.heroImage, '')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const href = `/${article.section}/${article.slug}`
  const date = formatDate(article.publishedDate)
  return (
    <article className={lead ? `${styles.card} ${styles.lead}` : styles.card}>
      {image ? (
        <Picture
          image={image}
          display={lead ? LEAD_DISPLAY : CARD_DISPLAY}
          imgClassName={styles.image}
          alt=""
          width={image.width ?? 640}
          height={image.height ?? 360}
          loading={lead ? 'eager' : 'lazy'}
        />
      ) : (
        <div className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.text}>
        <p className={styles.kicker}>
          {sectionLabel(article.section)}
          {article.sponsored ? <span className={styles.sponsored}> · Sponsored</span> : null}
        </p>
        <Heading className={styles.title}>
          <Link href={href}>{article.title}</Link>
        </Heading>
        {article.summary ? <p className={styles.summary}>{article.summary}</p> : null}
        {date ? <p className={styles.date}>{date}</p> : null}
      </div>
    </article>
  )
}

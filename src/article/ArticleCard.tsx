import Link from 'next/link'
import { imageView } from '@/content/image'
import { sectionLabel } from '@/lib/sections'
import styles from './ArticleCard.module.css'
import type { ArticleListItem } from './queries'
import { formatDate } from './view-model'

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
        <img
          className={styles.image}
          src={image.src}
          srcSet={image.srcSet}
          sizes={
            lead
              ? '(min-width: 990px) 60vw, 100vw'
              : '(min-width: 990px) 25vw, (min-width: 768px) 50vw, 100vw'
          }
          alt=""
          width={image.width ?? 640}
          height={image.height ?? 360}
          loading={lead ? 'eager' : 'lazy'}
          decoding="async"
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

import Link from 'next/link'
import { sectionLabel } from '@/lib/sections'
import styles from './ArticlePage.module.css'
import { type ArticleView, formatDate, nameWithCredentials, showUpdated } from './view-model'

/** Title, summary, byline with credentials, medical reviewer and dates. */
export function ArticleHeader({ article }: { article: ArticleView }) {
  const published = formatDate(article.publishedDate)
  const reviewed = formatDate(article.medicalReviewDate)
  const updated = showUpdated(article.publishedDate, article.updatedDate)
    ? formatDate(article.updatedDate)
    : null
  return (
    <header className={styles.header}>
      <p className={styles.kicker}>
        <Link href={`/${article.section}`}>{sectionLabel(article.section)}</Link>
        {article.sponsored ? <span className={styles.sponsoredLabel}>Sponsored</span> : null}
      </p>
      <h1 className={styles.title}>{article.title}</h1>
      {article.summary ? <p className={styles.summary}>{article.summary}</p> : null}
      <div className={styles.byline}>
        {article.authors.length ? (
          <p>
            Written by{' '}
            {article.authors.map((a, i) => (
              <span key={a.slug ?? a.name}>
                {i > 0 ? (i === article.authors.length - 1 ? ' and ' : ', ') : null}
                <strong>{nameWithCredentials(a)}</strong>
              </span>
            ))}
          </p>
        ) : null}
        {article.reviewer ? (
          <p>
            Medically reviewed by <strong>{nameWithCredentials(article.reviewer)}</strong>
            {reviewed ? (
              <>
                {' '}
                on <time dateTime={article.medicalReviewDate ?? undefined}>{reviewed}</time>
              </>
            ) : null}
            {article.reviewer.jobTitle ? (
              <span className={styles.muted}> · {article.reviewer.jobTitle}</span>
            ) : null}
          </p>
        ) : null}
        <p className={styles.muted}>
          {published ? (
            <>
              Published <time dateTime={article.publishedDate ?? undefined}>{published}</time>
            </>
          ) : null}
          {updated ? (
            <>
              {published ? ' · ' : null}Updated{' '}
              <time dateTime={article.updatedDate ?? undefined}>{updated}</time>
            </>
          ) : null}
        </p>
      </div>
    </header>
  )
}

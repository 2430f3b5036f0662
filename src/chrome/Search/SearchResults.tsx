import Link from 'next/link'
import { Fragment } from 'react'
import { SECTIONS, sectionLabel } from '@/lib/sections'
import {
  type ExcerptSegment,
  INVALID_SEARCH_MESSAGE,
  MAX_QUERY_LENGTH,
  type SearchPage,
} from '@/services/search/shared'
import styles from './SearchResults.module.css'
import { searchUrl } from './search'

/** Excerpt text with matched words in <mark>; built as React nodes, so nothing is parsed as HTML. */
export function HighlightedExcerpt({ segments }: { segments: ExcerptSegment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.match ? <mark key={i}>{segment.text}</mark> : <Fragment key={i}>{segment.text}</Fragment>,
      )}
    </>
  )
}

/** The results page's own search form: a plain GET form to /search (works without JavaScript). */
export function SearchPageForm({ query }: { query: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element has no landmark role in older browsers; role="search" on the form works everywhere
    <form role="search" action="/search" method="get" className={styles.form}>
      <label htmlFor="search-page-q1" className={styles.label}>
        Search Wellread
      </label>
      <div className={styles.field}>
        <input
          id="search-page-q1"
          className={styles.input}
          type="search"
          name="q1"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={styles.submit}>
          Search
        </button>
      </div>
    </form>
  )
}

function resultCount(total: number, query: string): string {
  return `${total.toLocaleString('en-US')} ${total === 1 ? 'result' : 'results'} for “${query}”`
}

function NoResults({ query }: { query: string }) {
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>No results for “{query}”</h2>
      <p>Check the spelling, or try fewer or more general words. You can also browse a section:</p>
      <ul className={styles.sections}>
        {SECTIONS.map((s) => (
          <li key={s.slug}>
            <Link href={`/${s.slug}`}>{s.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The body of the results page under its heading and form: the invalid-search message when there is no
 * query, otherwise the count, the results (title link, section, highlighted excerpt), and page links.
 */
export function SearchResultsView({ query, result }: { query: string | null; result: SearchPage | null }) {
  if (!query || !result) {
    return <p className={styles.invalid}>{INVALID_SEARCH_MESSAGE}</p>
  }
  if (result.total === 0) return <NoResults query={query} />
  const first = (result.page - 1) * result.perPage + 1
  return (
    <>
      <p className={styles.count}>{resultCount(result.total, query)}</p>
      <ol className={styles.results} start={first}>
        {result.results.map((hit) => (
          <li key={hit.url} className={styles.result}>
            <article>
              <p className={styles.section}>
                <Link href={`/${hit.section}`}>{sectionLabel(hit.section)}</Link>
              </p>
              <h2 className={styles.title}>
                <Link href={hit.url}>{hit.title}</Link>
              </h2>
              <p className={styles.excerpt}>
                <HighlightedExcerpt segments={hit.excerpt} />
              </p>
            </article>
          </li>
        ))}
      </ol>
      {result.totalPages > 1 ? (
        <nav className={styles.pagination} aria-label="Search result pages">
          {result.page > 1 ? (
            <Link href={searchUrl(query, result.page - 1)} rel="prev">
              ← Previous page
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {result.page} of {result.totalPages}
          </span>
          {result.page < result.totalPages ? (
            <Link href={searchUrl(query, result.page + 1)} rel="next">
              Next page →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  )
}

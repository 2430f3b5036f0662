import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import styles from '@/chrome/Page.module.css'
import { SearchPageForm, SearchResultsView } from '@/chrome/Search/SearchResults'
import { tagPage } from '@/cms/cache'
import { CACHE_TAGS } from '@/cms/cacheTags'
import { payloadClient } from '@/cms/reads'
import { getSearchService, PER_PAGE } from '@/services/search'
import { parseResultsPageParams } from '@/services/search/params'

type Props = { params: Promise<{ query: string; page?: string[] }> }

/**
 * Search results: `/search?q1=…&page=N` (001 §2), rewritten here by next.config.ts so that each query's page
 * is rendered once and served from the page cache until an article changes (tag `articles`); a publish
 * regenerates them all. A malformed page number, or one past the last page, is a 404 (as on section pages).
 */
export const dynamicParams = true
export async function generateStaticParams(): Promise<{ query: string; page?: string[] }[]> {
  return []
}

export const metadata: Metadata = { title: 'Search', robots: { index: false } }

/** Route params arrive percent-encoded; a stray "%" (a query like "100%") is kept as typed. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export default async function SearchResultsPage({ params }: Props) {
  const raw = await params
  if ((raw.page?.length ?? 0) > 1) notFound()
  const { query, page } = parseResultsPageParams({
    q1: decodeSegment(raw.query),
    page: raw.page?.[0],
  })
  if (page === null) notFound()
  await tagPage([CACHE_TAGS.articles])
  // A cache miss renders from the newest index: the corpus version is checked now, not on a timer.
  const result = query
    ? await getSearchService(await payloadClient()).search(query, { page, perPage: PER_PAGE, fresh: true })
    : null
  if (result && page > 1 && page > result.totalPages) notFound()
  return (
    <div className={styles.narrow}>
      <h1 className={styles.pageTitle}>Search</h1>
      <SearchPageForm query={query ?? ''} />
      <SearchResultsView query={query} result={result} />
    </div>
  )
}

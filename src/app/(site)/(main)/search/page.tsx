import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { payloadClient } from '@/article/queries'
import styles from '@/chrome/Page.module.css'
import { SearchPageForm, SearchResultsView } from '@/chrome/Search/SearchResults'
import { getSearchService, PER_PAGE } from '@/services/search'
import { parseResultsPageParams } from '@/services/search/params'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Search', robots: { index: false } }

type Props = { searchParams: Promise<{ q1?: string | string[]; page?: string | string[] }> }

/**
 * /search?q1=…&page=N (001 §2): full-text results over published articles. Without search text it shows
 * "Please enter a valid search term."; a malformed page number, or one past the last page, is a 404 (as on
 * section pages).
 */
export default async function SearchPage({ searchParams }: Props) {
  const { query, page } = parseResultsPageParams(await searchParams)
  if (page === null) notFound()
  const result = query
    ? await getSearchService(await payloadClient()).search(query, { page, perPage: PER_PAGE })
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

import type { Metadata } from 'next'
import styles from '@/chrome/Page.module.css'
import { SearchPageForm, SearchResultsView } from '@/chrome/Search/SearchResults'

export const metadata: Metadata = { title: 'Search', robots: { index: false } }

/**
 * `/search` with no search text (or an empty `q1`): the form and "Please enter a valid search term."
 * (001 §5). Static. With text, `/search?q1=…&page=N` is rewritten to the results route (next.config.ts).
 */
export default function SearchFormPage() {
  return (
    <div className={styles.narrow}>
      <h1 className={styles.pageTitle}>Search</h1>
      <SearchPageForm query="" />
      <SearchResultsView query={null} result={null} />
    </div>
  )
}

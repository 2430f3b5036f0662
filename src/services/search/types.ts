import type { ExcerptSegment } from './excerpt'

/** One result as the API and the results page show it. */
export type SearchHit = {
  title: string
  /** The article's path, `/{section}/{slug}`. */
  url: string
  section: string
  summary: string
  /** The best passage of the summary or body, matched words marked. */
  excerpt: ExcerptSegment[]
}

export type SearchPage = {
  query: string
  page: number
  perPage: number
  total: number
  totalPages: number
  results: SearchHit[]
}

/**
 * Full-text search over published articles. Adapters: `adapters/minisearch.ts` (in-process index, the
 * default on SQLite and Postgres). A Postgres full-text or search-server adapter implements the same.
 */
export interface SearchService {
  /**
   * Ranked results for the reader's text; a page past the end has no results. Never throws for odd text.
   * `fresh` answers from the corpus as it is at this moment (adapters may otherwise answer from an index a
   * few seconds old).
   */
  search(query: string, options?: { page?: number; perPage?: number; fresh?: boolean }): Promise<SearchPage>
  /** Completions for partly typed text: phrases and article titles, deduplicated, at most `limit` (≤ 10). */
  suggest(query: string, limit?: number): Promise<string[]>
  /** The articles may have changed (a publish here or on another instance): look again on the next call. */
  invalidate(): void
}

/** An article as the index needs it: published only, body as plain text. */
export type IndexedArticle = {
  id: string
  title: string
  slug: string
  section: string
  summary: string
  keywords: string[]
  body: string
}

/** Where an index adapter reads published articles from. */
export interface ArticleSource {
  /**
   * A cheap fingerprint of the published corpus: it changes whenever an article is published, changed,
   * unpublished or deleted. Read before every answer, so every app instance notices changes made by any.
   */
  version(): Promise<string>
  /** Every published article. */
  load(): Promise<IndexedArticle[]>
}

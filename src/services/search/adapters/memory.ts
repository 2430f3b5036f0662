import type { ArticleSource, IndexedArticle } from '../types'

/**
 * An article source held in memory: for tests and tools. `set` replaces the corpus and changes the version;
 * `loads` counts how many times the index read it.
 */
export function memoryArticleSource(initial: IndexedArticle[] = []): ArticleSource & {
  set(articles: IndexedArticle[]): void
  readonly loads: number
} {
  let articles = initial
  let version = 1
  let loads = 0
  return {
    async version() {
      return String(version)
    },
    async load() {
      loads += 1
      return articles
    },
    set(next) {
      articles = next
      version += 1
    },
    get loads() {
      return loads
    },
  }
}

import type { Article } from '@/cms/payload-types'
import type { AuthorKey } from './data/authors'
import type { CategoryKey } from './data/categories'
import type { DietKey } from './data/diets'
import type { DrugKey } from './data/drugs'
import type { ProductKey } from './data/products'
import type { HeroKey, PictureKey } from './images'
import type { EditorState } from './lexical'

/** What one run did to one kind of content. */
export type SeedCounts = { created: number; updated: number; unchanged: number }

/** The slugs of the seeded articles (each has a hero image of the same key). */
export type ArticleSlug = HeroKey

/** Database ids of everything an article refers to, resolved by the seed before articles are built. */
export type SeedRefs = {
  authors: Record<AuthorKey, number>
  /** Author avatar media ids. */
  avatars: Record<AuthorKey, number>
  categories: Record<CategoryKey, number>
  products: Record<ProductKey, number>
  drugs: Record<DrugKey, number>
  /** Hero image media ids, by article slug. */
  heroes: Record<ArticleSlug, number>
  /** Illustrations for the reader tools' sample content, by key. */
  pictures: Record<PictureKey, number>
  /** The diets of the diet comparison. */
  diets: Record<DietKey, number>
}

/** The data the seed writes for one article. */
export type ArticleSeed = {
  title: string
  slug: ArticleSlug
  section: Article['section']
  template: Article['template']
  keywords: string[]
  summary: string
  heroImage: number
  body: EditorState
  categories: number[]
  authors: number[]
  medicalReviewer: number
  sponsored: boolean
  /** The editors' advertising flags; missing: the defaults (ads placed automatically, nothing sensitive). */
  advertising?: Article['advertising']
  publishedDate: string
  updatedDate: string
  _status: 'published'
}

export type ArticleBuilder = (refs: SeedRefs) => ArticleSeed

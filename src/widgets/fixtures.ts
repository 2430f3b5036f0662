import type { Diet, Drug, Media, Product } from '@/cms/payload-types'
import { AUTHORS, type AuthorKey } from '@/seed/data/authors'
import { DIETS, type DietKey } from '@/seed/data/diets'
import { DRUGS, type DrugKey } from '@/seed/data/drugs'
import { PRODUCTS, type ProductKey } from '@/seed/data/products'
import { PICTURES, type PictureKey } from '@/seed/images'
import type { ParagraphNode } from '@/seed/lexical'
import type { BlockOf, WidgetBlockType } from './types'

/**
 * How a widget's sample content refers to other documents: by id when the seed writes the gallery article
 * to the database, as populated documents when tests render the widget without one.
 */
export type FixtureRefs = {
  product(key: ProductKey): number | Product
  /** An author's portrait. */
  avatar(key: AuthorKey): number | Media
  /** A drug of the drug price comparison. */
  drug(key: DrugKey): number | Drug
  /** An illustration from the seed's pictures (recipes, carousels, video posters, downloads, diets). */
  picture(key: PictureKey): number | Media
  /** A diet of the diet comparison (Content → Diets). */
  diet(key: DietKey): number | Diet
}

/** A block as an editor stores it in an article body (the pipeline adds ids). */
export type StoredBlock<K extends WidgetBlockType> = Omit<BlockOf<K>, 'id' | 'blockName'>

/** One example of a widget: a heading and note on the gallery page, its blocks, and what readers see. */
export type WidgetExample<K extends WidgetBlockType> = {
  /** The example's heading on the gallery page (h3); none when the widget has a single example. */
  title?: string
  /** A sentence under the heading. */
  description?: string
  /** The example's blocks, in a row (several make a group for widgets that group). */
  blocks: StoredBlock<K>[]
  /** Text readers see when the example renders; the component and gallery tests look for each. */
  shows: string[]
  /**
   * Text that appears only in the browser, once the widget's per-reader island has what it asks for (the
   * reader's country, a placement's driver from the seeded promotions): the gallery's end-to-end test looks
   * for it too; the component test, which renders the page's HTML, does not.
   */
  showsInBrowser?: string[]
}

/** A widget's sample content: its gallery section, the seed's widget-gallery article and its tests. */
export type WidgetFixtures<K extends WidgetBlockType> = {
  blockType: K
  /** The widget's name as editors know it: the gallery section heading (h2). */
  name: string
  /** What it is for and when to use it: the paragraphs under the heading. */
  about: ParagraphNode[]
  examples: (refs: FixtureRefs) => WidgetExample<K>[]
}

/** Declares a widget's sample content (the folder scan finds it as `<name>Fixtures`). */
export function defineFixtures<K extends WidgetBlockType>(
  blockType: K,
  fixtures: NoInfer<Omit<WidgetFixtures<K>, 'blockType'>>,
): WidgetFixtures<K> {
  return { blockType, ...fixtures }
}

/** Populated sample documents, for rendering fixtures without a database (tests). */
export const sampleRefs: FixtureRefs = {
  product(key) {
    const { drawing: _drawing, ...data } = PRODUCTS[key]
    const index = Object.keys(PRODUCTS).indexOf(key) + 1
    return {
      ...data,
      id: index,
      image: sampleMedia(100 + index, `/sample/products/${key}.webp`, data.imgAlt, 800, 800),
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    } as Product
  },
  drug(key) {
    return {
      ...DRUGS[key],
      id: Object.keys(DRUGS).indexOf(key) + 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    } as Drug
  },
  picture(key) {
    const image = PICTURES[key]
    return sampleMedia(
      300 + Object.keys(PICTURES).indexOf(key) + 1,
      `/sample/pictures/${key}.webp`,
      image.alt,
      image.width,
      image.height,
    )
  },
  diet(key) {
    const { picture, ...data } = DIETS[key]
    return {
      ...data,
      id: Object.keys(DIETS).indexOf(key) + 1,
      image: sampleRefs.picture(picture) as Media,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    } as Diet
  },
  avatar(key) {
    const index = Object.keys(AUTHORS).indexOf(key) + 1
    return sampleMedia(
      200 + index,
      `/sample/avatars/${key}.webp`,
      `Portrait of ${AUTHORS[key].name}`,
      400,
      400,
    )
  },
}

function sampleMedia(id: number, url: string, alt: string, width: number, height: number): Media {
  return {
    id,
    alt,
    url,
    filename: url.split('/').pop() ?? 'sample.webp',
    mimeType: 'image/webp',
    filesize: 1000,
    width,
    height,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }
}

/** An example's blocks with the ids the editor would have given them (tests render them directly). */
export function withIds<K extends WidgetBlockType>(blocks: StoredBlock<K>[], prefix: string): BlockOf<K>[] {
  return blocks.map((block, i) => ({ ...block, id: `${prefix}-${i}` }) as BlockOf<K>)
}

import sharp from 'sharp'
import { ALCOHOL_ANSWERS, DIET_LIMITS, MEAL_KIT_ANSWERS } from '@/cms/collections/Diets'
import { type LexicalNode, plainTextFromRichText, plainTextOfNodes, wordCount } from '@/content/lexical'
import { urlProblem } from '@/lib/urlRules'
import { widgetBlocks } from '@/widgets/blocks.generated'
import type { WidgetBlockType } from '@/widgets/types'
import { ARTICLE_BUILDERS } from './articles'
import {
  ARTICLE_CATALOG,
  articleUrl,
  EDITORIAL_SLUGS,
  TILE_TITLE_LIMIT,
  WIDGET_GALLERY_PATH,
} from './articles/catalog'
import { AUTHORS, type AuthorKey } from './data/authors'
import { CATEGORIES, type CategoryKey } from './data/categories'
import { DIETS, type DietKey } from './data/diets'
import { DRUGS, type DrugKey } from './data/drugs'
import { NAVIGATION } from './data/navigation'
import { PRODUCTS, type ProductKey } from './data/products'
import { PRIVACY_POLICY, TERMS_OF_USE } from './data/siteSettings'
import {
  avatarImage,
  HERO_IMAGES,
  type HeroKey,
  initialsOf,
  PICTURES,
  type PictureKey,
  productImage,
  renderImage,
  SHARE_IMAGE,
} from './images'
import type { BlockChild, BlockNode, EditorState } from './lexical'
import type { ArticleSeed, ArticleSlug, SeedRefs } from './types'

/** Every widget an editor can insert, read from the widget folders (the generated block list). */
const ALL_WIDGET_TYPES = widgetBlocks.map((block) => block.slug as WidgetBlockType)

/** The widgets every editorial sample article uses. */
const EDITORIAL_WIDGET_TYPES: WidgetBlockType[] = [
  'faq',
  'authorBio',
  'checklist',
  'tiles',
  'statsBlock',
  'productCard',
]

function ids<K extends string>(keys: K[], start: number): Record<K, number> {
  return Object.fromEntries(keys.map((key, i) => [key, start + i])) as Record<K, number>
}

const refs: SeedRefs = {
  authors: ids(Object.keys(AUTHORS) as AuthorKey[], 100),
  avatars: ids(Object.keys(AUTHORS) as AuthorKey[], 200),
  categories: ids(Object.keys(CATEGORIES) as CategoryKey[], 300),
  products: ids(Object.keys(PRODUCTS) as ProductKey[], 400),
  drugs: ids(Object.keys(DRUGS) as DrugKey[], 600),
  heroes: ids(Object.keys(HERO_IMAGES) as HeroKey[], 500),
  pictures: ids(Object.keys(PICTURES) as PictureKey[], 700),
  diets: ids(Object.keys(DIETS) as DietKey[], 800),
}

const articles = (Object.keys(ARTICLE_BUILDERS) as ArticleSlug[]).map((slug) => ARTICLE_BUILDERS[slug](refs))
const articleTable = articles.map((a) => [a.slug, a] as const)
const editorialTable = articleTable.filter(([slug]) => (EDITORIAL_SLUGS as readonly string[]).includes(slug))
/** Guides beside the editorial articles: the commerce sample and the pages it links to, and the drug pages. */
const GUIDE_SLUGS = [
  'best-cbd-gummies',
  'cbd-dosage-guide',
  'how-we-vet-brands-and-products',
  'atorvastatin',
  'lisinopril-savings',
]
const guideTable = articleTable.filter(([slug]) => GUIDE_SLUGS.includes(slug))

const blocks = (body: EditorState): BlockNode[] =>
  body.root.children.filter((node): node is BlockNode => node.type === 'block')

const blocksOf = <T extends WidgetBlockType>(article: ArticleSeed, type: T) =>
  blocks(article.body)
    .map((node) => node.fields)
    .filter((fields): fields is Extract<BlockNode['fields'], { blockType: T }> => fields.blockType === type)

const words = (children: BlockChild[]) => wordCount(plainTextOfNodes(children as unknown as LexicalNode[]))

describe('sample articles', () => {
  it('covers the required pages, each at its own URL', () => {
    expect(articles.map((a) => articleUrl(a.slug)).sort()).toEqual(
      [
        '/fitness/walking-for-heart-health',
        '/health/best-cbd-gummies',
        '/health/cbd-dosage-guide',
        '/health/erectile-dysfunction',
        '/health/heart-health-hub',
        '/health/heart-health-newsletter',
        '/health/high-blood-pressure-and-sleep',
        '/health/how-we-vet-brands-and-products',
        '/health/widget-gallery',
        '/drugs/atorvastatin',
        '/drugs/lisinopril-savings',
        '/mental-health/everyday-anxiety-coping-skills',
        '/nutrition/mediterranean-diet-basics',
      ].sort(),
    )
    expect(articleUrl('widget-gallery')).toBe(WIDGET_GALLERY_PATH)
    for (const a of articles) expect(a.section).toBe(ARTICLE_CATALOG[a.slug].section)
  })

  it('gives the erectile dysfunction article its agreed title and template', () => {
    const ed = articles.find((a) => a.slug === 'erectile-dysfunction')
    expect(ed).toMatchObject({
      title: 'Erectile dysfunction: causes, tests and treatments that work',
      template: 'article',
      keywords: expect.arrayContaining(['erectile dysfunction']),
    })
    expect(ed?.keywords[0]).toBe('erectile dysfunction')
  })

  it.each(editorialTable)(
    '%s has 600 to 1,200 words of body text with sections and lists',
    (_slug, article) => {
      const count = words(article.body.root.children)
      expect(count).toBeGreaterThanOrEqual(600)
      expect(count).toBeLessThanOrEqual(1200)
      const h2s = article.body.root.children.filter((n) => n.type === 'heading' && n.tag === 'h2')
      expect(h2s.length).toBeGreaterThanOrEqual(4)
      expect(article.body.root.children.some((n) => n.type === 'list')).toBe(true)
    },
  )

  it.each(guideTable)('%s has 300 to 1,500 words of body text with sections and lists', (_slug, article) => {
    const count = words(article.body.root.children)
    expect(count).toBeGreaterThanOrEqual(300)
    expect(count).toBeLessThanOrEqual(1500)
    expect(
      article.body.root.children.filter((n) => n.type === 'heading' && n.tag === 'h2').length,
    ).toBeGreaterThanOrEqual(3)
    expect(article.body.root.children.some((n) => n.type === 'list')).toBe(true)
  })

  it('the CBD gummies guide has quick-look links, a group of five cards, a comparison table and a scorecard', () => {
    const guide = articles.find((a) => a.slug === 'best-cbd-gummies') as ArticleSeed
    const types = blocks(guide.body).map((b) => b.fields.blockType)
    expect(types).toEqual(
      expect.arrayContaining(['quickLook', 'comparisonTable', 'scorecard', 'recommendedProducts']),
    )
    const first = types.indexOf('productCard')
    expect(types.slice(first, first + 5)).toEqual(Array(5).fill('productCard'))
    expect(blocksOf(guide, 'quickLook')[0]?.itemLinks).toHaveLength(5)
  })

  it('the drug pages compare seeded drugs: an article and a page on the drug-savings template', () => {
    const drugIds = Object.values(refs.drugs)
    const page = (slug: string) => articles.find((a) => a.slug === slug) as ArticleSeed
    expect(page('atorvastatin').template).toBe('article')
    expect(page('lisinopril-savings').template).toBe('drugSavings')
    for (const slug of ['atorvastatin', 'lisinopril-savings']) {
      const comparisons = blocksOf(page(slug), 'drugCostSavings')
      expect(comparisons).toHaveLength(1)
      expect(drugIds).toContain(comparisons[0]?.drug)
    }
    expect(blocksOf(page('atorvastatin'), 'drugCostSavings')[0]?.drug).toBe(refs.drugs.atorvastatin)
    expect(blocksOf(page('lisinopril-savings'), 'drugCostSavings')[0]?.drug).toBe(refs.drugs.lisinopril)
  })

  it.each(editorialTable)(
    '%s uses every editorial widget type, placed between paragraphs',
    (_slug, article) => {
      const types = new Set(blocks(article.body).map((b) => b.fields.blockType))
      for (const type of EDITORIAL_WIDGET_TYPES) expect(types, `missing ${type}`).toContain(type)
      expect(article.body.root.children[0]?.type).toBe('paragraph')
    },
  )

  it.each(articleTable)('%s has complete, publishable metadata', (_slug, article) => {
    expect(article._status).toBe('published')
    expect(article.title.length).toBeLessThanOrEqual(200)
    expect(article.summary.length).toBeGreaterThan(40)
    expect(article.summary.length).toBeLessThanOrEqual(400)
    expect(article.summary.split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(2)
    expect(article.keywords.length).toBeGreaterThan(0)
    expect(article.authors.length).toBeGreaterThanOrEqual(1)
    expect(article.authors.length).toBeLessThanOrEqual(2)
    expect(Object.values(refs.authors)).toContain(article.medicalReviewer)
    expect(article.categories.length).toBeGreaterThan(0)
    expect(article.heroImage).toBe(refs.heroes[article.slug])
    const published = Date.parse(article.publishedDate)
    const updated = Date.parse(article.updatedDate)
    expect(published).toBeGreaterThanOrEqual(Date.parse('2026-01-01T00:00:00Z'))
    expect(updated).toBeGreaterThanOrEqual(published)
    expect(updated).toBeLessThan(Date.parse('2026-11-21T00:00:00Z'))
  })

  it('has at most one sponsored article, and never the gallery', () => {
    expect(articles.filter((a) => a.sponsored).map((a) => a.slug)).not.toContain('widget-gallery')
    expect(articles.filter((a) => a.sponsored).length).toBeLessThanOrEqual(1)
  })

  it.each(articleTable)(
    '%s links tiles only to other seeded articles, within the length limits',
    (slug, article) => {
      const known = new Set(EDITORIAL_SLUGS.map(articleUrl))
      expect(known.size).toBe(EDITORIAL_SLUGS.length)
      for (const tiles of blocksOf(article, 'tiles')) {
        expect(`Discover more about ${tiles.hubTitle}`.length).toBeLessThanOrEqual(60)
        expect(tiles.tiles?.length).toBeGreaterThan(0)
        for (const tile of tiles.tiles ?? []) {
          expect(tile.title.length).toBeLessThanOrEqual(TILE_TITLE_LIMIT)
          expect(known).toContain(tile.url)
          expect(tile.url).not.toBe(articleUrl(slug))
        }
      }
    },
  )

  it.each(articleTable)('%s places only seeded products and attributes its stats', (_slug, article) => {
    const productIds = Object.values(refs.products)
    expect(productIds.length).toBe(Object.keys(PRODUCTS).length)
    for (const card of blocksOf(article, 'productCard')) expect(productIds).toContain(card.product)
    for (const statsBlock of blocksOf(article, 'statsBlock')) {
      for (const item of statsBlock.items ?? []) {
        expect(Number.isFinite(item.number)).toBe(true)
        expect(item.text.length).toBeGreaterThan(10)
      }
    }
  })

  it('gives every block a unique id', () => {
    const all = articles.flatMap((a) => blocks(a.body).map((b) => b.fields.id))
    expect(new Set(all).size).toBe(all.length)
  })
})

describe('widget gallery', () => {
  const gallery = articles.find((a) => a.slug === 'widget-gallery') as ArticleSeed

  it('shows each FAQ initial state', () => {
    expect(new Set(blocksOf(gallery, 'faq').map((f) => f.initialState))).toEqual(
      new Set(['expanded', 'collapsed', 'firstExpanded']),
    )
  })

  it('shows the author bio both from the article author and with explicit details', () => {
    const bios = blocksOf(gallery, 'authorBio')
    expect(bios.some((b) => !b.authorName && !b.authorImage)).toBe(true)
    expect(bios.some((b) => b.authorName && b.authorDescription && b.authorImage && b.authorImageAlt)).toBe(
      true,
    )
  })

  it('shows checklists with and without the sequential reveal', () => {
    expect(new Set(blocksOf(gallery, 'checklist').map((c) => c.revealInSequence))).toEqual(
      new Set([true, false]),
    )
  })

  it('shows a stats block with items and one without', () => {
    const counts = blocksOf(gallery, 'statsBlock').map((s) => s.items?.length ?? 0)
    expect(counts.some((n) => n > 0)).toBe(true)
    expect(counts).toContain(0)
  })

  it('has a run of three consecutive product cards and a single card elsewhere', () => {
    const runs: number[] = []
    let run = 0
    for (const node of gallery.body.root.children) {
      if (node.type === 'block' && node.fields.blockType === 'productCard') run += 1
      else if (run > 0) {
        runs.push(run)
        run = 0
      }
    }
    if (run > 0) runs.push(run)
    expect(runs).toContain(3)
    expect(runs).toContain(1)
  })

  it('introduces every widget type with a heading', () => {
    const children = gallery.body.root.children
    for (const type of ALL_WIDGET_TYPES) {
      const first = children.findIndex((n) => n.type === 'block' && n.fields.blockType === type)
      expect(children.slice(0, first).some((n) => n.type === 'heading')).toBe(true)
    }
  })
})

describe('diets', () => {
  const diets = Object.values(DIETS)

  it('starts with the ketogenic and Mediterranean diets (002 §1), then more, each slug once', () => {
    expect(diets.slice(0, 2).map((d) => d.slug)).toEqual(['ketogenic', 'mediterranean'])
    expect(diets.length).toBeGreaterThan(2)
    expect(new Set(diets.map((d) => d.slug)).size).toBe(diets.length)
    expect(new Set(diets.map((d) => d.name)).size).toBe(diets.length)
  })

  it.each(Object.entries(DIETS))(
    '%s fills every row within the limits, with a seeded picture',
    (_key, diet) => {
      expect(diet.name.length).toBeLessThanOrEqual(DIET_LIMITS.name)
      expect(diet.description.length).toBeLessThanOrEqual(DIET_LIMITS.description)
      expect(diet.foodsToAvoid.length).toBeLessThanOrEqual(DIET_LIMITS.foodsToAvoid)
      expect(diet.alcoholNote.length).toBeLessThanOrEqual(DIET_LIMITS.note)
      expect(diet.mealKitsNote.length).toBeLessThanOrEqual(DIET_LIMITS.note)
      expect(diet.possibleHealthBenefits.length).toBeLessThanOrEqual(DIET_LIMITS.possibleHealthBenefits)
      for (const text of [diet.description, diet.foodsToAvoid, diet.possibleHealthBenefits])
        expect(text.length).toBeGreaterThan(40)
      expect(ALCOHOL_ANSWERS).toContain(diet.alcoholPermitted)
      expect(MEAL_KIT_ANSWERS).toContain(diet.mealKitsAvailable)
      expect(Object.keys(PICTURES)).toContain(diet.picture)
      expect(urlProblem(diet.learnMoreUrl)).toBeNull()
    },
  )

  it('links to our own article where there is one', () => {
    const articlePaths = new Set(articles.map((a) => articleUrl(a.slug)))
    expect(DIETS.mediterranean.learnMoreUrl).toBe('/nutrition/mediterranean-diet-basics')
    for (const diet of diets.filter((d) => d.learnMoreUrl.startsWith('/')))
      expect(articlePaths.has(diet.learnMoreUrl), diet.learnMoreUrl).toBe(true)
  })

  it('the gallery offers only seeded diets, the ketogenic and Mediterranean ones first', () => {
    const gallery = articles.find((a) => a.slug === 'widget-gallery') as ArticleSeed
    const comparisons = blocksOf(gallery, 'dietComparison')
    expect(comparisons.length).toBeGreaterThan(0)
    for (const comparison of comparisons) {
      const picked = comparison.diets ?? []
      for (const id of picked) expect(Object.values(refs.diets)).toContain(id)
      expect(picked.slice(0, 2)).toEqual([refs.diets.ketogenic, refs.diets.mediterranean])
    }
  })
})

describe('products', () => {
  it.each(Object.entries(PRODUCTS))('%s fills the product card fields', (_key, product) => {
    expect(product.rating).toBeGreaterThanOrEqual(3.8)
    expect(product.rating).toBeLessThanOrEqual(4.9)
    expect(product.numberOfRatings).toBeGreaterThan(0)
    expect(product.highlights.find((h) => h.label === 'Price')?.value).toMatch(/^\$\d+(\.\d{2})?$/)
    expect(product.ctaUrl).toMatch(/^https:\/\/shop\.example\.com\//)
    expect(
      product.proprietaryReviews.find((r) => r.scoreCriteriaName === 'Overall')?.scoreCriteriaValue,
    ).toBe(product.rating)
    expect(product.pros.length).toBeGreaterThan(0)
    expect(product.cons.length).toBeGreaterThan(0)
    expect(plainTextFromRichText(product.handsOnReview).length).toBeGreaterThan(40)
    expect(plainTextFromRichText(product.productReview).length).toBeGreaterThan(40)
    expect(product.imgAlt.length).toBeGreaterThan(20)
  })

  it('uses a unique variant id per product and covers short, long and missing discounts', () => {
    const products = Object.values(PRODUCTS)
    expect(new Set(products.map((p) => p.variantId)).size).toBe(products.length)
    const discounts = products.map((p) => ('discount' in p ? p.discount : undefined))
    expect(discounts).toContain(undefined)
    expect(discounts.some((d) => d !== undefined && d.length <= 35)).toBe(true)
    expect(discounts.some((d) => d !== undefined && d.length > 60)).toBe(true)
    expect(products.some((p) => Number(p.price?.replace(/[$,]/g, '')) >= 1000)).toBe(true)
  })
})

describe('images', () => {
  const all = [
    ...Object.values(HERO_IMAGES),
    ...Object.values(PICTURES),
    SHARE_IMAGE,
    ...(Object.values(AUTHORS) as { slug: string; name: string }[]).map((a, i) =>
      avatarImage({ slug: a.slug, name: a.name, paletteIndex: i }),
    ),
    ...Object.values(PRODUCTS).map((p) =>
      productImage({ slug: p.variantId, drawing: p.drawing, alt: p.imgAlt }),
    ),
  ]

  it('has unique file names and unique, descriptive alt text', () => {
    expect(new Set(all.map((i) => i.filename)).size).toBe(all.length)
    expect(new Set(all.map((i) => i.alt)).size).toBe(all.length)
    for (const image of all) expect(image.alt.length).toBeGreaterThan(30)
  })

  it.each([
    ['Dr. Maya Okafor', 'MO'],
    ['Jordan Ellis', 'JE'],
    ['Plato', 'P'],
  ])('takes the initials of %s as %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials)
  })

  it('renders each drawing to an image of the declared size and format', async () => {
    for (const image of all) {
      const { data, mimetype } = await renderImage(image)
      const meta = await sharp(data).metadata()
      expect([meta.width, meta.height, meta.format]).toEqual([image.width, image.height, image.format])
      expect(mimetype).toBe(`image/${image.format}`)
    }
    // Rasterises every seeded picture (eleven 1600 × 900 heroes among them): seconds on a busy machine.
  }, 30_000)
})

describe('site globals', () => {
  it.each([
    ['privacy policy', PRIVACY_POLICY],
    ['terms of use', TERMS_OF_USE],
  ])('the %s opens with the sample-text notice and has several sections', (_name, document) => {
    expect(plainTextOfNodes(document.root.children.slice(0, 1) as unknown as LexicalNode[])).toMatch(
      /^Sample text\./,
    )
    expect(document.root.children.filter((n) => n.type === 'heading').length).toBeGreaterThanOrEqual(5)
  })

  it('links the navigation only to seeded articles and section pages', () => {
    const articlePaths = new Set(articles.map((a) => articleUrl(a.slug)))
    const sectionPaths = new Set(Object.values(ARTICLE_CATALOG).map((c) => `/${c.section}`))
    const urls = [
      ...(NAVIGATION.header.links ?? []).flatMap((item) => [
        ...(item.url ? [item.url] : []),
        ...(item.columns ?? []).flatMap((col) => [
          ...(col.columnButton?.link ? [col.columnButton.link] : []),
          ...(col.links ?? []).map((l) => l.url),
        ]),
      ]),
      ...(NAVIGATION.secondaryNav.items ?? []).flatMap((item) => [
        item.url,
        ...(item.links ?? []).map((l) => l.url),
      ]),
    ]
    expect(urls.length).toBeGreaterThan(10)
    for (const url of urls) expect(articlePaths.has(url) || sectionPaths.has(url), url).toBe(true)
    expect(NAVIGATION.header.links?.length).toBeGreaterThanOrEqual(4)
    expect(NAVIGATION.header.links?.length).toBeLessThanOrEqual(5)
  })
})

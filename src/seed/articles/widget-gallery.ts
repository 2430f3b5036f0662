import type { FixtureRefs } from '@/widgets/fixtures'
import { widgetFixtures } from '@/widgets/fixtures.generated'
import { type BlockChild, block, doc, h2, h3, p, ul } from '../lexical'
import type { ArticleSeed, SeedRefs } from '../types'
import { WIDGET_GALLERY_PATH } from './catalog'

export { WIDGET_GALLERY_PATH }

/** Fixtures refer to the seeded documents by id. */
export function seedFixtureRefs(refs: SeedRefs): FixtureRefs {
  return {
    product: (key) => refs.products[key],
    avatar: (key) => refs.avatars[key],
    drug: (key) => refs.drugs[key],
    picture: (key) => refs.pictures[key],
    diet: (key) => refs.diets[key],
  }
}

/**
 * The gallery section of every widget, built from the widget folders' fixtures (`<Name>.fixtures.ts`):
 * its name, what it is for, then each example under its heading. A new widget appears here by itself.
 */
export function gallerySections(refs: FixtureRefs): BlockChild[] {
  return widgetFixtures.flatMap((fixtures): BlockChild[] => [
    h2(fixtures.name),
    ...fixtures.about,
    ...fixtures
      .examples(refs)
      .flatMap((example): BlockChild[] => [
        ...(example.title ? [h3(example.title)] : []),
        ...(example.description ? [p(example.description)] : []),
        ...example.blocks.map((fields) => block(fields as Parameters<typeof block>[0])),
      ]),
  ])
}

/**
 * A stable page that shows every widget block, in its main variants. The end-to-end accessibility run
 * visits it, and its widget sections come from the widget folders, so it always shows every widget.
 */
export function widgetGalleryArticle(refs: SeedRefs): ArticleSeed {
  return {
    title: 'Widget gallery',
    slug: 'widget-gallery',
    section: 'health',
    template: 'article',
    keywords: ['widget gallery', 'widgets', 'style guide'],
    summary:
      'A reference page showing every widget Wellread editors can place in an article, with sample content, so editors and developers can see how each one looks and behaves.',
    heroImage: refs.heroes['widget-gallery'],
    categories: [refs.categories.siteGuides],
    authors: [refs.authors.samuelBrooks],
    medicalReviewer: refs.authors.mayaOkafor,
    sponsored: false,
    publishedDate: '2026-01-15T10:00:00.000Z',
    updatedDate: '2026-11-10T10:00:00.000Z',
    _status: 'published',
    body: doc(
      p(
        'This page shows every widget that editors can place in a Wellread article, in the order they appear in the editor\u2019s block menu. Each section explains what the widget is for and when to use it, then shows it with sample content. The health information in the examples has been reviewed like any other article, but the products and brands are fictional samples.',
      ),
      p(
        'Widgets sit between paragraphs of an article. The site decides their spacing and width, so every widget lines up with the text around it on phones, tablets and desktops. On this page:',
      ),
      ul(...widgetFixtures.map((f) => f.name)),
      ...gallerySections(seedFixtureRefs(refs)),
      h2('About this page'),
      p(
        'This gallery is used in automated accessibility checks at phone and desktop widths, so please keep it published. Its widget sections are sample content kept with each widget, so a new widget appears here as soon as it is added to the editor.',
      ),
    ),
  }
}

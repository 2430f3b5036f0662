import { AUTHORS } from '../data/authors'
import { avatarImage } from '../images'
import { bold, doc, h2, h3, italic, link, p, ul } from '../lexical'
import type { ArticleSeed, SeedRefs } from '../types'
import { EDITORIAL_SLUGS, WIDGET_GALLERY_PATH } from './catalog'
import { authorBio, checklist, faq, productCard, relatedTiles, stats } from './widgets'

export { WIDGET_GALLERY_PATH }

/**
 * A stable page that shows every widget block at least once, in its main variants. The end-to-end
 * accessibility run visits it; keep one of each widget here when adding new ones.
 */
export function widgetGalleryArticle(refs: SeedRefs): ArticleSeed {
  const guest = AUTHORS.kwameMensah
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
      ul('FAQ accordion', 'Author bio', 'Checklist', 'Article tiles', 'Stats block', 'Product cards'),

      h2('FAQ accordion'),
      p(
        'The FAQ accordion lists questions with answers that open and close. Editors choose whether all answers start collapsed, all start expanded, or only the first is open, and may leave the heading empty. Use it for short, direct answers to questions readers actually ask, usually near the end of an article. Answers can contain links and short lists.',
      ),
      h3('All answers collapsed'),
      faq({
        title: 'Questions about check-ups',
        initialState: 'collapsed',
        items: [
          {
            question: 'How often should adults have their blood pressure checked?',
            answer:
              'US screening advice is at least once a year for adults aged 40 and older or at higher risk, and every three to five years for adults aged 18 to 39 with normal readings and no risk factors.',
          },
          {
            question: 'Do I need a check-up if I feel well?',
            answer:
              'Regular check-ups can find problems such as high blood pressure, high cholesterol and type 2 diabetes, which often cause no symptoms at first. How often you need one depends on your age, health and family history.',
          },
        ],
      }),
      h3('All answers expanded'),
      faq({
        title: 'About our articles',
        initialState: 'expanded',
        items: [
          {
            question: 'Who reviews Wellread articles?',
            answer:
              'Clinicians and other credentialed experts review health articles before publication and whenever they are updated. Each article names its reviewer.',
          },
          {
            question: 'Can Wellread give me personal medical advice?',
            answer:
              'No. Our articles are general information. For advice about your own health, talk to a clinician who knows your history.',
          },
        ],
      }),
      h3('First answer expanded, no heading'),
      faq({
        title: '',
        initialState: 'firstExpanded',
        items: [
          {
            question: 'What does "sponsored" mean on an article?',
            answer:
              'A sponsor paid for the article to be created. Sponsors do not control the medical content, and sponsored articles are clearly labeled.',
          },
          {
            question: 'Why do some articles link to products?',
            answer: doc(
              p(
                'Some articles recommend products. If you buy through those links, we may earn a commission, which never affects our reviews. Read more in our ',
                link('/terms-of-use', 'terms of use'),
                '.',
              ),
            ),
          },
          {
            question: 'How do I report a mistake?',
            answer: doc(
              p('Tell us which article and what looks wrong. Our editors check every report and:'),
              ul('correct errors promptly', 'note significant corrections at the end of the article'),
            ),
          },
        ],
      }),

      h2('Author bio'),
      p(
        'The author bio introduces the person who wrote an article: a picture, their name and a short description of their expertise. Left empty, it shows the article\u2019s first author, which is the usual choice. Editors can instead fill in a name, description and picture, for example for a guest contributor who has no author profile.',
      ),
      h3("From the article's author"),
      authorBio(),
      h3('With details filled in'),
      authorBio({
        authorName: `${guest.name}, ${guest.credentials}`,
        authorDescription: guest.bio,
        authorImage: refs.avatars.kwameMensah,
        authorImageAlt: avatarImage({ slug: guest.slug, name: guest.name, paletteIndex: 0 }).alt,
      }),

      h2('Checklist'),
      p(
        'The checklist shows a short list of steps or things to remember under a header. Items may contain ',
        bold('bold'),
        ', ',
        italic('italic'),
        ' and links. Optionally, items appear one after another when the list scrolls into view, which suits routines that readers follow step by step; people who prefer reduced motion see the whole list at once.',
      ),
      h3('Shown all at once'),
      checklist('Questions to ask about a new prescription', [
        'What is this medicine <strong>for</strong>, and how will I know it is working?',
        'When should I take it, and <em>with or without food</em>?',
        'Which side effects are common, and which need <strong>urgent attention</strong>?',
        'Does it interact with my other medicines or supplements?',
        'What should I do if I miss a dose?',
      ]),
      h3('Revealed in sequence'),
      checklist(
        'An evening wind-down routine',
        [
          'Dim the lights and put screens away <strong>an hour before bed</strong>.',
          'Write tomorrow\u2019s to-do list so it is <em>out of your head</em>.',
          'Do a few minutes of slow breathing or gentle stretching.',
          'Go to bed when you feel sleepy, at roughly the same time each night.',
          'Read more in our <a href="/health/high-blood-pressure-and-sleep">guide to sleep and blood pressure</a>.',
        ],
        { revealInSequence: true },
      ),

      h2('Article tiles'),
      p(
        'Tiles link to related articles under the heading "Discover more about" followed by a hub title. Tile titles are cut to 26 characters and the heading to 60, so keep both short. A tiles block with no tiles shows nothing. Tiles work best near the end of an article, to help readers continue to related topics.',
      ),
      relatedTiles('Wellread sample articles', 'widget-gallery', EDITORIAL_SLUGS),

      h2('Stats block'),
      p(
        'The stats block highlights a few numbers with short captions. The numbers count up once when the block first comes into view, unless the reader prefers reduced motion. Use figures from reliable sources, round them honestly, and say where they come from.',
      ),
      stats('Heart health in the US', [
        {
          number: 48,
          suffix: '%',
          text: 'of US adults have high blood pressure or take medicine for it, per CDC estimates',
        },
        {
          number: 150,
          suffix: ' minutes',
          text: 'of moderate activity a week is the minimum recommended for adults in US guidelines',
        },
        {
          number: 1,
          prefix: 'No. ',
          text: 'cause of death in the US is heart disease, according to CDC data',
        },
      ]),
      h3('With no data'),
      p(
        'A stats block without items shows a placeholder so that editors notice the gap in preview. A published article should never need this; it appears here only to show the state.',
      ),
      stats('Stats block with no items', []),

      h2('Product cards'),
      p(
        'A product card presents one product with its image, superlative, rating, highlights, any discount and a button to the retailer. Links to retailers are affiliate links: they open in a new tab and are marked as sponsored. Cards placed one after another are shown together as a group, while a card on its own stands alone.',
      ),
      p(
        'Editors pick the product from the Products collection, so its details, price and review stay the same in every article that features it. Each placement can still override the superlative and the background color.',
      ),
      h3('A group of three'),
      p(
        'These three cards sit next to each other in the article body, so they are shown as one set. The second overrides the product\u2019s own superlative and the third its background color for this placement only.',
      ),
      productCard(refs.products.bloodPressureMonitor),
      productCard(refs.products.sleepRing, { superlative: 'Best for a regular bedtime' }),
      productCard(refs.products.pillOrganizer, { bgColor: '#fdf7ee' }),
      h3('A single card'),
      p(
        'This card stands on its own. Its price is over $1,000, which shows how prices get thousands separators, and it carries a long discount text.',
      ),
      productCard(refs.products.walkingTreadmill),

      h2('About this page'),
      p(
        'This gallery is used in automated accessibility checks at phone and desktop widths, so please keep it published and keep at least one of each widget on it. When a new widget is added to the editor, add an example here with a short description of when to use it.',
      ),
    ),
  }
}

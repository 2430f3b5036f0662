import { PRODUCTS } from '../data/products'
import { block, bold, doc, h2, link, p, ul } from '../lexical'
import type { ArticleSeed, SeedRefs } from '../types'
import { authorBio, checklist, faq, productCard } from './widgets'

const CBD = ['cbdCalmleaf', 'cbdNorthfield', 'cbdSundew', 'cbdHarbor', 'cbdMeadow'] as const

const cell = (text: string) => ({ content: doc(p(text)) })

/** What the comparison table says of each, as on the products' labels and lab reports. */
const COMPARED: Record<(typeof CBD)[number], { extract: string; cbd: string; thc: string }> = {
  cbdCalmleaf: { extract: 'Broad-spectrum', cbd: '25 mg', thc: 'None detected' },
  cbdNorthfield: { extract: 'Full-spectrum', cbd: '30 mg', thc: 'Up to 1 mg per gummy' },
  cbdSundew: { extract: 'Broad-spectrum, with 1 mg melatonin', cbd: '15 mg', thc: 'None detected' },
  cbdHarbor: { extract: 'Isolate', cbd: '10 mg', thc: 'None detected' },
  cbdMeadow: { extract: 'Broad-spectrum, organic', cbd: '20 mg', thc: 'None detected' },
}

/**
 * The commerce sample: a "best CBD gummies" buying guide with quick-look links, a group of five product
 * cards, a comparison table, a scorecard and the recommended-products block (issue 8's reader journey).
 */
export function bestCbdGummiesArticle(refs: SeedRefs): ArticleSeed {
  return {
    title: 'Best CBD gummies of 2026, tested and compared',
    slug: 'best-cbd-gummies',
    section: 'health',
    template: 'article',
    keywords: ['CBD gummies', 'CBD', 'cannabidiol', 'sleep', 'stress'],
    summary:
      'We checked lab reports, labels and prices for popular CBD gummies and had testers try them for three weeks. Here are five that passed, what sets each apart, and what to know before you start.',
    heroImage: refs.heroes['best-cbd-gummies'],
    categories: [refs.categories.stressAndAnxiety, refs.categories.sleep],
    authors: [refs.authors.danielReyes],
    medicalReviewer: refs.authors.mayaOkafor,
    sponsored: false,
    publishedDate: '2026-06-03T09:00:00.000Z',
    updatedDate: '2026-11-10T09:00:00.000Z',
    _status: 'published',
    body: doc(
      p(
        'CBD gummies are the most popular way to take cannabidiol, and the shelves are crowded. Quality varies more than the packaging suggests: independent tests keep finding products that hold far more or far less CBD than their labels say, and some that contain THC they do not mention. We looked for gummies that get the basics right before we looked at taste or price.',
      ),
      block({
        blockType: 'quickLook',
        heading: 'Our picks at a glance',
        itemLinks: CBD.map((key) => ({
          superlative: PRODUCTS[key].superlative ?? '',
          title: PRODUCTS[key].productName ?? PRODUCTS[key].productTitle,
        })),
      }),
      h2('How we chose'),
      p(
        'Every product here passed the checks in our guide to ',
        link('/health/how-we-vet-brands-and-products', 'how we vet brands and products'),
        '. For CBD that means, above all, a current certificate of analysis from an independent laboratory for the batch on sale, with CBD within 10% of the label, THC at or below the legal limit, and passing results for pesticides, heavy metals and residual solvents.',
      ),
      ul(
        [bold('Lab reports:'), ' we matched batch numbers on the jar to the brand’s published certificates.'],
        [bold('Labels:'), ' CBD per gummy, total per jar, the type of extract and a clear THC statement.'],
        [
          bold('Testing:'),
          ' three testers took each product daily for three weeks and noted taste, texture and any side effects.',
        ],
        [bold('Price:'), ' we compared the cost per 25 mg of CBD, not the price per jar.'],
      ),
      h2('The best CBD gummies'),
      p(
        'All five passed our lab and label checks. They differ in the kind of extract they use, how much CBD each gummy holds and what else is in them, so the best one for you depends on what you want from it and how you feel about THC.',
      ),
      ...CBD.map((key) => productCard(refs.products[key])),
      h2('How they compare'),
      p(
        'The table puts the details that matter most side by side. Scroll it sideways on a phone: the product names stay in view.',
      ),
      block({
        blockType: 'comparisonTable',
        title: 'CBD gummies compared',
        rows: [
          { columns: [cell(''), cell('Extract'), cell('CBD per gummy'), cell('THC'), cell('Price per jar')] },
          ...CBD.map((key) => ({
            columns: [
              { product: refs.products[key] },
              cell(COMPARED[key].extract),
              cell(COMPARED[key].cbd),
              cell(COMPARED[key].thc),
              cell(PRODUCTS[key].price ?? ''),
            ],
          })),
        ],
      }),
      h2('Our top pick, in detail'),
      p(
        'Calmleaf came out ahead because its lab reports are the easiest to check and its label matched them closely, and because testers liked it enough to keep taking it. Here is how it scored.',
      ),
      block({ blockType: 'scorecard', product: refs.products.cbdCalmleaf }),
      h2('Before you buy'),
      p(
        'CBD is not risk-free. It can cause drowsiness and stomach upset, and it changes how the liver handles some medicines. Talk to a clinician or pharmacist first if you take regular medication, and avoid CBD if you are pregnant or breastfeeding. Keep gummies out of reach of children: they look like sweets.',
      ),
      checklist('Check before you buy', [
        'A <strong>certificate of analysis</strong> for the batch you are buying, from an independent laboratory.',
        'The <strong>CBD per gummy</strong> and the total per jar, stated on the label.',
        'The <strong>extract type</strong>: full-spectrum contains some THC; broad-spectrum and isolate aim for none.',
        'No claims that it <strong>treats or cures</strong> a disease.',
        'Your <strong>medicines</strong>: ask a pharmacist about interactions, especially with blood thinners and seizure medicines.',
      ]),
      faq({
        initialState: 'firstExpanded',
        items: [
          {
            question: 'Do CBD gummies work for sleep or stress?',
            answer:
              'Some small studies suggest CBD may ease anxiety in some people, and a few readers find it helps them wind down, but the evidence is limited and the doses studied were often higher than one gummy. Good sleep habits and talking therapies have much stronger evidence.',
          },
          {
            question: 'Will a CBD gummy make me feel high?',
            answer:
              'CBD itself does not cause a high. Full-spectrum gummies contain small amounts of THC, which at these doses rarely has a noticeable effect but can show up on a drug test.',
          },
          {
            question: 'How many gummies should I take?',
            answer:
              'Start with one gummy a day and give it a week or two before changing anything. Our CBD dosage guide explains why there is no standard dose and when to talk to a clinician first.',
          },
        ],
      }),
      block({ blockType: 'recommendedProducts', source: 'thisPage' }),
      authorBio(),
    ),
  }
}

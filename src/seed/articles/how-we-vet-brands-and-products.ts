import { bold, doc, h2, p, ul } from '../lexical'
import type { ArticleSeed, SeedRefs } from '../types'

export function howWeVetBrandsArticle(refs: SeedRefs): ArticleSeed {
  return {
    title: 'How we vet brands and products',
    slug: 'how-we-vet-brands-and-products',
    section: 'health',
    template: 'article',
    keywords: ['product reviews', 'affiliate links', 'editorial standards'],
    summary:
      'Before a product appears in a Wellread article, our editors check the company behind it and the product itself. Here is what we look for, what we turn down, and how we are paid.',
    heroImage: refs.heroes['how-we-vet-brands-and-products'],
    categories: [refs.categories.siteGuides],
    authors: [refs.authors.priyaNatarajan],
    medicalReviewer: refs.authors.lenaHoffmann,
    sponsored: false,
    publishedDate: '2026-02-02T09:00:00.000Z',
    updatedDate: '2026-11-02T09:00:00.000Z',
    _status: 'published',
    body: doc(
      p(
        'Some of our articles recommend products: a blood pressure monitor, walking shoes, supplements. Readers should be able to trust those recommendations as much as the rest of what we publish, so every product goes through the same checks before an editor may feature it, and again when we update the article.',
      ),
      h2('The company'),
      ul(
        [
          bold('Claims.'),
          ' We turn down brands that say their products treat, cure or prevent a disease without the approval that claim requires.',
        ],
        [
          bold('Regulatory history.'),
          ' We look for warning letters from the US Food and Drug Administration, actions by the Federal Trade Commission and recalls, and we do not feature brands with unresolved problems.',
        ],
        [
          bold('Transparency.'),
          ' Contact details, a returns policy and clear pricing, including for subscriptions, must be easy to find.',
        ],
      ),
      h2('The product'),
      ul(
        [
          bold('Evidence.'),
          ' What the product promises must match what research shows about its ingredients or design, at the amounts it contains.',
        ],
        [
          bold('Testing.'),
          ' Supplements and CBD products need a recent certificate of analysis from an independent laboratory, showing what the product contains and that it is free of harmful levels of contaminants. We link to it from the product card when the brand publishes it.',
        ],
        [
          bold('Safety.'),
          ' A clinician on our medical review team checks ingredients, doses and warnings, including interactions with common medicines.',
        ],
        [
          bold('Hands-on use.'),
          ' Where we can, an editor or tester uses the product; what they found is in the "What our tester says" section of its card.',
        ],
      ),
      h2('How we make money'),
      p(
        'When you buy through a link on a product card, the shop may pay us a commission. It costs you nothing extra. Some brands pay to appear as a Featured Partner; those placements are labelled. Neither commissions nor payments decide which products pass our checks, what our reviews say or how products are ranked: editors make those decisions, and brands never see a review before it is published.',
      ),
      h2('When something changes'),
      p(
        'We review featured products at least once a year and whenever we learn of a recall, a safety warning or a change to a product. If a product no longer meets our standards, we take it out of our articles. You can tell us about a problem with a product we feature at editors@wellread.example.',
      ),
    ),
  }
}

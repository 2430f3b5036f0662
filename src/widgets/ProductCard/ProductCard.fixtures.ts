import { PRODUCTS } from '@/seed/data/products'
import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

export const productCardFixtures = defineFixtures('productCard', {
  name: 'Product cards',
  about: [
    p(
      'A product card shows one product from the Products collection: photo, award line, rating, key facts, any discount, a button to the shop, our review, and sections readers open for the tester’s notes, pros and cons, and details. Shop links open in a new tab, with a commission note for affiliate partners.',
    ),
    p(
      'A placement can replace the award line and background. Cards placed one after another form a group, which readers in our shopping-layout test see as a carousel.',
    ),
  ],
  examples: (refs) => [
    {
      title: 'A group of three',
      description:
        'The first card has founder badges, a lab certificate (COA) link and a score board; the second replaces its award line here, the third its background.',
      blocks: [
        { blockType: 'productCard', product: refs.product('cbdCalmleaf') },
        {
          blockType: 'productCard',
          product: refs.product('cbdMeadow'),
          superlative: 'Best tasting CBD gummies',
        },
        { blockType: 'productCard', product: refs.product('cbdHarbor'), bgColor: '#f1f6fa' },
      ],
      shows: [
        PRODUCTS.cbdCalmleaf.productTitle,
        'Best overall',
        'Women-Founded',
        'AAPI-Founded',
        'COA',
        'Every batch, independent lab',
        'EXCELLENT',
        'Our score',
        'Lab testing',
        '"CALM20"',
        'Best tasting CBD gummies',
        'Editor’s pick',
        PRODUCTS.cbdHarbor.productTitle,
        'Brand approved',
        'What our tester says',
        'Pros & cons',
        'Product details',
      ],
    },
    {
      title: 'A featured partner',
      description:
        'A paid placement is labeled, explained, and its review, titled “Editor’s take”, never folds away.',
      blocks: [{ blockType: 'productCard', product: refs.product('cbdNorthfield') }],
      shows: [
        PRODUCTS.cbdNorthfield.productTitle,
        'Featured partner',
        'no brand can pay for a positive review',
        "Editor's take",
        '$10 off',
      ],
    },
    {
      title: 'A score board and a long discount',
      description:
        'Our scores sit above a review that folds behind Read more. A discount over 60 characters is left-aligned and lighter.',
      blocks: [{ blockType: 'productCard', product: refs.product('cbdSundew') }],
      shows: [
        PRODUCTS.cbdSundew.productTitle,
        'Black-Founded',
        'Small Business-Founded',
        'Our score',
        '4.4',
        'VERY GOOD',
        '25% off',
        '"SUNDEW5"',
      ],
    },
    {
      title: 'A price over $1,000',
      description: 'Prices get thousands separators.',
      blocks: [{ blockType: 'productCard', product: refs.product('walkingTreadmill') }],
      shows: [PRODUCTS.walkingTreadmill.productTitle, '$1,299', '$100 off', 'CHECK PRICE'],
    },
  ],
})

import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

export const affiliateAdFixtures = defineFixtures('affiliateAd', {
  name: 'Affiliate ad',
  about: [
    p(
      'The affiliate ad is a partner’s advertisement inside the article: a picture, a main line, a sentence or two, an optional discount and a button. It sits on a tinted panel with a "Sponsored" label so readers can always tell it apart from our editorial content, and its link is marked as paid.',
    ),
    p(
      'Editors can pick a product to supply the picture, name, brand, discount and link, and write only the main line and text. An ad without a link is not shown.',
    ),
  ],
  examples: (refs) => [
    {
      title: 'With a product’s picture',
      blocks: [
        {
          blockType: 'affiliateAd',
          product: refs.product('sleepRing'),
          mainText: 'See how you really slept last night',
          subText:
            'A light ring that estimates sleep stages and resting heart rate, with no screen on your wrist at night.',
          discount: '10% off with code RESTWELL',
          ctaText: 'See the ring',
        },
      ],
      shows: [
        'Sponsored',
        'See how you really slept last night',
        '10% off with code RESTWELL',
        'See the ring',
      ],
    },
    {
      title: 'Text only',
      blocks: [
        {
          blockType: 'affiliateAd',
          brand: 'Grove & Coast',
          mainText: 'Cook the Mediterranean way with oil pressed this season',
          subText: 'Each bottle shows its harvest date, so you know how fresh it is.',
          ctaText: 'Shop olive oil',
          ctaUrl: 'https://shop.example.com/grove-and-coast/extra-virgin-olive-oil?rvo_prodid=GC-750',
        },
      ],
      shows: ['Grove & Coast', 'Cook the Mediterranean way with oil pressed this season', 'Shop olive oil'],
    },
  ],
})

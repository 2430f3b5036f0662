import { PRODUCTS } from '@/seed/data/products'
import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

export const oneTwoThreeFixtures = defineFixtures('oneTwoThree', {
  name: 'Sponsored row (1–3 items)',
  about: [
    p(
      'This paid-media widget shows one to three sponsored items side by side under a "Sponsored" label. Each item is a picture, a short name and title, and a button to the partner, marked as a paid link and opened in a new tab. One item fills the width, two share it in halves and three in thirds.',
    ),
    p(
      'An item is shown only when it has both a picture and a link, so an item missing either drops out and the others widen. Editors can pick a product to supply the picture, brand, name and link.',
    ),
  ],
  examples: (refs) => [
    {
      title: 'Three items',
      blocks: [
        {
          blockType: 'oneTwoThree',
          items: [
            {
              product: refs.product('walkingShoe'),
              title: 'Cushioned shoes for daily walks',
              ctaLabel: 'Shop shoes',
            },
            {
              product: refs.product('bloodPressureMonitor'),
              title: 'Check your blood pressure at home',
              ctaLabel: 'See monitor',
            },
            {
              product: refs.product('pillOrganizer'),
              title: 'Never wonder if you took your pills',
              ctaLabel: 'See organizer',
              ctaUrl: 'https://shop.example.com/dayset/weekly-am-pm-pill-organizer?x=paid&#038;subid=WR-1004',
            },
          ],
        },
      ],
      shows: [
        'Sponsored',
        'Cushioned shoes for daily walks',
        'Check your blood pressure at home',
        'See organizer',
      ],
    },
    {
      title: 'Two items, half the width each',
      blocks: [
        {
          blockType: 'oneTwoThree',
          items: [
            {
              product: refs.product('oliveOil'),
              name: PRODUCTS.oliveOil.productBrand,
              title: 'Peppery oil for salads and vegetables',
              ctaLabel: 'Shop oil',
            },
            {
              product: refs.product('worryJournal'),
              title: 'Ten minutes of writing before bed',
              ctaLabel: 'See journal',
            },
          ],
        },
      ],
      shows: [PRODUCTS.oliveOil.productBrand, 'Ten minutes of writing before bed', 'See journal'],
    },
  ],
})

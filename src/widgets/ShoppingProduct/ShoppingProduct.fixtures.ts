import { PRODUCTS } from '@/seed/data/products'
import { doc, p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

/** The seed's uploaded copy of a sample product's picture (`seed-product-<variant>.webp`, 800 × 800). */
const seedImage = (variantId: string) =>
  `/api/cms/media/file/seed-product-${variantId.replace(/^seed-/, '')}.webp`

export const shoppingProductFixtures = defineFixtures('shoppingProduct', {
  name: 'Shopping product',
  about: [
    p(
      'A shopping product shows one product’s photo, summary and specs, with a tracked button for each shop: "$129 FROM Example Shop" with a price, "SHOP NOW AT Example Shop" without one, "SHOP NOW" with neither. Editors choose a list card or a table card for comparing prices.',
    ),
  ],
  examples: () => [
    {
      title: 'List card',
      description: 'One shop with a price and a code, one without a price.',
      blocks: [
        {
          blockType: 'shoppingProduct',
          productId: 'WR-1002',
          name: PRODUCTS.walkingShoe.productTitle,
          brand: PRODUCTS.walkingShoe.productBrand,
          cardType: 'list',
          image: {
            url: seedImage(PRODUCTS.walkingShoe.variantId),
            alt: PRODUCTS.walkingShoe.imgAlt,
            width: 800,
            height: 800,
          },
          summary: doc(
            p(
              'A cushioned, stable shoe for people starting a walking routine, with a roomy toe box and three widths. If you have diabetes or foot pain, ask a podiatrist about footwear before you add distance.',
            ),
          ),
          specs: [
            { title: 'Weight', text: '9.1 oz (men’s size 9)' },
            { title: 'Heel-to-toe drop', text: '8 mm' },
            { title: 'Widths', text: 'Regular, wide, extra wide' },
          ],
          offers: [
            {
              retailer: { name: 'Example Shop' },
              price: '129',
              url: 'https://shop.example.com/stridewell/cloudpath-walking-shoe',
              discountAvailable: true,
              discountText: 'Get $20 off your first order with code WALKMORE',
            },
            {
              retailer: { name: 'Corner Sports' },
              price: '',
              url: 'https://corner-sports.example.com/stridewell-cloudpath',
              discountAvailable: false,
            },
          ],
        },
      ],
      shows: [
        PRODUCTS.walkingShoe.productTitle,
        'Heel-to-toe drop',
        '$129 FROM Example Shop',
        'SHOP NOW AT Corner Sports',
        'WALKMORE',
      ],
    },
    {
      title: 'Table card',
      description: 'Prices typed without separators show with them.',
      blocks: [
        {
          blockType: 'shoppingProduct',
          productId: 'WR-1005',
          name: PRODUCTS.walkingTreadmill.productTitle,
          brand: PRODUCTS.walkingTreadmill.productBrand,
          cardType: 'table',
          image: {
            url: seedImage(PRODUCTS.walkingTreadmill.variantId),
            alt: PRODUCTS.walkingTreadmill.imgAlt,
            width: 800,
            height: 800,
          },
          summary: doc(
            p(
              'A quiet, low treadmill for walking slowly at a standing desk. Short walking breaks through the day add up; start at a slow pace and build up gradually.',
            ),
          ),
          specs: [
            { title: 'Speed range', text: '0.5–4 mph' },
            { title: 'Max user weight', text: '265 lb' },
            { title: 'Deck height', text: '4.3 in' },
          ],
          offers: [
            {
              retailer: { name: 'Example Shop' },
              price: '$1299',
              url: 'https://shop.example.com/stridewell/deskwalk-under-desk-treadmill',
              discountAvailable: true,
              discountText: '$100 off with code DESKSTEPS',
            },
            {
              retailer: { name: 'Officewell' },
              price: '1349.00',
              url: 'https://officewell.example.com/deskwalk',
            },
            {
              retailer: { name: 'Fitness Depot' },
              price: '1279.5',
              url: 'https://fitness-depot.example.com/stridewell-deskwalk',
            },
          ],
        },
      ],
      shows: [
        PRODUCTS.walkingTreadmill.productTitle,
        'Specifications',
        'Where to buy',
        '$1,299 FROM Example Shop',
        '$1,349.00 FROM Officewell',
        '$1,279.50 FROM Fitness Depot',
      ],
    },
  ],
})

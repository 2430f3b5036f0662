import { PRODUCTS } from '@/seed/data/products'
import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

export const featuredPartnerOffersFixtures = defineFixtures('featuredPartnerOffers', {
  name: 'Featured-partner offers',
  about: [
    p(
      'This box collects current deals from featured partners: brands that pay for their placement on Wellread. The "Featured Partner" label and the site’s explanation always show at the top: the placement is paid, our editors still test the products, and positive reviews are never paid for. The explanation links to how we vet brands and products.',
    ),
    p(
      'Each offer names the product or brand, says what the reader gets, and links to the partner in a new tab, marked as a paid link. Editors can pick a product to supply its name, picture, discount and link, and should remove offers once they end.',
    ),
  ],
  examples: (refs) => [
    {
      title: 'Offers from products',
      blocks: [
        {
          blockType: 'featuredPartnerOffers',
          title: 'CBD gummy deals from our featured partners',
          offers: [
            { product: refs.product('cbdCalmleaf'), ctaText: 'Get 20% off' },
            {
              product: refs.product('cbdMeadow'),
              name: 'Meadowbright',
              offer: 'Free shipping on your first jar, no code needed',
            },
            {
              product: refs.product('cbdNorthfield'),
              ctaText: 'See the deal',
            },
          ],
        },
      ],
      shows: [
        'CBD gummy deals from our featured partners',
        'Featured Partner',
        'How we vet brands and products',
        PRODUCTS.cbdCalmleaf.productTitle,
        'Free shipping on your first jar, no code needed',
        'Get 20% off',
      ],
    },
    {
      title: 'Typed by hand, with the default heading',
      blocks: [
        {
          blockType: 'featuredPartnerOffers',
          offers: [
            {
              name: 'Pulsewise',
              offer: 'A free spare cuff with any upper-arm monitor this month',
              ctaText: 'Claim the cuff',
              ctaUrl: 'https://shop.example.com/pulsewise/spare-cuff-offer?rvo_prodid=WR-1001',
            },
          ],
        },
      ],
      shows: ['Offers from our featured partners', 'A free spare cuff with any upper-arm monitor this month'],
    },
  ],
})

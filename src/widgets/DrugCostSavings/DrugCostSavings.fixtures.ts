import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'
import { DEFAULT_DRUG_SAVINGS_TITLE, TEMPLATE_DRUG_SAVINGS_TITLE } from './DrugCostSavings.config'

export const drugCostSavingsFixtures = defineFixtures('drugCostSavings', {
  name: 'Drug price comparison',
  about: [
    p(
      'The drug price comparison shows what one prescription drug costs with a free discount coupon at pharmacies near the reader, cheapest first, four at a time. Readers pick the manufacturer, form, dosage and quantity and enter a ZIP code; a card’s "Get RX Coupon" button opens the coupon, which they can email, text, print or add to a phone wallet. The coupon is not insurance.',
    ),
    p(
      `Editors pick the drug from Drug savings → Drugs, where its dosages and NDCs are kept once for every page. The widget shows only to readers in the US: elsewhere it takes no space. On a drug-savings page its heading is always "${TEMPLATE_DRUG_SAVINGS_TITLE}", and on a subcategory landing page it spans the full width. The prices on this sample site are made up, at fictional pharmacies.`,
    ),
    p(
      'A manufacturer’s copay offer is a promotion: Promotions → Drivers, kind "Copay offer", position "Drug cost savings widget: copay offer", targeting the drug. When one is running for the drug, readers with insurance see the offer first and can switch to the prices. On a page that compares several drugs, only the first widget’s drug can show an offer.',
    ),
  ],
  examples: (refs) => [
    // First: only the page's first drug widget can show a copay offer (one drugCopay placement per page).
    {
      title: 'A copay offer, framed as the best offer',
      description:
        'Levothyroxine has a sample copay offer (a driver at the widget’s copay position): readers with insurance see the offer, under the offer’s heading; readers without insurance switch to the prices. The frame marks it as the best offer on the page.',
      blocks: [
        {
          blockType: 'drugCostSavings',
          drug: refs.drug('levothyroxine'),
          title: 'Levothyroxine prices near you',
          bestOffer: true,
        },
      ],
      shows: ['Best Offer'],
      // The offer is a driver, asked for in the browser once the reader is known to be in the US.
      showsInBrowser: [
        'Find prescription drug savings',
        'With insurance, pay as little as $25 for a trusted brand-name medication.',
        'Only $10/mo initially',
        'Insured',
        'Uninsured',
      ],
    },
    {
      title: 'A generic and its brand',
      description:
        'Atorvastatin, generic first: readers can switch to the brand, change the dosage or quantity, and see prices near their ZIP code.',
      blocks: [
        {
          blockType: 'drugCostSavings',
          drug: refs.drug('atorvastatin'),
          title: DEFAULT_DRUG_SAVINGS_TITLE,
          subtitle: 'Prices with a free discount coupon, no insurance needed.',
          bestOffer: false,
        },
      ],
      shows: [DEFAULT_DRUG_SAVINGS_TITLE, 'Prices with a free discount coupon, no insurance needed.'],
    },
  ],
})

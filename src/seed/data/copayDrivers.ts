import type { Driver } from '@/cms/payload-types'
import { copayDriverName } from '@/migrations/copayOffers'
import type { DrugKey } from './drugs'

/**
 * A sample copay offer: a driver of kind "Copay offer" at the position "Drug cost savings widget: copay
 * offer" (placement drugCopay), targeting one sample drug. `drug` becomes the driver's drug targeting once
 * the drugs are stored.
 */
export type CopayDriverSeed = {
  drug: DrugKey
  driver: Omit<Driver, 'id' | 'createdAt' | 'updatedAt' | 'drugs'> & {
    /** Stable, so a second run finds it and its counts in the click report stay its own. */
    _uuid: string
    name: string
  }
}

/**
 * SAMPLE DATA, fictional: no manufacturer offers this. Levothyroxine's widget opens on the offer for insured
 * readers (the widget gallery's "A copay offer, framed as the best offer" shows it).
 */
export const COPAY_DRIVERS: CopayDriverSeed[] = [
  {
    drug: 'levothyroxine',
    driver: {
      _uuid: 'seed-copay-levothyroxine',
      // The name the promotions migration gives an offer it moves off a drug, so the seed finds that one.
      name: copayDriverName('Levothyroxine', 'levothyroxine'),
      driverType: 'copay',
      enabled: true,
      campaignName: 'sample-copay-levothyroxine',
      // No headline: the widget says "Find prescription drug savings".
      copay: { price: 25, monthlyPrice: 10 },
      callToAction: 'GET THE SAVINGS CARD',
      callToActionURL: 'https://savings.example.com/synthroid',
      articlePlacement: ['drugCopay'],
      priority: 50,
      weight: 1,
    },
  },
]

import { atorvastatinWidgetData } from '@/services/pricing/testData'
import { defineClientSamples } from '@/ui/samples'

const drug = atorvastatinWidgetData
const selection = {
  manufacturer: 'Atorvastatin (generic)',
  form: 'Tablet',
  dosage: '20mg',
  quantityDisplay: '30 tablets',
}

export const samples = defineClientSamples({
  'DrugCostSavingsIsland.client.tsx#DrugCostSavingsIsland': {
    id: 'dcs-1',
    variant: 'article',
    bestOffer: false,
    fullWidth: false,
    title: 'Atorvastatin prices near you',
    subtitle: null,
    drug: drug,
    retailerLogos: {},
    articlePath: '/health/atorvastatin',
  },
  'DrugCostSavings.client.tsx#DrugCostSavingsWidget': {
    id: 'dcs-1',
    variant: 'article',
    drug: drug,
    retailerLogos: {},
    insured: null,
  },
  'InfoCard.client.tsx#InfoCard': {
    id: 'dcs-1',
    drug: drug,
    variant: 'article',
    selection: selection,
    location: { zip: '47201', lat: 39.126564, long: -85.971322, city: null, state: null, found: true },
    locating: null,
    insured: null,
    onUpdate: () => {},
  },
  'PriceList.client.tsx#PriceList': {
    id: 'dcs-1',
    status: 'loading',
    cards: [],
    busyKey: null,
    locationText: 'ZIP 47201',
    onRetry: () => {},
    onZipSearch: () => {},
    onGetCoupon: () => {},
  },
  'CouponModal.client.tsx#CouponModal': {
    id: 'dcs-1',
    state: { open: true, view: 'timedOut', message: null },
    dispatch: () => {},
    onClose: () => {},
    coupon: null,
    card: null,
    retailerLogo: null,
    onRetry: () => {},
    retrying: false,
    platform: null,
    fetcher: fetch,
  },
  'InfoTooltip.client.tsx#InfoTooltip': {
    id: 'dcs-1',
    label: 'How these prices work',
    children: 'Prices come from a discount card.',
  },
  'HelpfulControl.client.tsx#HelpfulControl': {
    id: 'dcs-1',
    articlePath: '/health/atorvastatin',
  },
})

/** Client components that render nothing on the server (a modal opens only after a reader acts). */
export const rendersNothing = ['CouponModal.client.tsx#CouponModal']

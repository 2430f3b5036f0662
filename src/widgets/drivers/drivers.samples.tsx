import { defineClientSamples } from '../fixtures'

/** The placement islands' sample props (the conventions test renders each on the server). */
export const samples = defineClientSamples({
  'Placement.client.tsx#Placement': { name: 'articlePlacement', style: 'card' },
  'DriverPageBoot.client.tsx#DriverPageBoot': {
    page: {
      path: '/heart-health/blood-pressure',
      k1: 'blood pressure',
      kMetas: ['blood pressure'],
      pageType: 'article',
      categorySlugs: ['heart-health'],
      section: 'heart-health',
      mock: false,
    },
    siteHost: 'wellread.example',
  },
  'SecondPagePopup.client.tsx#SecondPagePopup': { path: '/heart-health/blood-pressure' },
})

/** Islands that only talk to the runtime, or open a dialog later: nothing of them is in the server HTML. */
export const rendersNothing = [
  'DriverPageBoot.client.tsx#DriverPageBoot',
  'SecondPagePopup.client.tsx#SecondPagePopup',
]

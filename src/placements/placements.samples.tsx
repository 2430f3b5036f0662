import { defineClientSamples } from '@/ui/samples'

/** The placement islands' sample props (the conventions test renders each on the server). */
export const samples = defineClientSamples({
  'Placement.client.tsx#Placement': { name: 'articlePlacement', style: 'card' },
  'PlacementPageBoot.client.tsx#PlacementPageBoot': {
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
  'survey/SurveyIntercept.client.tsx#SurveyIntercept': { section: 'health' },
})

/** Islands that only talk to the runtime, or open a dialog later: nothing of them is in the server HTML. */
export const rendersNothing = [
  'PlacementPageBoot.client.tsx#PlacementPageBoot',
  'SecondPagePopup.client.tsx#SecondPagePopup',
  // The survey card shows only in the browser, for a reader who won the draw.
  'survey/SurveyIntercept.client.tsx#SurveyIntercept',
]

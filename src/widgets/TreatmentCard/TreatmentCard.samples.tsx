import { defineClientSamples } from '@/ui/samples'

export const samples = defineClientSamples({
  'TreatmentCard.client.tsx#TreatmentSummary': {
    id: 'treatment-sample-summary',
    children: <p>ACE inhibitors relax blood vessels.</p>,
  },
})

import { defineClientSamples } from '@/ui/samples'

export const samples = defineClientSamples({
  'Checklist.client.tsx#ChecklistReveal': {
    children: [<span key="a">Drink water</span>],
  },
})

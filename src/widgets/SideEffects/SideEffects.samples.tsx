import { defineClientSamples } from '@/ui/samples'

const tabs = [
  {
    severity: 'mild',
    effects: [
      {
        key: 'mild-0',
        name: 'Headache',
        prevalence: 'Common (more than 1 in 100 people)',
        description: <p>Rest and drink plenty of fluids.</p>,
        link: { href: '/drugs/atorvastatin' },
      },
    ],
  },
  {
    severity: 'severe',
    effects: [
      { key: 'severe-0', name: 'Serious allergic reaction', prevalence: '', description: null, link: null },
    ],
  },
]

const explorer = { base: 'side-effects-sample', tabs, guide: <p>What the words mean.</p>, position: 1 }

export const samples = defineClientSamples({
  'SideEffects.client.tsx#SideEffectsExplorer': explorer,
  'SideEffects.lazy.client.tsx#LazySideEffectsExplorer': {
    leafProps: explorer,
    children: <p>Headache</p>,
  },
})

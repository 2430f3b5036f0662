import { defineClientSamples } from '@/ui/samples'

const stat = { value: 1200, decimals: 0, final: '1,200', prefix: '', suffix: '', text: 'readers' }

export const samples = defineClientSamples({
  'StatsBlock.client.tsx#StatsCountUp': { items: [stat] },
  'StatsBlock.lazy.client.tsx#LazyStatsCountUp': {
    leafProps: { items: [stat] },
    children: <p>1,200 readers</p>,
  },
})

import { defineClientSamples } from '@/ui/samples'
import { sampleRefs } from '../fixtures'
import type { DietView } from './dietComparison'
import { dietView } from './diets'

const diets = (['ketogenic', 'mediterranean', 'dash'] as const).map(
  (key) => dietView(sampleRefs.diet(key), 'wellread.example') as DietView,
)
const leafProps = { idBase: 'diet-comparison-sample', diets }

export const samples = defineClientSamples({
  'DietComparison.client.tsx#DietComparisonLeaf': leafProps,
  'DietComparison.lazy.client.tsx#LazyDietComparison': {
    leafProps,
    children: <p>Ketogenic diet and Mediterranean diet side by side</p>,
  },
})

import { defineClientSamples } from '@/ui/samples'
import type { RecipeView } from './view'

const view: RecipeView = {
  id: 'recipe-sample',
  title: 'Red lentil soup',
  description: '',
  image: null,
  times: [{ kind: 'prep', label: 'Prep', short: '15min', long: '15 minutes', iso: 'PT15M' }],
  servings: 4,
  servingSize: '1 bowl',
  cuisine: '',
  category: '',
  ingredients: [{ key: 'i:a', text: '200 g red lentils', link: null }],
  substitution: null,
  tipAfterIngredients: null,
  instructions: [{ key: 's:a', text: 'Simmer for 20 minutes.', link: null, tip: '' }],
  tipAfterInstructions: null,
  nutrition: [
    { key: 'calories', label: 'Calories', unit: 'kcal', spoken: 'kilocalories', sub: false, perServing: 260 },
  ],
  sponsor: null,
  storageKey: 'wellread:recipe:/health/sample#a',
}

export const samples = defineClientSamples({
  'InteractiveRecipe.client.tsx#InteractiveRecipe': { view },
  'RecipeCard.lazy.client.tsx#LazyRecipe': { leafProps: { view }, children: <p>Red lentil soup</p> },
})

'use client'

import { createLazyLeaf } from '@/ui/lazyLeaf'

/** The interactive recipe card, loaded when the card comes within 300 px of the viewport. */
export const LazyRecipe = createLazyLeaf('recipe', () =>
  import('./InteractiveRecipe.client').then((m) => m.InteractiveRecipe),
)

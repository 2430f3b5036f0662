'use client'

import { createLazyLeaf } from '@/ui/lazyLeaf'

/** The interactive explorer (tabs, list and detail views, the frequency dialog): loaded within 300 px of the viewport. */
export const LazySideEffectsExplorer = createLazyLeaf('sideEffects', () =>
  import('./SideEffects.client').then((m) => m.SideEffectsExplorer),
)

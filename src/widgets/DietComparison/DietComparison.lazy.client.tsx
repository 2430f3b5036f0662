'use client'

import { createLazyLeaf } from '@/ui/lazyLeaf'

/** The interactive comparison (dropdown, search, compare), loaded when the widget comes within 300 px. */
export const LazyDietComparison = createLazyLeaf('dietComparison', () =>
  import('./DietComparison.client').then((m) => m.DietComparisonLeaf),
)

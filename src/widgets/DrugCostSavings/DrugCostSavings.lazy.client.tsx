'use client'

import { createDeferredIsland } from '@/ui/deferredIsland'

/**
 * The widget's island (the reader's country, the copay offer, the price body's loader): its code loads when
 * the widget comes within 300 px of the screen (ADR 22). Until then readers see the server's HTML, the same
 * boxes the island renders first, so nothing moves when it arrives.
 */
export const DrugCostSavingsIsland = createDeferredIsland(
  'drugCostSavings',
  () => import('./DrugCostSavingsIsland.client').then((m) => m.DrugCostSavingsIsland),
  { on: ['near', 'intent'] },
)

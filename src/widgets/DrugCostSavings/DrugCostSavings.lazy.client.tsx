'use client'

import { createDeferredIsland } from '@/ui/deferredIsland'
// The stylesheets of the components below, linked with the page: the server's HTML is styled before their
// code loads (a dynamic import's CSS would come only with it). The conventions test keeps this list whole.
import './DrugCostSavings.module.css'

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

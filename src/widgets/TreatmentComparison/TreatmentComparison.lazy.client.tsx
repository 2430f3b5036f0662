'use client'

import { createDeferredIsland } from '@/ui/deferredIsland'
// The stylesheets of the components below, linked with the page: the server's HTML is styled before their
// code loads (a dynamic import's CSS would come only with it). The conventions test keeps this list whole.
import './TreatmentComparison.module.css'

/** The comparison's interactive frame: its code loads when it comes within 300 px of the screen. */
export const TreatmentComparisonFrame = createDeferredIsland(
  'treatmentComparison',
  () => import('./TreatmentComparison.client').then((m) => m.TreatmentComparisonFrame),
  { on: ['near', 'intent'] },
)

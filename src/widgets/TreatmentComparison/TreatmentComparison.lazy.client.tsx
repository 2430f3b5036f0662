'use client'

import { createDeferredIsland } from '@/ui/deferredIsland'

/** The comparison's interactive frame: its code loads when it comes within 300 px of the screen. */
export const TreatmentComparisonFrame = createDeferredIsland(
  'treatmentComparison',
  () => import('./TreatmentComparison.client').then((m) => m.TreatmentComparisonFrame),
  { on: ['near', 'intent'] },
)

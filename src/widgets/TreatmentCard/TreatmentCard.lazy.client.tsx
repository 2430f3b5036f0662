'use client'

import { createDeferredIsland } from '@/ui/deferredIsland'

/** The summary's fold ("Read more"): its code loads when the card comes within 300 px of the screen. */
export const TreatmentSummary = createDeferredIsland(
  'treatmentSummary',
  () => import('./TreatmentCard.client').then((m) => m.TreatmentSummary),
  { on: ['near', 'intent'] },
)

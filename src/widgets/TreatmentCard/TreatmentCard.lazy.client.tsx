'use client'

import { createDeferredIsland } from '@/ui/deferredIsland'
// The stylesheets of the components below, linked with the page: the server's HTML is styled before their
// code loads (a dynamic import's CSS would come only with it). The conventions test keeps this list whole.
import './TreatmentCard.module.css'
import '../commerce/commerce.module.css'
import '../collapse/collapse.module.css'

/** The summary's fold ("Read more"): its code loads when the card comes within 300 px of the screen. */
export const TreatmentSummary = createDeferredIsland(
  'treatmentSummary',
  () => import('./TreatmentCard.client').then((m) => m.TreatmentSummary),
  { on: ['near', 'intent'] },
)

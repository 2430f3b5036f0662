'use client'

import { createDeferredIsland } from '@/ui/deferredIsland'
// The stylesheets of the components below, linked with the page: the server's HTML is styled before their
// code loads (a dynamic import's CSS would come only with it). The conventions test keeps this list whole.
import './Checklist.module.css'

/** The items' reveal in sequence: its code loads when the list comes within 300 px of the screen. */
export const ChecklistReveal = createDeferredIsland(
  'checklistReveal',
  () => import('./Checklist.client').then((m) => m.ChecklistReveal),
  { on: ['near'] },
)

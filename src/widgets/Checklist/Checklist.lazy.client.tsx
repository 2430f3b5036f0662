'use client'

import { createDeferredIsland } from '@/ui/deferredIsland'

/** The items' reveal in sequence: its code loads when the list comes within 300 px of the screen. */
export const ChecklistReveal = createDeferredIsland(
  'checklistReveal',
  () => import('./Checklist.client').then((m) => m.ChecklistReveal),
  { on: ['near'] },
)

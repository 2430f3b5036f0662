'use client'
import { createDeferredIsland } from '@/ui/deferredIsland'

/** The bar's dismiss button loads its code when the reader heads for it (ADR 22). */
export const DismissAnnouncementButton = createDeferredIsland(
  'dismissAnnouncement',
  () => import('./AnnouncementBar.client').then((m) => m.DismissAnnouncementButton),
  { on: ['intent'] },
)

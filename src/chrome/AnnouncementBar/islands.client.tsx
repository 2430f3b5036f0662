'use client'
import { createDeferredIsland } from '@/ui/deferredIsland'
// The stylesheets of the components below, linked with the page: the server's HTML is styled before their
// code loads (a dynamic import's CSS would come only with it). The conventions test keeps this list whole.
import './AnnouncementBar.module.css'

/** The bar's dismiss button loads its code when the reader heads for it (ADR 22). */
export const DismissAnnouncementButton = createDeferredIsland(
  'dismissAnnouncement',
  () => import('./AnnouncementBar.client').then((m) => m.DismissAnnouncementButton),
  { on: ['intent'] },
)

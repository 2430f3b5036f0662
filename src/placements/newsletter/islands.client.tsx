'use client'
import { createDeferredIsland } from '@/ui/deferredIsland'
import { HEADER_EVENTS } from '@/ui/openRequests'

/**
 * The header's Subscribe dialog (placement `headerNewsletter`): nothing of it is in the page until the reader
 * heads for Subscribe (hover or focus ask ahead) or presses it; then its code, the placement runtime's
 * registry and frame, loads (ADR 22). A press made before it arrived waits and is taken when it mounts
 * (`src/ui/openRequests.ts`).
 */
export const NewsletterDialog = createDeferredIsland(
  'newsletterDialog',
  () => import('./NewsletterDialog.client').then((m) => m.NewsletterDialog),
  { on: [], wakeOn: [HEADER_EVENTS.preloadSubscribe, HEADER_EVENTS.subscribe] },
)

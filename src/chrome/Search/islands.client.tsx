'use client'
import { createDeferredIsland } from '@/ui/deferredIsland'

/**
 * The header's search box loads when the reader heads for the search button (ADR 22); before, the button is
 * its server HTML, a link to the search page.
 */
export const HeaderSearch = createDeferredIsland(
  'headerSearch',
  () => import('./HeaderSearch.client').then((m) => m.HeaderSearch),
  { on: ['intent'] },
)

'use client'
import { createDeferredIsland } from '@/ui/deferredIsland'
// The stylesheets of the components below, linked with the page: the server's HTML is styled before their
// code loads (a dynamic import's CSS would come only with it). The conventions test keeps this list whole.
import './HeaderSearch.module.css'

/**
 * The header's search box loads when the reader heads for the search button (ADR 22); before, the button is
 * its server HTML, a link to the search page.
 */
export const HeaderSearch = createDeferredIsland(
  'headerSearch',
  () => import('./HeaderSearch.client').then((m) => m.HeaderSearch),
  { on: ['intent'] },
)

'use client'
import { createDeferredIsland } from '@/ui/deferredIsland'

/*
 * The header's interactive parts load when the reader heads for them (ADR 22, `src/ui/deferredIsland.tsx`):
 * until then they are their server HTML, links included. No page carries their code before it is needed.
 */

/** The desktop menu bar's flyouts: when the pointer or focus reaches the bar. */
export const MainNav = createDeferredIsland(
  'mainNav',
  () => import('./MainNav.client').then((m) => m.MainNav),
  {
    on: ['intent'],
  },
)

/** The hamburger menu: when the reader touches or focuses the button. */
export const MobileMenu = createDeferredIsland(
  'mobileMenu',
  () => import('./MobileMenu.client').then((m) => m.MobileMenu),
  { on: ['intent'] },
)

/** The branding flyout, when a page has one. */
export const BrandingFlyout = createDeferredIsland(
  'brandingFlyout',
  () => import('./BrandingFlyout.client').then((m) => m.BrandingFlyout),
  { on: ['intent'] },
)

/** The secondary menu's scroll buttons: when the reader reaches the row (it scrolls natively before). */
export const ScrollRow = createDeferredIsland(
  'scrollRow',
  () => import('./ScrollRow.client').then((m) => m.ScrollRow),
  {
    on: ['intent'],
  },
)

'use client'
import { createDeferredIsland } from '@/ui/deferredIsland'
import { HEADER_EVENTS } from '@/ui/openRequests'
import { hasSignedInHint, signInFailedIn } from './hint'

/**
 * The account islands' loader (sign-in sheet, onboarding panel): nothing of it is on the page until a reader
 * heads for Sign In or presses it, or at once when someone is signed in (the `wr_auth` hint) or a sign-in has
 * just failed (`?signin=failed`). Anonymous readers load none of it (ADR 22).
 */
export const AccountBoot = createDeferredIsland(
  'account',
  () => import('./AccountBoot.client').then((m) => m.AccountBoot),
  {
    on: [],
    wakeOn: [HEADER_EVENTS.preloadSignIn, HEADER_EVENTS.signIn],
    wakeIf: () => signInFailedIn(window.location.search) || hasSignedInHint(document.cookie),
  },
)

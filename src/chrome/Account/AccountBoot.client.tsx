'use client'
import { type ComponentType, useEffect, useState } from 'react'
import { reportError } from '@/lib/tracking'
import { type SignInOption, signInFailureReasonIn } from '@/services/auth/shared'
import { HEADER_EVENTS, onOpenRequest } from '@/ui/openRequests'
import type { DefaultNewsletterList } from '../../placements/newsletter/newsletterDialog'
import { signInFailureMessage, withoutSignInFailure } from './account'
import { hasSignedInHint, signInFailedIn } from './hint'
import type { OnboardingPanelProps } from './OnboardingPanel.client'
import type { SignInSheetProps } from './SignInSheet.client'

let sheetCode: Promise<ComponentType<SignInSheetProps>> | null = null

/** The sheet's code, loaded once the reader heads for Sign In; a failed load is tried again next time. */
function loadSheet(): Promise<ComponentType<SignInSheetProps>> {
  sheetCode ??= import('./SignInSheet.client').then(
    (m) => m.SignInSheet,
    (error: unknown) => {
      sheetCode = null
      throw error
    },
  )
  return sheetCode
}

/** `failure`: what the sheet says first after a failed sign-in, or null. */
type SheetState = { open: boolean; failure: string | null; opener: HTMLElement | null }

export type AccountBootProps = {
  /** The site's default newsletter list: what the onboarding's marketing consent subscribes to. */
  newsletterList: DefaultNewsletterList | null
  siteName: string
  /** The ways to sign in on this site (the configured providers; local stand-ins marked): the same for all. */
  signInOptions: readonly SignInOption[]
}

/**
 * The account islands' loader, mounted once in the site chrome (issue 18; ADR 10). The cached page is the
 * same for everyone and this renders nothing until needed; its own code is a few lines, and what it shows
 * loads on demand:
 * - the sign-in sheet, when the reader heads for Sign In (hover or focus: `wellread:preload-sign-in`) or
 *   presses it (`wellread:open-sign-in`), or when the address says a sign-in just failed (`?signin=failed`,
 *   with `&reason=` for what the reader can do about it; both then removed from the address bar);
 * - the onboarding panel, only when the `wr_auth` hint says someone is signed in, and not on the page a
 *   sign-in failed on (the sheet says so alone). Anonymous readers make no request at all.
 * A load that fails is reported; the page is unaffected.
 */
export function AccountBoot({ newsletterList, siteName, signInOptions }: AccountBootProps) {
  const [Sheet, setSheet] = useState<ComponentType<SignInSheetProps> | null>(null)
  const [sheet, setSheetState] = useState<SheetState>({ open: false, failure: null, opener: null })
  const [Onboarding, setOnboarding] = useState<ComponentType<OnboardingPanelProps> | null>(null)

  useEffect(() => {
    let live = true
    const showSheet = (failure: string | null, opener: HTMLElement | null) => {
      loadSheet().then(
        (component) => {
          if (!live) return
          setSheet(() => component)
          setSheetState({ open: true, failure, opener })
        },
        (error: unknown) => reportError(error, { where: 'account.signIn.load' }),
      )
    }
    const onOpen = (detail: { opener?: unknown } | null) =>
      showSheet(null, detail?.opener instanceof HTMLElement ? detail.opener : null)
    const onPreload = () => {
      loadSheet().catch(() => {}) // a failure is reported when the reader presses Sign In
    }
    // A press made before this island mounted waited for it (requestOpen).
    const stopOpen = onOpenRequest(HEADER_EVENTS.signIn, onOpen)
    window.addEventListener(HEADER_EVENTS.preloadSignIn, onPreload)

    let tidy: number | undefined
    const failedNow = signInFailedIn(window.location.search)
    if (failedNow) {
      showSheet(signInFailureMessage(signInFailureReasonIn(window.location.search)), null)
      // Once the router has taken the address (its effects run after this one), drop the parameters: a
      // reload or a shared link does not say it again.
      tidy = window.setTimeout(() => {
        window.history.replaceState(null, '', withoutSignInFailure(window.location.href))
      }, 0)
    }

    // A sign-in that just failed has the screen to itself: the onboarding panel waits for the next page.
    if (!failedNow && hasSignedInHint(document.cookie)) {
      import('./OnboardingPanel.client').then(
        (m) => {
          if (live) setOnboarding(() => m.OnboardingPanel)
        },
        (error: unknown) => reportError(error, { where: 'account.onboarding.load' }),
      )
    }

    return () => {
      live = false
      window.clearTimeout(tidy)
      stopOpen()
      window.removeEventListener(HEADER_EVENTS.preloadSignIn, onPreload)
    }
  }, [])

  // Focus goes back to the button that opened the sheet (Safari does not focus a clicked button).
  const { open, opener } = sheet
  useEffect(() => {
    if (!open && opener?.isConnected) opener.focus()
  }, [open, opener])

  return (
    <>
      {Sheet ? (
        <Sheet
          open={sheet.open}
          failure={sheet.failure}
          siteName={siteName}
          options={signInOptions}
          onClose={() => setSheetState((s) => ({ ...s, open: false }))}
        />
      ) : null}
      {Onboarding ? <Onboarding newsletterList={newsletterList} siteName={siteName} /> : null}
    </>
  )
}

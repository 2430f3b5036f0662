'use client'
import { type ComponentType, type MouseEvent, useEffect, useState } from 'react'
import { reportError } from '@/lib/tracking'
import { HEADER_EVENTS, requestOpen } from '@/ui/openRequests'
import type { AccountMenuProps } from '../Account/AccountMenu.client'
import { hasSignedInHint } from '../Account/hint'
import styles from './Header.module.css'

const preloadNewsletter = () => window.dispatchEvent(new CustomEvent(HEADER_EVENTS.preloadSubscribe))
const preloadSignIn = () => window.dispatchEvent(new CustomEvent(HEADER_EVENTS.preloadSignIn))
// `opener`: where focus goes back when the sheet closes (Safari does not focus a clicked button).
const openSignIn = (event: MouseEvent<HTMLButtonElement>) =>
  requestOpen(HEADER_EVENTS.signIn, { opener: event.currentTarget })

/**
 * The Subscribe and Sign In buttons. They announce the reader's intent as first-party DOM events; the
 * newsletter dialog (placement headerNewsletter) and the sign-in sheet (`AccountBoot`) handle them, and a
 * press made before their island mounted waits for it (`requestOpen`).
 *
 * The cached page has the Sign In button for everyone (ADR 10). When the `wr_auth` hint says someone may be
 * signed in, the account menu's code loads and takes the button's place: the same button until the session
 * answers, then the greeting ("Hi, Ana") in the same box. Without the hint nothing loads and nothing is asked.
 */
export function HeaderActions() {
  const [Account, setAccount] = useState<ComponentType<AccountMenuProps> | null>(null)

  useEffect(() => {
    if (!hasSignedInHint(document.cookie)) return
    let live = true
    import('../Account/AccountMenu.client').then(
      (m) => {
        if (live) setAccount(() => m.AccountMenu)
      },
      // The Sign In button stays; the page is unaffected.
      (error: unknown) => reportError(error, { where: 'account.menu.load' }),
    )
    return () => {
      live = false
    }
  }, [])

  const signIn = (
    <button
      type="button"
      className={styles.signIn}
      aria-haspopup="dialog"
      onPointerEnter={preloadSignIn}
      onFocus={preloadSignIn}
      onClick={openSignIn}
    >
      Sign In
    </button>
  )

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.subscribe}
        aria-haspopup="dialog"
        onPointerEnter={preloadNewsletter}
        onFocus={preloadNewsletter}
        onClick={(event) =>
          // `opener`: where focus goes back when the dialog closes (Safari does not focus a clicked button).
          requestOpen(HEADER_EVENTS.subscribe, { placement: 'headerNewsletter', opener: event.currentTarget })
        }
      >
        Subscribe
      </button>
      {Account ? <Account signIn={signIn} /> : signIn}
    </div>
  )
}

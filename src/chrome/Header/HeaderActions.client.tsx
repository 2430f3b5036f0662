'use client'
import styles from './Header.module.css'

/** Events the newsletter and sign-in features listen for (their dialogs arrive with those issues). */
export const HEADER_EVENTS = {
  subscribe: 'wellread:open-newsletter',
  signIn: 'wellread:open-sign-in',
} as const

/**
 * The Subscribe and Sign In buttons. They announce the reader's intent as first-party DOM events; the
 * newsletter dialog (placement headerNewsletter) and the onboarding sheet handle them.
 */
export function HeaderActions() {
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.subscribe}
        aria-haspopup="dialog"
        onClick={() =>
          window.dispatchEvent(
            new CustomEvent(HEADER_EVENTS.subscribe, { detail: { placement: 'headerNewsletter' } }),
          )
        }
      >
        Subscribe
      </button>
      <button
        type="button"
        className={styles.signIn}
        aria-haspopup="dialog"
        onClick={() => window.dispatchEvent(new CustomEvent(HEADER_EVENTS.signIn))}
      >
        Sign In
      </button>
    </div>
  )
}

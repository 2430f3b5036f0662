'use client'
import { useId } from 'react'
import { AUTH_ROUTES, type AuthProvider } from '@/lib/account/contract'
import type { SignInOption } from '@/services/auth/shared'
import { Modal } from '@/ui/modal/Modal.client'
import { ACCOUNT_TEXT } from './account'
import styles from './SignInSheet.module.css'

/** The providers' marks, drawn inline (no downloaded assets): Apple's in the button's ink, Google's four colours. */
function ProviderMark({ provider }: { provider: AuthProvider }) {
  if (provider === 'apple') {
    return (
      <svg aria-hidden="true" width="18" height="22" viewBox="0 0 814 1000" className={styles.mark}>
        <path
          fill="currentColor"
          d="M788.1 340.9c-5.8 4.5-108.2 62.2-108.2 190.5 0 148.4 130.3 200.9 134.2 202.2-.6 3.2-20.7 71.9-68.7 141.9-42.8 61.6-87.5 123.1-155.5 123.1s-85.5-39.5-164-39.5c-76.5 0-103.7 40.8-165.9 40.8s-105.6-57-155.5-127C46.7 790.7 0 663 0 541.8c0-194.4 126.4-297.5 250.8-297.5 66.1 0 121.2 43.4 162.7 43.4 39.5 0 101.1-46 176.3-46 28.5 0 130.9 2.6 198.3 99.2zm-234-181.5c31.1-36.9 53.1-88.1 53.1-139.3 0-7.1-.6-14.3-1.9-20.1-50.6 1.9-110.8 33.7-147.1 75.8-28.5 32.4-55.1 83.6-55.1 135.5 0 7.8 1.3 15.6 1.9 18.1 3.2.6 8.4 1.3 13.6 1.3 45.4 0 102.5-30.4 135.5-71.3z"
        />
      </svg>
    )
  }
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 48 48" className={styles.mark}>
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  )
}

export type SignInSheetProps = {
  open: boolean
  /** The reader came back from a failed sign-in (`?signin=failed`): what the sheet says first, else null. */
  failure: string | null
  siteName: string
  /** The configured ways to sign in, in order; a local stand-in says so (ADR 25). None: the sheet says so. */
  options: readonly SignInOption[]
  onClose: () => void
}

/**
 * The sign-in sheet the header's Sign In opens (001 §2, §6: "a Sign In button opening the onboarding panel
 * with Apple and Google sign-in options"): a title, why to sign in, "Continue with Apple" and "Continue with
 * Google" for each provider configured here (links: each is a full-page navigation to
 * `/api/auth/signin/{provider}`, so they work as links do, new tab included; a local stand-in's says so, with
 * a note under them), and the terms and privacy links. After a failed sign-in it opens with that said first.
 * The site modal: labelled by its title, described by the error and the reason, focus kept inside, Escape
 * and the × close it; a bottom sheet on phones, a centred panel from 768 px.
 */
export function SignInSheet({ open, failure, siteName, options, onClose }: SignInSheetProps) {
  const id = useId()
  const titleId = `${id}-title`
  const whyId = `${id}-why`
  const errorId = `${id}-error`
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={failure ? `${errorId} ${whyId}` : whyId}
      closeLabel={ACCOUNT_TEXT.closeSheet}
      sheetOnPhones
      className={styles.sheet}
    >
      <h2 id={titleId} className={styles.title}>
        {ACCOUNT_TEXT.sheetTitle(siteName)}
      </h2>
      {failure ? (
        <p id={errorId} className={styles.error}>
          {failure}
        </p>
      ) : null}
      <p id={whyId} className={styles.why}>
        {ACCOUNT_TEXT.sheetWhy}
      </p>
      {options.length ? (
        <ul className={styles.providers}>
          {options.map(({ provider, local }) => (
            <li key={provider}>
              <a
                className={styles.provider}
                data-provider={provider}
                data-local={local ? '' : undefined}
                href={AUTH_ROUTES.signIn(provider)}
              >
                <ProviderMark provider={provider} />
                <span>{ACCOUNT_TEXT.continueWith(provider, local)}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.why}>{ACCOUNT_TEXT.noProviders}</p>
      )}
      {options.some((o) => o.local) ? <p className={styles.legal}>{ACCOUNT_TEXT.localNote}</p> : null}
      <p className={styles.legal}>
        {ACCOUNT_TEXT.legalBefore}
        <a href="/terms-of-use">{ACCOUNT_TEXT.terms}</a>
        {ACCOUNT_TEXT.legalBetween}
        <a href="/privacy-policy">{ACCOUNT_TEXT.privacy}</a>
        {ACCOUNT_TEXT.legalAfter}
      </p>
    </Modal>
  )
}

'use client'
import { useEffect, useId, useReducer, useRef, useState } from 'react'
import type { AuthUser, SiteFlag } from '@/lib/account/contract'
import { currentTrackingId } from '@/lib/affiliate/trackingId'
import { reportError } from '@/lib/tracking'
import { type NewsletterRequest, subscribeToNewsletter } from '@/services/newsletter/shared'
import { Modal } from '@/ui/modal/Modal.client'
import type { DefaultNewsletterList } from '../../placements/newsletter/newsletterDialog'
import {
  ACCOUNT_TEXT,
  consentOffered,
  flagsReducer,
  type HeldToken,
  INITIAL_FLAGS,
  onboardingFlag,
  onboardingSubscription,
  showOnboarding,
  tokenUsable,
} from './account'
import { acquireToken, readSiteFlags, saveSiteFlag } from './api'
import styles from './OnboardingPanel.module.css'
import { loadSession } from './session'

/** 001 §8: "Marketing consent subscribe failure: only logged". The reader is not told; the address is not logged. */
async function subscribeWithConsent(body: Omit<NewsletterRequest, 'recaptcha'>): Promise<void> {
  try {
    const result = await subscribeToNewsletter(body)
    if (!result.success)
      reportError(new Error(`Marketing consent subscribe failed: ${result.error}`), {
        where: 'account.onboarding.subscribe',
      })
  } catch (error) {
    reportError(error, { where: 'account.onboarding.subscribe' })
  }
}

/**
 * What closing the panel sends: the flag (PUT with a bearer token, a fresh one if the first has run out;
 * a failure is logged as 'User flags set failed: {status}') and, with consent, the sign-up. Neither waits
 * for the other, and the panel does not wait for either.
 */
async function finishOnboarding(
  user: AuthUser,
  flag: SiteFlag,
  held: HeldToken | null,
  subscription: Omit<NewsletterRequest, 'recaptcha'> | null,
): Promise<void> {
  const saveFlag = async () => {
    const token = tokenUsable(held, Date.now()) ? held : await acquireToken()
    if (token) await saveSiteFlag(user.rvoId, token, flag)
  }
  await Promise.all([saveFlag(), subscription ? subscribeWithConsent(subscription) : null])
}

export type OnboardingPanelProps = {
  /** The site's default newsletter list (site settings → Promotions): what the consent subscribes to. */
  newsletterList: DefaultNewsletterList | null
  siteName: string
}

/**
 * The onboarding panel (001 §4, §5, §7, §8; 002 §4.7, §8): for a signed-in member who has not seen it.
 * Loaded only when the `wr_auth` hint is present. After the session answers with a member, it asks for a
 * bearer token (failure: 'Failed to acquire token' logged, no panel) and the member's site flags (failure:
 * 'User flags fetch failed: {status}' logged, the flags cleared and the error flag set, no panel). Without
 * `has_seen_onboarding_panel` it shows a welcome with the first name and, when the site has a default list
 * and the member an address, an unticked newsletter consent. Done sets the flag `viewed`; the ×, Escape and
 * the backdrop set it `dismissed` (dismissal re-flags it); either way, with the consent ticked, the member
 * is signed up with source `onsite_preferencepage`. A dialog: labelled by its title, focus kept inside.
 */
export function OnboardingPanel({ newsletterList, siteName }: OnboardingPanelProps) {
  const id = useId()
  const titleId = `${id}-title`
  const bodyId = `${id}-body`
  const consentId = `${id}-consent`
  const consentToId = `${id}-consent-to`
  const [user, setUser] = useState<AuthUser | null>(null)
  const [flags, dispatch] = useReducer(flagsReducer, INITIAL_FLAGS)
  const [consent, setConsent] = useState(false)
  const token = useRef<HeldToken | null>(null)

  useEffect(() => {
    let live = true
    void (async () => {
      const member = await loadSession()
      if (!live || !member) return
      setUser(member)
      const held = await acquireToken()
      if (!live || !held) return
      token.current = held
      dispatch({ type: 'fetch' })
      const read = await readSiteFlags(member.rvoId, held)
      if (!live) return
      dispatch(read ? { type: 'loaded', flags: read } : { type: 'failed' })
    })()
    return () => {
      live = false
    }
  }, [])

  const close = (how: 'done' | 'dismiss') => {
    if (!user) return
    const flag = onboardingFlag(how)
    // The panel goes at once (and stays gone this visit, even if saving the flag fails).
    dispatch({ type: 'set', flag })
    const subscription = onboardingSubscription({
      consent,
      email: user.email,
      list: newsletterList,
      site: siteName,
      path: window.location.pathname,
      correlationId: currentTrackingId(),
    })
    void finishOnboarding(user, flag, token.current, subscription)
  }

  const open = user !== null && showOnboarding(flags)
  const offered = user !== null && consentOffered(user.email, newsletterList)

  return (
    <Modal
      open={open}
      onClose={() => close('dismiss')}
      labelledBy={titleId}
      describedBy={bodyId}
      closeLabel={ACCOUNT_TEXT.closeOnboarding}
      sheetOnPhones
      className={styles.panel}
    >
      <h2 id={titleId} className={styles.title}>
        {ACCOUNT_TEXT.onboardingTitle(siteName, user?.firstName.trim() || null)}
      </h2>
      <p id={bodyId} className={styles.body}>
        {ACCOUNT_TEXT.onboardingBody}
      </p>
      {offered && user ? (
        <div className={styles.consent}>
          <input
            id={consentId}
            type="checkbox"
            className={styles.checkbox}
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            aria-describedby={consentToId}
          />
          <label htmlFor={consentId} className={styles.consentLabel}>
            {ACCOUNT_TEXT.consent(siteName)}
          </label>
          <p id={consentToId} className={styles.consentTo}>
            {ACCOUNT_TEXT.consentTo(user.email.trim())}
          </p>
        </div>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.done} onClick={() => close('done')}>
          {ACCOUNT_TEXT.done}
        </button>
      </div>
    </Modal>
  )
}

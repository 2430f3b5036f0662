'use client'
import { useCallback, useEffect, useRef, useState } from 'react'
import { reportError } from '@/lib/tracking'
import { CONSENT_EVENT, OPEN_PRIVACY_SETTINGS_EVENT } from '@/privacy/consent/events'
import { onOpenRequest } from '@/ui/openRequests'
import { isPrivacyBannerVisible } from '../AnnouncementBar/privacyBanner'
import styles from './Consent.module.css'
import { type DecideEnvironment, recordGpcOptOut, saveConsentChoice } from './decide'
import { loadSettings } from './loadSettings'
import { BANNER_WORDS } from './words'

type SettingsModule = Awaited<ReturnType<typeof loadSettings>>
type OpenDetail = { opener?: unknown } | null

/** The page's main content takes focus when the control the reader used has gone (the closed banner). */
function focusMain() {
  const main = document.getElementById('main')
  if (!main) return
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1')
  main.focus({ preventScroll: true })
}

const preloadSettings = () => {
  loadSettings().catch(() => {})
}

export type ConsentBannerActionsProps = {
  /** The network and the reload (tests); the page's otherwise. */
  fetch?: DecideEnvironment['fetch']
  reload?: DecideEnvironment['reload']
}

/**
 * The banner's buttons, its only JavaScript (the text is server HTML): Accept all and Reject all save the
 * choice at once (`saveConsentChoice`: cookies, proof, event, reload when the privacy cookie changed);
 * Settings opens the privacy settings dialog, whose code loads only now (or when the reader heads for it).
 * Mounted on every page, it also opens the dialog for the footer's "Privacy choices"
 * (`wellread:open-privacy-settings`), and records a Global Privacy Control opt-out the boot script made.
 *
 * Focus: after Accept or Reject the banner is gone, so focus moves to the main content; the dialog returns
 * focus to what opened it, or to the main content when that was the banner and the banner has closed.
 */
export function ConsentBannerActions({ fetch: fetchImpl, reload }: ConsentBannerActionsProps) {
  const [open, setOpen] = useState(false)
  const [settings, setSettings] = useState<SettingsModule | null>(null)
  // Each opening starts from the stored choice (a closed dialog keeps nothing).
  const [session, setSession] = useState(0)
  const opener = useRef<HTMLElement | null>(null)
  const wasOpen = useRef(false)
  const actions = useRef<HTMLDivElement>(null)

  // Keyboard focus scrolled into view stays above the banner while it shows (WCAG 2.4.11): the page's
  // scroll padding follows the banner's height. Scroll padding moves nothing on the page.
  useEffect(() => {
    const banner = actions.current?.closest<HTMLElement>('[data-consent-banner]')
    if (!banner || typeof ResizeObserver !== 'function') return
    const root = document.documentElement
    const apply = () => {
      const height = isPrivacyBannerVisible() ? banner.getBoundingClientRect().height : 0
      root.style.scrollPaddingBottom = height > 0 ? `${Math.ceil(height)}px` : ''
    }
    const observer = new ResizeObserver(apply)
    observer.observe(banner)
    window.addEventListener(CONSENT_EVENT, apply)
    return () => {
      observer.disconnect()
      window.removeEventListener(CONSENT_EVENT, apply)
      root.style.scrollPaddingBottom = ''
    }
  }, [])

  const openSettings = useCallback((from: HTMLElement | null) => {
    opener.current = from
    setSession((n) => n + 1)
    setOpen(true)
    loadSettings().then(setSettings, (error: unknown) => {
      setOpen(false)
      reportError(error, { where: 'consent.settings' })
    })
  }, [])

  useEffect(() => {
    recordGpcOptOut({ fetch: fetchImpl })
    return onOpenRequest<OpenDetail>(OPEN_PRIVACY_SETTINGS_EVENT, (detail) => {
      const active = document.activeElement
      openSettings(
        detail?.opener instanceof HTMLElement
          ? detail.opener
          : active instanceof HTMLElement && active !== document.body
            ? active
            : null,
      )
    })
  }, [fetchImpl, openSettings])

  // Focus goes back to what opened the dialog, unless that was the banner and the banner has closed.
  useEffect(() => {
    if (open) {
      wasOpen.current = true
      return
    }
    if (!wasOpen.current) return
    wasOpen.current = false
    const from = opener.current
    const goneWithBanner = from?.closest('[data-consent-banner]') && !isPrivacyBannerVisible()
    if (from?.isConnected && !goneWithBanner) from.focus()
    else focusMain()
  }, [open])

  const choose = (granted: boolean) => {
    const saved = saveConsentChoice(
      { analytics: granted, advertising: granted, personalisation: granted },
      'banner',
      { fetch: fetchImpl, reload },
    )
    if (!saved.reload) focusMain()
  }

  const Settings = settings?.ConsentSettings
  return (
    <div ref={actions} className={styles.actions}>
      <button type="button" className={styles.choice} onClick={() => choose(true)}>
        {BANNER_WORDS.acceptAll}
      </button>
      <button type="button" className={styles.choice} onClick={() => choose(false)}>
        {BANNER_WORDS.rejectAll}
      </button>
      <button
        type="button"
        className={styles.settings}
        aria-haspopup="dialog"
        onPointerEnter={preloadSettings}
        onFocus={preloadSettings}
        onClick={(event) => openSettings(event.currentTarget)}
      >
        {BANNER_WORDS.settings}
      </button>
      {Settings ? (
        <Settings
          key={session}
          open={open}
          onClose={() => setOpen(false)}
          fetch={fetchImpl}
          reload={reload}
        />
      ) : null}
    </div>
  )
}

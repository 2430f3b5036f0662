'use client'
import { OPEN_PRIVACY_SETTINGS_EVENT } from '@/privacy/consent/events'
import { requestOpen } from '@/ui/openRequests'
import styles from './Consent.module.css'
import { loadSettings } from './loadSettings'
import { PRIVACY_CHOICES_LABEL } from './words'

const preloadSettings = () => {
  loadSettings().catch(() => {})
}

/**
 * The footer's "Privacy choices": opens the privacy settings again at any time (the banner's island listens
 * for `wellread:open-privacy-settings`; focus returns here when the dialog closes). The dialog's code loads
 * when the reader heads for the button.
 */
export function PrivacyChoicesButton() {
  return (
    <button
      type="button"
      className={styles.footerButton}
      aria-haspopup="dialog"
      onPointerEnter={preloadSettings}
      onFocus={preloadSettings}
      onClick={(event) => requestOpen(OPEN_PRIVACY_SETTINGS_EVENT, { opener: event.currentTarget })}
    >
      {PRIVACY_CHOICES_LABEL}
    </button>
  )
}

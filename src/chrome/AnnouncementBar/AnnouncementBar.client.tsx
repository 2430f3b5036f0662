'use client'

import styles from './AnnouncementBar.module.css'
import { forgetPrivacyUpdated, recordDismissal } from './dismissal'

/**
 * The bar's only interactive part: the dismiss button. On click it records the time under the bar's key
 * (14 days), hides the bar at once, moves focus to the main content (the button is about to disappear) and
 * dispatches `wellread:announcement-dismissed` with the campaign name. On the privacy-updated bar of a reader
 * the privacy banner asked again (`readerPrivacyUpdate`), it also forgets that the reader was asked.
 */
export function DismissAnnouncementButton({
  storageKey,
  campaignName,
  label,
  readerPrivacyUpdate = false,
}: {
  storageKey: string
  campaignName: string
  label: string
  readerPrivacyUpdate?: boolean
}) {
  return (
    <button
      type="button"
      className={styles.dismiss}
      aria-label={label}
      onClick={() => {
        recordDismissal({ storageKey, campaignName })
        if (readerPrivacyUpdate) forgetPrivacyUpdated()
        const main = document.getElementById('main')
        if (main) {
          if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1')
          main.focus({ preventScroll: true })
        }
      }}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </button>
  )
}

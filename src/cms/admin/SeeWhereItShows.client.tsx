'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { AD_SLOTS_PATH } from './adSlotsPath'
import styles from './SeeWhereItFills.module.css'

/**
 * "See where it shows" in a campaign's sidebar: opens "Who fills this ad slot, and why" following this
 * campaign, so an editor sees, for a page and a device, whether it fills each slot and, if not, why. Once the
 * campaign is saved (the ad server knows only saved campaigns).
 */
export function SeeWhereItShows() {
  const { id } = useDocumentInfo()
  if (id === undefined || id === null) {
    return (
      <div className={styles.field}>
        <p className={styles.note}>Save the campaign to see where it shows and why.</p>
      </div>
    )
  }
  return (
    <div className={styles.field}>
      <a
        href={`${AD_SLOTS_PATH}?campaign=${encodeURIComponent(String(id))}`}
        className="btn btn--style-secondary btn--size-small"
      >
        See where it shows
      </a>
      <p className={styles.note}>
        Pick a page and a device: see whether this campaign fills each ad slot, and why not where it does not.
        Saved changes count; unsaved ones do not.
      </p>
    </div>
  )
}

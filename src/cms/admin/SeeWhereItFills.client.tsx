'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import styles from './SeeWhereItFills.module.css'
import { WHO_FILLS_PATH } from './whoFillsPath'

/**
 * "See where it fills" in a driver's sidebar: opens "Who fills this placement, and why" following this driver,
 * so an editor sees, for a page and a reader, whether it shows at each position and, if not, which rule
 * keeps it out. Once the driver is saved (the placement engine knows only saved drivers).
 */
export function SeeWhereItFills() {
  const { id } = useDocumentInfo()
  if (id === undefined || id === null) {
    return (
      <div className={styles.field}>
        <p className={styles.note}>Save the driver to see where it fills and why.</p>
      </div>
    )
  }
  return (
    <div className={styles.field}>
      <a
        href={`${WHO_FILLS_PATH}?driver=${encodeURIComponent(String(id))}`}
        className="btn btn--style-secondary btn--size-small"
      >
        See where it fills
      </a>
      <p className={styles.note}>
        Pick a page and a reader: see whether this driver shows at each position, and which rule keeps it out
        where it does not. Saved changes count; unsaved ones do not.
      </p>
    </div>
  )
}

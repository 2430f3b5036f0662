import { AD_SLOTS_PATH } from './adSlotsPath'
import styles from './reports.module.css'

/** The admin menu's link to "Who fills this ad slot, and why" (after the collections). */
export function AdSlotsLink() {
  return (
    <a className={`nav__link ${styles.navLink}`} href={AD_SLOTS_PATH}>
      <span className="nav__link-label">Who fills an ad slot</span>
    </a>
  )
}

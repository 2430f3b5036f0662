import styles from './reports.module.css'
import { WHO_FILLS_PATH } from './whoFills'

/** The admin menu's link to "Who fills this placement, and why" (after the collections). */
export function WhoFillsLink() {
  return (
    <a className={`nav__link ${styles.navLink}`} href={WHO_FILLS_PATH}>
      <span className="nav__link-label">Who fills a placement</span>
    </a>
  )
}

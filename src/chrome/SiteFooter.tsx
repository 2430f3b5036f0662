import Link from 'next/link'
import { SECTIONS } from '@/lib/sections'
import { PrivacyChoicesButton } from './Consent/islands.client'
import styles from './SiteFooter.module.css'
// The stylesheets of deferred islands rendered here (their code, and the CSS it imports, load later):
// linked with the page so that their server HTML is styled from the start. The conventions test keeps this whole.
import '@/chrome/Consent/Consent.module.css'

export function SiteFooter({
  siteName,
  copyrightHolder,
  editorialPolicy,
  year = new Date().getFullYear(),
}: {
  siteName: string
  copyrightHolder: string
  editorialPolicy?: string | null
  year?: number
}) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.name}>{siteName}</p>
          {editorialPolicy ? <p className={styles.policy}>{editorialPolicy}</p> : null}
          <p className={styles.disclaimer}>
            {siteName} provides general health information, not medical advice. Talk to a qualified clinician
            about your own health.
          </p>
        </div>
        <nav aria-label="Sections in the footer" className={styles.col}>
          <h2 className={styles.heading}>Sections</h2>
          <ul>
            {SECTIONS.map((s) => (
              <li key={s.slug}>
                <Link href={`/${s.slug}`}>{s.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Legal" className={styles.col}>
          <h2 className={styles.heading}>Legal</h2>
          <ul>
            <li>
              <Link href="/privacy-policy">Privacy policy</Link>
            </li>
            <li>
              <Link href="/terms-of-use">Terms of use</Link>
            </li>
            <li>
              <PrivacyChoicesButton />
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>
        © {year} {copyrightHolder}. All rights reserved.
      </p>
    </footer>
  )
}

import Link from 'next/link'
import { SECTIONS } from '@/lib/sections'
import styles from './SiteHeader.module.css'

/**
 * The site header: logo (a top-level heading on the home page, a link home elsewhere) and the section
 * navigation. The full menu with flyouts, search and sign-in is built on this.
 */
export function SiteHeader({ siteName, isHome = false }: { siteName: string; isHome?: boolean }) {
  const logo = (
    <span className={styles.logo}>
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28" className={styles.mark}>
        <circle cx="14" cy="14" r="13" fill="currentColor" />
        <path
          d="M7 10l3.5 10L14 12l3.5 8L21 10"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {siteName}
    </span>
  )
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {isHome ? (
          <h1 className={styles.brand}>{logo}</h1>
        ) : (
          <Link href="/" className={styles.brand}>
            {logo}
          </Link>
        )}
        <nav aria-label="Sections" className={styles.nav}>
          <ul>
            {SECTIONS.map((s) => (
              <li key={s.slug}>
                <Link href={`/${s.slug}`}>{s.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}

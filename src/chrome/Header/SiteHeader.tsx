import Link from 'next/link'
import type { ReactNode } from 'react'
import styles from './Header.module.css'
import { HeaderActions } from './HeaderActions.client'
import { BrandingFlyout, MainNav, MobileMenu } from './islands.client'
import type { NavigationView } from './nav'
// The stylesheet of the deferred islands' pictures (`islands.client`): linked with the page, styled from the start.
import '@/content/Picture.module.css'

function Logo({ siteName }: { siteName: string }) {
  return (
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
}

/**
 * The site header (001 §2 "Global header"). The full variant has the menu bar with flyouts (hamburger menu
 * below 990 px), the optional branding flyout, search, Subscribe and Sign In. The minimal variant, for
 * paid-media, editorial-paid, transactional and marketing landing pages, shows only a non-clickable logo.
 * The logo is the page's top-level heading on the home page and a link home elsewhere.
 */
export function SiteHeader({
  siteName,
  navigation,
  variant = 'full',
  isHome = false,
  search,
}: {
  siteName: string
  navigation: NavigationView
  variant?: 'full' | 'minimal'
  isHome?: boolean
  search?: ReactNode
}) {
  if (variant === 'minimal') {
    return (
      <header className={styles.header} data-variant="minimal">
        <div className={`${styles.inner} ${styles.minimalInner}`}>
          <p className={styles.brand}>
            <Logo siteName={siteName} />
          </p>
        </div>
      </header>
    )
  }
  return (
    <header className={styles.header} data-variant="full">
      <div className={styles.inner}>
        <MobileMenu items={navigation.items} />
        {isHome ? (
          <h1 className={styles.brand}>
            <Logo siteName={siteName} />
          </h1>
        ) : (
          <Link href="/" className={styles.brand}>
            <Logo siteName={siteName} />
          </Link>
        )}
        <MainNav items={navigation.items} />
        <div className={styles.tools}>
          {navigation.branding ? <BrandingFlyout branding={navigation.branding} /> : null}
          {search}
          <HeaderActions />
        </div>
      </div>
    </header>
  )
}

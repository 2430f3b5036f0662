import { addressFor } from '@/content/image'
import styles from './Header.module.css'
import { ScrollRow } from './islands.client'
import type { SecondaryNavView } from './nav'
// The stylesheet of the deferred islands' pictures (`islands.client`): linked with the page, styled from the start.
import '@/content/Picture.module.css'

/** The logo's box (Header.module.css `.secondaryLogo`): the logo is fitted inside, so nothing moves when it arrives. */
const BRAND_LOGO_BOX = { width: 120, height: 24 }

/** The category sub-navigation (001 §2): a title or logo and a horizontally scrollable list. */
export function SecondaryNav({ nav }: { nav: SecondaryNavView }) {
  const brand = nav.branding
  const brandContent = brand ? (
    brand.imageSrc ? (
      <img
        src={addressFor(brand.imageSrc, BRAND_LOGO_BOX.width)}
        alt={brand.text ?? ''}
        width={BRAND_LOGO_BOX.width}
        height={BRAND_LOGO_BOX.height}
        className={styles.secondaryLogo}
        decoding="async"
      />
    ) : (
      <span style={brand.textColor ? { color: brand.textColor } : undefined}>{brand.text}</span>
    )
  ) : null
  return (
    <nav aria-label={brand?.text ? `${brand.text} topics` : 'Topics'} className={styles.secondary}>
      <div className={styles.secondaryInner}>
        {brandContent ? (
          <p className={styles.secondaryBrand}>
            {brand?.href ? <a href={brand.href}>{brandContent}</a> : brandContent}
          </p>
        ) : null}
        <ScrollRow>
          {nav.items.map((item) => (
            <li key={item.href + item.title}>
              <a
                href={item.href}
                {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {item.title}
              </a>
            </li>
          ))}
        </ScrollRow>
      </div>
    </nav>
  )
}

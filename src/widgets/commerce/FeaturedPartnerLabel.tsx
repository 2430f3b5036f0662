import type { CommerceContext } from '@/widgets/types'
import styles from './FeaturedPartnerLabel.module.css'
import { partnerExplanation, VETTING_LINK_TEXT } from './rules'

/**
 * The "Featured Partner" label as a native disclosure: the label is always visible; opening it shows the
 * site's explanation (placement is paid; products are editor-tested; positive reviews are not paid for) and
 * a link to how brands and products are vetted. No JavaScript.
 */
export function FeaturedPartnerLabel({ commerce }: { commerce: CommerceContext }) {
  const explanation = partnerExplanation(commerce.featuredPartnerExplanation)
  return (
    <details className={styles.label}>
      <summary className={styles.summary}>
        Featured Partner
        <span className="visually-hidden">: what this means</span>
        <svg
          className={styles.info}
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 16 16"
          width="16"
          height="16"
        >
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8 7v4.5M8 4.5v.01" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </summary>
      <p className={styles.explanation}>
        {explanation}{' '}
        <a className={styles.link} href={commerce.vettingPagePath}>
          {VETTING_LINK_TEXT}
        </a>
      </p>
    </details>
  )
}

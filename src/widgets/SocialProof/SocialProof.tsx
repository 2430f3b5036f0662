import type { SocialProofBlock } from '@/cms/payload-types'
import { trackView } from '@/lib/trackingAttrs'
import type { WidgetProps } from '../types'
import { SocialProofIcon } from './icons'
import styles from './SocialProof.module.css'
import { socialProofItems } from './socialProof'

export const SOCIAL_PROOF_CATEGORY = 'social proof'

/**
 * Social-proof strip (000 §3, §5): up to three items, each an icon (decoration: screen readers read the text)
 * beside a bold main text and an optional subtext. Items lacking an icon or a main text are left out; with
 * none left the strip renders nothing. Static: no JavaScript.
 */
export function SocialProof({ block, ordinal = 1 }: WidgetProps<SocialProofBlock>) {
  const items = socialProofItems(block.items)
  if (items.length === 0) return null
  return (
    <ul
      className={styles.root}
      data-count={items.length}
      {...trackView({ category: SOCIAL_PROOF_CATEGORY, position: ordinal })}
    >
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          <span className={styles.badge}>
            <SocialProofIcon name={item.icon} className={styles.icon} />
          </span>
          <span className={styles.text}>
            <strong className={styles.main}>{item.mainText}</strong>
            {item.subtext ? <span className={styles.sub}>{item.subtext}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  )
}

import type { EndOfSectionBlock } from '@/cms/payload-types'
import { Glyph } from '@/content/Glyph'
import { linkAttributes } from '@/lib/links'
import { trackClick } from '@/lib/trackingAttrs'
import type { WidgetProps } from '@/widgets/types'
import styles from './EndOfSection.module.css'
import { endOfSectionLink, trackingFields } from './endOfSection'

/**
 * End-of-section link (001 §2, §3): "Up next: …" where a section of the article ends. One real link whose
 * whole row is the target, carrying `data-prompt`, `data-display-text` and `data-destination-url` for
 * first-party tracking, and the click attribute the page's tracking island reads. Static, no JavaScript.
 * Renders nothing without words or a usable address.
 */
export function EndOfSection({ block, context, ordinal }: WidgetProps<EndOfSectionBlock>) {
  const link = endOfSectionLink(block)
  if (!link) return null
  const attrs = linkAttributes(link.href, context.siteHost)

  return (
    <p className={styles.root}>
      <a
        className={styles.link}
        {...attrs}
        {...link.attributes}
        {...trackClick(trackingFields(link, ordinal))}
      >
        {link.prompt ? (
          <>
            <span className={styles.prompt}>{link.prompt}</span>{' '}
          </>
        ) : null}
        <span className={styles.text}>{link.displayText}</span>
        {attrs.target ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
        <Glyph className={styles.arrow} d="M5 12h14M13 6l6 6-6 6" box={24} size={20} />
      </a>
    </p>
  )
}

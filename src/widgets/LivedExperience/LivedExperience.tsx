import type { LivedExperienceBlock } from '@/cms/payload-types'
import { trackClick, trackView } from '@/lib/trackingAttrs'
import type { WidgetProps } from '@/widgets/types'
import { QuoteCard } from '../quote/QuoteCard'
import styles from './LivedExperience.module.css'
import {
  LIVED_EXPERIENCE_CATEGORY,
  LIVED_EXPERIENCE_LABEL,
  type Link,
  livedExperienceView,
} from './livedExperience'

const newTab = (link: Link) => (link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})

function NewTabNote({ link }: { link: Link }) {
  return link.external ? <span className="visually-hidden"> (opens in a new tab)</span> : null
}

/**
 * Lived experience (001 §3): a quote from a person living with a condition, in the quote card (the quote kit):
 * a label, their words, and a caption with their photo, name (linked to their bio page when there is one),
 * credentials and what they live with; then an optional button. Static, ships no JavaScript; the view and the
 * button's click are tracked through the page's tracking island. Renders nothing without a quote and a name.
 */
export function LivedExperience({ block, context, ordinal = 1 }: WidgetProps<LivedExperienceBlock>) {
  const view = livedExperienceView(block, context.siteHost)
  if (!view) return null
  const credentials = view.nameLine.slice(view.name.length)

  return (
    <QuoteCard
      className={styles.root}
      attrs={{
        'data-lived-experience': '',
        ...trackView({ category: LIVED_EXPERIENCE_CATEGORY, position: ordinal }),
      }}
      tone="accent"
      label={<p className={styles.label}>{LIVED_EXPERIENCE_LABEL}</p>}
      quote={view.quote}
      photo={view.photo}
      name={
        <>
          {view.bio ? (
            <a className={styles.nameLink} href={view.bio.href} {...newTab(view.bio)}>
              {view.name}
              <NewTabNote link={view.bio} />
            </a>
          ) : (
            view.name
          )}
          {credentials}
        </>
      }
      title={view.title}
    >
      {view.cta ? (
        <a
          className={styles.cta}
          href={view.cta.href}
          {...newTab(view.cta)}
          {...trackClick({
            category: LIVED_EXPERIENCE_CATEGORY,
            position: ordinal,
            location: 'button',
            text: view.cta.text,
          })}
        >
          {view.cta.text}
          <NewTabNote link={view.cta} />
        </a>
      ) : null}
    </QuoteCard>
  )
}

/**
 * Markup the server HTML and the client leaf share (no hooks, no server-only imports), so that the leaf,
 * when it replaces the server HTML, draws the same boxes and nothing on the page moves.
 */
import type { ReactNode } from 'react'
import { Glyph } from '@/content/Glyph'
import { cx } from '@/lib/cx'
import prose from '../prose/prose.module.css'
import styles from './SideEffects.module.css'
import {
  LEARN_MORE,
  PREVALENCE_GUIDE_INTRO,
  PREVALENCE_GUIDE_NOTE,
  PREVALENCE_LABEL,
  PREVALENCE_TERMS,
  type Severity,
} from './sideEffects'

/** An effect as the leaf receives it: text, the description already rendered on the server, a safe link. */
export type ShownEffect = {
  key: string
  name: string
  /** '' when not given. */
  prevalence: string
  /** The description's rich text, rendered by the server; null when empty. */
  description: ReactNode | null
  /** The "Learn more" link's attributes (new tab and rel for other sites); null without one. */
  link: { href: string; target?: string; rel?: string } | null
}

export type ShownTab = { severity: Severity; effects: ShownEffect[] }

/** The chevron at the end of a list row: opens the effect. Decoration only. */
export function OpenChevron() {
  return <Glyph className={styles.chevron} d="M9 6l6 6-6 6" box={24} size={20} />
}

/** The back button's arrow. Decoration only. */
export function BackArrow() {
  return <Glyph className={styles.backArrow} d="M19 12H5M11 6l-6 6 6 6" box={24} size={18} />
}

/**
 * What an effect says beyond its name: how common it is (with `guideButton`, the info button, next to it),
 * the description and the "Learn more" link.
 */
export function EffectFacts({ effect, guideButton }: { effect: ShownEffect; guideButton?: ReactNode }) {
  const newTab = effect.link?.target === '_blank'
  return (
    <>
      {effect.prevalence ? (
        <p className={styles.prevalence}>
          <span className={styles.prevalenceLabel}>{PREVALENCE_LABEL}:</span>{' '}
          <span className={styles.prevalenceValue}>{effect.prevalence}</span>
          {guideButton}
        </p>
      ) : null}
      {effect.description ? (
        <div className={cx(prose.links, styles.description)}>{effect.description}</div>
      ) : null}
      {effect.link ? (
        <p className={cx(prose.links, styles.learnMore)}>
          <a className={styles.learnMoreLink} {...effect.link}>
            {LEARN_MORE}
            <span className="visually-hidden">
              {` about ${effect.name}`}
              {newTab ? ' (opens in a new tab)' : ''}
            </span>
          </a>
        </p>
      ) : null}
    </>
  )
}

/** The standard explanation of the frequency words, when the editor has not written their own. */
export function DefaultPrevalenceGuide() {
  return (
    <div className={cx(prose.links, styles.guide)}>
      <p>{PREVALENCE_GUIDE_INTRO}</p>
      <dl className={styles.terms}>
        {PREVALENCE_TERMS.map((t) => (
          <div key={t.term} className={styles.term}>
            <dt>{t.term}</dt>
            <dd>{t.meaning}</dd>
          </div>
        ))}
      </dl>
      <p>{PREVALENCE_GUIDE_NOTE}</p>
    </div>
  )
}

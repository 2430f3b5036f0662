import type { ReactNode } from 'react'
import type { SideEffectsBlock } from '@/cms/payload-types'
import { plainTextFromRichText } from '@/content/lexical'
import { RichText } from '@/content/RichText'
import { cx } from '@/lib/cx'
import { linkAttributes } from '@/lib/links'
import type { WidgetProps } from '@/widgets/types'
import prose from '../prose/prose.module.css'
import { LazySideEffectsExplorer } from './SideEffects.lazy.client'
import styles from './SideEffects.module.css'
import {
  DefaultPrevalenceGuide,
  EffectFacts,
  OpenChevron,
  type ShownEffect,
  type ShownTab,
} from './SideEffectsParts'
import {
  BLURBS,
  type Effect,
  effectsOf,
  explorerBase,
  explorerIds,
  headingOf,
  initialTab,
  LIST_HEADINGS,
  PREVALENCE_GUIDE_TITLE,
  type Severity,
  showsPrevalenceGuide,
  TAB_LABELS,
  tabsWithEffects,
} from './sideEffects'

/** An effect with its description rendered here (rich text is server-only) and its link's attributes. */
function shownEffect(effect: Effect, siteHost: string): ShownEffect {
  const hasDescription = plainTextFromRichText(effect.description) !== ''
  return {
    key: effect.key,
    name: effect.name,
    prevalence: effect.prevalence,
    description: hasDescription ? (
      <RichText data={effect.description} siteHost={siteHost} headingOffset={2} />
    ) : null,
    link: effect.url ? linkAttributes(effect.url, siteHost) : null,
  }
}

/**
 * The server HTML: every effect of both tabs, each a native disclosure (`<details>`), readable and indexable
 * without JavaScript. With scripting on it is drawn exactly like the leaf's first view (the tabs, the first
 * tab's list; the other tab's list takes its space but is hidden), so the leaf replaces it without a shift;
 * without scripting the tabs are hidden and both lists show one after the other under their headings, with the
 * frequency explanation at the end.
 */
function StaticExplorer({ base, tabs, guide }: { base: string; tabs: ShownTab[]; guide: ReactNode | null }) {
  const ids = explorerIds(base)
  const active = initialTab(tabs.map((t) => t.severity))
  return (
    <div className={styles.explorer} data-side-effects="static">
      <div role="tablist" aria-labelledby={ids.heading} className={styles.tabs}>
        {tabs.map(({ severity }) => (
          <button
            key={severity}
            type="button"
            role="tab"
            id={ids.tab(severity)}
            aria-controls={ids.panel(severity)}
            aria-selected={severity === active}
            tabIndex={severity === active ? 0 : -1}
            className={styles.tab}
          >
            {TAB_LABELS[severity]}
          </button>
        ))}
      </div>
      <div className={styles.panels}>
        {tabs.map(({ severity, effects }) => (
          <div
            key={severity}
            role="tabpanel"
            id={ids.panel(severity)}
            aria-labelledby={ids.tab(severity)}
            tabIndex={severity === active ? 0 : -1}
            className={styles.panel}
            data-active={severity === active}
          >
            <h3 className={styles.listHeading}>{LIST_HEADINGS[severity]}</h3>
            <p className={styles.blurb} data-severity={severity}>
              {BLURBS[severity]}
            </p>
            <div className={styles.views}>
              <ul className={styles.list}>
                {effects.map((effect) => (
                  <li key={effect.key} className={styles.item}>
                    <details className={styles.disclosure}>
                      <summary className={styles.effect}>
                        <span className={styles.effectName}>{effect.name}</span>
                        <OpenChevron />
                      </summary>
                      <div className={styles.disclosureBody}>
                        <EffectFacts effect={effect} />
                      </div>
                    </details>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        ))}
      </div>
      {guide ? (
        <details className={styles.staticGuide}>
          <summary className={styles.staticGuideSummary}>{PREVALENCE_GUIDE_TITLE}</summary>
          {guide}
        </details>
      ) : null}
    </div>
  )
}

/**
 * Side-effects explorer (001 §3 "Side effects", §4 "Side-effects explorer"): the block's heading, then tabs
 * Mild and Severe (mild first; a tab without effects is left out), each with its blurb and its effects sorted
 * by name. Opening an effect shows its detail view (name, how common, description, "Learn more") with a back
 * button; switching tabs returns to the list; an optional dialog explains the frequency words. The server
 * renders every effect (see `StaticExplorer`); the client leaf, loaded near the viewport, makes it interactive.
 * No effects at all: nothing.
 */
export function SideEffects({ block, context, ordinal }: WidgetProps<SideEffectsBlock>) {
  const effects: Record<Severity, Effect[]> = {
    mild: effectsOf(block.mildSideEffects, 'mild'),
    severe: effectsOf(block.severeSideEffects, 'severe'),
  }
  const severities = tabsWithEffects({ mild: effects.mild.length, severe: effects.severe.length })
  if (severities.length === 0) return null

  const tabs: ShownTab[] = severities.map((severity) => ({
    severity,
    effects: effects[severity].map((effect) => shownEffect(effect, context.siteHost)),
  }))
  const anyPrevalence = tabs.some((tab) => tab.effects.some((effect) => effect.prevalence))
  const guide =
    anyPrevalence && showsPrevalenceGuide(block.showPrevalenceGuide) ? (
      plainTextFromRichText(block.prevalenceGuide) !== '' ? (
        <RichText
          data={block.prevalenceGuide}
          siteHost={context.siteHost}
          headingOffset={1}
          className={cx(prose.links, styles.guide)}
        />
      ) : (
        <DefaultPrevalenceGuide />
      )
    ) : null

  const base = explorerBase(block.id, ordinal)
  const ids = explorerIds(base)
  return (
    <section className={styles.root} aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className={styles.heading}>
        {headingOf(block.heading)}
      </h2>
      <LazySideEffectsExplorer leafProps={{ base, tabs, guide, position: ordinal ?? 1 }}>
        <StaticExplorer base={base} tabs={tabs} guide={guide} />
      </LazySideEffectsExplorer>
    </section>
  )
}

'use client'

import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { track } from '@/lib/tracking'
import { Modal } from '@/ui/modal/Modal.client'
import styles from './SideEffects.module.css'
import { BackArrow, EffectFacts, OpenChevron, type ShownEffect, type ShownTab } from './SideEffectsParts'
import {
  BLURBS,
  backLabel,
  explorerIds,
  initialTab,
  PREVALENCE_GUIDE_TITLE,
  type Severity,
  TAB_LABELS,
  tabIndexAfterKey,
} from './sideEffects'

export type SideEffectsExplorerProps = {
  /** The base of the element ids (the server's, so the tabs keep their ids). */
  base: string
  /** The tabs that have effects, mild first; each tab's effects sorted by name. */
  tabs: ShownTab[]
  /** The frequency explanation (rendered on the server), or null when the editor switched it off. */
  guide: ReactNode | null
  /** The block's position among the page's side-effects explorers (tracking). */
  position: number
}

/** Where focus goes after the next render. */
type FocusTarget = { to: 'detail' } | { to: 'effect'; key: string } | null

function InfoIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="20" height="20">
      <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M10 9v5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      <circle cx="10" cy="6.25" r="1.1" fill="currentColor" />
    </svg>
  )
}

/**
 * The side-effects explorer, interactive (001 §4). The WAI-ARIA tabs pattern with automatic activation:
 * Left and Right move between the tabs (wrapping), Home and End to the first and last, and the tab focused is
 * the tab shown; Tab moves on into the panel. Each tab lists its effects as buttons; one opens the detail
 * view (focus moves to its heading), whose back button returns to the list (focus back on the effect's
 * button). Switching tabs returns to the list. The info button next to "How common" opens the frequency
 * explanation in the site's modal, which gives focus back to the button on closing.
 *
 * Space is kept as the server's HTML kept it: all panels share one grid cell (the hidden one invisible), and
 * a panel's list stays under its open detail view (invisible), so the explorer is always as tall as its
 * longest list; only a detail view taller than that makes it grow while open.
 */
export function SideEffectsExplorer({ base, tabs, guide, position }: SideEffectsExplorerProps) {
  const ids = explorerIds(base)
  const severities = tabs.map((tab) => tab.severity)
  const [chosen, setChosen] = useState<Severity | null>(null)
  const [openKey, setOpenKey] = useState<string | null>(null)
  const [guideOpen, setGuideOpen] = useState(false)
  const tabRefs = useRef(new Map<Severity, HTMLButtonElement>())
  const effectRefs = useRef(new Map<string, HTMLButtonElement>())
  const detailHeading = useRef<HTMLHeadingElement | null>(null)
  const focusAfter = useRef<FocusTarget>(null)

  const active = chosen && severities.includes(chosen) ? chosen : initialTab(severities)

  // After the render that opened or closed a detail view: move focus where the reader expects it.
  useEffect(() => {
    const target = focusAfter.current
    focusAfter.current = null
    if (target?.to === 'detail') detailHeading.current?.focus()
    else if (target?.to === 'effect') effectRefs.current.get(target.key)?.focus()
  })

  if (!active) return null

  const select = (severity: Severity) => {
    if (severity === active) return
    setChosen(severity)
    setOpenKey(null)
    track({ name: 'sideEffects.tabChanged', tab: severity, position })
  }

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabIndexAfterKey(event.key, severities.indexOf(active), severities.length)
    if (next === null) return
    event.preventDefault()
    const severity = severities[next]!
    tabRefs.current.get(severity)?.focus()
    select(severity)
  }

  const open = (severity: Severity, effect: ShownEffect) => {
    focusAfter.current = { to: 'detail' }
    setOpenKey(effect.key)
    // The effect's name is the page's content, not the reader's: first-party data layer only.
    track({ name: 'sideEffects.effectOpened', tab: severity, effect: effect.name, position })
  }

  const back = (key: string) => {
    focusAfter.current = { to: 'effect', key }
    setOpenKey(null)
  }

  const openGuide = () => {
    setGuideOpen(true)
    track({ name: 'sideEffects.guideOpened', position })
  }

  return (
    <div className={styles.explorer} data-side-effects="live">
      <div role="tablist" aria-labelledby={ids.heading} className={styles.tabs}>
        {tabs.map(({ severity }) => (
          <button
            key={severity}
            ref={(element) => {
              if (element) tabRefs.current.set(severity, element)
              else tabRefs.current.delete(severity)
            }}
            type="button"
            role="tab"
            id={ids.tab(severity)}
            aria-controls={ids.panel(severity)}
            aria-selected={severity === active}
            tabIndex={severity === active ? 0 : -1}
            className={styles.tab}
            onClick={() => select(severity)}
            onKeyDown={onTabKeyDown}
          >
            {TAB_LABELS[severity]}
          </button>
        ))}
      </div>
      <div className={styles.panels}>
        {tabs.map(({ severity, effects }) => {
          const shown = severity === active
          const opened = shown ? (effects.find((effect) => effect.key === openKey) ?? null) : null
          return (
            <div
              key={severity}
              role="tabpanel"
              id={ids.panel(severity)}
              aria-labelledby={ids.tab(severity)}
              tabIndex={shown ? 0 : -1}
              className={styles.panel}
              data-active={shown}
              aria-hidden={shown ? undefined : true}
              inert={!shown}
            >
              <p className={styles.blurb} data-severity={severity}>
                {BLURBS[severity]}
              </p>
              <div className={styles.views}>
                <ul
                  className={styles.list}
                  data-covered={opened ? true : undefined}
                  aria-hidden={opened ? true : undefined}
                  inert={opened !== null}
                >
                  {effects.map((effect) => (
                    <li key={effect.key} className={styles.item}>
                      <button
                        ref={(element) => {
                          if (element) effectRefs.current.set(effect.key, element)
                          else effectRefs.current.delete(effect.key)
                        }}
                        type="button"
                        // Out of the tab order where inert is not supported: hidden tab, or covered by a detail.
                        tabIndex={shown && !opened ? undefined : -1}
                        className={styles.effect}
                        onClick={() => open(severity, effect)}
                      >
                        <span className={styles.effectName}>{effect.name}</span>
                        <OpenChevron />
                      </button>
                    </li>
                  ))}
                </ul>
                {opened ? (
                  <div className={styles.detail}>
                    <button type="button" className={styles.back} onClick={() => back(opened.key)}>
                      <BackArrow />
                      {backLabel(severity)}
                    </button>
                    <h3
                      ref={detailHeading}
                      id={ids.detailHeading(severity)}
                      tabIndex={-1}
                      className={styles.detailName}
                    >
                      {opened.name}
                    </h3>
                    <EffectFacts
                      effect={opened}
                      guideButton={
                        guide ? (
                          <button
                            type="button"
                            className={styles.info}
                            aria-label={PREVALENCE_GUIDE_TITLE}
                            aria-haspopup="dialog"
                            onClick={openGuide}
                          >
                            <InfoIcon />
                          </button>
                        ) : null
                      }
                    />
                  </div>
                ) : null}
              </div>
            </div>
          )
        })}
      </div>
      {guide ? (
        <Modal open={guideOpen} onClose={() => setGuideOpen(false)} labelledBy={ids.guideTitle}>
          <h2 id={ids.guideTitle} className={styles.guideTitle}>
            {PREVALENCE_GUIDE_TITLE}
          </h2>
          {guide}
        </Modal>
      ) : null}
    </div>
  )
}

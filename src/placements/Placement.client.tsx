'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { cx } from '@/lib/cx'
import { mockedDriverText } from '@/lib/placements'
import type { DriverStyle, DriverView } from '@/services/drivers/shared'
import { useNearViewport } from '@/ui/lazyLeaf'
import { rendererFor } from './drivers/renderer'
import styles from './placements.module.css'
import { usePlacement } from './registry'
import { type MissReason, reportPlacement } from './report'

export type PlacementProps = {
  /** The placement's name, e.g. "articlePlacement" (`PLACEMENTS` in src/lib/placements.ts). */
  name: string
  /** The space it keeps, which is also the only look of driver that fills it. */
  style?: DriverStyle
  /** The drug of a drug cost savings widget (placement drugCopay). */
  drugId?: string | null
  /** The caller's layout (margins); the box's height is the style's. */
  className?: string
}

/**
 * What fills the box: the renderer, its events and the sponsor's pixels. Its code (and the renderer's) loads
 * only when a driver has arrived and the box is within 300 px of the screen: most placements of most page
 * views are empty, and a page carries none of it before (ADR 22).
 */
const PlacementContent = lazy(() =>
  import('./PlacementContent').then((m) => ({ default: m.PlacementContent })),
)

/** The box's label for screen readers, before whatever fills it. */
export const PROMOTION_LABEL = 'Promotion'

/** The first island mounted for a name shows its driver; a second one with the same name keeps its space. */
const owners = new Map<string, symbol>()

function useOwnsName(name: string): boolean {
  const [owns, setOwns] = useState(false)
  useEffect(() => {
    const token = Symbol(name)
    if (owners.has(name)) return
    owners.set(name, token)
    setOwns(true)
    return () => {
      if (owners.get(name) === token) owners.delete(name)
      setOwns(false)
    }
  }, [name])
  return owns
}

/**
 * A named placement (001 §4 "Driver rendering", ADR 10): a box of the style's reserved height, the same for
 * every reader in the cached HTML, filled in the browser once the page's one drivers request answers.
 *
 * - Its stage is on the box (`data-stage`: queued, loading, loaded, preloaded, error, not_found).
 * - With the mock setting on, the purple box "Article Placement for mocked driver: {name}", same size.
 * - A driver renders in the space (strip, card or sign-up form by the style) once the box is within 300 px
 *   of the screen (its code loads then); it is reported filled once it has rendered. With no driver, or one that failed to render (an error boundary: nothing shows, the error
 *   is reported) or that no renderer here takes, the placement is reported not filled and an empty
 *   placeholder stays; it closes only when it is wholly below the screen at that moment (nobody sees it go).
 * - In view (half on screen, once) and clicks (once per link) are tracked, first-party; the sponsor's pixel
 *   loads when the driver is seen, only as the privacy rules allow (`src/privacy/pixel.ts`).
 */
export function Placement({ name, style = 'card', drugId, className }: PlacementProps) {
  const state = usePlacement(name, { style, ...(drugId ? { drugId } : {}) })
  const owns = useOwnsName(name)
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref)
  const [failed, setFailed] = useState<DriverView | null>(null)
  const [rendered, setRendered] = useState<DriverView | null>(null)

  const driver = owns && !state.mock ? state.driver : null
  const renderer = driver ? rendererFor(driver, style) : null
  const hasFailed = driver !== null && failed === driver
  const showing = driver !== null && renderer !== null && !hasFailed

  let miss: MissReason | null = null
  if (owns && !state.mock) {
    if (state.stage === 'not_found') miss = 'not_found'
    else if (state.stage === 'error') miss = 'error'
    else if (driver && !renderer) miss = 'unsupported'
    else if (hasFailed) miss = 'render_error'
  }
  const filled = showing && rendered === driver

  useEffect(() => {
    if (filled && driver) reportPlacement(name, { filled: true, driver })
  }, [filled, driver, name])

  useEffect(() => {
    if (!miss) return
    reportPlacement(name, { filled: false, reason: miss, driver })
    // Close the empty space only where nobody sees it go: wholly below the screen right now. Closed on the
    // element in the same moment as measured, not through a re-render a task later: a scroll in between
    // showed the box closing in view (CI on a slow machine, at 375 px: a 352 px card box closing under the
    // reader, a layout shift of 0.37). Once closed it stays closed; React does not own the attribute.
    const el = ref.current
    if (el && el.getBoundingClientRect().top >= window.innerHeight) el.setAttribute('data-collapsed', '')
  }, [miss, driver, name])

  const pending = state.stage === 'queued' || state.stage === 'loading'
  return (
    <div
      ref={ref}
      className={cx(styles.box, styles.inline, className)}
      data-placement={name}
      data-style={style}
      data-stage={state.stage}
      data-filled={filled ? 'true' : miss ? 'false' : undefined}
      data-mock={state.mock ? '' : undefined}
      aria-busy={pending ? 'true' : undefined}
    >
      {/* Tells screen-reader users that what follows is not the article (sighted readers see it). */}
      <span className="visually-hidden">{PROMOTION_LABEL}</span>
      {state.mock ? (
        <p className={styles.mock}>{mockedDriverText(name)}</p>
      ) : showing && near && driver && renderer ? (
        <Suspense fallback={null}>
          <PlacementContent
            name={name}
            renderer={renderer}
            driver={driver}
            filled={filled}
            box={ref}
            onRendered={() => setRendered(driver)}
            onError={() => setFailed(driver)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}

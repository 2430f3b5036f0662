/**
 * Pure rules for the treatment comparison tool (000 §2, §3 "Treatment comparison", §4 "Treatment comparison
 * sticky header", §7 "Treatment comparison view event"). No React, no DOM.
 */
import type { TreatmentComparisonBlock } from '@/cms/payload-types'
import { textOf } from '@/lib/text'
import type { TrackEvent } from '@/lib/tracking'

/** A comparison needs two treatments; more than four no longer fits side by side on a phone. */
export const MIN_TREATMENTS = 2
export const MAX_TREATMENTS = 4

/** The exposure type (and event name) of a decision tool's view (000 §7). */
export const DECISION_TOOL_VIEW = 'decisiontool_view'

/** Where a marker is relative to the viewport. */
export type MarkerPosition = 'above' | 'in' | 'below'

/** A marker's position from its IntersectionObserver entry (`rootTop`: the viewport's top, usually 0). */
export function markerPosition(entry: {
  isIntersecting: boolean
  top: number
  rootTop: number
}): MarkerPosition {
  if (entry.isIntersecting) return 'in'
  return entry.top < entry.rootTop ? 'above' : 'below'
}

/**
 * The sticky header is on while the reader is inside the table: the top marker has scrolled out above the
 * viewport and the bottom marker has not (000 §4).
 */
export function stickyHeaderOn(top: MarkerPosition, bottom: MarkerPosition): boolean {
  return top === 'above' && bottom !== 'above'
}

/**
 * Whether the tool counts as seen: half of it is in view, or it fills half the viewport (a table taller than
 * twice the screen can never be half in view).
 */
export function isSeen(input: { ratio: number; visibleHeight: number; viewportHeight: number }): boolean {
  if (input.ratio >= 0.5) return true
  return input.viewportHeight > 0 && input.visibleHeight >= input.viewportHeight / 2
}

/**
 * The decision-tool exposure (000 §7) for the first-party data layer: the page view's random correlation id,
 * the editor's tool name and the page's topic (its first keyword). Nothing about the reader.
 */
export function decisionToolViewEvent(input: {
  toolName: string
  topic: string | null
  correlationId: string
}): TrackEvent {
  return {
    name: DECISION_TOOL_VIEW,
    type: DECISION_TOOL_VIEW,
    correlationId: input.correlationId,
    toolName: input.toolName,
    topic: input.topic,
  }
}

export type ComparisonColumn = { key: string; name: string; note: string }
export type ComparisonRow = { key: string; label: string; cells: string[] }
export type ComparisonTable = { columns: ComparisonColumn[]; rows: ComparisonRow[] }

/**
 * The table: one column per named treatment (at most four), one row per labelled attribute with one cell per
 * treatment, in the editor's order. A nameless treatment is left out with its column of cells; missing cells
 * are empty. Null when fewer than two treatments or no rows remain (nothing is rendered).
 */
export function comparisonTable(
  treatments: TreatmentComparisonBlock['treatments'],
  rows: TreatmentComparisonBlock['rows'],
): ComparisonTable | null {
  const kept = (Array.isArray(treatments) ? treatments : [])
    .map((t, index) => ({
      index,
      key: textOf(t?.id) || `treatment-${index}`,
      name: textOf(t?.name),
      note: textOf(t?.note),
    }))
    .filter((t) => t.name)
    .slice(0, MAX_TREATMENTS)
  if (kept.length < MIN_TREATMENTS) return null

  const table = (Array.isArray(rows) ? rows : [])
    .map((row, index) => {
      const cells = Array.isArray(row?.cells) ? row.cells : []
      return {
        key: textOf(row?.id) || `row-${index}`,
        label: textOf(row?.label),
        cells: kept.map((t) => textOf(cells[t.index]?.text)),
      }
    })
    .filter((row) => row.label)
  if (table.length === 0) return null

  return { columns: kept.map(({ key, name, note }) => ({ key, name, note })), rows: table }
}

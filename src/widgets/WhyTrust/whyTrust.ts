/**
 * Pure rules for the why-trust block (000 §3 "Why-trust block", §4, §9 "Why-trust collapsed height 75px").
 * No React. The collapse leaf imports this module too: keep its imports light (types and `@/content/lexical`).
 * The collapse itself (states, measuring, the toggle) is the collapse kit's (`src/widgets/collapse/`).
 */
import { isRecord, type LexicalNode, plainTextOfNodes, rootChildren } from '@/content/lexical'
import type { CollapseState } from '../collapse/collapse'

/** Collapsed, the explanation shows this much of its text (000 §9); only taller text gets the toggle. */
export const WHY_TRUST_COLLAPSED_HEIGHT_PX = 75

/** The toggle's words (the spec names none): the same as the product review's collapse. */
export const TOGGLE_WORDS = { more: 'Read more', less: 'Show less' } as const

/** What the toggle says in a state. */
export function toggleWords(state: CollapseState): string {
  return state === 'expanded' ? TOGGLE_WORDS.less : TOGGLE_WORDS.more
}

const tidy = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '')

export type WhyTrustMetric = { key: string; count: string; description: string }

/** The metrics a reader sees: those with both a number and a description (a bare number says nothing). */
export function whyTrustMetrics(metrics: unknown): WhyTrustMetric[] {
  if (!Array.isArray(metrics)) return []
  return metrics.flatMap((metric: unknown, index) => {
    if (!isRecord(metric)) return []
    const count = tidy(metric.count)
    const description = tidy(metric.description)
    if (!count || !description) return []
    const key = typeof metric.id === 'string' && metric.id ? metric.id : `metric-${index}`
    return [{ key, count, description }]
  })
}

/** The block's heading (explanationTitle), tidied; '' when there is none. */
export function whyTrustTitle(value: unknown): string {
  return tidy(value)
}

/** The explanation's rich-text nodes; [] when it is empty or unreadable (it then shows nothing). */
export function explanationNodes(value: unknown): LexicalNode[] {
  const nodes = rootChildren(value) ?? []
  return plainTextOfNodes(nodes) === '' ? [] : nodes
}

/**
 * How the server estimates the explanation's height at the narrowest column (a 280 px screen: about 216 px
 * of text at 16 px), erring towards more lines: characters per line, the line height of the explanation's
 * text (1.5 × 16 px) and the space between paragraphs or list items. `fontAllowance` leaves room for
 * readers whose browsers use larger text.
 */
export const EXPLANATION_ESTIMATE = {
  charsPerLine: 26,
  lineHeightPx: 24,
  blockGapPx: 12,
  fontAllowance: 1.25,
} as const

/** Estimated height (px) of the explanation at the narrowest column: wrapped lines and gaps. */
export function estimatedExplanationHeight(nodes: LexicalNode[]): number {
  const { charsPerLine, lineHeightPx, blockGapPx } = EXPLANATION_ESTIMATE
  const lines = plainTextOfNodes(nodes).split('\n').filter(Boolean)
  if (lines.length === 0) return 0
  const wrapped = lines.reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / charsPerLine)), 0)
  return wrapped * lineHeightPx + (lines.length - 1) * blockGapPx
}

/**
 * Whether the explanation surely fits in the collapsed height on every screen: it is then rendered whole,
 * with no toggle and no JavaScript. Otherwise the browser measures it (the collapse leaf).
 */
export function explanationFits(nodes: LexicalNode[]): boolean {
  return (
    estimatedExplanationHeight(nodes) * EXPLANATION_ESTIMATE.fontAllowance <= WHY_TRUST_COLLAPSED_HEIGHT_PX
  )
}

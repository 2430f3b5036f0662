/*
 * Where an article's inline ads go (issue 28, ADR 26): the body's segments with ad slots between them. Pure.
 * Rich-text runs are split between their top-level nodes, so an ad can sit between two paragraphs; the plan
 * itself (spacing by reading, never after a heading, beside a promotion or another ad, or last) is
 * `placements/ads/inline.ts`. Advertisement blocks an editor placed become slots in their place and count
 * toward the page's limit (5 slots, 3 on pages sold per unique visitor); the k-th slot names its positions
 * (`inlineSlotFaces`).
 */
import { plainTextOfNodes, wordCount } from '@/content/lexical'
import { inlineSlotLimits } from '@/lib/ads'
import { type BodyBlock, planInlineAds } from '@/placements/ads/inline'
import type { BodySegment } from '@/widgets/types'

/** The blockType of the editors' Advertisement block. */
export const AD_BLOCK_TYPE = 'adSlot'
/** Editors' blocks that are promotion positions: no ad beside them. */
const PROMOTION_TYPES = new Set(['promotionSlot', 'paidMediaDriver'])

export type AdsOptions = {
  /** The page shows ads at all (not ad-free, ads switched on). */
  enabled: boolean
  /** Automatic slots between paragraphs (the article's "Place ads automatically"). */
  automatic: boolean
  /** Sold per unique visitor: the lower limits. */
  cpuv: boolean
}

/** Rich runs split into one segment per top-level node: the places an ad may go between. */
function split(segments: readonly BodySegment[]): BodySegment[] {
  return segments.flatMap((s): BodySegment[] =>
    s.kind === 'rich' ? s.nodes.map((node) => ({ kind: 'rich' as const, nodes: [node] })) : [s],
  )
}

function describe(segment: BodySegment): BodyBlock {
  if (segment.kind === 'ad') return { kind: 'ad' }
  if (segment.kind === 'rich') {
    const node = segment.nodes[0]
    if (node?.type === 'heading') return { kind: 'heading' }
    return { kind: 'text', words: wordCount(plainTextOfNodes(segment.nodes)) }
  }
  const type: string = segment.kind === 'widget' ? segment.block.blockType : segment.blockType
  if (type === AD_BLOCK_TYPE) return { kind: 'ad' }
  if (PROMOTION_TYPES.has(type)) return { kind: 'promotion' }
  return { kind: 'widget' }
}

/** Consecutive single-node rich segments joined again (the page renders fewer, longer runs). */
function join(segments: readonly BodySegment[]): BodySegment[] {
  const out: BodySegment[] = []
  for (const s of segments) {
    const last = out[out.length - 1]
    if (s.kind === 'rich' && last?.kind === 'rich')
      out[out.length - 1] = { kind: 'rich', nodes: [...last.nodes, ...s.nodes] }
    else out.push(s)
  }
  return out
}

/**
 * The body with its ad slots: `{ kind: 'ad', k }` segments, numbered in page order from 1. Without ads, the
 * editors' Advertisement blocks are left out and nothing is added. `keepFirst` segments (an opening hero) stay
 * ahead of any ad.
 */
export function withInlineAds(
  segments: readonly BodySegment[],
  options: AdsOptions,
  keepFirst = 0,
): BodySegment[] {
  const isAdBlock = (s: BodySegment) => s.kind === 'widget' && s.block.blockType === AD_BLOCK_TYPE
  if (!options.enabled) return segments.filter((s) => !isAdBlock(s))
  const head = segments.slice(0, keepFirst)
  const body = split(segments.slice(keepFirst))
  const limit = inlineSlotLimits('body', options.cpuv).slots
  const gaps = new Set(options.automatic ? planInlineAds(body.map(describe), limit) : [])
  const out: BodySegment[] = [...head]
  let k = 0
  const slot = (placedBy: 'auto' | 'editor') => {
    if (k >= limit) return
    k += 1
    out.push({ kind: 'ad', k, cpuv: options.cpuv, placedBy })
  }
  body.forEach((segment, i) => {
    if (gaps.has(i)) slot('auto')
    if (isAdBlock(segment)) slot('editor')
    else out.push(segment)
  })
  return join(out)
}

import { childNodes, isRecord, type LexicalNode, plainTextOfNodes, rootChildren } from '@/content/lexical'
import type { AnyWidgetDefinition, BodySegment, WidgetBlock } from '@/widgets/types'

export type BodyProblem = { message: string; blockType?: string }

export type ProcessedBody = { segments: BodySegment[]; problems: BodyProblem[] }

function isEmptyParagraph(node: LexicalNode): boolean {
  return (
    node.type === 'paragraph' &&
    plainTextOfNodes([node]) === '' &&
    !childNodes(node).some((c) => c.type !== 'text')
  )
}

/**
 * Split the stored body into segments. Unknown block types and unreadable blocks are dropped and reported;
 * empty paragraphs are dropped (editors leave them between blocks); a body that is not an editor state
 * yields no segments and one problem.
 */
export function segmentBody(data: unknown, knownBlockTypes: ReadonlySet<string>): ProcessedBody {
  const problems: BodyProblem[] = []
  const children = rootChildren(data)
  if (!children) {
    if (data !== null && data !== undefined)
      problems.push({ message: 'body is not a readable rich-text document' })
    return { segments: [], problems }
  }
  const segments: BodySegment[] = []
  let rich: LexicalNode[] = []
  const flush = () => {
    if (rich.length) segments.push({ kind: 'rich', nodes: rich })
    rich = []
  }
  for (const node of children) {
    if (node.type === 'block') {
      const fields = node.fields
      const blockType =
        isRecord(fields) && typeof fields.blockType === 'string' ? fields.blockType : undefined
      if (!blockType) {
        problems.push({ message: 'block without a block type' })
        continue
      }
      if (!knownBlockTypes.has(blockType)) {
        problems.push({ message: `unknown block type "${blockType}"`, blockType })
        continue
      }
      flush()
      segments.push({ kind: 'widget', block: fields as unknown as WidgetBlock })
      continue
    }
    if (isEmptyParagraph(node)) continue
    rich.push(node)
  }
  flush()
  return { segments, problems }
}

/** What grouping needs to know of each widget: which group consecutive blocks, from how many. */
export type GroupingRule = Pick<AnyWidgetDefinition, 'blockType' | 'group'>

/**
 * Runs of consecutive blocks of a widget that declares `group` become one group segment when the run is at
 * least `group.min` long; shorter runs stay single widgets (001 §4 "Widget grouping": product cards).
 */
export function groupConsecutive(segments: BodySegment[], rules: readonly GroupingRule[]): BodySegment[] {
  const minimum = new Map(rules.flatMap((r) => (r.group ? [[r.blockType, r.group.min] as const] : [])))
  const out: BodySegment[] = []
  let run: WidgetBlock[] = []
  const flush = () => {
    const first = run[0]
    if (first && run.length >= (minimum.get(first.blockType) ?? Number.POSITIVE_INFINITY)) {
      out.push({ kind: 'group', blockType: first.blockType, blocks: run })
    } else {
      for (const block of run) out.push({ kind: 'widget', block })
    }
    run = []
  }
  for (const segment of segments) {
    if (segment.kind === 'widget' && minimum.has(segment.block.blockType)) {
      if (run[0] && run[0].blockType !== segment.block.blockType) flush()
      run.push(segment.block)
      continue
    }
    flush()
    out.push(segment)
  }
  flush()
  return out
}

/** The whole body pipeline: segment, then group. */
export function processBody(data: unknown, widgets: readonly GroupingRule[]): ProcessedBody {
  const { segments, problems } = segmentBody(data, new Set(widgets.map((w) => w.blockType)))
  return { segments: groupConsecutive(segments, widgets), problems }
}

/** All widget blocks of one type, in order (for page-level structured data). */
export function blocksOfType(segments: BodySegment[], blockType: string): WidgetBlock[] {
  const found: WidgetBlock[] = []
  for (const s of segments) {
    if (s.kind === 'widget' && s.block.blockType === blockType) found.push(s.block)
    if (s.kind === 'group' && s.blockType === blockType) found.push(...s.blocks)
  }
  return found
}

import type { ProductCardBlock } from '@/cms/payload-types'
import { childNodes, isRecord, type LexicalNode, plainTextOfNodes, rootChildren } from '@/content/lexical'
import type { WidgetBlock } from '@/widgets/types'

/**
 * An article body as the page renders it: runs of rich-text nodes, widgets, and product-card groups.
 * Produced by pure functions from the stored Lexical state; the renderer only walks this list.
 */
export type BodySegment =
  | { kind: 'rich'; nodes: LexicalNode[] }
  | { kind: 'widget'; block: WidgetBlock }
  | { kind: 'productCardGroup'; blocks: ProductCardBlock[] }

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

/** Consecutive product-card widgets (two or more) become one product-card group (001 §4 "Widget grouping"). */
export function groupProductCards(segments: BodySegment[]): BodySegment[] {
  const out: BodySegment[] = []
  let run: ProductCardBlock[] = []
  const flush = () => {
    if (run.length === 1) out.push({ kind: 'widget', block: run[0]! })
    else if (run.length > 1) out.push({ kind: 'productCardGroup', blocks: run })
    run = []
  }
  for (const segment of segments) {
    if (segment.kind === 'widget' && segment.block.blockType === 'productCard') {
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
export function processBody(data: unknown, knownBlockTypes: ReadonlySet<string>): ProcessedBody {
  const { segments, problems } = segmentBody(data, knownBlockTypes)
  return { segments: groupProductCards(segments), problems }
}

/** All widget blocks of one type, in order (for page-level structured data). */
export function blocksOfType<T extends WidgetBlock['blockType']>(
  segments: BodySegment[],
  blockType: T,
): Extract<WidgetBlock, { blockType: T }>[] {
  const found: Extract<WidgetBlock, { blockType: T }>[] = []
  for (const s of segments) {
    if (s.kind === 'widget' && s.block.blockType === blockType)
      found.push(s.block as Extract<WidgetBlock, { blockType: T }>)
    if (s.kind === 'productCardGroup' && blockType === 'productCard') {
      found.push(...(s.blocks as Extract<WidgetBlock, { blockType: T }>[]))
    }
  }
  return found
}

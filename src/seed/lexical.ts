import { randomBytes } from 'node:crypto'
import type { WidgetBlock } from '@/widgets/types'

/**
 * Small typed builders for Payload's Lexical editor state, used by the seed to write rich text by hand.
 * The shapes match what the Payload admin saves (Lexical's `exportJSON`), so seeded content opens and
 * edits in the admin like any other document.
 */

/** Lexical text format bits. */
export const TEXT_FORMAT = { bold: 1, italic: 2, strikethrough: 4, underline: 8 } as const

export type TextNode = {
  type: 'text'
  version: 1
  text: string
  format: number
  detail: 0
  mode: 'normal'
  style: ''
}

type ElementBase = {
  version: number
  direction: 'ltr'
  format: ''
  indent: 0
}

export type LinkNode = ElementBase & {
  type: 'link'
  version: 3
  fields: { linkType: 'custom'; url: string; newTab: boolean }
  children: TextNode[]
}

export type InlineNode = TextNode | LinkNode

/** What p(), quote() and list items accept: plain strings become text nodes. */
export type Inline = string | InlineNode

export type ParagraphNode = ElementBase & {
  type: 'paragraph'
  version: 1
  textFormat: 0
  children: InlineNode[]
}

export type HeadingNode = ElementBase & {
  type: 'heading'
  version: 1
  tag: 'h2' | 'h3' | 'h4'
  children: InlineNode[]
}

export type QuoteNode = ElementBase & {
  type: 'quote'
  version: 1
  children: InlineNode[]
}

export type ListItemNode = ElementBase & {
  type: 'listitem'
  version: 1
  value: number
  children: InlineNode[]
}

export type ListNode = ElementBase & {
  type: 'list'
  version: 1
  listType: 'bullet' | 'number'
  tag: 'ul' | 'ol'
  start: 1
  children: ListItemNode[]
}

/** Distributes Omit over a union, so each block type keeps its own fields. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/** A widget block's fields as written in the seed: everything but the id and block name, which block() adds. */
export type WidgetBlockFields = DistributiveOmit<WidgetBlock, 'id' | 'blockName'>

export type BlockNode = {
  type: 'block'
  version: 2
  format: ''
  fields: WidgetBlockFields & { id: string; blockName: '' }
}

export type BlockChild = ParagraphNode | HeadingNode | QuoteNode | ListNode | BlockNode

export type EditorState = {
  root: {
    type: 'root'
    version: 1
    direction: 'ltr'
    format: ''
    indent: 0
    children: BlockChild[]
  }
}

const element = { direction: 'ltr', format: '', indent: 0 } as const

export function text(
  value: string,
  options: { bold?: boolean; italic?: boolean; underline?: boolean } = {},
): TextNode {
  const format =
    (options.bold ? TEXT_FORMAT.bold : 0) |
    (options.italic ? TEXT_FORMAT.italic : 0) |
    (options.underline ? TEXT_FORMAT.underline : 0)
  return { type: 'text', version: 1, text: value, format, detail: 0, mode: 'normal', style: '' }
}

/** Shorthands for emphasised text. */
export const bold = (value: string): TextNode => text(value, { bold: true })
export const italic = (value: string): TextNode => text(value, { italic: true })

function inline(children: Inline[]): InlineNode[] {
  return children.map((child) => (typeof child === 'string' ? text(child) : child))
}

export function link(url: string, label: string, options: { newTab?: boolean } = {}): LinkNode {
  return {
    type: 'link',
    version: 3,
    ...element,
    fields: { linkType: 'custom', url, newTab: options.newTab ?? false },
    children: [text(label)],
  }
}

export function p(...children: Inline[]): ParagraphNode {
  return { type: 'paragraph', version: 1, ...element, textFormat: 0, children: inline(children) }
}

function heading(tag: HeadingNode['tag'], value: string): HeadingNode {
  return { type: 'heading', version: 1, ...element, tag, children: [text(value)] }
}

export const h2 = (value: string): HeadingNode => heading('h2', value)
export const h3 = (value: string): HeadingNode => heading('h3', value)

export function quote(...children: Inline[]): QuoteNode {
  return { type: 'quote', version: 1, ...element, children: inline(children) }
}

/** A list item is one string or inline node, or an array of them (for mixed emphasis). */
export type ListItemContent = Inline | Inline[]

function list(listType: ListNode['listType'], items: ListItemContent[]): ListNode {
  return {
    type: 'list',
    version: 1,
    ...element,
    listType,
    tag: listType === 'bullet' ? 'ul' : 'ol',
    start: 1,
    children: items.map((item, index) => ({
      type: 'listitem',
      version: 1,
      ...element,
      value: index + 1,
      children: inline(Array.isArray(item) ? item : [item]),
    })),
  }
}

export const ul = (...items: ListItemContent[]): ListNode => list('bullet', items)
export const ol = (...items: ListItemContent[]): ListNode => list('number', items)

/** A 24-hex-digit id, the shape Payload gives blocks and array rows. */
export function blockId(): string {
  return randomBytes(12).toString('hex')
}

/** A widget block placed in the body, e.g. block({ blockType: 'faq', initialState: 'collapsed', items }). */
export function block(fields: WidgetBlockFields): BlockNode {
  return { type: 'block', version: 2, format: '', fields: { id: blockId(), blockName: '', ...fields } }
}

export function doc(...children: BlockChild[]): EditorState {
  return { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children } }
}

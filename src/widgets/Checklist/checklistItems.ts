/** What a checklist item shows, and the item field's rule. Server side only (sanitises HTML). No React. */
import { inlineNodes, type LexicalNode, plainTextOfNodes } from '@/content/lexical'
import { sanitizeInlineHtml } from '@/lib/sanitize'
import { isBlankHtml } from './checklist'

/** One stored item: rich text, or inline HTML for items saved before items became rich text. */
export type StoredItem = { text?: unknown; html?: unknown }

/** What one item shows: its rich text as inline nodes, or its old HTML, sanitised. */
export type ItemContent = { kind: 'richText'; nodes: LexicalNode[] } | { kind: 'html'; html: string }

/**
 * What an item shows: its rich text when that has any text; otherwise the old HTML (sanitised), so items
 * saved before the change still show until they are migrated; null when the item would show nothing.
 */
export function itemContent(item: StoredItem): ItemContent | null {
  const nodes = inlineNodes(item.text)
  if (plainTextOfNodes(nodes) !== '') return { kind: 'richText', nodes }
  const html = typeof item.html === 'string' ? sanitizeInlineHtml(item.html) : ''
  return isBlankHtml(html) ? null : { kind: 'html', html }
}

/** The message on an item that would show nothing. */
export const EMPTY_ITEM_MESSAGE = 'Write the item, or remove it: an empty item shows nothing on the page.'

/** The item field's rule: it must show something (its old HTML counts until it is migrated). */
export function itemProblem(text: unknown, siblingData: unknown): string | null {
  const html =
    typeof siblingData === 'object' && siblingData !== null ? (siblingData as StoredItem).html : undefined
  return itemContent({ text, html }) ? null : EMPTY_ITEM_MESSAGE
}

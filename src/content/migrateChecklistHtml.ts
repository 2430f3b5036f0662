import { inlineHtmlToLexical } from './inlineHtml'
import { isRecord, plainTextFromRichText } from './lexical'

/**
 * Moves checklist items from the old HTML field into rich text, in one stored editor state (an article body
 * or one of its versions). For every block node with `fields.blockType === 'checklist'` anywhere in the tree
 * (rich text inside a widget's fields holds no widgets, so it is not searched):
 *
 * - an item with `html` and no text in `text` gets `text: inlineHtmlToLexical(html)`;
 * - `html` is removed from every item (when `text` already had text, the HTML was never shown).
 *
 * Pure: returns the same object with `changed: false` when there is nothing to move (so running it twice is
 * harmless), otherwise a copy with only the changed branches rebuilt. Anything it cannot read is left as is.
 * Called by a database migration for stored articles and their versions (with the parsed JSON: a string is
 * not an editor state and comes back unchanged).
 */
export function migrateChecklistHtml<T>(editorState: T): { state: T; changed: boolean } {
  let changed = false

  const migrateItem = (item: unknown): unknown => {
    if (!isRecord(item) || !('html' in item)) return item
    const { html, ...rest } = item
    changed = true
    if (plainTextFromRichText(rest.text) === '' && typeof html === 'string' && html.trim() !== '') {
      return { ...rest, text: inlineHtmlToLexical(html) }
    }
    return rest
  }

  const migrateFields = (fields: Record<string, unknown>): Record<string, unknown> => {
    if (fields.blockType !== 'checklist' || !Array.isArray(fields.items)) return fields
    const items = fields.items.map(migrateItem)
    return items.some((item, i) => item !== (fields.items as unknown[])[i]) ? { ...fields, items } : fields
  }

  const migrateNode = (node: unknown): unknown => {
    if (!isRecord(node)) return node
    let out = node
    if (node.type === 'block' && isRecord(node.fields)) {
      const fields = migrateFields(node.fields)
      if (fields !== node.fields) out = { ...out, fields }
    }
    if (Array.isArray(node.children)) {
      const children = node.children.map(migrateNode)
      if (children.some((child, i) => child !== (node.children as unknown[])[i])) out = { ...out, children }
    }
    return out
  }

  if (!isRecord(editorState) || !isRecord(editorState.root)) return { state: editorState, changed: false }
  const root = migrateNode(editorState.root)
  return changed
    ? { state: { ...editorState, root } as T, changed: true }
    : { state: editorState, changed: false }
}

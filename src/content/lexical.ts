/**
 * Tolerant reading of Payload's Lexical editor state. Stored content may be malformed (hand-edited,
 * imported, from an older schema): nothing here throws; unreadable parts are dropped and reported.
 */

export type LexicalNode = {
  type: string
  children?: LexicalNode[]
  [key: string]: unknown
}

export type EditorState = { root: LexicalNode & { children: LexicalNode[] } }

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function isLexicalNode(value: unknown): value is LexicalNode {
  return isRecord(value) && typeof value.type === 'string'
}

/** The root's children, or null when the value is not a readable editor state. */
export function rootChildren(data: unknown): LexicalNode[] | null {
  if (!isRecord(data) || !isRecord(data.root)) return null
  const children = data.root.children
  if (!Array.isArray(children)) return null
  return children.filter(isLexicalNode)
}

export function childNodes(node: LexicalNode): LexicalNode[] {
  return Array.isArray(node.children) ? node.children.filter(isLexicalNode) : []
}

const BLOCK_LEVEL = new Set(['paragraph', 'heading', 'quote', 'listitem', 'list'])

/** Plain text of a node tree: paragraphs and list items separated by newlines, collapsed whitespace. */
export function plainTextOfNodes(nodes: LexicalNode[]): string {
  const parts: string[] = []
  const walk = (node: LexicalNode) => {
    if (node.type === 'text' && typeof node.text === 'string') parts.push(node.text)
    else if (node.type === 'linebreak') parts.push('\n')
    else if (node.type === 'tab') parts.push(' ')
    for (const child of childNodes(node)) walk(child)
    if (BLOCK_LEVEL.has(node.type)) parts.push('\n')
  }
  for (const node of nodes) walk(node)
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}

export function plainTextFromRichText(data: unknown): string {
  const children = rootChildren(data)
  return children ? plainTextOfNodes(children) : ''
}

/** Top-level nodes whose content is a line of inline nodes. */
const TEXT_BLOCKS = new Set(['paragraph', 'heading', 'quote'])

/**
 * The inline content of a short rich-text value (a checklist item), to render inside a line: the children of
 * its paragraphs one after another, with a line break between paragraphs and no empty paragraphs. Other
 * top-level nodes (which an inline editor cannot make) are kept whole. [] for an unreadable value.
 */
export function inlineNodes(data: unknown): LexicalNode[] {
  const lines = (rootChildren(data) ?? [])
    .map((node) => (TEXT_BLOCKS.has(node.type) ? childNodes(node) : [node]))
    .filter((line) => line.length > 0)
  return lines.flatMap((line, i) => (i === 0 ? line : [{ type: 'linebreak', version: 1 }, ...line]))
}

/** Text format bitmask used by Lexical text nodes. */
export const TEXT_FORMAT = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
} as const

export function hasFormat(format: unknown, flag: number): boolean {
  return typeof format === 'number' && (format & flag) !== 0
}

/** Number of words in the plain text (for reading time and structured data). */
export function wordCount(text: string): number {
  const words = text.trim().split(/\s+/)
  return words[0] === '' ? 0 : words.length
}

/**
 * A structurally valid editor state from whatever was stored: children that are not nodes are dropped,
 * `children` that is not a list becomes empty, block nodes without a fields object are dropped, and rich
 * text nested in block fields (e.g. FAQ answers) is repaired the same way. Returns the original object when
 * nothing needed repair. Runs before Payload's own rich-text hooks, which assume a valid tree.
 */
export function repairEditorState(data: unknown): { state: EditorState | null; repaired: boolean } {
  if (data === null || data === undefined) return { state: null, repaired: false }
  if (!isRecord(data) || !isRecord(data.root)) {
    return { state: emptyEditorState(), repaired: true }
  }
  let repaired = false
  const repairNode = (node: LexicalNode): LexicalNode | null => {
    if (node.type === 'block' && !isRecord(node.fields)) {
      repaired = true
      return null
    }
    let out = node
    if ('children' in node) {
      if (!Array.isArray(node.children)) {
        repaired = true
        out = { ...out, children: [] }
      } else {
        const kept: LexicalNode[] = []
        let changed = false
        for (const child of node.children as unknown[]) {
          if (!isLexicalNode(child)) {
            changed = true
            continue
          }
          const fixed = repairNode(child)
          if (fixed !== child) changed = true
          if (fixed) kept.push(fixed)
        }
        if (changed) {
          repaired = true
          out = { ...out, children: kept }
        }
      }
    }
    if (node.type === 'block' && isRecord(node.fields)) {
      const fields = repairNested(node.fields)
      if (fields !== node.fields) out = { ...out, fields }
    }
    return out
  }
  const repairNested = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      let changed = false
      const next = value.map((v) => {
        const r = repairNested(v)
        if (r !== v) changed = true
        return r
      })
      return changed ? next : value
    }
    if (!isRecord(value)) return value
    if (isRecord(value.root) && 'children' in value.root) {
      const { state, repaired: nestedRepaired } = repairEditorState(value)
      if (nestedRepaired) repaired = true
      return state ?? value
    }
    let changed = false
    const next: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) {
      const r = repairNested(v)
      if (r !== v) changed = true
      next[k] = r
    }
    return changed ? next : value
  }
  const rootNode = { type: 'root', ...data.root } as LexicalNode
  if (!Array.isArray(rootNode.children)) {
    repaired = true
    rootNode.children = []
  }
  const root = repairNode(rootNode)
  if (!repaired) return { state: data as EditorState, repaired: false }
  return { state: { ...data, root: root as EditorState['root'] }, repaired: true }
}

export function emptyEditorState(): EditorState {
  return { root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [] } }
}

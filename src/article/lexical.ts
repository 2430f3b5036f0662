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

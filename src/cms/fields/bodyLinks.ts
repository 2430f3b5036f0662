import type { Block, Field } from 'payload'
import { type UrlKinds, urlProblem } from '@/lib/urlRules'

/** Schemes a draft may hold while the editor is still typing (publish checks the whole address). */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel'])

/**
 * For a draft: only an address that can never be valid, i.e. one with a scheme other than http(s), mailto: or
 * tel: (`javascript:`, `data:`…). An incomplete address ("htt", "www.exa") is allowed while the editor types.
 */
export function draftUrlProblem(value: string, kinds: UrlKinds): string | null {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase()
  if (!scheme || SAFE_SCHEMES.has(scheme)) return null
  return urlProblem(value.trim(), kinds)
}

type Check = (value: string, kinds: UrlKinds) => string | null
type Node = { type?: unknown; children?: unknown; fields?: Record<string, unknown>; text?: unknown }

const label = (field: { label?: unknown; name?: string }, fallback: string): string =>
  typeof field.label === 'string' ? field.label : (field.name ?? fallback)

/** The words a rich-text node shows: its own text, or its children's joined (a link's words). */
function nodeText(node: Node): string {
  if (typeof node.text === 'string') return node.text
  return Array.isArray(node.children) ? (node.children as Node[]).map(nodeText).join('') : ''
}

/** Problems in one block's (or row's) data, walking its fields by their config. */
function fieldProblems(
  fields: Field[],
  data: Record<string, unknown>,
  where: string,
  check: Check,
): string[] {
  const out: string[] = []
  for (const field of fields) {
    if (!('name' in field)) {
      // rows, collapsibles and unnamed tabs hold their fields at the same level
      if ('fields' in field && Array.isArray(field.fields))
        out.push(...fieldProblems(field.fields, data, where, check))
      if (field.type === 'tabs')
        for (const tab of field.tabs) {
          const nested =
            'name' in tab && tab.name ? (data[tab.name] as Record<string, unknown> | undefined) : data
          if (nested && typeof nested === 'object')
            out.push(...fieldProblems(tab.fields, nested, where, check))
        }
      continue
    }
    const value = data[field.name]
    const here = `${where} → ${label(field, field.name)}`
    const kinds = (field.custom as { url?: UrlKinds } | undefined)?.url
    if (kinds && typeof value === 'string' && value !== '') {
      const problem = check(value, kinds)
      if (problem) out.push(`${here}: ${problem}`)
    } else if (field.type === 'array' && Array.isArray(value)) {
      value.forEach((row, i) => {
        if (row && typeof row === 'object')
          out.push(...fieldProblems(field.fields, row as Record<string, unknown>, `${here} ${i + 1}`, check))
      })
    } else if (field.type === 'group' && value && typeof value === 'object') {
      out.push(...fieldProblems(field.fields, value as Record<string, unknown>, here, check))
    } else if (field.type === 'richText') {
      out.push(...lexicalProblems(value, new Map(), here, check))
    }
  }
  return out
}

function lexicalProblems(
  value: unknown,
  blocks: ReadonlyMap<string, Block>,
  where: string,
  check: Check,
): string[] {
  const root = (value as { root?: Node } | null | undefined)?.root
  if (!root || typeof root !== 'object') return []
  const out: string[] = []
  const visit = (node: Node) => {
    if (!node || typeof node !== 'object') return
    if ((node.type === 'link' || node.type === 'autolink') && node.fields) {
      const url = node.fields.url
      if (node.fields.linkType !== 'internal' && typeof url === 'string' && url !== '') {
        const problem = check(url, { contact: true, anchor: true })
        if (problem) out.push(`${where}, the link “${nodeText(node).trim() || url}”: ${problem}`)
      }
    }
    if ((node.type === 'block' || node.type === 'inlineBlock') && node.fields && blocks.size > 0) {
      const block = blocks.get(String(node.fields.blockType))
      if (block)
        out.push(
          ...fieldProblems(
            block.fields,
            node.fields,
            `${where}, ${label({ label: block.labels?.singular, name: block.slug }, block.slug)}`,
            check,
          ),
        )
    }
    if (Array.isArray(node.children)) for (const child of node.children as Node[]) visit(child)
  }
  visit(root)
  return out
}

/**
 * Every address in a rich-text body that `check` refuses: links in the text, and link fields (`urlField`)
 * in its widgets, their lists and their own rich text. Each message says where ("Body, Article tiles → Tiles
 * 1 → Link: …") and what to fix.
 */
export function bodyLinkProblems(
  value: unknown,
  blocks: readonly Block[],
  opts: { draft: boolean; where?: string },
): string[] {
  // Pass no blocks to check only the text's own links (on publish, widgets' fields check themselves).
  const bySlug = new Map(blocks.map((b) => [b.slug, b]))
  return lexicalProblems(value, bySlug, opts.where ?? 'Body', opts.draft ? draftUrlProblem : urlProblem)
}

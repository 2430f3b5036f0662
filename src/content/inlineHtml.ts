import { Parser } from 'htmlparser2'
import { urlProblem } from '@/lib/urlRules'

/**
 * Short inline HTML (as editors used to type into checklist items: `<strong>`, `<em>`, `<a href>`) turned
 * into the Lexical editor state the rich-text editor saves, so old content moves into the editor without
 * losing its emphasis or links. Pure.
 *
 * - Emphasis tags become text formats; unknown tags keep their text.
 * - Scripts, styles and other non-text elements (iframe, svg, template…) are dropped with their content.
 * - A link keeps its address only when the rich-text editor would accept it on save (web addresses, site
 *   paths, mailto:/tel:, #anchors; see `urlProblem`); otherwise its text stays, without the link.
 * - Whitespace collapses as a browser shows it (also across tags); `&nbsp;` stays a non-breaking space.
 * - `<br>` becomes a line break, and so does the boundary between block elements (`<p>a</p><p>b</p>`).
 */

const FORMAT = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
} as const

const TAG_FORMAT: Record<string, number> = {
  b: FORMAT.bold,
  strong: FORMAT.bold,
  i: FORMAT.italic,
  em: FORMAT.italic,
  u: FORMAT.underline,
  s: FORMAT.strikethrough,
  del: FORMAT.strikethrough,
  strike: FORMAT.strikethrough,
  code: FORMAT.code,
  sub: FORMAT.subscript,
  sup: FORMAT.superscript,
}

/** Elements whose content is not text a reader saw. */
const SKIPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
])

/** Elements that start a new line in a browser: their boundary becomes a line break. */
const BLOCK_LEVEL = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'section',
  'article',
  'header',
  'footer',
  'table',
  'tr',
  'pre',
  'hr',
])

/** HTML's whitespace (not `\s`, which would also eat non-breaking spaces). */
const HTML_SPACE = /[ \t\n\r\f]+/g

type TextNode = {
  type: 'text'
  version: 1
  text: string
  format: number
  detail: 0
  mode: 'normal'
  style: ''
}
type LineBreakNode = { type: 'linebreak'; version: 1 }
type LinkNode = {
  type: 'link'
  version: 3
  direction: 'ltr'
  format: ''
  indent: 0
  fields: { linkType: 'custom'; url: string; newTab: boolean }
  children: (TextNode | LineBreakNode)[]
}
type Inline = TextNode | LinkNode | LineBreakNode

export type InlineEditorState = {
  root: {
    type: 'root'
    version: 1
    direction: 'ltr'
    format: ''
    indent: 0
    children: {
      type: 'paragraph'
      version: 1
      direction: 'ltr'
      format: ''
      indent: 0
      textFormat: 0
      children: Inline[]
    }[]
  }
}

const textNode = (text: string, format: number): TextNode => ({
  type: 'text',
  version: 1,
  text,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
})

const lineBreak = (): LineBreakNode => ({ type: 'linebreak', version: 1 })

/** The link address kept from an `<a href>`, or null when the editor would refuse it (its text stays). */
export function inlineLinkUrl(href: string | undefined): string | null {
  const url = href?.trim()
  if (!url) return null
  return urlProblem(url, { sitePath: true, contact: true, anchor: true }) === null ? url : null
}

/**
 * Trims spaces next to line breaks and at both ends, drops line breaks at both ends, empty text and
 * links left without text. Works on the flat sequence of leaves, so a link's edges count too.
 */
function tidy(nodes: Inline[]): Inline[] {
  const leaves: (TextNode | LineBreakNode)[] = nodes.flatMap((n) => (n.type === 'link' ? n.children : [n]))
  leaves.forEach((leaf, i) => {
    if (leaf.type !== 'text') return
    const before = leaves[i - 1]
    const after = leaves[i + 1]
    if (!before || before.type === 'linebreak') leaf.text = leaf.text.replace(/^ +/, '')
    if (!after || after.type === 'linebreak') leaf.text = leaf.text.replace(/ +$/, '')
  })
  const keep = (n: TextNode | LineBreakNode) => n.type !== 'text' || n.text !== ''
  const cleaned = nodes.flatMap((n): Inline[] => {
    if (n.type !== 'link') return keep(n) ? [n] : []
    const children = n.children.filter(keep)
    return children.some((c) => c.type === 'text') ? [{ ...n, children }] : []
  })
  while (cleaned[0]?.type === 'linebreak') cleaned.shift()
  while (cleaned[cleaned.length - 1]?.type === 'linebreak') cleaned.pop()
  return cleaned
}

export function inlineHtmlToLexical(html: string): InlineEditorState {
  const out: Inline[] = []
  const formats: number[] = []
  let link: LinkNode | null = null
  let anchors = 0
  let skipping = 0
  /** What came last ends in a space (or nothing came yet): a following space is not repeated. */
  let afterSpace = true
  /** A block boundary was passed: the next content starts on a new line. */
  let pendingBreak = false

  const format = () => formats.reduce((acc, f) => acc | f, 0)
  const target = (): (TextNode | LineBreakNode)[] | Inline[] => (link ? link.children : out)
  const hasContent = () => out.length > 0 || (link?.children.length ?? 0) > 0
  const pushBreak = () => {
    target().push(lineBreak())
    afterSpace = true
  }
  const flushBreak = () => {
    if (pendingBreak && hasContent()) pushBreak()
    pendingBreak = false
  }
  const appendText = (text: string) => {
    const nodes = target()
    const last = nodes[nodes.length - 1]
    const fmt = format()
    if (last?.type === 'text' && last.format === fmt) last.text += text
    else nodes.push(textNode(text, fmt))
    afterSpace = text.endsWith(' ')
  }

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        formats.push(TAG_FORMAT[name] ?? 0)
        if (SKIPPED.has(name)) skipping += 1
        if (skipping > 0) return
        if (BLOCK_LEVEL.has(name)) pendingBreak = true
        else if (name === 'br') {
          flushBreak()
          pushBreak()
        } else if (name === 'a') {
          anchors += 1
          if (anchors === 1) {
            flushBreak()
            const url = inlineLinkUrl(attrs.href)
            if (url) {
              link = {
                type: 'link',
                version: 3,
                direction: 'ltr',
                format: '',
                indent: 0,
                fields: { linkType: 'custom', url, newTab: attrs.target === '_blank' },
                children: [],
              }
            }
          }
        }
      },
      ontext(raw) {
        if (skipping > 0 || raw === '') return
        const text = raw.replace(HTML_SPACE, ' ')
        if (text === ' ') {
          // Space between tags: one space, unless a space or a new line is already there.
          if (!afterSpace && !pendingBreak) appendText(' ')
          return
        }
        flushBreak()
        appendText(afterSpace ? text.replace(/^ /, '') : text)
      },
      onclosetag(name) {
        formats.pop()
        if (SKIPPED.has(name)) {
          skipping = Math.max(0, skipping - 1)
          return
        }
        if (skipping > 0) return
        if (BLOCK_LEVEL.has(name)) pendingBreak = true
        else if (name === 'a' && anchors > 0) {
          anchors -= 1
          if (anchors === 0 && link) {
            out.push(link)
            link = null
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  )
  parser.write(html)
  parser.end()
  if (link) out.push(link)

  return {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: 'ltr',
          format: '',
          indent: 0,
          textFormat: 0,
          children: tidy(out),
        },
      ],
    },
  }
}

/**
 * HTML of a few paragraphs (`<p>…</p><p>…</p>`, as product reviews were typed) as a rich-text editor state:
 * one paragraph per `<p>`, each converted like `inlineHtmlToLexical` (emphasis and safe links kept). Text
 * outside any `<p>` becomes a paragraph too; blank paragraphs are dropped. Pure.
 */
export function paragraphsHtmlToLexical(html: string): InlineEditorState {
  const chunks = html
    .split(/<\/p\s*>/i)
    .map((chunk) => chunk.replace(/<p(?:\s[^>]*)?>/gi, ' '))
    .filter((chunk) => chunk.replace(/<[^>]*>/g, '').trim() !== '')
  const paragraphs = chunks.flatMap((chunk) => inlineHtmlToLexical(chunk).root.children)
  const state = inlineHtmlToLexical('')
  state.root.children = paragraphs.length > 0 ? paragraphs : state.root.children
  return state
}

/**
 * A text column that held hand-typed HTML, as the JSON of its rich-text replacement (`paragraphsHtmlToLexical`);
 * null when there is nothing to convert (empty, or already an editor state). For migrations.
 */
export function storedHtmlAsRichTextJson(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '' || value.trimStart().startsWith('{')) return null
  return JSON.stringify(paragraphsHtmlToLexical(value))
}

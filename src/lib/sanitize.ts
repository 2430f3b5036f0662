import sanitizeHtmlLib from 'sanitize-html'

/** Inline markup editors may use inside short HTML fields (checklist items, list text). */
const INLINE_TAGS = ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'sup', 'sub', 'br', 'span', 'code', 'abbr']
/** Block markup allowed in longer HTML fields (product reviews). */
const BLOCK_TAGS = [
  ...INLINE_TAGS,
  'p',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'blockquote',
  'img',
  'figure',
  'figcaption',
]

const base: sanitizeHtmlLib.IOptions = {
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    abbr: ['title'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? ''
      const external = /^https?:\/\//i.test(href)
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      }
    },
  },
}

/** Sanitise a short inline HTML fragment from the CMS: only inline tags, safe links. */
export function sanitizeInlineHtml(html: string | null | undefined): string {
  if (!html) return ''
  return sanitizeHtmlLib(html, { ...base, allowedTags: INLINE_TAGS })
}

/** Sanitise a longer HTML fragment from the CMS (paragraphs, lists, images). */
export function sanitizeBlockHtml(html: string | null | undefined): string {
  if (!html) return ''
  return sanitizeHtmlLib(html, { ...base, allowedTags: BLOCK_TAGS })
}

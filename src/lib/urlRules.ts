/*
 * The one rule for links editors type (pure, no Payload): the CMS's URL fields and rich-text links
 * (`src/cms/fields/url.ts`) and the rendering of stored inline HTML (`src/content/inlineHtml.ts`) use it.
 */
import { textOf } from './text'

/** Which kinds of address a URL field accepts besides http(s). */
export type UrlKinds = {
  /** A path on this site: "/health/sleep" (default: yes). */
  sitePath?: boolean
  /** "mailto:" and "tel:" links (default: no). */
  contact?: boolean
  /** An anchor on the same page: "#faq" (default: no). */
  anchor?: boolean
}

const EXAMPLE = 'e.g. https://example.com/page'

/**
 * What is wrong with an address an editor typed, in their words, or null when it is fine. Pure: the admin
 * checks as the editor types, the server on every save, and the body's link editor uses the same rule.
 * Refuses `javascript:`, `data:` and any other scheme, protocol-relative "//host", spaces and control
 * characters.
 */
export function urlProblem(value: string, kinds: UrlKinds = {}): string | null {
  const { sitePath = true, contact = false, anchor = false } = kinds
  const accepted = [
    'a web address starting with https://',
    ...(sitePath ? ['a path on this site starting with /'] : []),
    ...(contact ? ['mailto: or tel:'] : []),
    ...(anchor ? ['#section on the same page'] : []),
  ]
  const expected = `Enter ${accepted.join(', or ')} (${EXAMPLE}${sitePath ? ' or /health/sleep' : ''}).`
  const url = value.trim()
  if (url !== value || /[\s\p{Cc}]/u.test(url)) return `Remove the spaces. ${expected}`
  if (url.startsWith('//')) return `Add https: in front. ${expected}`
  if (url.startsWith('/')) return sitePath ? null : expected
  if (url.startsWith('#')) return anchor && url.length > 1 ? null : expected
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase()
  if (scheme === 'http' || scheme === 'https') {
    try {
      const parsed = new URL(url)
      return parsed.hostname.includes('.') || parsed.hostname === 'localhost'
        ? null
        : `That address has no domain. ${expected}`
    } catch {
      return `That address is not complete. ${expected}`
    }
  }
  if (scheme === 'mailto' || scheme === 'tel')
    return contact && url.length > scheme.length + 1 ? null : expected
  if (scheme) return `Links starting with "${scheme}:" are not allowed. ${expected}`
  return `Add https:// in front if this is another site. ${expected}`
}

/**
 * A stored address an editor typed, trimmed, when it passes the same rule the CMS checks on publish
 * (`urlProblem` with these kinds); null when empty or refused. For rendering links from stored blocks.
 */
export function acceptedUrl(value: unknown, kinds: UrlKinds = {}): string | null {
  const text = textOf(value)
  return text && urlProblem(text, kinds) === null ? text : null
}

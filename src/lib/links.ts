/**
 * Link classification (001 §2): internal links start with "/", "#" or the site's own host, including its
 * www, anon, dev and frontend-* hosts. Everything else is external and opens safely.
 */
export function isInternalHref(href: string, siteHost: string): boolean {
  if (href.startsWith('/') && !href.startsWith('//')) return true
  if (href.startsWith('#')) return true
  let host: string
  try {
    host = new URL(href.startsWith('//') ? `https:${href}` : href).hostname.toLowerCase()
  } catch {
    return false
  }
  const own = siteHost.toLowerCase().replace(/^www\./, '')
  if (!own) return false
  if (host === own) return true
  const prefix = host.endsWith(`.${own}`) ? host.slice(0, -own.length - 1) : null
  if (prefix === null) return false
  return prefix === 'www' || prefix === 'anon' || prefix === 'dev' || /^frontend-[a-z0-9-]+$/.test(prefix)
}

const SAFE_SCHEMES = /^(https?:|mailto:|tel:)/i

/** An href that is safe to render: relative, anchor, or http(s)/mailto/tel. Anything else becomes null. */
export function safeHref(href: unknown): string | null {
  if (typeof href !== 'string') return null
  const trimmed = href.trim()
  if (!trimmed) return null
  if (trimmed.startsWith('/') || trimmed.startsWith('#') || trimmed.startsWith('?')) return trimmed
  if (SAFE_SCHEMES.test(trimmed)) return trimmed
  return null
}

/** Attributes for an anchor: external links open in a new tab without opener or referrer. */
export function linkAttributes(
  href: string,
  siteHost: string,
  opts: { newTab?: boolean; sponsored?: boolean } = {},
): { href: string; target?: string; rel?: string } {
  const internal = isInternalHref(href, siteHost)
  const rel = new Set<string>()
  let target: string | undefined
  if (!internal || opts.newTab) {
    target = '_blank'
    rel.add('noopener').add('noreferrer')
  }
  if (opts.sponsored) rel.add('sponsored').add('nofollow')
  return { href, ...(target ? { target } : {}), ...(rel.size ? { rel: [...rel].join(' ') } : {}) }
}

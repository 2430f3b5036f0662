// @ts-check
/**
 * The site's error page as the HTTP server serves it when a page cannot be rendered because the database is
 * unreachable (status 503). Preferably the real `/_error` page, in the site chrome, from the page cache (it is
 * rendered when the server starts and kept current by tag like every page); otherwise a small page of its
 * own with the same words (src/lib/error-text.mjs, shared with the React error views).
 */
import { ERROR_TEXT, ERROR_TITLE } from '../../lib/error-text.mjs'
import { pageCacheStore } from '../page-cache/store.mjs'

/** The internal route of the spec's /_error page (next.config.ts rewrites /_error to it). */
export const ERROR_PAGE_ROUTE = '/site-error'

/** The cached HTML of the site's error page, or null when it has not been rendered yet. */
export function cachedErrorPageHtml() {
  const store = pageCacheStore()
  for (const [key, entry] of store.entries) {
    if (!key.endsWith(`$${ERROR_PAGE_ROUTE}`)) continue
    const value = /** @type {{ kind?: string, html?: unknown }} */ (entry.value)
    if (value.kind === 'APP_PAGE' && typeof value.html === 'string' && value.html.length > 0)
      return value.html
  }
  return null
}

/** A self-contained error page (no scripts, inline styles only), used when the real one is not cached. */
export const FALLBACK_ERROR_HTML = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${ERROR_TITLE} | Wellread</title>
<style>body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1b2330;background:#fff}
header{border-bottom:1px solid #d5dbe2;padding:16px}header a{color:#0b6e5e;font:700 22px Georgia,serif;text-decoration:none}
main{max-width:720px;margin:0 auto;padding:32px 16px}h1{font:700 32px/1.2 Georgia,serif;margin:0 0 12px}p{font-size:18px;line-height:1.5;color:#4a5566}a{color:#0b6e5e}</style>
</head><body><header><a href="/">Wellread</a></header><main><h1>${ERROR_TITLE}</h1><p>${ERROR_TEXT}</p>
<p>Go to the <a href="/">home page</a> or try the <a href="/search">search</a>.</p></main></body></html>`

/** The error page to serve now. */
export function errorPageHtml() {
  return cachedErrorPageHtml() ?? FALLBACK_ERROR_HTML
}

// @ts-check
/**
 * The route template a request's path belongs to, as the `route` label of the request metrics
 * (`wellread_http_request_duration_seconds`, docs/adr/0027 §8): Next.js' own pattern of the page or route file
 * that answers it (`/[section]/[slug]`, `/api/drivers/v4/[[...path]]`), never the path itself, which can
 * name a reader's condition. The list is the app's routes (a unit test compares it with the files under
 * src/app) plus the framework's own addresses; a path none of them takes is `unmatched`.
 */

/** Every page and route of src/app, in Next.js' pattern syntax (route groups left out). */
export const APP_ROUTE_TEMPLATES = Object.freeze([
  '/',
  '/.well-known/security.txt',
  '/[section]',
  '/[section]/[slug]',
  '/[section]/[slug]/[...rest]',
  '/[section]/feed.xml',
  '/[section]/page/[page]',
  '/admin/[[...segments]]',
  '/api/account',
  '/api/activate/site',
  '/api/ads/click',
  '/api/ads/decision',
  '/api/ads/events',
  '/api/ads/partner-frame',
  '/api/articles/next',
  '/api/auth/callback/[provider]',
  '/api/auth/clear-cookie',
  '/api/auth/session',
  '/api/auth/set-cookie',
  '/api/auth/signin/[provider]',
  '/api/auth/token',
  '/api/bot-check/challenge',
  '/api/build',
  '/api/cdp/profile/v3',
  '/api/cms/[...slug]',
  '/api/commerce/events',
  '/api/consent',
  '/api/csp-report',
  '/api/drivers/events',
  '/api/drivers/v4/[[...path]]',
  '/api/drugPricing',
  '/api/errors',
  '/api/events',
  '/api/health',
  '/api/images/[file]',
  '/api/metrics',
  '/api/metrics/unload',
  '/api/openapi.json',
  '/api/newsletter/confirm',
  '/api/newsletter/unsubscribe',
  '/api/optum-coupon-info-share',
  '/api/optum/coupons',
  '/api/optum/prices',
  '/api/profile/[rvoId]/site-flags/[site]',
  '/api/reader',
  '/api/search',
  '/api/search/complete',
  '/api/search/suggest',
  '/api/surveys/answer',
  '/api/surveys/current',
  '/api/tip/lookup',
  '/consent/validate',
  '/feed.xml',
  '/icon.svg',
  '/metrics',
  '/newsletter/confirm',
  '/newsletter/confirmed',
  '/newsletter/unsubscribe',
  '/newsletter/unsubscribed',
  '/next/exit-preview',
  '/next/preview',
  '/privacy-policy',
  '/robots.txt',
  '/search',
  '/search/results/[query]/[[...page]]',
  '/site-error',
  '/sitemap.xml',
  '/terms-of-use',
])

/**
 * The templates a page (`page.tsx`) answers: read-only, whatever the method; the site's pages have no Server
 * Actions (only the Payload admin's layout does), so anything but GET and HEAD there is refused at the edge
 * (`refusals.mjs`). The rest of APP_ROUTE_TEMPLATES are route handlers and metadata files.
 */
export const PAGE_TEMPLATES = Object.freeze(
  new Set([
    '/',
    '/[section]',
    '/[section]/[slug]',
    '/[section]/[slug]/[...rest]',
    '/[section]/page/[page]',
    '/newsletter/confirm',
    '/newsletter/confirmed',
    '/newsletter/unsubscribe',
    '/newsletter/unsubscribed',
    '/privacy-policy',
    '/search',
    '/search/results/[query]/[[...page]]',
    '/site-error',
    '/terms-of-use',
  ]),
)

/** Next.js' own addresses: build assets, the image optimiser, anything else under /_next/. */
export const FRAMEWORK_TEMPLATES = Object.freeze([
  '/_next/static/[...path]',
  '/_next/image',
  '/_next/[...path]',
])

/** A path no template takes (an unknown address under /api/, /_next/, /admin or /next/ and the like). */
export const UNMATCHED = 'unmatched'

/** First segments that are never a section: a path under them that no template takes is `unmatched`. */
const RESERVED_FIRST_SEGMENTS = new Set(['api', '_next', 'admin', 'next', 'consent', 'search', 'newsletter'])

/**
 * A segment's kind, in the order Next.js prefers them: a static name before a dynamic segment before a
 * catch-all before an optional catch-all.
 * @typedef {{ kind: 0, name: string } | { kind: 1 | 2 | 3 }} Segment
 */

/** @param {string} part @returns {Segment} */
function segmentOf(part) {
  if (part.startsWith('[[...')) return { kind: 3 }
  if (part.startsWith('[...')) return { kind: 2 }
  if (part.startsWith('[')) return { kind: 1 }
  return { kind: 0, name: part }
}

/** @typedef {{ template: string, segments: Segment[] }} Compiled */

/** @param {string} template @returns {Compiled} */
function compile(template) {
  return { template, segments: template.split('/').filter(Boolean).map(segmentOf) }
}

const COMPILED = [...APP_ROUTE_TEMPLATES, ...FRAMEWORK_TEMPLATES].map(compile)

/**
 * Whether `parts` fit the template's segments, and how specifically (one kind per segment used; lower first).
 * @param {Segment[]} segments @param {string[]} parts
 * @returns {number[] | null}
 */
function matchOf(segments, parts) {
  /** @type {number[]} */
  const ranks = []
  for (let i = 0; i < segments.length; i++) {
    const segment = /** @type {Segment} */ (segments[i])
    if (segment.kind === 2 || segment.kind === 3) {
      // A catch-all takes the rest: at least one segment, or none for the optional one.
      if (segment.kind === 2 && parts.length <= i) return null
      ranks.push(segment.kind)
      return ranks
    }
    const part = parts[i]
    if (part === undefined) return null
    if (segment.kind === 0 && segment.name !== part) return null
    ranks.push(segment.kind)
  }
  return parts.length === segments.length ? ranks : null
}

/** @param {number[]} a @param {number[]} b */
function moreSpecific(a, b) {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0)
  }
  return a.length > b.length
}

/**
 * The template of a request's path (without its query): the most specific one that takes it, as Next.js
 * would choose, or `unmatched`.
 * @param {string} pathname
 * @returns {string}
 */
export function routeTemplate(pathname) {
  const parts = pathname.split('/').filter(Boolean)
  /** @type {{ template: string, ranks: number[] } | null} */
  let best = null
  for (const { template, segments } of COMPILED) {
    const ranks = matchOf(segments, parts)
    if (ranks && (!best || moreSpecific(ranks, best.ranks))) best = { template, ranks }
  }
  if (!best) return UNMATCHED
  // `/api/unknown` fits `/[section]/[slug]` by shape alone: an address under a reserved prefix is never a page.
  const first = parts[0]
  if (first !== undefined && RESERVED_FIRST_SEGMENTS.has(first) && best.template.startsWith('/['))
    return UNMATCHED
  return best.template
}

/** Every value `routeTemplate` can return (the label's closed set). */
export const ROUTE_LABELS = Object.freeze([...APP_ROUTE_TEMPLATES, ...FRAMEWORK_TEMPLATES, UNMATCHED])

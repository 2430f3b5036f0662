/**
 * The error groups' closed lists, shared by the ingest (`schema.ts`), the store and the CMS collections
 * (`src/cms/collections/ErrorGroups.ts`). No I/O: the CMS's config reads it.
 */

/** What a browser reports (`POST /api/errors`); `server` is what Next.js' `onRequestError` records. */
export const CLIENT_ERROR_KINDS = [
  'error',
  'unhandledrejection',
  'chunk',
  'render',
  'resource',
  'report',
] as const
export const ERROR_KINDS = [...CLIENT_ERROR_KINDS, 'server'] as const
export type ErrorKind = (typeof ERROR_KINDS)[number]

/** The browser family a report's User-Agent names: the raw User-Agent is never kept. */
export const BROWSER_FAMILIES = ['chrome', 'edge', 'firefox', 'safari', 'other', 'server'] as const
export type BrowserFamily = (typeof BROWSER_FAMILIES)[number]

export const ERROR_GROUPS_SLUG = 'error-groups'
export const ERROR_DAILY_COUNTS_SLUG = 'error-daily-counts'

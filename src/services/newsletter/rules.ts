import { createHash, randomBytes } from 'node:crypto'

/** A keyword as lists and pages are compared: trimmed, inner spaces collapsed, lower-case. */
export function normaliseKeyword(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase()
}

/** The lists in order, each once. */
export function uniqueLists(lists: Iterable<string>): string[] {
  return [...new Set(lists)]
}

/**
 * 002 §5 "list k1 is appended if missing": the lists a sign-up joins, with every list whose keyword (`k1`)
 * is the page's first keyword (compared trimmed and case-insensitively) appended when it is not already
 * there. The requested lists keep their order; duplicates are dropped; no keyword, or none matching, changes
 * nothing else.
 */
export function withK1List(
  lists: readonly string[],
  k1: string | null | undefined,
  listsByK1: Iterable<{ listId: string; k1?: string | null }>,
): string[] {
  const keyword = normaliseKeyword(k1)
  const matching: string[] = []
  if (keyword)
    for (const list of listsByK1) if (normaliseKeyword(list.k1) === keyword) matching.push(list.listId)
  return uniqueLists([...lists, ...matching])
}

/** The requested list ids the site does not have (in request order, each once). */
export function unknownListIds(lists: readonly string[], known: Iterable<{ listId: string }>): string[] {
  const ids = new Set([...known].map((l) => l.listId))
  return uniqueLists(lists.filter((id) => !ids.has(id)))
}

/** How long a confirmation link works. A reader who waits longer signs up again. */
export const CONFIRM_TOKEN_TTL_DAYS = 30

/** Confirmation and unsubscribe tokens: 32 random bytes, base64url (43 characters, safe in a URL). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** A new token. Only its hash is stored (`hashToken`): a copy of the database confirms nobody. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** The stored form of a token: SHA-256, hex. Unsalted on purpose: tokens are random, and looked up by hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** Whether a value has a token's shape (anything else is refused without a database read). */
export function isToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value)
}

/** Attribute names that describe the page or its topic (compared without case, dashes or underscores). */
const TOPIC_ATTRIBUTE =
  /^(?:path|pagepath|url|uri|href|page|pageurl|referrer|referer|slug|section|article|articleid|title|k\d*|keywords?|categor(?:y|ies)|tags?|topics?|conditions?|drugs?)$/

/**
 * The attributes a provider may receive: none that names or repeats what the reader was reading. Dropped:
 * attributes named like the page or its topic (path, url, k1, keyword, category, tag, topic, condition …),
 * and values that are a path or a URL, or repeat the page's path, K1, a category or a tag. A newsletter
 * provider is a third party; what a reader reads on a health site is health information.
 */
export function forwardableAttributes(
  attributes: Record<string, string | number | boolean> | undefined,
  page: { path: string; k1?: string; categories?: string[]; tags?: string[] },
): Record<string, string | number | boolean> {
  const topicValues = new Set(
    [page.path, page.k1, ...(page.categories ?? []), ...(page.tags ?? [])]
      .map(normaliseKeyword)
      .filter(Boolean),
  )
  const out: Record<string, string | number | boolean> = {}
  for (const [name, value] of Object.entries(attributes ?? {})) {
    if (TOPIC_ATTRIBUTE.test(name.toLowerCase().replace(/[-_.]/g, ''))) continue
    if (typeof value === 'string') {
      const v = normaliseKeyword(value)
      if (v.startsWith('/') || v.includes('://') || topicValues.has(v)) continue
    }
    out[name] = value
  }
  return out
}

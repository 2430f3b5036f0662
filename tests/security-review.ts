import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/*
 * docs/security-review.md read as data (issue 32): its tables' rows, for the unit test that holds them to the
 * code (tests/unit/security-review.test.ts) and the end-to-end spec that holds them to a running server
 * (tests/e2e/security.e2e.spec.ts). The cells' words are the page's; what they mean is here, once.
 */

export const REVIEW = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/security-review.md')

export type OriginRule = 'same-origin' | 'not cross-site' | 'exception'

export type RateLimit =
  | { kind: 'none'; why: string }
  /** `RATE_LIMITS` `name`: one of the limits without a variable of their own. */
  | { kind: 'named'; points: number; seconds: number; name: string; refusal: 429 | 302 }
  /** Variables: the first sets the number of requests, the second the window. */
  | { kind: 'variables'; points: number; seconds: number; count: string; window: string; refusal: 429 | 302 }

export type CallRow = {
  /** `POST /api/surveys/answer` */
  call: string
  method: string
  path: string
  origin: OriginRule
  limit: RateLimit
  /** The largest body taken; null when the call reads none. */
  maxBytes: number | null
  /** What a body past the limit gets: 413, or the sign-in answer's redirect. */
  tooLarge: 413 | 302
  who: string
}

/** A cell's backticked words. */
const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string)
const number = (text: string) => Number(text.replaceAll(',', ''))

/** The rows of the table that follows the heading `heading` (a `## ` line), as cells. */
function tableAfter(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(`\n## ${heading}\n`)
  if (start === -1) throw new Error(`docs/security-review.md has no "## ${heading}" section`)
  const rest = markdown.slice(start + heading.length + 5)
  const lines = rest.split('\n')
  const first = lines.findIndex((l) => l.startsWith('|'))
  const rows: string[][] = []
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break
    rows.push(
      line
        .slice(1, -1)
        .split(' | ')
        .map((c) => c.trim()),
    )
  }
  return rows
}

export function parseLimit(cell: string): RateLimit {
  if (cell.startsWith('none:')) return { kind: 'none', why: cell.slice(5).trim() }
  const m = /^(\d[\d,]*) \/ (\d[\d,]*) s, (.*)$/.exec(cell)
  if (!m) throw new Error(`a rate limit is "N / S s, setting" or "none: why", not "${cell}"`)
  const [points, seconds] = [number(m[1]!), number(m[2]!)]
  const refusal = /past it: 302/.test(cell) ? 302 : 429
  const words = ticked(m[3]!)
  if (words[0] === 'RATE_LIMITS') return { kind: 'named', points, seconds, name: words[1]!, refusal }
  return { kind: 'variables', points, seconds, count: words[0]!, window: words[1]!, refusal }
}

function originOf(cell: string): OriginRule {
  if (cell.startsWith('same-origin')) return 'same-origin'
  if (cell.startsWith('not cross-site')) return 'not cross-site'
  if (cell.startsWith('exception:')) return 'exception'
  throw new Error(`an Origin cell is "same-origin", "not cross-site" or "exception: why", not "${cell}"`)
}

/** The site's calls: one row per state-changing call of the OpenAPI document. */
export function callRows(markdown = fs.readFileSync(REVIEW, 'utf8')): CallRow[] {
  return tableAfter(markdown, "The site's calls").map(
    ([call = '', origin = '', limit = '', body = '', who = '']) => {
      const m = /^`(POST|PUT|PATCH|DELETE) (\S+)`$/.exec(call)
      if (!m) throw new Error(`a call is "\`METHOD /path\`", not "${call}"`)
      return {
        call: call.slice(1, -1),
        method: m[1]!,
        path: m[2]!,
        origin: originOf(origin),
        limit: parseLimit(limit),
        maxBytes: body.startsWith('not read') ? null : number(/^[\d,]+/.exec(body)?.[0] ?? 'NaN'),
        tooLarge: /larger: 302/.test(body) ? 302 : 413,
        who,
      }
    },
  )
}

export const ROLES = ['anonymous', 'reader', 'writer', 'editor', 'admin'] as const
export type Role = (typeof ROLES)[number]

/**
 * What a cell of the collections' tables allows: the roles that may, or `no API` (the collection has no REST
 * endpoints at all).
 */
export function rolesOf(cell: string): readonly Role[] | 'no API' {
  switch (cell) {
    case 'anyone':
    case 'published':
      return ROLES
    case 'writer+':
    case 'writer+ (own)':
      return ['writer', 'editor', 'admin']
    case 'editor+':
      return ['editor', 'admin']
    case 'admin':
    case 'admin, self':
      return ['admin']
    case 'nobody':
      return []
    case 'no API':
      return 'no API'
    default:
      throw new Error(
        `a collection's cell is anyone, published, writer+, editor+, admin, nobody…, not "${cell}"`,
      )
  }
}

export type CollectionRow = {
  slug: string
  read: readonly Role[] | 'no API'
  create: readonly Role[] | 'no API'
  update: readonly Role[] | 'no API'
  delete: readonly Role[] | 'no API'
  /** The operations allowed on each user's own records only (`(own)`). */
  own: readonly ('read' | 'update' | 'delete')[]
}
export type GlobalRow = { slug: string; read: readonly Role[] | 'no API'; update: readonly Role[] | 'no API' }

export function collectionRows(markdown = fs.readFileSync(REVIEW, 'utf8')): {
  collections: CollectionRow[]
  globals: GlobalRow[]
} {
  const start = markdown.indexOf('\n## Who reads and writes each collection\n')
  if (start === -1)
    throw new Error('docs/security-review.md has no "## Who reads and writes each collection"')
  const tables: string[][][] = []
  let current: string[][] | null = null
  for (const line of markdown.slice(start).split('\n')) {
    if (line.startsWith('|')) {
      if (!current) {
        current = []
        tables.push(current)
      }
      current.push(
        line
          .slice(1, -1)
          .split(' | ')
          .map((c) => c.trim()),
      )
    } else current = null
  }
  const [collections = [], globals = []] = tables.map((t) => t.slice(2))
  return {
    collections: collections.map(([slug = '', read = '', create = '', update = '', del = '']) => ({
      slug: slug.replaceAll('`', ''),
      read: rolesOf(read),
      create: rolesOf(create),
      update: rolesOf(update),
      delete: rolesOf(del),
      own: (['read', 'update', 'delete'] as const).filter((_op, i) =>
        [read, update, del][i]!.endsWith('(own)'),
      ),
    })),
    globals: globals.map(([slug = '', read = '', update = '']) => ({
      slug: slug.replaceAll('`', ''),
      read: rolesOf(read),
      update: rolesOf(update),
    })),
  }
}

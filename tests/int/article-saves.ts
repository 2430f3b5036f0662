import { createClient } from '@libsql/client'
import { lexicalParagraph } from './helpers'

/**
 * Articles whose every part names the save they come from (title, summary, 60 keywords in a table of their own,
 * 300 paragraphs of body), and what is stored of one read with the site's own SQL: a document mixing two saves
 * shows. Shared by the crash test (crash-checks.ts) and the save stopped after each write
 * (save-transactions.int.spec.ts).
 */

/** An article large enough that a save takes a while: its paragraphs and keywords (a row each). */
export const PARAGRAPHS = 300
export const KEYWORDS = 60

/** Save number `k` of an article: every part of it names k, so a document mixing two saves shows. */
export function articleAt(name: string, k: number) {
  return {
    title: `Crash save ${k} of the ${name} article`,
    summary: `What save ${k} of the ${name} article says.`,
    keywords: Array.from({ length: KEYWORDS }, (_, i) => `save-${k}-keyword-${i}`),
    body: {
      root: {
        type: 'root',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        children: Array.from({ length: PARAGRAPHS }, (_, i) =>
          lexicalParagraph(
            `Save ${k}, paragraph ${i}: walking after meals steadies blood sugar, and a short walk counts as much as a long one.`,
          ),
        ),
      },
    },
  }
}

/** The save number every part of a stored article names, or a description of how its parts disagree. */
export function saveOf(parts: {
  title: string
  summary: string
  keywords: string[]
  body: unknown
}): number | string {
  const k = Number(/^Crash save (\d+) of/.exec(parts.title)?.[1])
  if (!Number.isInteger(k)) return `title "${parts.title}"`
  if (!parts.summary.startsWith(`What save ${k} of`)) return `title ${k}, summary "${parts.summary}"`
  const expected = Array.from({ length: KEYWORDS }, (_, i) => `save-${k}-keyword-${i}`)
  if (JSON.stringify(parts.keywords) !== JSON.stringify(expected))
    return `title ${k}, ${parts.keywords.length} keywords: ${parts.keywords.slice(0, 3).join(', ')}…`
  const body = typeof parts.body === 'string' ? JSON.parse(parts.body) : parts.body
  const texts = (
    (body as { root?: { children?: { children?: { text?: string }[] }[] } })?.root?.children ?? []
  ).map((p) => p.children?.[0]?.text ?? '')
  if (texts.length !== PARAGRAPHS || texts.some((t, i) => !t.startsWith(`Save ${k}, paragraph ${i}:`)))
    return `title ${k}, body of ${texts.length} paragraphs starting "${texts[0]?.slice(0, 30)}"`
  return k
}

type Rows = Record<string, unknown>[]
export type Reader = { all: (sql: string) => Promise<Rows>; close: () => Promise<void> }

/** A connection of the test's own to a SQLite file (read-only use). */
export function openSqlite(url: string): Reader {
  const client = createClient({ url })
  return {
    all: async (sql) => (await client.execute(sql)).rows as unknown as Rows,
    close: async () => client.close(),
  }
}

/**
 * What is stored of an article, read with the site's own SQL: its row with its keywords (the save each names, or
 * how they disagree), and every version marked latest with its keywords.
 */
export async function storedArticle(db: Reader, id: number) {
  const [row] = await db.all(`SELECT title, summary, body, _status FROM articles WHERE id = ${id}`)
  const keywords = async (table: string, parent: unknown) =>
    (await db.all(`SELECT text FROM ${table} WHERE parent_id = ${Number(parent)} ORDER BY "order"`)).map(
      (r) => String(r.text),
    )
  const latest = await db.all(
    `SELECT id, version_title, version_summary, version_body, version__status FROM _articles_v WHERE parent_id = ${id} AND latest = true`,
  )
  const versions: { status: string; k: number | string }[] = []
  for (const v of latest)
    versions.push({
      status: String(v.version__status),
      k: saveOf({
        title: String(v.version_title),
        summary: String(v.version_summary),
        keywords: await keywords('_articles_v_texts', v.id),
        body: v.version_body,
      }),
    })
  return {
    row: row && {
      status: String(row._status),
      k: saveOf({
        title: String(row.title),
        summary: String(row.summary),
        keywords: await keywords('articles_texts', id),
        body: row.body,
      }),
    },
    versions,
  }
}

import 'server-only'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

type Db = {
  /** SQLite (libsql): the rows of a query. */
  all?: (query: SQL) => Promise<unknown[]>
  /** Postgres (node-postgres): a result with its rows. */
  execute?: (query: SQL) => Promise<{ rows?: unknown[] } | unknown[]>
}

/**
 * The rows of one read-only query, on SQLite or Postgres (the counts' reports: sums the database makes, so a
 * year of daily counts is read as one answer per article and metric, not row by row through Payload). Numbers a
 * `SUM` returns come back as numbers on SQLite and as strings on Postgres: the caller converts them.
 */
export async function selectRows<Row>(payload: Payload, query: SQL, label: string): Promise<Row[]> {
  const db = (payload.db as unknown as { drizzle: Db }).drizzle
  if (typeof db.all === 'function') return (await db.all(query)) as Row[]
  if (typeof db.execute === 'function') {
    const result = await db.execute(query)
    return (Array.isArray(result) ? result : (result.rows ?? [])) as Row[]
  }
  throw new Error(`${label}: the database adapter has no way to read SQL`)
}

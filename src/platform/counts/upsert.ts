import 'server-only'
import { type SQL, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { inLockOrder, mergeRows, type TallySpec } from './tally'

type Db = {
  execute?: (query: unknown) => Promise<unknown>
  run?: (query: unknown) => Promise<unknown>
}

/** Bound parameters one statement may carry: under SQLite's 32,766 and Postgres's 65,535. */
const MAX_PARAMETERS = 32_000

/** A counts table: its name and the label its errors start with ("commerce counts: …"). */
export type CountsTable = { table: string; label: string }

/** Payload's column name of a field: `articlePath` is stored as "article_path". */
export const columnOf = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

const quoted = (name: string): SQL => {
  // Identifiers come from the code (a table's spec), never from a request; checked all the same, because
  // they are written into the SQL as they are.
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`counts: "${name}" is not a plain column name`)
  return sql.raw(`"${name}"`)
}

/** Rows one write may hold: the key and count fields plus the two timestamps are bound per row. */
export function maxRowsPerWrite<Row>(spec: TallySpec<Row>): number {
  return Math.floor(MAX_PARAMETERS / (spec.keys.length + spec.counts.length + 2))
}

/**
 * Adds counted rows to a daily counts table in ONE statement, a multi-row `INSERT … ON CONFLICT (key) DO
 * UPDATE SET n = table.n + excluded.n …`: the rows are stored together or not at all, and several app
 * instances can add to the same row at once (atomic increments). Rows of the same key are merged first (one
 * statement may not update a row twice) and written in one order (`inLockOrder`), so concurrent writes to the
 * same rows queue behind each other rather than deadlock. The same SQL runs on SQLite and Postgres; the table
 * needs a unique index on the key's columns. Resolves once the statement has committed.
 */
export async function upsertCounts<Row extends object>(
  payload: Payload,
  { table, label }: CountsTable,
  spec: TallySpec<Row>,
  rows: readonly Row[],
): Promise<void> {
  const merged = inLockOrder(spec, mergeRows(spec, rows))
  if (merged.length === 0) return
  const max = maxRowsPerWrite(spec)
  if (merged.length > max) throw new Error(`${label}: ${merged.length} rows in one write (at most ${max})`)
  const db = (payload.db as unknown as { drizzle: Db }).drizzle
  const now = new Date().toISOString()
  const fields: string[] = [...spec.keys, ...spec.counts]
  const columns = sql.join([...fields.map(columnOf), 'updated_at', 'created_at'].map(quoted), sql`, `)
  const values = sql.join(
    merged.map(
      (row) =>
        sql`(${sql.join(
          [...fields.map((f) => sql`${(row as Record<string, unknown>)[f]}`), sql`${now}`, sql`${now}`],
          sql`, `,
        )})`,
    ),
    sql`, `,
  )
  const name = quoted(table)
  const conflict = sql.join(spec.keys.map(columnOf).map(quoted), sql`, `)
  const sums = sql.join(
    spec.counts.map(columnOf).map((c) => sql`${quoted(c)} = ${name}.${quoted(c)} + excluded.${quoted(c)}`),
    sql`, `,
  )
  const query = sql`INSERT INTO ${name} (${columns})
    VALUES ${values}
    ON CONFLICT (${conflict}) DO UPDATE SET
      ${sums},
      "updated_at" = excluded."updated_at"`
  if (typeof db.execute === 'function') await db.execute(query)
  else if (typeof db.run === 'function') await db.run(query)
  else throw new Error(`${label}: the database adapter has no way to run SQL`)
}

/** A column's value as a row to insert carries it. */
export type InsertValue = string | number | boolean | null

/**
 * Inserts rows into a table in ONE statement, a multi-row `INSERT … VALUES (…), (…)`: stored together or not
 * at all, at the cost of one write however many rows (the consent decisions' group commit). `fields` are the
 * rows' field names (Payload's, e.g. `policyVersion` for "policy_version"); each row's `createdAt` (ISO) is
 * its creation and update time. The same SQL runs on SQLite and Postgres. Resolves once it has committed.
 */
export async function insertRows<Field extends string>(
  payload: Payload,
  { table, label }: CountsTable,
  fields: readonly Field[],
  rows: readonly (Record<Field, InsertValue> & { createdAt: string })[],
): Promise<void> {
  if (rows.length === 0) return
  const max = Math.floor(MAX_PARAMETERS / (fields.length + 2))
  if (rows.length > max) throw new Error(`${label}: ${rows.length} rows in one write (at most ${max})`)
  const db = (payload.db as unknown as { drizzle: Db }).drizzle
  const columns = sql.join([...fields.map(columnOf), 'updated_at', 'created_at'].map(quoted), sql`, `)
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${sql.join(
          [...fields.map((f) => sql`${row[f]}`), sql`${row.createdAt}`, sql`${row.createdAt}`],
          sql`, `,
        )})`,
    ),
    sql`, `,
  )
  const query = sql`INSERT INTO ${quoted(table)} (${columns}) VALUES ${values}`
  if (typeof db.execute === 'function') await db.execute(query)
  else if (typeof db.run === 'function') await db.run(query)
  else throw new Error(`${label}: the database adapter has no way to run SQL`)
}

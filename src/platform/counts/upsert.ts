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
 * The statement that adds counted rows to a daily counts table, a multi-row `INSERT … ON CONFLICT (key) DO UPDATE
 * SET n = table.n + excluded.n …`: the rows are stored together or not at all, and several app instances can add
 * to the same row at once (atomic increments). Rows of the same key are merged first (one statement may not
 * update a row twice) and written in one order (`inLockOrder`), so concurrent writes to the same rows queue
 * behind each other rather than deadlock. The same SQL runs on SQLite and Postgres; the table needs a unique
 * index on the key's columns. With `chunked`, rows past what one statement may bind go in further statements
 * (still in lock order), to be run together (`runTogether`); without, too many rows throw.
 */
export function upsertCountsStatements<Row extends object>(
  { table, label }: CountsTable,
  spec: TallySpec<Row>,
  rows: readonly Row[],
  { chunked = false }: { chunked?: boolean } = {},
): SQL[] {
  const merged = inLockOrder(spec, mergeRows(spec, rows))
  if (merged.length === 0) return []
  const max = maxRowsPerWrite(spec)
  if (merged.length > max && !chunked)
    throw new Error(`${label}: ${merged.length} rows in one write (at most ${max})`)
  const now = new Date().toISOString()
  const fields: string[] = [...spec.keys, ...spec.counts]
  const columns = sql.join([...fields.map(columnOf), 'updated_at', 'created_at'].map(quoted), sql`, `)
  const name = quoted(table)
  const conflict = sql.join(spec.keys.map(columnOf).map(quoted), sql`, `)
  const sums = sql.join(
    spec.counts.map(columnOf).map((c) => sql`${quoted(c)} = ${name}.${quoted(c)} + excluded.${quoted(c)}`),
    sql`, `,
  )
  return chunksOf(merged, max).map((chunk) => {
    const values = sql.join(
      chunk.map(
        (row) =>
          sql`(${sql.join(
            [...fields.map((f) => sql`${(row as Record<string, unknown>)[f]}`), sql`${now}`, sql`${now}`],
            sql`, `,
          )})`,
      ),
      sql`, `,
    )
    return sql`INSERT INTO ${name} (${columns})
    VALUES ${values}
    ON CONFLICT (${conflict}) DO UPDATE SET
      ${sums},
      "updated_at" = excluded."updated_at"`
  })
}

/**
 * Adds counted rows to a daily counts table in ONE statement (`upsertCountsStatements`): stored together or not
 * at all. Resolves once the statement has committed.
 */
export async function upsertCounts<Row extends object>(
  payload: Payload,
  counts: CountsTable,
  spec: TallySpec<Row>,
  rows: readonly Row[],
): Promise<void> {
  const [statement] = upsertCountsStatements(counts, spec, rows)
  if (statement) await runTogether(payload, counts.label, [statement])
}

/** A column's value as a row to insert carries it. */
export type InsertValue = string | number | boolean | null

/**
 * The statements that insert rows into a table, multi-row `INSERT … VALUES (…), (…)`, as many rows in each as
 * one statement may bind. `fields` are the rows' field names (Payload's, e.g. `policyVersion` for
 * "policy_version"); each row's `createdAt` (ISO) is its creation and update time. The same SQL runs on SQLite
 * and Postgres. Several statements are stored together only when run together (`runTogether`).
 */
export function insertRowsStatements<Field extends string>(
  table: string,
  fields: readonly Field[],
  rows: readonly (Record<Field, InsertValue> & { createdAt: string })[],
): SQL[] {
  if (rows.length === 0) return []
  const max = Math.floor(MAX_PARAMETERS / (fields.length + 2))
  const columns = sql.join([...fields.map(columnOf), 'updated_at', 'created_at'].map(quoted), sql`, `)
  return chunksOf(rows, max).map((chunk) => {
    const values = sql.join(
      chunk.map(
        (row) =>
          sql`(${sql.join(
            [...fields.map((f) => sql`${row[f]}`), sql`${row.createdAt}`, sql`${row.createdAt}`],
            sql`, `,
          )})`,
      ),
      sql`, `,
    )
    return sql`INSERT INTO ${quoted(table)} (${columns}) VALUES ${values}`
  })
}

/**
 * Inserts rows into a table in ONE statement, a multi-row `INSERT … VALUES (…), (…)`: stored together or not
 * at all, at the cost of one write however many rows (the consent decisions' group commit). Resolves once it
 * has committed; more rows than one statement may bind are refused.
 */
export async function insertRows<Field extends string>(
  payload: Payload,
  { table, label }: CountsTable,
  fields: readonly Field[],
  rows: readonly (Record<Field, InsertValue> & { createdAt: string })[],
): Promise<void> {
  const max = Math.floor(MAX_PARAMETERS / (fields.length + 2))
  if (rows.length > max) throw new Error(`${label}: ${rows.length} rows in one write (at most ${max})`)
  await runTogether(payload, label, insertRowsStatements(table, fields, rows))
}

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = []
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size))
  return chunks
}

type TransactionalDb = Db & {
  /** SQLite (libsql): statements run as one transaction (`BEGIN … COMMIT` on one connection, in one go). */
  batch?: (queries: unknown[]) => Promise<unknown[]>
  /** SQLite (libsql): a statement as a batch item, answering its rows. */
  all?: (query: SQL) => unknown
  /** Postgres (node-postgres): statements in one transaction. */
  transaction?: <T>(work: (tx: { execute: (query: SQL) => Promise<unknown> }) => Promise<T>) => Promise<T>
}

const rowsOf = (result: unknown): Record<string, unknown>[] => {
  if (Array.isArray(result)) return result as Record<string, unknown>[]
  const rows = (result as { rows?: unknown } | null | undefined)?.rows
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : []
}

/**
 * Runs statements as ONE transaction: every one committed, or none (a process killed in between, or a statement
 * that fails, leaves nothing of them). A single statement runs as it is (a statement is atomic by itself).
 * Resolves with each statement's rows (those a `RETURNING` names; none otherwise) once they have committed. On
 * SQLite the statements go as one libsql batch (`BEGIN`, the statements, `COMMIT` on one connection); on
 * Postgres in a transaction of one pooled connection.
 */
export async function runTogether(
  payload: Payload,
  label: string,
  statements: readonly SQL[],
): Promise<Record<string, unknown>[][]> {
  if (statements.length === 0) return []
  const db = (payload.db as unknown as { drizzle: TransactionalDb }).drizzle
  if (statements.length === 1) {
    const [only] = statements as [SQL]
    if (typeof db.execute === 'function') return [rowsOf(await db.execute(only))]
    if (typeof db.all === 'function') return [rowsOf(await db.all(only))]
    if (typeof db.run === 'function') {
      await db.run(only)
      return [[]]
    }
  } else if (typeof db.transaction === 'function' && typeof db.execute === 'function') {
    const transaction = db.transaction.bind(db)
    return transaction(async (tx) => {
      const results: Record<string, unknown>[][] = []
      for (const statement of statements) results.push(rowsOf(await tx.execute(statement)))
      return results
    })
  } else if (typeof db.batch === 'function' && typeof db.all === 'function') {
    const all = db.all.bind(db)
    return (await db.batch(statements.map((s) => all(s)))).map(rowsOf)
  }
  throw new Error(`${label}: the database adapter has no way to run SQL`)
}

import 'server-only'
import { type SQL, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import type { TallySpec } from '@/platform/counts/tally'
import { columnOf, runTogether, upsertCountsStatements } from '@/platform/counts/upsert'
import type { ErrorRow } from './occurrence'
import { ERROR_DAILY_COUNTS_SLUG, ERROR_GROUPS_SLUG } from './shared'

const GROUPS_TABLE = 'error_groups'
const DAILY_TABLE = 'error_daily_counts'

/** The daily counts' rows: one per UTC day and group, counts added up (`Tally`, `upsertCounts`). */
export const ERROR_DAILY_COUNTS: TallySpec<ErrorRow> = { keys: ['day', 'fingerprint'], counts: ['count'] }

/** A group's count before and after a write: what the forwarding decides on (`shouldForward`). */
export type StoredGroup = { row: ErrorRow; before: number; after: number }

/** The fields a group row is written with, in column order; `count` is added, the others are the latest. */
const GROUP_FIELDS = [
  'fingerprint',
  'kind',
  'where',
  'name',
  'message',
  'topFrame',
  'source',
  'stack',
  'route',
  'pageTemplate',
  'build',
  'browser',
] as const

/** The latest occurrence's fields replace the sample; `kind`, `message` and `topFrame` name the group. */
const SAMPLE_FIELDS = [
  'where',
  'name',
  'source',
  'stack',
  'route',
  'pageTemplate',
  'build',
  'browser',
] as const

const quoted = (name: string): SQL => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`error groups: "${name}" is not a plain column name`)
  return sql.raw(`"${name}"`)
}

/** One row per group of the rows given: counts added, first and last seen, the latest occurrence as sample. */
export function groupsOf(rows: readonly ErrorRow[]): { row: ErrorRow; count: number; first: number }[] {
  const groups = new Map<string, { row: ErrorRow; count: number; first: number }>()
  for (const row of rows) {
    const group = groups.get(row.fingerprint)
    if (!group) groups.set(row.fingerprint, { row, count: row.count, first: row.at })
    else {
      group.count += row.count
      group.first = Math.min(group.first, row.at)
      if (row.at >= group.row.at) group.row = row
    }
  }
  // In one order, so concurrent writes to the same groups queue behind each other rather than deadlock.
  return [...groups.values()].sort((a, b) => a.row.fingerprint.localeCompare(b.row.fingerprint))
}

/**
 * Stores counted occurrences (issue 29): each group's row in one statement, `INSERT … ON CONFLICT (fingerprint)
 * DO UPDATE SET count = count + excluded.count, last_seen = the later …, <sample> = excluded.<sample>`
 * returning each group's count, and the daily counts (`upsertCountsStatements`), both in ONE transaction: a
 * process killed mid-write leaves no group counted without its day. Atomic increments, so several instances
 * add up; the same SQL on SQLite and Postgres. Resolves with each group's count before and after.
 */
export async function addErrorOccurrences(
  payload: Payload,
  rows: readonly ErrorRow[],
): Promise<StoredGroup[]> {
  const groups = groupsOf(rows)
  if (groups.length === 0) return []
  const now = new Date().toISOString()
  const columns = [
    ...GROUP_FIELDS.map(columnOf),
    'count',
    'first_seen',
    'last_seen',
    'updated_at',
    'created_at',
  ]
  const values = sql.join(
    groups.map(
      ({ row, count, first }) =>
        sql`(${sql.join(
          [
            ...GROUP_FIELDS.map((f) => sql`${row[f]}`),
            sql`${count}`,
            sql`${new Date(first).toISOString()}`,
            sql`${new Date(row.at).toISOString()}`,
            sql`${now}`,
            sql`${now}`,
          ],
          sql`, `,
        )})`,
    ),
    sql`, `,
  )
  const table = quoted(GROUPS_TABLE)
  const samples = SAMPLE_FIELDS.map(columnOf).map((c) => sql`${quoted(c)} = excluded.${quoted(c)}`)
  const query = sql`INSERT INTO ${table} (${sql.join(columns.map(quoted), sql`, `)})
    VALUES ${values}
    ON CONFLICT ("fingerprint") DO UPDATE SET
      "count" = ${table}."count" + excluded."count",
      "last_seen" = CASE WHEN excluded."last_seen" > ${table}."last_seen" THEN excluded."last_seen" ELSE ${table}."last_seen" END,
      "first_seen" = CASE WHEN excluded."first_seen" < ${table}."first_seen" THEN excluded."first_seen" ELSE ${table}."first_seen" END,
      ${sql.join(samples, sql`, `)},
      "updated_at" = excluded."updated_at"
    RETURNING "fingerprint", "count"`
  const [returned = []] = await runTogether(payload, 'error groups', [
    query,
    ...upsertCountsStatements({ table: DAILY_TABLE, label: 'error counts' }, ERROR_DAILY_COUNTS, rows),
  ])
  const after = new Map(returned.map((r) => [String(r.fingerprint), Number(r.count)]))
  return groups.map(({ row, count }) => {
    const total = after.get(row.fingerprint) ?? count
    return { row, before: total - count, after: total }
  })
}

export type ErrorGroupSummary = {
  /** The group's document id (its page in the admin). */
  id: string
  fingerprint: string
  kind: string
  where: string
  message: string
  topFrame: string
  stack: string
  route: string
  build: string
  browser: string
  count: number
  firstSeen: string
  lastSeen: string
}

/** The groups, most recently seen first (the admin's list reads the collection itself; tests and reports this). */
export async function readErrorGroups(payload: Payload, limit = 100): Promise<ErrorGroupSummary[]> {
  const found = await payload.find({
    collection: ERROR_GROUPS_SLUG,
    sort: '-lastSeen',
    limit,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.map((d) => ({
    id: String(d.id),
    fingerprint: d.fingerprint,
    kind: d.kind,
    where: d.where ?? '',
    message: d.message,
    topFrame: d.topFrame ?? '',
    stack: d.stack ?? '',
    route: d.route ?? '',
    build: d.build ?? '',
    browser: d.browser ?? '',
    // Stored as numeric columns: read back as numbers whatever the adapter returns.
    count: Number(d.count),
    firstSeen: d.firstSeen,
    lastSeen: d.lastSeen,
  }))
}

/** A group's daily counts from `sinceDay` on (UTC), oldest first: a chart over time reads these rows. */
export async function readErrorDailyCounts(
  payload: Payload,
  fingerprint: string,
  sinceDay: string,
): Promise<{ day: string; count: number }[]> {
  const found = await payload.find({
    collection: ERROR_DAILY_COUNTS_SLUG,
    where: { and: [{ fingerprint: { equals: fingerprint } }, { day: { greater_than_equal: sinceDay } }] },
    sort: 'day',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.map((d) => ({ day: d.day, count: Number(d.count) }))
}

/*
 * First-party daily counts (ADR 13, 15), the part every counter shares: rows of counts under a key (a day and
 * what was counted), added up in memory until they are written. Pure: no timers, no I/O. The product counter
 * (`services/commerce`) and the promotions counter (`services/driverStats`) describe their rows with a
 * `TallySpec` and use the same buffer, merge and lock order.
 */

/** Field names of a row whose values are of type `V`. */
type FieldsOf<Row, V> = { [K in keyof Row]: Row[K] extends V ? K : never }[keyof Row] & string

/** What a counted row is made of: the fields of its key, in lock order, and the fields it counts. */
export type TallySpec<Row> = {
  /** The key's fields, in the order rows are locked (`inLockOrder`), e.g. day, article, product, position. */
  keys: readonly FieldsOf<Row, string | number>[]
  /** Key fields ordered as numbers (position 2 before 10), not as text. */
  numericKeys?: readonly FieldsOf<Row, number>[]
  /** The fields that are counts: they add up when two rows of one key meet. */
  counts: readonly FieldsOf<Row, number>[]
}

/** The UTC day of a time, "2026-11-23": counts keep no time finer than the day. */
export const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10)

/** `part` as a percentage of `whole`, one decimal; 0 when `whole` is 0 (nothing to divide). */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0
}

const field = (row: object, name: string): unknown => (row as Record<string, unknown>)[name]

/**
 * Counts until they are written: one row per key, so a thousand impressions of one thing on one day cost one
 * row of one database write. Pure apart from its own map; rows come out in the order their keys first came in.
 */
export class Tally<Row extends object> {
  private rows = new Map<string, Row>()

  constructor(protected readonly spec: TallySpec<Row>) {}

  /** Adds a row's counts to the row of its key (a copy of it when the key is new). */
  addRow(row: Row): void {
    const id = this.spec.keys.map((k) => String(field(row, k))).join('\u0000')
    const current = this.rows.get(id)
    if (!current) {
      this.rows.set(id, { ...row })
      return
    }
    const sums = current as Record<string, number>
    for (const c of this.spec.counts) sums[c] = (sums[c] ?? 0) + Number(field(row, c))
  }

  /** Adds counted rows: a row of a key already held adds to it. */
  addRows(rows: readonly Row[]): void {
    for (const row of rows) this.addRow(row)
  }

  /** Distinct keys held. */
  get size(): number {
    return this.rows.size
  }

  /** Everything counted so far, and an empty tally. */
  drain(): Row[] {
    const rows = [...this.rows.values()]
    this.rows = new Map()
    return rows
  }
}

/**
 * Rows with one row per key: rows of the same key add up (one multi-row `INSERT … ON CONFLICT DO UPDATE` may
 * not touch a row twice). The rows given are left unchanged.
 */
export function mergeRows<Row extends object>(spec: TallySpec<Row>, rows: readonly Row[]): Row[] {
  const tally = new Tally(spec)
  tally.addRows(rows)
  return tally.drain()
}

/**
 * Rows in one fixed order, by the key's fields in turn (numeric keys as numbers, the rest as text). Every
 * instance writes its batch in this order, so two statements updating the same rows take their row locks in
 * the same order and wait for each other instead of deadlocking (Postgres aborts one of two statements that
 * lock A then B and B then A: its beacons would get a 503).
 */
export function inLockOrder<Row extends object>(spec: TallySpec<Row>, rows: readonly Row[]): Row[] {
  const numeric = new Set<string>(spec.numericKeys ?? [])
  const compare = (a: Row, b: Row): number => {
    for (const k of spec.keys) {
      const x = field(a, k)
      const y = field(b, k)
      if (numeric.has(k)) {
        const d = Number(x) - Number(y)
        if (d !== 0) return d
        continue
      }
      const s = String(x)
      const t = String(y)
      if (s !== t) return s < t ? -1 : 1
    }
    return 0
  }
  return [...rows].sort(compare)
}

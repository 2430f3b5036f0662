// @vitest-environment node
import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core'
import type { Payload } from 'payload'
import type { TallySpec } from './tally'
import {
  columnOf,
  insertRowsStatements,
  maxRowsPerWrite,
  runTogether,
  upsertCounts,
  upsertCountsStatements,
} from './upsert'

type Row = {
  day: string
  articlePath: string
  productId: string
  position: number
  impressions: number
  clicks: number
}
const spec: TallySpec<Row> = {
  keys: ['day', 'articlePath', 'productId', 'position'],
  numericKeys: ['position'],
  counts: ['impressions', 'clicks'],
}
const table = { table: 'commerce_stats', label: 'commerce counts' }

/** A Payload whose database only notes the statements it is given (`run`, as the SQLite adapter has). */
function fakePayload(via: 'run' | 'execute' | 'none' = 'run') {
  const queries: SQL[] = []
  const note = async (q: unknown) => {
    queries.push(q as SQL)
  }
  const drizzle = via === 'none' ? {} : { [via]: note }
  return { payload: { db: { drizzle } } as unknown as Payload, queries }
}

const row = (over: Partial<Row> = {}): Row => ({
  day: '2026-11-23',
  articlePath: '/health/a',
  productId: '7',
  position: 1,
  impressions: 1,
  clicks: 0,
  ...over,
})

describe('upsertCounts', () => {
  it('writes the product counts with the statement the product counter always wrote, on SQLite and Postgres', async () => {
    const now = '2026-11-23T10:00:00.000Z'
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(now) })
    const { payload, queries } = fakePayload()
    const rows = [row({ position: 10 }), row(), row({ clicks: 2 })]
    try {
      await upsertCounts(payload, table, spec, rows)
    } finally {
      vi.useRealTimers()
    }
    expect(queries).toHaveLength(1)
    // The statement as `addCounts` wrote it by hand before it was shared (merged, in lock order).
    const merged = [row({ clicks: 2, impressions: 2 }), row({ position: 10 })]
    const values = sql.join(
      merged.map(
        (r) =>
          sql`(${r.day}, ${r.articlePath}, ${r.productId}, ${r.position}, ${r.impressions}, ${r.clicks}, ${now}, ${now})`,
      ),
      sql`, `,
    )
    const before = sql`INSERT INTO "commerce_stats" ("day", "article_path", "product_id", "position", "impressions", "clicks", "updated_at", "created_at")
    VALUES ${values}
    ON CONFLICT ("day", "article_path", "product_id", "position") DO UPDATE SET
      "impressions" = "commerce_stats"."impressions" + excluded."impressions",
      "clicks" = "commerce_stats"."clicks" + excluded."clicks",
      "updated_at" = excluded."updated_at"`
    for (const dialect of [new SQLiteSyncDialect(), new PgDialect()]) {
      const written = dialect.sqlToQuery(queries[0] as SQL)
      const expected = dialect.sqlToQuery(before)
      expect(written.sql.replace(/\s+/g, ' ')).toBe(expected.sql.replace(/\s+/g, ' '))
      expect(written.params).toEqual(expected.params)
    }
  })

  it('writes nothing for no rows', async () => {
    const { payload, queries } = fakePayload()
    await upsertCounts(payload, table, spec, [])
    expect(queries).toEqual([])
  })

  it('uses `execute` where the adapter has it (Postgres), and says so when it has neither', async () => {
    const pg = fakePayload('execute')
    await upsertCounts(pg.payload, table, spec, [row()])
    expect(pg.queries).toHaveLength(1)
    await expect(upsertCounts(fakePayload('none').payload, table, spec, [row()])).rejects.toThrow(
      'commerce counts: the database adapter has no way to run SQL',
    )
  })

  it('refuses more rows than one statement may bind', async () => {
    const { payload, queries } = fakePayload()
    const max = maxRowsPerWrite(spec)
    expect(max).toBe(4_000)
    const rows = Array.from({ length: max + 1 }, (_, i) => row({ position: i + 1 }))
    await expect(upsertCounts(payload, table, spec, rows)).rejects.toThrow(
      `commerce counts: ${max + 1} rows in one write (at most ${max})`,
    )
    expect(queries).toEqual([])
  })

  it('refuses a table or column name that is not plain', async () => {
    const { payload } = fakePayload()
    await expect(
      upsertCounts(payload, { table: 'x"; DROP TABLE users; --', label: 'x' }, spec, [row()]),
    ).rejects.toThrow('is not a plain column name')
  })

  it.each([
    ['day', 'day'],
    ['articlePath', 'article_path'],
    ['driverId', 'driver_id'],
  ])('field %s is stored in column %s', (field, column) => {
    expect(columnOf(field)).toBe(column)
  })
})

describe('runTogether', () => {
  const stmt = (n: number) => sql`INSERT INTO "t" VALUES (${n})`

  it('runs several statements as one libsql batch on SQLite (BEGIN … COMMIT), with each one’s rows', async () => {
    const batches: unknown[][] = []
    const drizzle = {
      all: (q: SQL) => ({ batchItem: q }),
      run: async () => {},
      batch: async (items: unknown[]) => {
        batches.push(items)
        return items.map((_, i) => [{ n: i }])
      },
    }
    const payload = { db: { drizzle } } as unknown as Payload
    const rows = await runTogether(payload, 'x', [stmt(1), stmt(2)])
    expect(batches).toHaveLength(1)
    expect(batches[0]).toHaveLength(2)
    expect(rows).toEqual([[{ n: 0 }], [{ n: 1 }]])
  })

  it('runs several statements in one transaction on Postgres', async () => {
    const log: string[] = []
    const execute = async (q: SQL) => {
      log.push(`outside ${new PgDialect().sqlToQuery(q).params}`)
      return { rows: [] }
    }
    const drizzle = {
      execute,
      transaction: async <T>(work: (tx: { execute: (q: SQL) => Promise<unknown> }) => Promise<T>) => {
        log.push('begin')
        const result = await work({
          execute: async (q: SQL) => {
            log.push(`in ${new PgDialect().sqlToQuery(q).params}`)
            return { rows: [{ ok: true }] }
          },
        })
        log.push('commit')
        return result
      },
    }
    const payload = { db: { drizzle } } as unknown as Payload
    expect(await runTogether(payload, 'x', [stmt(1), stmt(2)])).toEqual([[{ ok: true }], [{ ok: true }]])
    expect(log).toEqual(['begin', 'in 1', 'in 2', 'commit'])
  })

  it('runs one statement as it is, and nothing for none', async () => {
    const { payload, queries } = fakePayload()
    expect(await runTogether(payload, 'x', [])).toEqual([])
    await runTogether(payload, 'x', [stmt(1)])
    expect(queries).toHaveLength(1)
  })
})

describe('statements past what one statement binds', () => {
  it('upserts go in several statements, in lock order, when chunked (and are refused otherwise)', () => {
    const max = maxRowsPerWrite(spec)
    const rows = Array.from({ length: max + 5 }, (_, i) => row({ position: max + 5 - i }))
    expect(() => upsertCountsStatements(table, spec, rows)).toThrow('rows in one write')
    const statements = upsertCountsStatements(table, spec, rows, { chunked: true })
    expect(statements).toHaveLength(2)
    const params = statements.map((s) => new SQLiteSyncDialect().sqlToQuery(s).params)
    // The first statement starts at position 1 and the second ends at the last: one order across both.
    expect(params[0]?.[3]).toBe(1)
    expect(params[1]?.at(-5)).toBe(max + 5)
  })

  it('inserts go in as many statements as the rows need', () => {
    const fields = ['a'] as const
    const rows = Array.from({ length: 16_001 }, (_, i) => ({ a: String(i), createdAt: 'now' }))
    expect(insertRowsStatements('t', fields, rows)).toHaveLength(2)
    expect(insertRowsStatements('t', fields, [])).toEqual([])
  })
})

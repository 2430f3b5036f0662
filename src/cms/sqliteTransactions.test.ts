import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type Client, createClient } from '@libsql/client'
import { isDatabaseUnavailableError } from '@/platform/database-health.mjs'
import { changesNothing, isRead, Turns, takeTurnsToWrite, turnsOf } from './sqliteTransactions'

const PRAGMAS = ['PRAGMA busy_timeout = 5000', 'PRAGMA synchronous = NORMAL']

describe('takeTurnsToWrite (SQLite transactions that take turns)', () => {
  let dir: string
  let client: Client
  const opened: Client[] = []
  const open = (url: string) => () => {
    const c = createClient({ url })
    opened.push(c)
    return c
  }

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-sqlite-turns-'))
    const url = `file:${path.join(dir, 'db.sqlite')}`
    client = createClient({ url })
    await client.execute('PRAGMA journal_mode = WAL')
    await client.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)')
    takeTurnsToWrite(client, { open: open(url), pragmas: PRAGMAS, waitMs: 2000 })
  })
  afterEach(() => {
    client.close()
    for (const c of opened.splice(0)) c.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const count = async () => Number((await client.execute('SELECT count(*) AS n FROM t')).rows[0]?.n)

  it('a write outside the transaction waits for its commit instead of failing with SQLITE_BUSY; reads never wait', async () => {
    const tx = await client.transaction('write')
    await tx.execute({ sql: 'INSERT INTO t (v) VALUES (?)', args: ['in the transaction'] })
    let outsideDone = false
    const outside = client.execute("INSERT INTO t (v) VALUES ('outside')").then(() => {
      outsideDone = true
    })
    // Readers see the last commit, at once, while the transaction is open.
    expect(await count()).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(outsideDone).toBe(false)
    expect(turnsOf(client)?.queued).toBe(1)
    await tx.commit()
    await outside
    expect(await count()).toBe(2)
    const rows = (await client.execute('SELECT v FROM t ORDER BY id')).rows.map((r) => r.v)
    expect(rows).toEqual(['in the transaction', 'outside'])
    expect(turnsOf(client)?.free).toBe(true)
  })

  it('a rollback leaves nothing of the transaction, and the turn goes to the next writer', async () => {
    const tx = await client.transaction()
    await tx.execute("INSERT INTO t (v) VALUES ('a')")
    await tx.execute("INSERT INTO t (v) VALUES ('b')")
    const next = client.execute("INSERT INTO t (v) VALUES ('after')")
    await tx.rollback()
    await next
    expect((await client.execute('SELECT v FROM t')).rows.map((r) => r.v)).toEqual(['after'])
  })

  it('two transactions at once take turns (the second begins once the first has committed)', async () => {
    const order: string[] = []
    const save = async (name: string) => {
      const tx = await client.transaction('write')
      // Reads before the first write run on the shared connection and take no turn.
      await tx.execute('SELECT count(*) FROM t')
      await tx.execute({ sql: 'INSERT INTO t (v) VALUES (?)', args: [`${name} 1`] })
      order.push(`${name} began`)
      await new Promise((resolve) => setTimeout(resolve, 20))
      // Its own reads see its writes.
      const mine = await tx.execute({ sql: 'SELECT count(*) AS n FROM t WHERE v LIKE ?', args: [`${name}%`] })
      expect(Number(mine.rows[0]?.n)).toBe(1)
      await tx.execute({ sql: 'INSERT INTO t (v) VALUES (?)', args: [`${name} 2`] })
      await tx.commit()
      order.push(`${name} committed`)
    }
    await Promise.all([save('first'), save('second')])
    expect(order).toEqual(['first began', 'first committed', 'second began', 'second committed'])
    expect(await count()).toBe(4)
  })

  it('a transaction that only reads takes no turn and writes nothing', async () => {
    const tx = await client.transaction()
    await tx.execute('SELECT * FROM t')
    expect(turnsOf(client)?.free).toBe(true)
    await tx.commit()
    expect(tx.closed).toBe(true)
    await expect(tx.execute('SELECT 1')).rejects.toThrow('The transaction is closed')
  })

  it('a write that waits past the limit fails as a busy database does (SQLITE_BUSY: answered 503)', async () => {
    const url = `file:${path.join(dir, 'db.sqlite')}`
    const other = createClient({ url })
    opened.push(other)
    takeTurnsToWrite(other, { open: open(url), pragmas: PRAGMAS, waitMs: 50 })
    const tx = await other.transaction()
    await tx.execute("INSERT INTO t (v) VALUES ('held')")
    const error = await other.execute("INSERT INTO t (v) VALUES ('late')").catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'SQLITE_BUSY' })
    expect((error as Error).message).toMatch(/database is locked: a write waited 50 ms/)
    expect(isDatabaseUnavailableError(error)).toBe(true)
    await tx.rollback()
    expect(turnsOf(other)?.free).toBe(true)
  })

  it('transactions run on one connection of their own with the shared one’s settings', async () => {
    const tx = await client.transaction()
    await tx.execute("INSERT INTO t (v) VALUES ('x')")
    expect((await tx.execute('PRAGMA busy_timeout')).rows[0]?.timeout).toBe(5000)
    expect((await tx.execute('PRAGMA synchronous')).rows[0]?.synchronous).toBe(1)
    await tx.commit()
    const again = await client.transaction()
    await again.execute("INSERT INTO t (v) VALUES ('y')")
    await again.commit()
    expect(opened).toHaveLength(1)
  })

  it('a statement that changes nothing is not run and takes no turn (Payload’s delete of expired locks “where false”)', async () => {
    await client.execute("INSERT INTO t (v) VALUES ('kept')")
    const tx = await client.transaction()
    const result = await tx.execute('delete from "t" where false')
    expect(result.rowsAffected).toBe(0)
    expect(turnsOf(client)?.free).toBe(true)
    await tx.execute("INSERT INTO t (v) VALUES ('x')")
    expect(turnsOf(client)?.free).toBe(false)
    // Outside a transaction too, even while another holds the turn.
    expect((await client.execute('UPDATE t SET v = 1 WHERE false')).rowsAffected).toBe(0)
    await tx.commit()
    expect(await count()).toBe(2)
  })

  it('tells how long writes waited for their turn and how long a transaction held it', async () => {
    const url = `file:${path.join(dir, 'db.sqlite')}`
    const other = createClient({ url })
    opened.push(other)
    const waits: string[] = []
    const holds: number[] = []
    takeTurnsToWrite(other, {
      open: open(url),
      pragmas: PRAGMAS,
      waitMs: 2000,
      waited: (kind, seconds) => waits.push(`${kind} ${seconds >= 0.02 ? 'waited' : 'did not wait'}`),
      held: (seconds) => holds.push(seconds),
    })
    await other.execute("INSERT INTO t (v) VALUES ('free: no wait to tell')")
    const tx = await other.transaction()
    await tx.execute("INSERT INTO t (v) VALUES ('a')")
    const statement = other.execute("INSERT INTO t (v) VALUES ('b')")
    const second = other.transaction().then(async (t) => {
      await t.execute("INSERT INTO t (v) VALUES ('c')")
      await t.commit()
    })
    await new Promise((resolve) => setTimeout(resolve, 30))
    await tx.commit()
    await Promise.all([statement, second])
    expect(waits).toEqual(['statement waited', 'transaction waited'])
    expect(holds).toHaveLength(2)
    expect(holds[0]).toBeGreaterThanOrEqual(0.02)
  })

  it('a batch of writes is one transaction and takes its turn', async () => {
    const tx = await client.transaction()
    await tx.execute("INSERT INTO t (v) VALUES ('x')")
    const batch = client.batch(["INSERT INTO t (v) VALUES ('b1')", 'INSERT INTO t (id, v) VALUES (1, "dup")'])
    await tx.commit()
    await expect(batch).rejects.toThrow()
    // The failed batch left nothing: neither of its rows.
    expect((await client.execute('SELECT v FROM t')).rows.map((r) => r.v)).toEqual(['x'])
  })
})

describe('Turns', () => {
  it('hands the turn over in the order the writers came', async () => {
    const turns = new Turns()
    const order: number[] = []
    await turns.take(1000, 'first')
    const waiting = [1, 2, 3].map((n) =>
      turns.take(1000, `writer ${n}`).then(() => {
        order.push(n)
        turns.give()
      }),
    )
    expect(turns.queued).toBe(3)
    turns.give()
    await Promise.all(waiting)
    expect(order).toEqual([1, 2, 3])
    expect(turns.free).toBe(true)
  })
})

describe('changesNothing', () => {
  it.each([
    ['delete from "payload_locked_documents" where false', true],
    ['UPDATE "t" SET v = 1 WHERE false;', true],
    ['delete from "t" where "id" = 1', false],
    ['delete from "t" where false or "id" = 1', false],
    ['delete from "t" where "flag" = false', false],
    ['select * from t where false', false],
    ['insert into t select * from u where false', false],
  ])('%s → %s', (statement, nothing) => {
    expect(changesNothing(statement)).toBe(nothing)
  })
})

describe('isRead', () => {
  it.each([
    ['select "id" from "articles"', true],
    ['  SELECT 1', true],
    [{ sql: 'select count(*) from t', args: [] }, true],
    ['insert into "articles" ("id") values (?)', false],
    ['UPDATE "_articles_v" SET latest = false', false],
    ['with x as (select 1) delete from t', false],
    ['PRAGMA busy_timeout = 5000', false],
  ])('%s → %s', (statement, read) => {
    expect(isRead(statement)).toBe(read)
  })
})

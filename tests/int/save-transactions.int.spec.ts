import type { InStatement, ResultSet, Transaction } from '@libsql/client'
import type { Payload } from 'payload'
import { isRead } from '@/cms/sqliteTransactions'
import { articleAt, openSqlite, type Reader, storedArticle } from './article-saves'
import { createTestPayload } from './helpers'

/**
 * An editor's save on SQLite stopped dead after each one of its writes in turn, as a process killed at that
 * moment would be (issue 32, ADR 32): the database is then read through a connection of its own, which sees
 * what a restarted server would (a transaction never committed is not there). Every time, the article must be
 * the old save whole or the new one whole: its row, its keywords (a table of their own), its body and its one
 * latest version. Deterministic, and exhaustive over the statements of a save: crash.int.spec.ts kills a real
 * server at one moment it cannot choose; this stops at every moment. Without transactions (Payload's SQLite
 * default) a publish left the new title with the old keywords at the second write.
 */

type Stop = { after: number; writes: number; frozen: boolean; pending: ((error: Error) => void)[] }

/**
 * Wraps the adapter's libsql client so that, once `stop.after` writes have run, every further call (inside the
 * save's transaction or outside it, read or write, COMMIT and ROLLBACK included) never answers: the process is
 * "dead" from the database's point of view. `release` makes the calls that waited fail, so the save ends.
 */
function stoppable(payload: Payload): { stop: Stop; release: () => void } {
  const stop: Stop = { after: Number.POSITIVE_INFINITY, writes: 0, frozen: false, pending: [] }
  const step = async <T>(write: boolean, run: () => Promise<T>): Promise<T> => {
    if (stop.frozen) return new Promise<T>((_, reject) => stop.pending.push(reject))
    const result = await run()
    if (write && ++stop.writes >= stop.after) stop.frozen = true
    return result
  }
  const client = (payload.db as unknown as { client: Record<string, unknown> }).client
  const execute = (client.execute as (s: InStatement) => Promise<ResultSet>).bind(client)
  const transaction = (client.transaction as () => Promise<Transaction>).bind(client)
  client.execute = (s: InStatement) => step(!isRead(s), () => execute(s))
  client.transaction = async () => {
    const tx = await step(false, transaction)
    return {
      execute: (s: InStatement) => step(!isRead(s), () => tx.execute(s)),
      batch: (ss: InStatement[]) => step(true, () => tx.batch(ss)),
      commit: () => step(true, () => tx.commit()),
      rollback: () => step(false, () => tx.rollback()),
      close: () => tx.close(),
      get closed() {
        return tx.closed
      },
    }
  }
  const release = () => {
    stop.frozen = false
    stop.after = Number.POSITIVE_INFINITY
    for (const reject of stop.pending.splice(0)) reject(new Error('the process was stopped here'))
  }
  return { stop, release }
}

describe('an editor’s save stopped after any one of its writes, on SQLite', () => {
  let payload: Payload
  let cleanup: () => Promise<void>
  let db: Reader
  let stop: Stop
  let release: () => void

  beforeAll(async () => {
    ;({ payload, cleanup } = await createTestPayload({ kind: 'sqlite' }))
    db = openSqlite(process.env.DATABASE_URL as string)
    ;({ stop, release } = stoppable(payload))
  })
  afterAll(async () => {
    await db?.close()
    await cleanup?.()
  })

  const create = async (name: string, draft: boolean) =>
    Number(
      (
        await payload.create({
          collection: 'articles',
          data: { ...articleAt(name, 0), section: 'health', _status: draft ? 'draft' : 'published' } as never,
          draft,
          overrideAccess: true,
          context: { disableRevalidate: true },
        })
      ).id,
    )

  /** Saves save 1 over save 0, stopped after `after` writes; resolves with whether the save got to its end. */
  async function saveStoppedAfter(id: number, name: string, draft: boolean, after: number): Promise<boolean> {
    stop.writes = 0
    stop.after = after
    const saving = payload.update({
      collection: 'articles',
      id,
      data: { ...articleAt(name, 1), _status: draft ? 'draft' : 'published' } as never,
      draft,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    let stopped = false
    const outcome = await Promise.race([
      saving.then(
        () => 'saved' as const,
        (error: Error) => (stopped ? ('stopped' as const) : error),
      ),
      (async () => {
        // Stopped: no call answers any more. Once the save has had a moment to get to its end (if its last write
        // was the stop), it has not, and it never will.
        while (!stop.frozen) await new Promise((resolve) => setTimeout(resolve, 5))
        await new Promise((resolve) => setTimeout(resolve, 50))
        stopped = true
        return 'stopped' as const
      })(),
    ])
    if (outcome instanceof Error) throw outcome
    return outcome === 'saved'
  }

  async function afterEachWrite(kind: 'published' | 'draft') {
    const draft = kind === 'draft'
    const seen: string[] = []
    for (let after = 1; after < 60; after++) {
      const id = await create(`${kind}-${after}`, draft)
      const finished = await saveStoppedAfter(id, `${kind}-${after}`, draft, after)
      const { row, versions } = await storedArticle(db, id)
      const latest = versions.map((v) => `${v.status} ${v.k}`).join(' + ') || 'none'
      seen.push(
        `after ${after} writes${finished ? ' (finished)' : ''}: row ${row?.status} ${row?.k}; latest ${latest}`,
      )
      release()
      if (draft) {
        // Draft saves write versions only: the row stays save 0; the one latest version is save 0 or 1, whole.
        expect(row, seen.at(-1)).toEqual({ status: 'draft', k: 0 })
        expect(versions, seen.at(-1)).toHaveLength(1)
        expect([0, 1], seen.at(-1)).toContain(versions[0]?.k)
      } else {
        expect([0, 1], seen.at(-1)).toContain(row?.k)
        expect(versions, seen.at(-1)).toEqual([{ status: 'published', k: row?.k }])
      }
      if (finished) break
    }
    // The last stop came after the save's last write: it finished, and the new save is there whole.
    expect(seen.at(-1)).toMatch(/\(finished\)/)
    expect(seen.at(-1)).toMatch(draft ? /latest draft 1$/ : /row published 1;/)
    // Every earlier stop found the old save: nothing is seen before the commit.
    expect(
      seen.slice(0, -1).every((s) => (draft ? s.endsWith('latest draft 0') : s.includes('row published 0;'))),
    ).toBe(true)
    expect(seen.length).toBeGreaterThan(3)
  }

  it('publishing: the row, its keywords and its latest version are the old save or the new one, whole', async () => {
    await afterEachWrite('published')
  })

  it('saving a draft: the one latest version with its keywords is the old save or the new one, whole', async () => {
    await afterEachWrite('draft')
  })
})

import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'

/**
 * Payload keeps a CMS account's sessions as one list on its row. Signing in, renewing a session and signing out
 * each read that list, change it and write it back whole, so two at once for one account lose one change:
 * six sign-ins at once as one editor left one working session, and a sign-out at the same time as a sign-in
 * left the signed-out session working (tests/int/editor-sessions.int.spec.ts). An editor signed in on a laptop
 * and a phone was signed out of one, mid-edit.
 *
 * These three calls therefore take turns, per collection: in this process, and, on Postgres, across every
 * instance through an advisory lock (one instance on SQLite). A turn lasts one password check (tens of
 * milliseconds); sign-in attempts are limited per address before they queue (signInRateLimit.ts).
 */
export const SESSION_WRITES = [
  { method: 'post', path: '/login' },
  { method: 'post', path: '/refresh-token' },
  { method: 'post', path: '/logout' },
] as const

const tails = new Map<string, Promise<void>>()

/** Runs `work` after every earlier `inTurn` of the same key in this process has finished, failed or not. */
export async function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = tails.get(key) ?? Promise.resolve()
  let done!: () => void
  const mine = new Promise<void>((resolve) => {
    done = resolve
  })
  const tail = before.then(() => mine)
  tails.set(key, tail)
  await before
  try {
    return await work()
  } finally {
    done()
    if (tails.get(key) === tail) tails.delete(key)
  }
}

type PoolClient = {
  query: (sql: string, values?: unknown[]) => Promise<unknown>
  release: (err?: Error) => void
}
type Pool = { connect: () => Promise<PoolClient> }

/** Runs `work` holding Postgres's session advisory lock named `key`, when the database is Postgres. */
async function acrossInstances<T>(req: PayloadRequest, key: string, work: () => Promise<T>): Promise<T> {
  const pool = (req.payload.db as unknown as { pool?: Pool }).pool
  if (!pool) return work()
  const client = await pool.connect()
  let broken: Error | undefined
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [key])
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key]).catch((err: Error) => {
        // A connection that could not unlock must not go back to the pool holding the lock.
        broken = err
      })
    }
  } finally {
    client.release(broken)
  }
}

/**
 * Endpoints for an auth collection that run Payload's own login, refresh-token and logout in turn. Collection
 * endpoints are matched before Payload's built-in ones; each of these calls the built-in one it stands in for.
 */
export function sessionWriteEndpoints(slug: string): Endpoint[] {
  const key = `wellread:sessions:${slug}`
  return SESSION_WRITES.map(({ method, path }) => {
    const handler: PayloadHandler = async (req) => {
      const collection = req.payload.config.collections.find((c) => c.slug === slug)
      const builtIn = (collection?.endpoints || []).find(
        (e) => e.method === method && e.path === path && e.handler !== handler,
      )
      if (!builtIn) return Response.json({ errors: [{ message: 'Not found.' }] }, { status: 404 })
      return inTurn(key, () => acrossInstances(req, key, () => Promise.resolve(builtIn.handler(req))))
    }
    return { method, path, handler }
  })
}

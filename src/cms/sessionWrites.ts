import type { Endpoint, PayloadHandler } from 'payload'
import { oneInstanceAtATime } from './bootstrap'

/**
 * Payload keeps a CMS account's sessions as one list on its row. Signing in, renewing a session and signing out
 * each read that list, change it and write it back whole, so two at once for one account lose one change:
 * six sign-ins at once as one editor left one working session, and a sign-out at the same time as a sign-in
 * left the signed-out session working (tests/int/editor-sessions.int.spec.ts). An editor signed in on a laptop
 * and a phone was signed out of one, mid-edit.
 *
 * These three calls therefore take turns: in this process, and, on Postgres, across every instance through an
 * advisory lock (`SESSIONS_LOCK_ID`; one instance on SQLite). A turn lasts one password check (tens of
 * milliseconds); sign-in attempts are limited per address before they queue (signInRateLimit.ts).
 */
const SESSION_WRITES = [
  { method: 'post', path: '/login' },
  { method: 'post', path: '/refresh-token' },
  { method: 'post', path: '/logout' },
] as const

/** The Postgres advisory lock of CMS accounts' session writes (beside bootstrap's `BOOTSTRAP_LOCK_ID`). */
export const SESSIONS_LOCK_ID = 7_113_512

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

/**
 * Endpoints for an auth collection that run Payload's own login, refresh-token and logout in turn. Collection
 * endpoints are matched before Payload's built-in ones; each of these calls the built-in one it stands in for.
 */
export function sessionWriteEndpoints(slug: string): Endpoint[] {
  return SESSION_WRITES.map(({ method, path }) => {
    const handler: PayloadHandler = async (req) => {
      const collection = req.payload.config.collections.find((c) => c.slug === slug)
      const builtIn = (collection?.endpoints || []).find(
        (e) => e.method === method && e.path === path && e.handler !== handler,
      )
      if (!builtIn) return Response.json({ errors: [{ message: 'Not found.' }] }, { status: 404 })
      return inTurn('sessions', () =>
        oneInstanceAtATime(req.payload, async () => builtIn.handler(req), SESSIONS_LOCK_ID),
      )
    }
    return { method, path, handler }
  })
}

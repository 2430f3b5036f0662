import config from '@payload-config'
import { sql } from 'drizzle-orm'
import { getPayload } from 'payload'
import { noteDatabaseFailure, noteDatabaseSuccess } from '@/server/database-health.mjs'

export const dynamic = 'force-dynamic'

/** Liveness and database reachability: {"status":"ok"} or 503 with the reason. */
export async function GET(): Promise<Response> {
  try {
    const payload = await getPayload({ config })
    const db = payload.db as unknown as {
      drizzle: { execute?: (q: unknown) => Promise<unknown>; run?: (q: unknown) => Promise<unknown> }
    }
    const probe = sql`select 1`
    if (typeof db.drizzle.run === 'function') await db.drizzle.run(probe)
    else if (typeof db.drizzle.execute === 'function') await db.drizzle.execute(probe)
    else await payload.count({ collection: 'users', overrideAccess: true })
    noteDatabaseSuccess()
    return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
  } catch (error) {
    noteDatabaseFailure(error)
    console.error('[health] database check failed', error)
    return Response.json(
      { status: 'error', message: 'database unreachable' },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    )
  }
}

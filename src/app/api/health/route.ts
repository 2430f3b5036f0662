import config from '@payload-config'
import { sql } from 'drizzle-orm'
import { getPayload } from 'payload'
import { jobsChecks, jobsRole } from '@/cms/jobs'
import { noteDatabaseFailure, noteDatabaseSuccess } from '@/platform/database-health.mjs'
import { log } from '@/platform/log.mjs'
import { pageCacheStore } from '@/server/page-cache/store.mjs'

export const dynamic = 'force-dynamic'

/**
 * Liveness and database reachability: {"status":"ok"} or 503 with the reason; also what this instance does
 * about scheduled jobs (`leader`, `standby`, `off`; `jobsChecks`: how many times it has decided whether to look
 * for due jobs, one per JOBS_INTERVAL_SECONDS while it runs them or stands by) and whether it is joined to the shared page cache
 * (`shared`, `memory-only` while Redis is away, `local` without Redis), for operators and load balancers.
 */
export async function GET(): Promise<Response> {
  const shared = pageCacheStore().shared
  const instance = {
    jobs: jobsRole(),
    jobsChecks: jobsChecks(),
    cache: shared ? (shared.connected ? 'shared' : 'memory-only') : 'local',
  }
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
    return Response.json({ status: 'ok', ...instance }, { headers: { 'cache-control': 'no-store' } })
  } catch (error) {
    noteDatabaseFailure(error)
    log('health').error({ err: error }, 'database check failed')
    return Response.json(
      { status: 'error', message: 'database unreachable', ...instance },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    )
  }
}

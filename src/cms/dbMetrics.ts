import type { DatabaseAdapterObj } from 'payload'
import { DB_OPERATIONS, type ServerMetrics, secondsSince, serverMetrics } from '@/platform/prometheus.mjs'

/**
 * Times Payload's database calls and counts the ones that fail (`wellread_db_query_duration_seconds`,
 * `wellread_db_errors_total`, by operation): the adapter's methods are the narrow waist every read and write
 * of Payload passes through, whichever database (SQLite or Postgres) is behind it. Raw SQL the counters send
 * through the adapter's Drizzle client is measured by the group commit instead (`wellread_counts_writes_total`).
 */
export function withQueryMetrics(
  adapter: DatabaseAdapterObj,
  metrics: () => ServerMetrics = serverMetrics,
): DatabaseAdapterObj {
  return { ...adapter, init: (args) => timeOperations(adapter.init(args), metrics()) }
}

type Operation = (this: unknown, ...args: unknown[]) => Promise<unknown>

/** Replaces each of the adapter's operations (`DB_OPERATIONS`) with one that is timed and counted. */
export function timeOperations<Adapter extends object>(db: Adapter, metrics: ServerMetrics): Adapter {
  const methods = db as unknown as Record<string, unknown>
  for (const operation of DB_OPERATIONS) {
    const original = methods[operation]
    if (typeof original !== 'function') continue
    const call = original as Operation
    methods[operation] = async function timed(this: unknown, ...args: unknown[]) {
      const started = process.hrtime.bigint()
      try {
        return await call.apply(this, args)
      } catch (error) {
        metrics.dbErrors.inc({ operation })
        throw error
      } finally {
        metrics.dbDuration.observe({ operation }, secondsSince(started))
      }
    }
  }
  return db
}

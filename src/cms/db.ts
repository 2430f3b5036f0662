import fs from 'node:fs'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { config } from '@/platform/config.mjs'
import { type DatabaseKind, dataDir, sqliteUrl } from '@/platform/runtime'
import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'
import { withQueryMetrics } from './dbMetrics'

/**
 * SQLite file by default; Postgres when DATABASE_URL is a postgres:// URL. Every call timed (dbMetrics.ts). Schema changes are always
 * applied through the committed migrations (src/migrations/<kind>), never by push, so development,
 * tests and production run the same SQL. The server applies pending migrations on start (bootstrap.ts).
 */
export function databaseAdapter(): DatabaseAdapterObj {
  return withQueryMetrics(untimedAdapter())
}

function untimedAdapter(): DatabaseAdapterObj {
  const { kind, url, poolMax } = config().database
  if (kind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: url, max: poolMax },
      push: false,
      migrationDir: 'src/migrations/postgres',
    })
  }
  fs.mkdirSync(dataDir(), { recursive: true })
  return sqliteAdapter({
    client: { url: sqliteUrl(url) },
    push: false,
    busyTimeout: 5000,
    // WAL with synchronous=NORMAL: a commit survives the process being killed (what the beacons' "stored
    // before answered" needs, ADR 15); only a power cut can lose the last commits. FULL made every commit wait
    // for the disk (a one-row write took ~6 ms, blocking the server meanwhile; ~0.3 ms now).
    wal: { synchronous: 'NORMAL' },
    migrationDir: 'src/migrations/sqlite',
  })
}

export function migrationsFor(kind: DatabaseKind = config().database.kind) {
  return kind === 'postgres' ? postgresMigrations : sqliteMigrations
}

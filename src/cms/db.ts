import fs from 'node:fs'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { config } from '@/services/config.mjs'
import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'
import { type DatabaseKind, dataDir, sqliteUrl } from './runtime'

/**
 * SQLite file by default; Postgres when DATABASE_URL is a postgres:// URL. Schema changes are always
 * applied through the committed migrations (src/migrations/<kind>), never by push, so development,
 * tests and production run the same SQL. The server applies pending migrations on start (bootstrap.ts).
 */
export function databaseAdapter(): DatabaseAdapterObj {
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
    wal: true,
    migrationDir: 'src/migrations/sqlite',
  })
}

export function migrationsFor(kind: DatabaseKind = config().database.kind) {
  return kind === 'postgres' ? postgresMigrations : sqliteMigrations
}

import fs from 'node:fs'
import { type Client, createClient, type Config as LibsqlConfig } from '@libsql/client'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { config } from '@/platform/config.mjs'
import { serverMetrics } from '@/platform/prometheus.mjs'
import { type DatabaseKind, dataDir, sqliteUrl } from '@/platform/runtime'
import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'
import { withQueryMetrics } from './dbMetrics'
import { takeTurnsToWrite } from './sqliteTransactions'

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
  return withSqliteTransactions(
    sqliteAdapter({
      client: { url: sqliteUrl(url) },
      push: false,
      busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
      // WAL with synchronous=NORMAL: a commit survives the process being killed (what the beacons' "stored
      // before answered" needs, ADR 15); only a power cut can lose the last commits. FULL made every commit wait
      // for the disk (a one-row write took ~6 ms, blocking the server meanwhile; ~0.3 ms now).
      wal: { synchronous: 'NORMAL' },
      // Every save in one transaction (Payload's SQLite adapter has none unless asked): a process killed
      // mid-save leaves the old document or the new one, never half of it (ADR 32). Writers take turns.
      transactionOptions: {},
      migrationDir: 'src/migrations/sqlite',
    }),
  )
}

/** How long a statement waits for SQLite's lock (another process's write), and a write for its turn here. */
const SQLITE_BUSY_TIMEOUT_MS = 5000
/** How long a write or a save waits for a save in progress (`takeTurnsToWrite`) before it fails (SQLITE_BUSY). */
export const SQLITE_WRITE_TURN_WAIT_MS = 10_000

type SqliteAdapterInstance = {
  client: Client
  clientConfig: LibsqlConfig
  connect: (this: SqliteAdapterInstance, options?: unknown) => Promise<void>
  beginTransaction: (this: SqliteAdapterInstance, options?: unknown) => Promise<number | string | null>
} & Record<string, unknown>

const MIGRATIONS = ['migrate', 'migrateDown', 'migrateFresh', 'migrateRefresh', 'migrateReset'] as const

/**
 * The SQLite adapter with transactions whose writers take turns (`takeTurnsToWrite`, docs/adr/0031): set up on
 * the adapter's client once it has connected. Migrations still run without a transaction, as before: their
 * `PRAGMA foreign_keys=OFF` (for rebuilding a table) does nothing inside one.
 */
function withSqliteTransactions(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args) as unknown as SqliteAdapterInstance
      const connect = db.connect
      db.connect = async function connectTakingTurns(options) {
        await connect.call(this, options)
        const { clientConfig } = this
        takeTurnsToWrite(this.client, {
          open: () => createClient(clientConfig),
          pragmas: [`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`, 'PRAGMA synchronous = NORMAL'],
          waitMs: SQLITE_WRITE_TURN_WAIT_MS,
          waited: (kind, seconds) => serverMetrics().sqliteWriteWait.observe({ kind }, seconds),
          held: (seconds) => serverMetrics().sqliteTransactionHeld.observe(seconds),
        })
      }
      let migrating = 0
      for (const name of MIGRATIONS) {
        const original = db[name]
        if (typeof original !== 'function') continue
        db[name] = async function migratingWithoutTransactions(this: unknown, ...rest: unknown[]) {
          migrating += 1
          try {
            return await (original as (...a: unknown[]) => Promise<unknown>).apply(this, rest)
          } finally {
            migrating -= 1
          }
        }
      }
      const begin = db.beginTransaction
      db.beginTransaction = async function beginUnlessMigrating(options) {
        return migrating > 0 ? null : begin.call(this, options)
      }
      return db as unknown as ReturnType<DatabaseAdapterObj['init']>
    },
  }
}

export function migrationsFor(kind: DatabaseKind = config().database.kind) {
  return kind === 'postgres' ? postgresMigrations : sqliteMigrations
}

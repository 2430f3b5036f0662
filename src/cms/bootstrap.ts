import { randomBytes } from 'node:crypto'
import type { Migration, Payload } from 'payload'
import { type Config, config } from '@/platform/config.mjs'
import { noteDatabaseFailure } from '@/platform/database-health.mjs'
import { log } from '@/platform/log.mjs'
import { migrationsFor } from './db'

/**
 * Runs when the server starts (Payload `onInit`): applies pending migrations, creates the first editor
 * account, and seeds an empty database with the sample site. Skipped while `next build` collects pages
 * and when WELLREAD_BOOTSTRAP=off (integration tests call the steps themselves).
 */
export async function bootstrapOnInit(payload: Payload): Promise<void> {
  watchDatabasePool(payload)
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { startup } = config()
  if (!startup.bootstrap) return
  await oneInstanceAtATime(payload, async () => {
    await migrate(payload)
    await ensureFirstEditor(payload)
    if (startup.seed) {
      const { seedIfEmpty } = await import('../seed/seed')
      await seedIfEmpty(payload)
    }
  })
}

/** The Postgres advisory lock that keeps instances starting together from migrating or seeding at once. */
export const BOOTSTRAP_LOCK_ID = 7_113_511

type PoolClient = { query(sql: string, values?: unknown[]): Promise<unknown>; release(err?: Error): void }

/**
 * Run `work` while holding a Postgres advisory lock (`lockId`), so that instances sharing the database take
 * turns: when several start at once (one per machine, or `npm run start:cluster`), one applies the migrations
 * and seeds while the others wait, then find nothing left to do; editors' session writes take turns likewise
 * (sessionWrites.ts). SQLite (one machine, one file) needs no lock.
 */
export async function oneInstanceAtATime<T>(
  payload: Payload,
  work: () => Promise<T>,
  lockId: number = BOOTSTRAP_LOCK_ID,
): Promise<T> {
  const pool = (payload.db as unknown as { pool?: { connect?: () => Promise<PoolClient> } }).pool
  if (typeof pool?.connect !== 'function') return work()
  const client = await pool.connect()
  let broken: Error | undefined
  try {
    await client.query('SELECT pg_advisory_lock($1)', [lockId])
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [lockId]).catch((err: Error) => {
        // A connection that could not unlock must not go back to the pool holding the lock.
        broken = err
      })
    }
  } finally {
    client.release(broken)
  }
}

/**
 * When Postgres stops or restarts, the server terminates the pool's idle connections and `pg` emits an
 * error on the pool; with no listener Node would crash the whole process. Log it, record that the database
 * is unreachable, and let the pool reconnect on the next query.
 */
export function watchDatabasePool(payload: Payload): void {
  const pool = (
    payload.db as unknown as { pool?: { on(event: 'error', listener: (err: Error) => void): void } }
  ).pool
  pool?.on('error', (err) => {
    noteDatabaseFailure(err)
    payload.logger.warn(
      `database: an idle connection failed (${err.message}); it will reconnect on the next query`,
    )
  })
}

export async function migrate(payload: Payload): Promise<void> {
  await payload.db.migrate({ migrations: migrationsFor() as unknown as Migration[] })
}

/**
 * With no editor account yet, creates one from ADMIN_EMAIL / ADMIN_PASSWORD. Without ADMIN_PASSWORD a
 * random password is generated and printed once; nothing else ever shows it.
 */
export async function ensureFirstEditor(
  payload: Payload,
  admin: Config['admin'] = config().admin,
  print: (message: string) => void = (m) => log('cms').warn(m),
): Promise<{ created: boolean; email?: string; generatedPassword?: string }> {
  const existing = await payload.count({ collection: 'users', overrideAccess: true })
  if (existing.totalDocs > 0) return { created: false }
  const { email } = admin
  const generatedPassword = admin.password ? undefined : randomBytes(12).toString('base64url')
  const password = admin.password || generatedPassword!
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password, name: 'Site editor', role: 'admin' },
  })
  if (generatedPassword) {
    print(
      [
        '',
        '┌──────────────────────────────────────────────────────────────────',
        '│ Wellread: created the first editor account (shown only this once)',
        `│   email:    ${email}`,
        `│   password: ${generatedPassword}`,
        '│ Sign in at /admin and change it, or set ADMIN_EMAIL / ADMIN_PASSWORD.',
        '└──────────────────────────────────────────────────────────────────',
        '',
      ].join('\n'),
    )
  } else {
    print(`Wellread: created the first editor account ${email} from ADMIN_EMAIL / ADMIN_PASSWORD.`)
  }
  return { created: true, email, generatedPassword }
}

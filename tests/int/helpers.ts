import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import pg from 'pg'

export type DbTarget = { kind: 'sqlite' } | { kind: 'postgres'; url: string }

/** SQLite always; Postgres too when TEST_POSTGRES_URL is set (CI sets it). */
export function dbTargets(): DbTarget[] {
  const targets: DbTarget[] = [{ kind: 'sqlite' }]
  const url = process.env.TEST_POSTGRES_URL
  if (url) targets.push({ kind: 'postgres', url })
  return targets
}

const pgUrlFor = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Runs `work` on a connection to `adminUrl`'s server, closed afterwards. */
export async function onPostgres<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * Opens Payload on the database DATABASE_URL and DATA_DIR name now and applies the committed migrations (on a
 * copy of the template there are none left to apply), in a new module graph, so that the configuration reads
 * the environment again.
 */
export async function openPayload(key: string): Promise<Payload> {
  const { resetConfig } = await import('@/platform/config.mjs')
  resetConfig()
  const { vi } = await import('vitest')
  vi.resetModules()
  const { getPayload } = await import('payload')
  const { default: config } = await import('@/cms/payload.config')
  const { migrate } = await import('@/cms/bootstrap')
  // The instance's cache key: Payload's REST handler (`handleEndpoints`) finds this instance by it.
  const payload = await getPayload({ config, key })
  await migrate(payload)
  return payload
}

/** Waits until `file` exists (another test file is building the template), at most three minutes. */
async function waitForFile(file: string, failed: string): Promise<void> {
  const deadline = Date.now() + 180_000
  while (!fs.existsSync(file)) {
    if (fs.existsSync(failed))
      throw new Error(`building the template database failed: ${fs.readFileSync(failed, 'utf8')}`)
    if (Date.now() > deadline) throw new Error(`no template database after 3 minutes (${file})`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * The run's migrated template for this kind of database, built once by whichever test file asks first (the
 * others wait for it): every migration runs once per run, not once per file. tests/int/global-setup.ts
 * names the place and removes it at the end.
 */
async function template(target: DbTarget): Promise<string> {
  const { inject } = await import('vitest')
  const { dir, postgresTemplate } = inject('dbTemplates')
  const ready = path.join(dir, `${target.kind}.ready`)
  const failed = path.join(dir, `${target.kind}.failed`)
  const sqliteFile = path.join(dir, 'template.db')
  const name = target.kind === 'sqlite' ? sqliteFile : postgresTemplate
  if (fs.existsSync(ready)) return name
  try {
    fs.mkdirSync(path.join(dir, `${target.kind}.lock`))
  } catch {
    await waitForFile(ready, failed)
    return name
  }
  try {
    process.env.DATA_DIR = fs.mkdtempSync(path.join(dir, 'data-'))
    if (target.kind === 'postgres') {
      await onPostgres(target.url, (c) => c.query(`CREATE DATABASE ${postgresTemplate}`))
      process.env.DATABASE_URL = pgUrlFor(target.url, postgresTemplate)
    } else {
      process.env.DATABASE_URL = `file:${path.join(dir, 'build.db')}`
    }
    const payload = await openPayload(`template-${target.kind}-${Date.now()}`)
    if (target.kind === 'sqlite') {
      // The database is in WAL mode: a copy of its file alone could miss the last commits. VACUUM INTO writes
      // one self-contained file.
      const { client } = payload.db as unknown as { client: { execute: (sql: string) => Promise<unknown> } }
      await client.execute(`VACUUM INTO '${sqliteFile}'`)
    }
    await payload.destroy?.()
    if (target.kind === 'postgres') {
      // A template must have no sessions left when it is copied.
      await onPostgres(target.url, (c) =>
        c.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [postgresTemplate],
        ),
      )
    }
    fs.writeFileSync(ready, '')
    return name
  } catch (err) {
    fs.writeFileSync(failed, String((err as Error)?.stack ?? err))
    throw err
  }
}

/**
 * A Payload instance on a new database of its own with the committed migrations applied: a copy of the run's
 * migrated template (a temporary SQLite file, or a new Postgres database created beside TEST_POSTGRES_URL's).
 */
export async function createTestPayload(
  target: DbTarget,
): Promise<{ payload: Payload; key: string; cleanup: () => Promise<void> }> {
  const source = await template(target)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-int-'))
  process.env.DATA_DIR = dir
  let dropDatabase: (() => Promise<void>) | null = null
  if (target.kind === 'postgres') {
    const name = `wellread_test_${process.pid}_${Date.now().toString(36)}`
    await onPostgres(target.url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${source}`))
    process.env.DATABASE_URL = pgUrlFor(target.url, name)
    dropDatabase = () =>
      onPostgres(target.url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {})
  } else {
    fs.copyFileSync(source, path.join(dir, 'test.db'))
    process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`
  }
  const key = `${target.kind}-${Date.now()}`
  const payload = await openPayload(key)
  return {
    payload,
    key,
    cleanup: async () => {
      // Dropping the database terminates the pool's idle connections; without a listener pg would throw.
      ;(payload.db as unknown as { pool?: { on: (event: string, listener: () => void) => void } }).pool?.on(
        'error',
        () => {},
      )
      await payload.destroy?.()
      await dropDatabase?.()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A Lexical paragraph node holding plain text. */
export const lexicalParagraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
})

/** A Lexical editor state: one paragraph per text, then widget blocks built from their fields. */
export const lexicalBody = (texts: string | string[], blocks: Record<string, unknown>[] = []) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    children: [
      ...[texts].flat().map(lexicalParagraph),
      ...blocks.map((fields, i) => ({
        type: 'block',
        version: 2,
        format: '',
        fields: { id: `65a0000000000000000000${String(i).padStart(2, '0')}`, blockName: '', ...fields },
      })),
    ],
  },
})

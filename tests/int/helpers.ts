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

async function freshPostgresDatabase(adminUrl: string): Promise<string> {
  const name = `wellread_test_${process.pid}_${Date.now().toString(36)}`
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * A Payload instance on a new, empty database with the committed migrations applied: a temporary SQLite
 * file, or a new Postgres database created beside TEST_POSTGRES_URL's.
 */
export async function createTestPayload(
  target: DbTarget,
): Promise<{ payload: Payload; key: string; cleanup: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-int-'))
  process.env.DATA_DIR = dir
  let dropDatabase: (() => Promise<void>) | null = null
  if (target.kind === 'postgres') {
    const url = await freshPostgresDatabase(target.url)
    process.env.DATABASE_URL = url
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: target.url })
      await client.connect()
      try {
        await client.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`)
      } finally {
        await client.end()
      }
    }
  } else {
    process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`
  }
  // The config reads the environment once: read it again, and load a fresh copy of Payload's config.
  const { resetConfig } = await import('@/platform/config.mjs')
  resetConfig()
  const { vi } = await import('vitest')
  vi.resetModules()
  const { getPayload } = await import('payload')
  const { default: config } = await import('@/cms/payload.config')
  const { migrate } = await import('@/cms/bootstrap')
  // The instance's cache key: Payload's REST handler (`handleEndpoints`) finds this instance by it.
  const key = `${target.kind}-${Date.now()}`
  const payload = await getPayload({ config, key })
  await migrate(payload)
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

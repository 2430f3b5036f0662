import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { onPostgres } from './helpers'

/**
 * The integration run's shared place for its migrated template databases (see `createTestPayload`): the first
 * file that needs a database runs every migration once, on a template, and every file after copies it (a file
 * copy on SQLite, `CREATE DATABASE … TEMPLATE` on Postgres). This makes the place and removes it afterwards.
 */
export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-int-templates-'))
  const postgresTemplate = `wellread_template_${process.pid}_${Date.now().toString(36)}`
  project.provide('dbTemplates', { dir, postgresTemplate })
  return async () => {
    const url = process.env.TEST_POSTGRES_URL
    if (url && fs.existsSync(path.join(dir, 'postgres.ready')))
      await onPostgres(url, (c) => c.query(`DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`))
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: { dir: string; postgresTemplate: string }
  }
}

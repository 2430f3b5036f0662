import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { seed } from '@/seed/seed'
import { createTestPayload, type DbTarget, onPostgres, openPayload } from './helpers'

/**
 * The checks of `npm run backup` and `npm run restore` (scripts/backup.mjs, scripts/restore.mjs; issue 32) on one
 * database: a seeded site with an editor's upload is backed up while it runs, restored into an empty database and
 * data folder, and found equal in every table, every collection's documents, every global and every media file's
 * bytes. A damaged backup, a target with content (without --force) and a database a process has open are
 * refused. Each database has its spec file (backup.int.spec.ts, backup.postgres.int.spec.ts): each seeds a site,
 * so the two run side by side.
 */

export const root = path.resolve(__dirname, '../..')

type Run = { code: number; stdout: string; stderr: string; ms: number }

/** Runs one of our scripts with the site's environment (DATA_DIR, DATABASE_URL) replaced by `site`'s. */
export function runScript(script: string, args: string[], site: Site): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: site.dataDir }
  if (site.databaseUrl) env.DATABASE_URL = site.databaseUrl
  else delete env.DATABASE_URL
  const started = Date.now()
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, 'scripts', script), ...args],
      { cwd: root, env, maxBuffer: 16 * 1024 * 1024 },
      (err, stdout, stderr) =>
        resolve({
          code: err ? Number((err as { code?: number }).code ?? 1) : 0,
          stdout,
          stderr,
          ms: Date.now() - started,
        }),
    )
  })
}

/** A site's data: its folder, and its database (unset: DATA_DIR's SQLite file, as on a fresh machine). */
export type Site = { dataDir: string; databaseUrl?: string; sqliteFile?: string }

type Tables = Record<string, { rows: number; sha256: string }>

/** Every table's row count and a hash of its rows, read by a process of its own (tests/int/backup-tables.mjs). */
export async function tablesOf(site: Site, sql?: string): Promise<Tables> {
  const url = site.databaseUrl ?? `file:${site.sqliteFile ?? path.join(site.dataDir, 'wellread.db')}`
  const out = await new Promise<string>((resolve, reject) =>
    execFile(
      process.execPath,
      [path.join(__dirname, 'backup-tables.mjs'), url, ...(sql ? [sql] : [])],
      { cwd: root, maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) => (err ? reject(new Error(stderr || String(err))) : resolve(stdout)),
    ),
  )
  return JSON.parse(out) as Tables
}

/** name → SHA-256 of every file under a folder. */
function filesOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  if (!fs.existsSync(dir)) return out
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const full = path.join(entry.parentPath, entry.name)
    out[path.relative(dir, full)] = createHash('sha256').update(fs.readFileSync(full)).digest('hex')
  }
  return out
}

/** Every document of every collection and every global, as the local API reads them. */
async function contentOf(payload: Payload): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {}
  for (const { slug } of payload.config.collections) {
    const { docs } = await payload.find({
      collection: slug,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      sort: 'id',
    })
    out[`collection ${slug}`] = docs
  }
  for (const { slug } of payload.config.globals)
    out[`global ${slug}`] = await payload.findGlobal({ slug, depth: 0, overrideAccess: true })
  return out
}

/** An empty place to restore into: a new data folder, and a new empty Postgres database beside the test's. */
export async function emptySite(target: DbTarget, cleanups: (() => Promise<void>)[]): Promise<Site> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-restore-'))
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }))
  if (target.kind === 'sqlite') return { dataDir }
  const name = `wellread_restore_${process.pid}_${Date.now().toString(36)}`
  await onPostgres(target.url, (c) => c.query(`CREATE DATABASE ${name}`))
  cleanups.push(() =>
    onPostgres(target.url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  )
  const url = new URL(target.url)
  url.pathname = `/${name}`
  return { dataDir, databaseUrl: url.toString() }
}

export function describeBackup(target: DbTarget): void {
  describe(`backup and restore on ${target.kind}`, () => {
    let payload: Payload
    let cleanup: () => Promise<void>
    const cleanups: (() => Promise<void>)[] = []
    let source: Site
    let backupDir: string
    let backupRun: Run
    let before: Record<string, unknown>
    let uploadName: string

    beforeAll(async () => {
      ;({ payload, cleanup } = await createTestPayload(target))
      source = {
        dataDir: process.env.DATA_DIR as string,
        databaseUrl: process.env.DATABASE_URL as string,
        sqliteFile:
          target.kind === 'sqlite' ? path.join(process.env.DATA_DIR as string, 'test.db') : undefined,
      }
      await seed(payload)
      const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } })
        .png()
        .toBuffer()
      const upload = await payload.create({
        collection: 'media',
        data: { alt: 'An editor’s upload, kept by the backup' },
        file: { data: image, mimetype: 'image/png', name: 'editor-upload.png', size: image.length },
        overrideAccess: true,
      })
      uploadName = String(upload.filename)
      before = await contentOf(payload)
      const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-backups-'))
      cleanups.push(async () => fs.rmSync(parent, { recursive: true, force: true }))
      backupDir = path.join(parent, 'snapshot')
      // Payload has the database open meanwhile: the backup is taken from a running site.
      backupRun = await runScript('backup.mjs', ['--to', backupDir], source)
    })

    afterAll(async () => {
      await cleanup?.()
      for (const done of cleanups.reverse()) await done()
    })

    it('writes the database, the media and a manifest of them into the folder it names', () => {
      expect(backupRun.stderr).toBe('')
      expect(backupRun.code).toBe(0)
      console.log(
        `${target.kind}: backup of the seeded site took ${backupRun.ms} ms (${backupRun.stdout.trim()})`,
      )
      const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'))
      expect(manifest.database).toMatchObject({
        kind: target.kind,
        file: target.kind === 'sqlite' ? 'database.sqlite' : 'database.pgdump',
      })
      expect(manifest.database.migration).toMatch(/^\d{8}_\d{6}_/)
      expect(manifest.database.tables.articles).toBeGreaterThanOrEqual(6)
      expect(manifest.files).toContainEqual(
        expect.objectContaining({ path: `media/${uploadName}`, size: expect.any(Number) }),
      )
      // Every upload is there, byte for byte; the image cache (derived) is not.
      const media = filesOf(path.join(source.dataDir, 'media'))
      expect(Object.keys(media).length).toBeGreaterThan(1)
      expect(filesOf(path.join(backupDir, 'media'))).toEqual(media)
      expect(fs.existsSync(path.join(backupDir, 'image-cache'))).toBe(false)
      // Nothing half-written is left beside it.
      expect(fs.readdirSync(path.dirname(backupDir))).toEqual(['snapshot'])
    })

    it('refuses to restore over a database a running site has open', async () => {
      // The site is in use (its Postgres pool keeps connections while they are recent).
      expect(
        (await payload.count({ collection: 'articles', overrideAccess: true })).totalDocs,
      ).toBeGreaterThan(0)
      const run = await runScript('restore.mjs', ['--from', backupDir, '--force'], source)
      expect(run.code).toBe(1)
      expect(run.stderr).toMatch(
        target.kind === 'sqlite' ? /is open in another process/ : /other session\(s\) are connected/,
      )
    })

    it('refuses a damaged backup before touching anything', async () => {
      const damaged = `${backupDir}-damaged`
      fs.cpSync(backupDir, damaged, { recursive: true })
      cleanups.push(async () => fs.rmSync(damaged, { recursive: true, force: true }))
      const file = path.join(damaged, 'media', uploadName)
      const bytes = fs.readFileSync(file)
      const middle = bytes.length >> 1
      bytes[middle] = (bytes[middle] ?? 0) ^ 0xff
      fs.writeFileSync(file, bytes)
      const empty = await emptySite(target, cleanups)
      const run = await runScript('restore.mjs', ['--from', damaged, '--force'], empty)
      expect(run.code).toBe(1)
      expect(run.stderr).toContain(`media/${uploadName}: checksum does not match the manifest`)
      expect(run.stderr).toContain('nothing was changed')
      expect(fs.readdirSync(empty.dataDir)).toEqual([])
      if (empty.databaseUrl) expect(await tablesOf(empty)).toEqual({})
      // A folder without its manifest (a backup that stopped half way) is not a backup.
      fs.rmSync(path.join(damaged, 'manifest.json'))
      const partial = await runScript('restore.mjs', ['--from', damaged], empty)
      expect(partial.code).toBe(1)
      expect(partial.stderr).toMatch(/is not a complete backup: it has no manifest\.json/)
    })

    it('restores into an empty database and data folder: every table, document, global and file equal', async () => {
      const empty = await emptySite(target, cleanups)
      const run = await runScript('restore.mjs', ['--from', backupDir], empty)
      expect(run.stderr).toBe('')
      expect(run.code).toBe(0)
      console.log(`${target.kind}: restore of the seeded site took ${run.ms} ms (${run.stdout.trim()})`)

      const tables = await tablesOf(source)
      expect(Object.keys(tables).length).toBeGreaterThan(20)
      expect(await tablesOf(empty)).toEqual(tables)
      expect(filesOf(path.join(empty.dataDir, 'media'))).toEqual(filesOf(path.join(source.dataDir, 'media')))

      // Once restored, it is not empty: a second restore needs --force, which puts back what was changed since.
      const again = await runScript('restore.mjs', ['--from', backupDir], empty)
      expect(again.code).toBe(1)
      expect(again.stderr).toMatch(/the target is not empty .*add --force/)
      await tablesOf(empty, 'DELETE FROM categories')
      fs.writeFileSync(path.join(empty.dataDir, 'media', 'stray.txt'), 'not in the backup')
      fs.rmSync(path.join(empty.dataDir, 'media', uploadName))
      expect((await tablesOf(empty)).categories?.rows).toBe(0)
      const forced = await runScript('restore.mjs', ['--from', backupDir, '--force'], empty)
      expect(forced.stderr).toBe('')
      expect(forced.code).toBe(0)
      expect(await tablesOf(empty)).toEqual(tables)
      expect(filesOf(path.join(empty.dataDir, 'media'))).toEqual(filesOf(path.join(source.dataDir, 'media')))

      // The restored site, opened by Payload, reads the same content as the one backed up.
      process.env.DATA_DIR = empty.dataDir
      if (empty.databaseUrl) process.env.DATABASE_URL = empty.databaseUrl
      else delete process.env.DATABASE_URL
      const restored = await openPayload(`restored-${target.kind}-${Date.now()}`)
      cleanups.push(async () => {
        ;(restored.db as unknown as { pool?: { on: (e: string, l: () => void) => void } }).pool?.on(
          'error',
          () => {},
        )
        await restored.destroy?.()
      })
      const after = await contentOf(restored)
      expect(Object.keys(after)).toEqual(Object.keys(before))
      for (const key of Object.keys(before)) expect(after[key], key).toEqual(before[key])
    })
  })
}

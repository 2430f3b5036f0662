import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { describeBackup, emptySite, root, runScript, type Site, tablesOf } from './backup-checks'
import { createTestPayload } from './helpers'

// Backup and restore on SQLite (backup-checks.ts); backup.postgres.int.spec.ts runs the same checks on Postgres
// beside it. Then a backup taken during writes.
describeBackup({ kind: 'sqlite' })

describe('a backup of SQLite taken while the site writes', () => {
  let cleanup: () => Promise<void>
  const cleanups: (() => Promise<void>)[] = []
  beforeAll(async () => {
    ;({ cleanup } = await createTestPayload({ kind: 'sqlite' }))
  })
  afterAll(async () => {
    await cleanup?.()
    for (const done of cleanups.reverse()) await done()
  })

  it('is one consistent moment: the restored file passes integrity_check and every write is whole', async () => {
    const dataDir = process.env.DATA_DIR as string
    const site: Site = { dataDir, databaseUrl: process.env.DATABASE_URL as string }
    const writer = createClient({ url: site.databaseUrl as string })
    await writer.execute('PRAGMA busy_timeout = 5000')
    // Two tables written in one transaction each time: a snapshot that cut a transaction would differ in count.
    // Some bulk first, so that the copy takes long enough to overlap many writes.
    await writer.batch(
      [
        'CREATE TABLE ledger_a (id INTEGER PRIMARY KEY, pad TEXT)',
        'CREATE TABLE ledger_b (id INTEGER PRIMARY KEY, pad TEXT)',
        'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40000) INSERT INTO ledger_a SELECT i, hex(randomblob(150)) FROM n',
        'INSERT INTO ledger_b SELECT id, pad FROM ledger_a',
      ],
      'write',
    )
    let written = 40000
    let writing = true
    const loop = (async () => {
      while (writing) {
        written += 1
        await writer.batch(
          [
            { sql: 'INSERT INTO ledger_a VALUES (?, hex(randomblob(150)))', args: [written] },
            { sql: 'INSERT INTO ledger_b VALUES (?, hex(randomblob(150)))', args: [written] },
          ],
          'write',
        )
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    const backupDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-backups-')), 'live')
    cleanups.push(async () => fs.rmSync(path.dirname(backupDir), { recursive: true, force: true }))
    const atStart = written
    const run = await runScript('backup.mjs', [backupDir], site)
    const atEnd = written
    writing = false
    await loop
    writer.close()
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    // The writes went on while the backup ran.
    expect(atEnd - atStart).toBeGreaterThan(10)

    const empty = await emptySite({ kind: 'sqlite' }, cleanups)
    const restored = await runScript('restore.mjs', ['--from', backupDir], empty)
    expect(restored.stderr).toBe('')
    expect(restored.code).toBe(0)
    const file = path.join(empty.dataDir, 'wellread.db')
    const integrity = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        [path.join(__dirname, 'backup-tables.mjs'), '--integrity', `file:${file}`],
        { cwd: root },
        (err, stdout, stderr) => (err ? reject(new Error(stderr)) : resolve(stdout)),
      ),
    )
    expect(JSON.parse(integrity)).toEqual(['ok'])
    const tables = await tablesOf(empty)
    const a = tables.ledger_a?.rows ?? 0
    expect(tables.ledger_b?.rows).toBe(a)
    expect(a).toBeGreaterThanOrEqual(atStart - 1)
    expect(a).toBeLessThanOrEqual(atEnd)
  })
})

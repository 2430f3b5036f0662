// `npm run backup [-- DIR | --to DIR]`: a consistent snapshot of the database and the uploaded media, in a new
// folder (default DATA_DIR/backups/<UTC time>), with manifest.json (sizes, SHA-256s, row counts, migration).
// Safe while the server runs. docs/adr/0030-backup-and-restore.md; restore with scripts/restore.mjs.
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import {
  appVersion,
  BackupError,
  checkToolFor,
  DATABASE_FILE,
  digest,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST,
  MEDIA_PREFIX,
  main,
  onPostgres,
  postgresFacts,
  runTool,
  SECRET_FILE,
  seconds,
  siteFrom,
  sqliteFacts,
  sqliteSnapshot,
  toolConnection,
} from './backup-lib.mjs'

const USAGE = 'usage: npm run backup [-- DIR | -- --to DIR]'

main(async () => {
  const { values, positionals } = parseArgs({
    options: { to: { type: 'string' }, help: { type: 'boolean' } },
    allowPositionals: true,
  })
  if (values.help) {
    console.log(USAGE)
    return
  }
  if (positionals.length > 1 || (positionals.length && values.to)) throw new BackupError(USAGE)
  const site = siteFrom()
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const target = path.resolve(values.to ?? positionals[0] ?? path.join(site.dataDir, 'backups', stamp))
  if (fs.existsSync(target)) throw new BackupError(`${target} exists already: name a new folder`)
  await fsp.mkdir(path.dirname(target), { recursive: true })
  // Everything goes into a folder beside the target, renamed to it at the end: a backup that stopped half way
  // never has the target's name (nor a manifest).
  const work = await fsp.mkdtemp(`${target}.partial-`)
  await fsp.chmod(work, 0o700)
  try {
    const manifest = await backupInto(site, work)
    await fsp.writeFile(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 })
    await fsp.rename(work, target)
    const bytes = manifest.files.reduce((sum, f) => sum + f.size, 0)
    const media = manifest.files.filter((f) => f.path.startsWith(MEDIA_PREFIX)).length
    console.log(
      `backup: ${site.kind} database (${Object.keys(manifest.database.tables).length} tables, migration ${manifest.database.migration}), ${media} media files, ${(bytes / 1e6).toFixed(1)} MB in ${seconds(manifest.durationMs)}`,
    )
    console.log(target)
  } catch (err) {
    await fsp.rm(work, { recursive: true, force: true })
    throw err
  }
})

async function backupInto(site, work) {
  const started = Date.now()
  const files = []
  const add = async (rel) => {
    const { size, sha256 } = await digest(fs.createReadStream(path.join(work, rel)))
    files.push({ path: rel, size, sha256 })
  }

  // The database first: media written after it are kept too (an upload's file lands before its row), so every
  // row's file is in the backup; a file without a row is harmless.
  const databaseFile = DATABASE_FILE[site.kind]
  let facts
  let serverVersion = null
  if (site.kind === 'sqlite') {
    await sqliteSnapshot(site.sqliteFile, path.join(work, databaseFile))
    facts = await sqliteFacts(path.join(work, databaseFile))
  } else {
    // pg_dump takes its own snapshot; exporting one from a transaction held open meanwhile lets the row counts
    // be read from exactly the data the dump holds.
    facts = await onPostgres(site.url, async (client) => {
      await checkToolFor('pg_dump', client)
      serverVersion = (await client.query('SHOW server_version')).rows[0].server_version
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
      const snapshot = (await client.query('SELECT pg_export_snapshot() AS id')).rows[0].id
      try {
        const { dbname, env } = toolConnection(site.url)
        await runTool(
          'pg_dump',
          ['--format=custom', `--snapshot=${snapshot}`, `--file=${path.join(work, databaseFile)}`, dbname],
          env,
        )
        return await postgresFacts(client)
      } finally {
        await client.query('COMMIT')
      }
    })
  }
  await add(databaseFile)

  // Uploaded media, through the media store (a folder today). The image cache is derived: not kept.
  for (const { name } of await site.media.list()) {
    const rel = `${MEDIA_PREFIX}${name}`
    await fsp.mkdir(path.dirname(path.join(work, rel)), { recursive: true })
    await fsp.writeFile(path.join(work, rel), site.media.read(name))
    await add(rel)
  }

  // The generated secret (when PAYLOAD_SECRET is not set): editors' sessions and the bot check's key survive.
  if (fs.existsSync(site.secretFile)) {
    await fsp.copyFile(site.secretFile, path.join(work, SECRET_FILE))
    await fsp.chmod(path.join(work, SECRET_FILE), 0o600)
    await add(SECRET_FILE)
  }

  return {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    durationMs: Date.now() - started,
    app: appVersion(),
    database: {
      kind: site.kind,
      file: databaseFile,
      migration: facts.migration,
      serverVersion,
      tables: facts.tables,
    },
    media: { store: 'folder' },
    files,
  }
}

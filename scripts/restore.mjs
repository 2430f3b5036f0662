// `npm run restore -- --from DIR [--force]`: brings the configured database (DATABASE_URL, or DATA_DIR's SQLite
// file) and DATA_DIR's media back to a backup made by scripts/backup.mjs. Checks every file of the backup before
// touching anything; refuses a database that has tables unless --force; refuses while a server has it open.
// docs/adr/0030-backup-and-restore.md.
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import {
  BackupError,
  checkToolFor,
  MEDIA_PREFIX,
  main,
  onPostgres,
  postgresFacts,
  postgresOtherSessions,
  postgresTables,
  readManifest,
  runTool,
  SECRET_FILE,
  seconds,
  siteFrom,
  sqliteFacts,
  sqliteInUse,
  sqliteTables,
  toolConnection,
  verifyFiles,
} from './backup-lib.mjs'

const USAGE = 'usage: npm run restore -- --from DIR [--force]'

main(async () => {
  const { values, positionals } = parseArgs({
    options: { from: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean' } },
    allowPositionals: true,
  })
  if (values.help) {
    console.log(USAGE)
    return
  }
  const from = values.from ?? (positionals.length === 1 ? positionals[0] : undefined)
  if (!from || positionals.length > (values.from ? 0 : 1)) throw new BackupError(USAGE)
  const dir = path.resolve(from)
  const started = Date.now()
  const site = siteFrom()

  // 1. The backup is whole and of this kind of database.
  const manifest = readManifest(dir)
  if (manifest.database.kind !== site.kind)
    throw new BackupError(
      `the backup holds a ${manifest.database.kind} database but this site is configured for ${site.kind} (DATABASE_URL); restore it into a ${manifest.database.kind} database`,
    )
  const problems = await verifyFiles(dir, manifest)
  if (problems.length)
    throw new BackupError(
      `the backup at ${dir} is damaged; nothing was changed:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    )

  // 2. The target may be replaced.
  const target = site.kind === 'sqlite' ? site.sqliteFile : redact(site.url)
  if (site.kind === 'sqlite' && sqliteInUse(site.sqliteFile))
    throw new BackupError(
      `${site.sqliteFile} is open in another process (a running server?): stop it, then restore`,
    )
  if (site.kind === 'postgres') {
    const others = await postgresOtherSessions(site.url)
    if (others > 0)
      throw new BackupError(
        `${others} other session(s) are connected to ${target} (running servers?): stop them, then restore`,
      )
  }
  const tables = site.kind === 'sqlite' ? await sqliteTables(site.sqliteFile) : await postgresTables(site.url)
  const media = await site.media.list()
  if ((tables.length || media.length) && !values.force)
    throw new BackupError(
      `the target is not empty (${tables.length} tables in ${target}, ${media.length} files in ${site.media.describe}); restoring would replace them: add --force to do so`,
    )

  // 3. The database.
  const databaseFile = path.join(dir, manifest.database.file)
  if (site.kind === 'sqlite') {
    const file = site.sqliteFile
    await fsp.mkdir(path.dirname(file), { recursive: true })
    const temp = `${file}.restoring-${process.pid}`
    await fsp.copyFile(databaseFile, temp)
    // A -wal or -shm beside the old file belongs to it: left there, SQLite would apply it to the restored one.
    for (const suffix of ['-wal', '-shm', '-journal']) await fsp.rm(`${file}${suffix}`, { force: true })
    await fsp.rename(temp, file)
  } else {
    await onPostgres(/** @type {string} */ (site.url), (c) => checkToolFor('pg_restore', c))
    const { dbname, env } = toolConnection(/** @type {string} */ (site.url))
    await runTool(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        dbname,
        databaseFile,
      ],
      env,
    )
  }

  // 4. The media, through the media store; with --force, files the backup does not have go, and so does the
  // image cache (derived from the media it replaced).
  const kept = manifest.files.filter((f) => f.path.startsWith(MEDIA_PREFIX))
  for (const f of kept)
    await site.media.write(f.path.slice(MEDIA_PREFIX.length), fs.createReadStream(path.join(dir, f.path)))
  if (values.force) {
    const names = new Set(kept.map((f) => f.path.slice(MEDIA_PREFIX.length)))
    for (const { name } of media) if (!names.has(name)) await site.media.remove(name)
    await fsp.rm(site.imageCacheDir, { recursive: true, force: true })
  }

  // 5. The generated secret, when the backup has one and the target has none (or --force).
  const notes = []
  if (manifest.files.some((f) => f.path === SECRET_FILE)) {
    const ours = fs.existsSync(site.secretFile) ? fs.readFileSync(site.secretFile, 'utf8').trim() : null
    const theirs = fs.readFileSync(path.join(dir, SECRET_FILE), 'utf8').trim()
    if (ours === null || (ours !== theirs && values.force)) {
      await fsp.mkdir(site.dataDir, { recursive: true })
      await fsp.writeFile(site.secretFile, theirs, { mode: 0o600 })
    } else if (ours !== theirs)
      notes.push(`kept this machine's ${site.secretFile} (the backup's differs; --force takes it)`)
  }

  // 6. The restored database holds what the backup counted.
  const facts =
    site.kind === 'sqlite'
      ? await sqliteFacts(site.sqliteFile)
      : await onPostgres(/** @type {string} */ (site.url), postgresFacts)
  const wrong = Object.entries(manifest.database.tables)
    .filter(([name, n]) => facts.tables[name] !== n)
    .map(([name, n]) => `  ${name}: ${facts.tables[name] ?? 'missing'} rows, the backup had ${n}`)
  if (wrong.length)
    throw new BackupError(`the restored database differs from the backup:\n${wrong.join('\n')}`)
  const extra = Object.keys(facts.tables).filter((name) => !(name in manifest.database.tables))
  if (extra.length) notes.push(`tables the backup does not have were left in place: ${extra.join(', ')}`)

  for (const note of notes) console.log(`note: ${note}`)
  console.log(
    `restore: ${site.kind} database (${Object.keys(manifest.database.tables).length} tables, migration ${manifest.database.migration}) and ${kept.length} media files from ${dir} (made ${manifest.createdAt}) in ${seconds(Date.now() - started)}`,
  )
})

/** A connection string without its password, for messages. */
function redact(url) {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return 'the database'
  }
}

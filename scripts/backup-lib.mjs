// What `npm run backup` and `npm run restore` share (docs/adr/0030-backup-and-restore.md): where the site keeps its
// data (read from the same configuration the server reads), the media store, the database's snapshot and
// restore on SQLite and Postgres, and the manifest.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { createClient } from '@libsql/client'
import pg from 'pg'
import { loadConfig } from '../src/platform/config.mjs'
import { s3ClientConfig } from '../src/platform/s3Client.mjs'
import { root } from './lib.mjs'

export const MANIFEST = 'manifest.json'
export const FORMAT = 'wellread-backup'
export const FORMAT_VERSION = 1
/** The database snapshot's file name in a backup, by kind of database. */
export const DATABASE_FILE = { sqlite: 'database.sqlite', postgres: 'database.pgdump' }
/** The generated PAYLOAD_SECRET (DATA_DIR/.payload-secret), kept so sessions and HMACs survive a restore. */
export const SECRET_FILE = 'payload-secret'
export const MEDIA_PREFIX = 'media/'

/** A message for the operator: the scripts print it alone (no stack) and exit 1. */
export class BackupError extends Error {}

/**
 * The site as the server sees it: its kind of database and where it is, its data directory and media store.
 * The same rules as src/platform/runtime.ts (dataDir, mediaDir, sqliteUrl) and src/services/images (image-cache).
 *
 * @param {Record<string, string | undefined>} env
 */
export function siteFrom(env = process.env) {
  const cfg = loadConfig(env)
  const dataDir = path.resolve(cfg.dataDir || path.join(process.cwd(), 'data'))
  const { kind, url } = cfg.database
  const sqliteFile =
    kind === 'sqlite'
      ? path.resolve(
          url?.startsWith('file:')
            ? decodeURIComponent(url.replace(/^file:(\/\/(?=\/))?/, '').replace(/[?#].*$/, ''))
            : path.join(dataDir, 'wellread.db'),
        )
      : null
  return {
    kind,
    /** The Postgres connection string (postgres only). */
    url: kind === 'postgres' ? /** @type {string} */ (url) : null,
    sqliteFile,
    dataDir,
    secretFile: path.join(dataDir, '.payload-secret'),
    imageCacheDir: path.join(dataDir, 'image-cache'),
    media: cfg.storage.s3 ? bucketMediaStore(cfg.storage.s3) : folderMediaStore(path.join(dataDir, 'media')),
  }
}

/**
 * A place media files are kept, named by their path inside it ('a/b.jpg'). Today the site's uploads are a
 * folder (DATA_DIR/media); an object store (S3_*) is another implementation of the same five calls, and the
 * backup and restore need nothing else from it.
 *
 * @typedef {{
 *   describe: string,
 *   list: () => Promise<{ name: string, size: number }[]>,
 *   read: (name: string) => NodeJS.ReadableStream,
 *   write: (name: string, source: NodeJS.ReadableStream) => Promise<void>,
 *   remove: (name: string) => Promise<void>,
 * }} MediaStore
 */

/** @returns {MediaStore} */
export function folderMediaStore(dir) {
  const inside = (name) => {
    const full = path.resolve(dir, name)
    if (!full.startsWith(`${path.resolve(dir)}${path.sep}`))
      throw new BackupError(`unsafe media path: ${name}`)
    return full
  }
  return {
    describe: dir,
    async list() {
      const out = []
      const walk = async (rel) => {
        let entries
        try {
          entries = await fsp.readdir(path.join(dir, rel), { withFileTypes: true })
        } catch (err) {
          if (err.code === 'ENOENT') return
          throw err
        }
        for (const entry of entries) {
          const name = rel ? `${rel}/${entry.name}` : entry.name
          // A file being written by this store (below) is not a file yet.
          if (entry.name.includes('.restoring-')) continue
          if (entry.isDirectory()) await walk(name)
          else if (entry.isFile()) out.push({ name, size: (await fsp.stat(path.join(dir, name))).size })
        }
      }
      await walk('')
      return out.sort((a, b) => (a.name < b.name ? -1 : 1))
    },
    read: (name) => fs.createReadStream(inside(name)),
    async write(name, source) {
      const full = inside(name)
      await fsp.mkdir(path.dirname(full), { recursive: true })
      const temp = `${full}.restoring-${process.pid}`
      await pipeline(source, fs.createWriteStream(temp))
      await fsp.rename(temp, full)
    },
    remove: (name) => fsp.rm(inside(name), { force: true }),
  }
}

/** The folder of the bucket where the image proxy keeps its variants: derived, never backed up. */
const BUCKET_CACHE_FOLDER = 'image-cache/'

/**
 * The uploads in an S3-compatible bucket (S3_*, ADR 29 §11): the objects under S3_PREFIX, the image proxy's
 * `image-cache/` left out. The same client settings as the app's (src/platform/s3Client.mjs).
 *
 * @param {import('../src/platform/config.mjs').S3Config} s3
 * @param {S3Client} [client]
 * @returns {MediaStore}
 */
export function bucketMediaStore(s3, client) {
  const s3Client = client ?? new S3Client(s3ClientConfig(s3))
  const prefix = s3.prefix ? `${s3.prefix}/` : ''
  const keyOf = (/** @type {string} */ name) => {
    if (!name || name.startsWith('/') || name.split('/').includes('..'))
      throw new BackupError(`unsafe media path: ${name}`)
    return `${prefix}${name}`
  }
  return {
    describe: `s3://${s3.bucket}/${prefix}`,
    async list() {
      /** @type {{ name: string, size: number }[]} */
      const out = []
      /** @type {string | undefined} */
      let token
      do {
        const page = await s3Client.send(
          new ListObjectsV2Command({
            Bucket: s3.bucket,
            Prefix: prefix || undefined,
            ContinuationToken: token,
          }),
        )
        for (const object of page.Contents ?? []) {
          const name = (object.Key ?? '').slice(prefix.length)
          if (!name || name.startsWith(BUCKET_CACHE_FOLDER) || name.endsWith('/')) continue
          out.push({ name, size: object.Size ?? 0 })
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return out.sort((a, b) => (a.name < b.name ? -1 : 1))
    },
    read(name) {
      // The stream is returned at once; the object's bytes flow into it when the bucket answers.
      const out = new PassThrough()
      s3Client
        .send(new GetObjectCommand({ Bucket: s3.bucket, Key: keyOf(name) }))
        .then(async (answer) => {
          if (!answer.Body) throw new BackupError(`the bucket sent no bytes for ${name}`)
          out.end(Buffer.from(await answer.Body.transformToByteArray()))
        })
        .catch((err) => out.destroy(err))
      return out
    },
    async write(name, source) {
      const chunks = []
      for await (const chunk of source) chunks.push(Buffer.from(chunk))
      // One PUT: the object appears whole or not at all.
      await s3Client.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: keyOf(name), Body: Buffer.concat(chunks) }),
      )
    },
    async remove(name) {
      await s3Client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: keyOf(name) }))
    },
  }
}

/** Size and SHA-256 of a stream's bytes. */
export async function digest(stream) {
  const hash = createHash('sha256')
  let size = 0
  for await (const chunk of stream) {
    hash.update(chunk)
    size += chunk.length
  }
  return { size, sha256: hash.digest('hex') }
}

/** The app's version and commit, when known (a build id, or git in a checkout). */
export function appVersion() {
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
  let commit = process.env.WELLREAD_BUILD_ID || null
  if (!commit) {
    const git = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' })
    if (git.status === 0) commit = git.stdout.trim() || null
  }
  return { version, commit }
}

// --- SQLite ---

const sqlIdent = (name) => `"${String(name).replaceAll('"', '""')}"`

/** Row counts of every table and the last applied migration, of an SQLite file. */
export async function sqliteFacts(file) {
  const client = createClient({ url: `file:${file}` })
  try {
    const tables = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    /** @type {Record<string, number>} */
    const counts = {}
    for (const row of tables.rows) {
      const name = String(row.name)
      const r = await client.execute(`SELECT count(*) AS n FROM ${sqlIdent(name)}`)
      counts[name] = Number(r.rows[0]?.n)
    }
    let migration = null
    if ('payload_migrations' in counts) {
      const r = await client.execute('SELECT name FROM payload_migrations ORDER BY id DESC LIMIT 1')
      migration = r.rows[0] ? String(r.rows[0].name) : null
    }
    return { tables: counts, migration }
  } finally {
    client.close()
  }
}

/**
 * A consistent copy of a live SQLite database: `VACUUM INTO` reads inside one read transaction, so the copy
 * is the database as of one commit while the server goes on writing (WAL: writers do not wait for it), and
 * it is one self-contained file (no -wal beside it).
 */
export async function sqliteSnapshot(file, into) {
  if (!fs.existsSync(file)) throw new BackupError(`no SQLite database at ${file}`)
  const client = createClient({ url: `file:${file}` })
  try {
    await client.execute('PRAGMA busy_timeout = 5000')
    await client.execute({ sql: 'VACUUM INTO ?', args: [into] })
  } finally {
    client.close()
  }
}

/**
 * Whether another process has the SQLite file open (a running server): every connection to a WAL database
 * holds a shared lock on it, so an exclusive lock is refused at once. Asked in a process of its own: the
 * probe's connection keeps its lock until it is collected, which would lock this process out of the file.
 */
export function sqliteInUse(file) {
  if (!fs.existsSync(file)) return false
  const probe = `
    import { createClient } from '@libsql/client'
    const client = createClient({ url: 'file:' + process.argv[1] })
    try {
      await client.execute('PRAGMA busy_timeout = 0')
      await client.execute('PRAGMA locking_mode = EXCLUSIVE')
      await client.execute('BEGIN EXCLUSIVE')
      await client.execute('COMMIT')
      console.log('free')
    } catch (err) {
      console.log(/SQLITE_BUSY|locked/i.test(String(err?.message)) ? 'busy' : 'error: ' + err?.message)
    }`
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', probe, file], {
    cwd: root,
    encoding: 'utf8',
  })
  const answer = r.stdout.trim()
  if (answer === 'free') return false
  if (answer === 'busy') return true
  throw new BackupError(`could not open ${file}: ${answer || r.stderr.trim()}`)
}

/** The names of an SQLite file's tables (none when there is no file). */
export async function sqliteTables(file) {
  if (!fs.existsSync(file) || fs.statSync(file).size === 0) return []
  const client = createClient({ url: `file:${file}` })
  try {
    const r = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    )
    return r.rows.map((row) => String(row.name))
  } finally {
    client.close()
  }
}

// --- Postgres ---

/** Runs `work` on one connection to `url`. */
export async function onPostgres(url, work) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const USER_TABLES = `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
  WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
  ORDER BY 1, 2`
const pgTableKey = (row) => (row.schema === 'public' ? row.name : `${row.schema}.${row.name}`)

/** Row counts of every table and the last applied migration, read on `client` (inside its transaction). */
export async function postgresFacts(client) {
  const { rows } = await client.query(USER_TABLES)
  /** @type {Record<string, number>} */
  const counts = {}
  for (const row of rows) {
    const r = await client.query(
      `SELECT count(*)::int AS n FROM ${sqlIdent(row.schema)}.${sqlIdent(row.name)}`,
    )
    counts[pgTableKey(row)] = r.rows[0].n
  }
  let migration = null
  if ('payload_migrations' in counts) {
    const r = await client.query('SELECT name FROM payload_migrations ORDER BY id DESC LIMIT 1')
    migration = r.rows[0]?.name ?? null
  }
  return { tables: counts, migration }
}

export async function postgresTables(url) {
  return onPostgres(url, async (c) => (await c.query(USER_TABLES)).rows.map(pgTableKey))
}

/** Other sessions on the database `url` names (a running server holds a pool of them). */
export async function postgresOtherSessions(url) {
  return onPostgres(url, async (c) => {
    const r = await c.query(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
    return r.rows[0].n
  })
}

/**
 * A Postgres client program's `--dbname` and environment for a connection string: its password goes in
 * PGPASSWORD, not on the command line (where any user of the machine could read it).
 */
export function toolConnection(url) {
  const u = new URL(url)
  const env = { ...process.env }
  if (u.password) {
    env.PGPASSWORD = decodeURIComponent(u.password)
    u.password = ''
  }
  return { dbname: `--dbname=${u.toString()}`, env }
}

/** Runs a Postgres client program; rejects with its stderr when it fails or is missing. */
export function runTool(program, args, env = process.env) {
  return new Promise((resolve, reject) => {
    let child
    try {
      child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'], env })
    } catch (err) {
      reject(err)
      return
    }
    let stderr = ''
    let stdout = ''
    child.stdout.on('data', (c) => {
      stdout += c
    })
    child.stderr.on('data', (c) => {
      stderr += c
    })
    child.on('error', (err) =>
      reject(
        new BackupError(
          err.code === 'ENOENT'
            ? `${program} is not installed: install Postgres' client programs (Debian: apt-get install -y postgresql-client, the server's major version or newer)`
            : `${program}: ${err.message}`,
        ),
      ),
    )
    child.on('exit', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new BackupError(`${program} failed (exit ${code}):\n${stderr.trim().slice(-4000)}`)),
    )
  })
}

/** The major version of a client program (pg_dump 15.20 → 15). */
async function toolMajor(program) {
  const out = await runTool(program, ['--version'])
  const m = /(\d+)(?:\.\d+)?/.exec(out)
  return m ? Number(m[1]) : 0
}

/** pg_dump refuses a server newer than itself; say so before it does, with what to install. */
export async function checkToolFor(program, client) {
  const server = Math.floor(
    Number((await client.query('SHOW server_version_num')).rows[0].server_version_num) / 10000,
  )
  const tool = await toolMajor(program)
  if (tool < server)
    throw new BackupError(
      `${program} is version ${tool} but the server is ${server}: install postgresql-client-${server} (or newer)`,
    )
}

// --- the manifest ---

/** Reads and checks a backup's manifest; a clear error when the folder is not a complete backup. */
export function readManifest(dir) {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory())
    throw new BackupError(`no backup folder at ${dir}`)
  const file = path.join(dir, MANIFEST)
  if (!fs.existsSync(file))
    throw new BackupError(`${dir} is not a complete backup: it has no ${MANIFEST} (a backup writes it last)`)
  let manifest
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (err) {
    throw new BackupError(`${file} is damaged: ${err.message}`)
  }
  if (manifest?.format !== FORMAT || !Array.isArray(manifest.files) || !manifest.database?.kind)
    throw new BackupError(`${file} is not a Wellread backup manifest`)
  if (manifest.formatVersion !== FORMAT_VERSION)
    throw new BackupError(
      `${file} has format version ${manifest.formatVersion}; this restore reads ${FORMAT_VERSION}`,
    )
  return manifest
}

/**
 * Checks every file the manifest lists against its size and SHA-256, and that nothing is missing. Returns the
 * list of problems (empty: the backup is whole).
 */
export async function verifyFiles(dir, manifest) {
  const problems = []
  const names = new Set(manifest.files.map((f) => f.path))
  if (!names.has(manifest.database.file))
    problems.push(`the database snapshot ${manifest.database.file} is not listed`)
  for (const entry of manifest.files) {
    const full = path.resolve(dir, entry.path)
    if (!full.startsWith(`${path.resolve(dir)}${path.sep}`)) {
      problems.push(`${entry.path}: outside the backup folder`)
      continue
    }
    if (!fs.existsSync(full)) {
      problems.push(`${entry.path}: missing`)
      continue
    }
    const { size, sha256 } = await digest(fs.createReadStream(full))
    if (size !== entry.size) problems.push(`${entry.path}: ${size} bytes, the manifest says ${entry.size}`)
    else if (sha256 !== entry.sha256) problems.push(`${entry.path}: checksum does not match the manifest`)
  }
  return problems
}

/** "1.2 s" */
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

/** Runs a script's main: a BackupError prints its message alone, anything else its stack; both exit 1. */
export function main(fn) {
  fn().then(
    () => process.exit(0),
    (err) => {
      console.error(err instanceof BackupError ? `error: ${err.message}` : err)
      process.exit(1)
    },
  )
}

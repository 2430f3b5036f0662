// The backup test's view of a database, in a process of its own (an SQLite connection in the test's process
// could keep its lock after closing, and restore refuses a file another process holds):
// `node tests/int/backup-tables.mjs <DATABASE_URL> [SQL]` runs SQL first when given, then prints
// { table: { rows, sha256 } } for every table: its row count and a hash of its rows, sorted.
// Also `--integrity <file:…>`: SQLite's PRAGMA integrity_check.
import { createHash } from 'node:crypto'
import { createClient } from '@libsql/client'
import pg from 'pg'

const [url, sql] = process.argv.slice(2)
const cell = (v) =>
  v instanceof ArrayBuffer || ArrayBuffer.isView(v)
    ? Buffer.from(/** @type {ArrayBuffer} */ (v.buffer ?? v)).toString('hex')
    : v instanceof Date
      ? v.toISOString()
      : typeof v === 'bigint'
        ? String(v)
        : v
const summary = (rows) => {
  const lines = rows.map((row) => JSON.stringify(Object.values(row).map(cell))).sort()
  return { rows: rows.length, sha256: createHash('sha256').update(lines.join('\n')).digest('hex') }
}
const quote = (name) => `"${name.replaceAll('"', '""')}"`

const out = {}
if (url === '--integrity') {
  const client = createClient({ url: sql })
  const r = await client.execute('PRAGMA integrity_check')
  console.log(JSON.stringify(r.rows.map((row) => Object.values(row)[0])))
  client.close()
} else if (url.startsWith('file:')) {
  const client = createClient({ url })
  if (sql) await client.execute(sql)
  const tables = await client.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  )
  for (const { name } of tables.rows) {
    const r = await client.execute(`SELECT * FROM ${quote(String(name))}`)
    out[String(name)] = summary(r.rows.map((row) => Object.fromEntries(r.columns.map((c, i) => [c, row[i]]))))
  }
  client.close()
  console.log(JSON.stringify(out))
} else {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  if (sql) await client.query(sql)
  const tables = await client.query(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  )
  for (const { name } of tables.rows)
    out[name] = summary((await client.query(`SELECT * FROM ${quote(name)}`)).rows)
  await client.end()
  console.log(JSON.stringify(out))
}

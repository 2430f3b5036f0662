// `npm run fuzz` (issue 32): the public API against its own description, over HTTP, on the production build with
// seeded content on a temporary DATA_DIR (as the bench starts it).
//
// 1. Contract: `GET /api/openapi.json` is a valid OpenAPI 3.1 document; each operation is sent its documented
//    example (`x-example`) and must answer the example's status with a body its schema for that status takes.
// 2. Fuzz: each operation is sent `--runs` requests (10,000 by default; `npm test` sends 150) made by fast-check
//    from its schemas and hostile inputs (scripts/fuzz-lib.mjs). Every answer must be a 2xx, 3xx or 4xx (never a
//    5xx), within FUZZ_TIMEOUT_MS (no hang), on a connection that is not dropped; a 4xx must carry a message
//    (`{ error }` for JSON). For the calls that change something, nothing may be written while every answer of a
//    batch is a 4xx: the SQLite database's `PRAGMA data_version` (it moves with every commit by another
//    connection) and the outbox's files must not change.
//
// Run with `node --max-http-header-size=65536` (as `npm run fuzz` and `npm test` do): a redirect may repeat a long
// query in its Location header, which fetch's default 16 KiB limit would take for a dropped connection.
//
// Options: --runs=N, --only=<text in the path>, --seed=N, --report=<file> (a summary `npm test` counts). A full
// run (10,000 per route, every route) writes bench/fuzz-report.json and the fuzzing section of
// docs/performance.md.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { validate } from '@readme/openapi-parser'
import Ajv2020 from 'ajv/dist/2020.js'
import fc from 'fast-check'
import { requestsOf } from './fuzz-lib.mjs'
import { ensureBuild, freePort, root, startServer, waitForOk } from './lib.mjs'
import { performanceDoc, readSoakReport } from './performance-doc.mjs'

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, ...v] = a.replace(/^--/, '').split('=')
    return [k, v.join('=') || 'true']
  }),
)
export const FULL_RUNS = 10_000
const runs = Number(args.runs ?? process.env.FUZZ_RUNS ?? FULL_RUNS)
const only = args.only ?? null
const seed = Number(args.seed ?? Date.now() % 2 ** 31)
const reportFile = args.report ?? null
const TIMEOUT_MS = Number(process.env.FUZZ_TIMEOUT_MS ?? 15_000)
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 12)
const started = Date.now()

/** Failures, each a line naming the route and the request. */
const failures = []
const fail = (line) => {
  failures.push(line)
  if (failures.length <= 50) console.error(`FAIL ${line}`)
}

const built = await ensureBuild()
if (built !== 0) process.exit(built)

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-fuzz-'))
const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const server = startServer({
  port,
  quiet: true,
  env: {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SITE_URL: origin,
    ADMIN_PASSWORD: 'fuzz-password-1',
    PAYLOAD_SECRET: 'fuzz-secret-0123456789abcdef',
    // Each request comes from its own address (X-Forwarded-For), so the per-address limits do not answer
    // every request 429 after the first few; they still answer when an address repeats.
    TRUST_PROXY_HOPS: '1',
    // No scheduled publishing: the database changes only when a request changes it.
    WELLREAD_JOBS: 'off',
    LOG_LEVEL: 'error',
  },
})

const summary = { contract: { checked: 0, failed: 0 }, routes: [] }
let exitCode = 1
try {
  await waitForOk(`${origin}/api/health`)
  const serverStarted = Date.now()
  console.log(`> server up in ${Math.round((serverStarted - started) / 1000)} s at ${origin} (seed ${seed})`)
  const document = await (await fetch(`${origin}/api/openapi.json`)).json()
  const valid = await validate(structuredClone(document))
  if (!valid.valid)
    fail(`GET /api/openapi.json is not a valid OpenAPI 3.1 document: ${JSON.stringify(valid.errors)}`)

  const resolve = (ref) =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((node, key) => node[key], document)
  const operations = Object.entries(document.paths)
    .flatMap(([p, methods]) => Object.entries(methods).map(([method, op]) => ({ path: p, method, op })))
    .filter(({ path: p }) => !only || p.includes(only))

  const db = createClient({ url: `file:${path.join(dataDir, 'wellread.db')}` })
  // The write check must see a write: the contract's examples store counts (beacons answered 204).
  const beforeContract = await written(db)
  await contract(operations, resolve)
  if (!only && (await written(db)) === beforeContract)
    fail('the write check saw no write while the contract run stored counts: it cannot tell a refused write')
  for (const operation of operations) summary.routes.push(await fuzz(operation, resolve, db))
  db.close()
  exitCode = failures.length ? 1 : 0
} catch (error) {
  fail(`the run stopped: ${error?.stack ?? error}`)
} finally {
  await server.stop()
  const serverLog = server.output()
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(path.join(root, 'test-results'), { recursive: true })
  fs.writeFileSync(path.join(root, 'test-results/fuzz-server.log'), serverLog)
  if (failures.some((f) => /\b5\d\d\b/.test(f))) {
    console.error('--- server errors (last lines) ---')
    console.error(
      serverLog
        .split('\n')
        .filter((l) => /error|Error/.test(l))
        .slice(-30)
        .join('\n'),
    )
  }
}

const seconds = (Date.now() - started) / 1000
const inputs = summary.routes.reduce((n, r) => n + r.inputs, 0)
const fiveHundreds = summary.routes.reduce((n, r) => n + r.serverErrors, 0)
console.log('')
for (const r of summary.routes)
  console.log(
    `${r.route.padEnd(48)} ${String(r.inputs).padStart(6)} inputs  ${Object.entries(r.statuses)
      .map(([s, n]) => `${s}:${n}`)
      .join(' ')}  ${r.seconds} s`,
  )
console.log(
  `\nfuzz: ${summary.routes.length} routes, ${inputs} inputs (${runs} per route), ${fiveHundreds} 5xx, ${failures.length} failures; contract ${summary.contract.checked - summary.contract.failed}/${summary.contract.checked}; ${Math.round(seconds)} s`,
)

if (reportFile) {
  // In the shape `npm test` counts (scripts/test.mjs): one check per route and one for the contract.
  const failedRoutes = new Set(failures.map((f) => f.split(':')[0]))
  fs.writeFileSync(
    reportFile,
    JSON.stringify({
      stats: {
        expected:
          summary.routes.filter((r) => !failedRoutes.has(r.route)).length + (summary.contract.failed ? 0 : 1),
        unexpected: Math.max(failedRoutes.size, failures.length ? 1 : 0),
        flaky: 0,
        skipped: 0,
      },
      failedTests: failures.slice(0, 30).map((f) => `fuzz: ${f}`),
    }),
  )
}

// The figures of a full run are written whatever it found (its failures are among them).
if (runs >= FULL_RUNS && !only && summary.routes.length > 0) {
  const commit = (() => {
    try {
      return execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim()
    } catch {
      return undefined
    }
  })()
  const fuzzReport = {
    date: new Date().toISOString(),
    commit,
    machine: {
      cpus: os.cpus().length,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    runsPerRoute: runs,
    seed,
    seconds: Math.round(seconds),
    inputs,
    serverErrors: fiveHundreds,
    failures: failures.length,
    contract: summary.contract,
    routes: summary.routes,
  }
  fs.writeFileSync(path.join(root, 'bench/fuzz-report.json'), `${JSON.stringify(fuzzReport, null, 2)}\n`)
  const benchReport = JSON.parse(fs.readFileSync(path.join(root, 'bench/report.json'), 'utf8'))
  fs.writeFileSync(
    path.join(root, 'docs/performance.md'),
    performanceDoc(benchReport, fuzzReport, readSoakReport(root)),
  )
  console.log('bench/fuzz-report.json and docs/performance.md written')
}
process.exit(exitCode)

// ---------------------------------------------------------------------------------------------------------

/** The request of an example, with `{origin}` filled in. */
function exampleRequest({ path: p, method }, example) {
  const headers = Object.fromEntries(
    Object.entries(example.headers ?? {}).map(([k, v]) => [k, String(v).replaceAll('{origin}', origin)]),
  )
  let body = null
  if (example.body !== undefined) {
    body = typeof example.body === 'string' ? example.body : JSON.stringify(example.body)
    headers['content-type'] ??= example.contentType ?? 'application/json'
  }
  const query = example.query ? `?${new URLSearchParams(example.query)}` : ''
  return { method: method.toUpperCase(), path: example.path ?? p, query, headers, body }
}

/** Sends a request: `{ status, type, text }`, or `{ error }` for a hang or a dropped connection. */
async function send({ method, path: p, query, headers, body }) {
  try {
    const response = await fetch(`${origin}${p}${query}`, {
      method,
      headers,
      body: body ?? undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const text = await response.text()
    return { status: response.status, type: response.headers.get('content-type') ?? '', text }
  } catch (error) {
    const hang = error?.name === 'TimeoutError'
    return {
      error: hang
        ? `no answer within ${TIMEOUT_MS} ms`
        : `connection failed: ${error?.cause?.code ?? error?.message}`,
    }
  }
}

/** A schema with the document's references put in place (Ajv is given each answer's schema alone). */
function inline(node, resolve, depth = 0) {
  if (Array.isArray(node)) return node.map((n) => inline(n, resolve, depth))
  if (!node || typeof node !== 'object' || depth > 20) return node
  if (typeof node.$ref === 'string' && node.$ref.startsWith('#/components/'))
    return inline(resolve(node.$ref), resolve, depth + 1)
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inline(v, resolve, depth + 1)]))
}

async function contract(operations, resolve) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false })
  for (const { path: p, method, op } of operations) {
    const route = `${method.toUpperCase()} ${p}`
    const example = op['x-example']
    summary.contract.checked += 1
    const before = failures.length
    if (!example) {
      fail(`${route}: contract: no x-example`)
      summary.contract.failed += 1
      continue
    }
    const answer = await send(exampleRequest({ path: p, method }, example))
    if (answer.error) fail(`${route}: contract: ${answer.error}`)
    else if (answer.status !== example.status)
      fail(
        `${route}: contract: answered ${answer.status}, documented example ${example.status}: ${answer.text.slice(0, 300)}`,
      )
    else {
      const documented = op.responses?.[String(answer.status)]
      const content = documented?.content ?? {}
      const json = content['application/json']
      if (json?.schema) {
        let body
        try {
          body = JSON.parse(answer.text)
        } catch {
          fail(`${route}: contract: ${answer.status} is not JSON: ${answer.text.slice(0, 200)}`)
        }
        if (body !== undefined) {
          const check = ajv.compile(inline(json.schema, resolve))
          if (!check(body))
            fail(
              `${route}: contract: the ${answer.status} answer is outside its schema: ${ajv.errorsText(check.errors)}: ${answer.text.slice(0, 300)}`,
            )
        }
      } else if (Object.keys(content).length) {
        const type = Object.keys(content)[0].replace('*', '')
        if (!answer.type.startsWith(type))
          fail(`${route}: contract: ${answer.status} is ${answer.type}, documented ${type}`)
      }
    }
    if (failures.length > before) summary.contract.failed += 1
  }
  console.log(
    `> contract: ${summary.contract.checked - summary.contract.failed} of ${summary.contract.checked} operations answer their example as documented`,
  )
}

/** Whether a 4xx carries a message: `{ error }` in JSON, or a body of text. */
function hasMessage({ type, text }) {
  if (type.includes('json')) {
    try {
      const body = JSON.parse(text)
      return typeof body?.error === 'string' && body.error.trim().length > 0
    } catch {
      return false
    }
  }
  return text.trim().length > 0
}

/** What was written so far: the database's commit counter and the outbox's files. */
async function written(db) {
  const version = (await db.execute('PRAGMA data_version')).rows[0]?.[0]
  const outbox = path.join(dataDir, 'outbox')
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0
  const smsLog = path.join(outbox, 'sms.log')
  const sms = fs.existsSync(smsLog) ? fs.statSync(smsLog).size : 0
  return `${version}/${files}/${sms}`
}

function describeRequest(r) {
  return `${r.method} ${r.path}${r.query.slice(0, 120)} [${r.kind}, ${r.headers['content-type'] ?? 'no type'}] ${
    r.body ? JSON.stringify(Buffer.from(r.body).toString('utf8').slice(0, 160)) : ''
  }`
}

async function fuzz({ path: p, method, op }, resolve, db) {
  const route = `${method.toUpperCase()} ${p}`
  const routeStarted = Date.now()
  const requests = fc.sample(requestsOf(p, method, op, resolve, origin), { numRuns: runs, seed })
  const changes = method !== 'get' || Boolean(op['x-writes'])
  const statuses = {}
  const result = {
    route,
    inputs: 0,
    serverErrors: 0,
    refusedChecked: 0,
    statuses,
    seconds: 0,
  }
  // The first failure of each kind (its first word: a status, "no answer", "connection") is shown as it comes.
  const shown = new Set()
  const note = (line) => {
    const kind = line.split(' ')[0]
    if (!shown.has(kind)) {
      shown.add(kind)
      fail(`${route}: ${line}`)
    } else failures.push(`${route}: ${line}`)
  }
  for (let i = 0; i < requests.length; i += CONCURRENCY) {
    const batch = requests.slice(i, i + CONCURRENCY)
    const before = changes ? await written(db) : ''
    const answers = await Promise.all(batch.map(send))
    const after = changes ? await written(db) : ''
    let refusedOnly = true
    for (const [k, answer] of answers.entries()) {
      const request = batch[k]
      result.inputs += 1
      if (answer.error) {
        refusedOnly = false
        note(`${answer.error}: ${describeRequest(request)}`)
        continue
      }
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
      if (answer.status < 400 || answer.status >= 500) refusedOnly = false
      if (answer.status >= 500) {
        result.serverErrors += 1
        note(`${answer.status} ${answer.text.slice(0, 160)}: ${describeRequest(request)}`)
      } else if (answer.status >= 400) {
        if (!hasMessage(answer))
          note(`${answer.status} without a message (${answer.type}): ${describeRequest(request)}`)
      }
    }
    if (changes && refusedOnly) {
      result.refusedChecked += batch.length
      if (before !== after)
        note(
          `something was written for refused requests (${before} → ${after}): ${describeRequest(batch[0])}`,
        )
    }
  }
  result.seconds = Math.round((Date.now() - routeStarted) / 100) / 10
  process.stdout.write(
    `  ${route}: ${result.inputs} inputs, ${result.serverErrors} 5xx, ${result.seconds} s\n`,
  )
  return result
}

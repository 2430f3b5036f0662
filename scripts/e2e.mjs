// End-to-end tests: production build, a server on a fresh seeded database, Playwright driving Debian's
// Chromium. Downloads nothing. The coupon journeys send through real local peers: an SMTP server, a
// Twilio-compatible SMS API, and wallet credentials generated for the run; the tests read what the peers
// received from a small inbox endpoint (INBOX_URL).
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import {
  generateWalletCredentials,
  startOidcPeer,
  startSmsPeer,
  startSmtpPeer,
  startThirdPartyPeer,
  startTrackingIngestPeer,
  walletEnv,
} from '../tests/peers/index.mjs'
import { ensureBuild, ensureChromium, freePort, root, run, startServer, waitForOk } from './lib.mjs'

const chromium = ensureChromium()
if (!chromium) process.exit(1)
const built = await ensureBuild()
if (built !== 0) process.exit(built)

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-e2e-'))
const port = await freePort()
const smtp = await startSmtpPeer()
const sms = await startSmsPeer()
const wallet = generateWalletCredentials()
// Sign in with Apple and with Google: two real OpenID Connect providers on this machine (issue 18). The
// site and the providers share the host 127.0.0.1, as the sign-in cookie needs.
const siteUrl = `http://127.0.0.1:${port}`
const apple = await startOidcPeer({ as: 'apple', redirectUri: `${siteUrl}/api/auth/callback/apple` })
const google = await startOidcPeer({ as: 'google', redirectUri: `${siteUrl}/api/auth/callback/google` })
// A stand-in third party registered in THIRD_PARTIES (analytics collector and sponsor-pixel host): the
// privacy guard's test asserts what it receives (THIRD_PARTY_URL).
const vendor = await startThirdPartyPeer()
// GA4's stand-in (issue 30): the server relays consenting readers' events there (GA4_PEER_URL to the tests).
const ga4 = await startThirdPartyPeer({ name: 'GA4 stand-in' })
// 002 §7's tracking ingest (issue 30): what the site posts there server-side, with basic auth.
const trackingIngest = await startTrackingIngestPeer()
// GET /mail and /sms: what the peers received, newest last (the tests' view of a reader's inbox and phone);
// GET /tracking: what the tracking ingest received (each with its Authorization header).
// POST /oidc/apple/forget: Apple forgets the readers' authorizations, so the next sign-in sends the name again
// (a test that starts a reader afresh, after deleting the account, on a server an earlier run used).
const inbox = http.createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/oidc/apple/forget') {
    apple.forgetAuthorizations()
    res.writeHead(204)
    res.end()
    return
  }
  const body =
    req.url === '/mail'
      ? smtp.messages.map(({ to, subject, text, html }) => ({ to, subject, text, html }))
      : req.url === '/sms'
        ? sms.messages
        : req.url === '/tracking'
          ? trackingIngest.received
          : null
  res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body ?? { error: 'not found' }))
})
await new Promise((resolve) => inbox.listen(0, '127.0.0.1', () => resolve(undefined)))
const inboxAddress = inbox.address()
const inboxUrl = `http://127.0.0.1:${typeof inboxAddress === 'object' && inboxAddress ? inboxAddress.port : 0}`
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  ADMIN_EMAIL: 'e2e-editor@wellread.test',
  ADMIN_PASSWORD: 'e2e-password-Wellread-1',
  SITE_URL: siteUrl,
  PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef0123456789abcdef',
  // As behind one reverse proxy: tests give requests their own client address with X-Forwarded-For.
  TRUST_PROXY_HOPS: '1',
  SMTP_URL: smtp.url,
  SMS_ADAPTER: 'twilio',
  SMS_API_URL: sms.url,
  SMS_ACCOUNT_SID: sms.accountSid,
  SMS_AUTH_TOKEN: sms.authToken,
  SMS_FROM: '+15550100000',
  ...walletEnv(wallet),
  // The journeys send several coupons from one address and one machine.
  SHARE_LIMIT_PER_IP: '1000',
  // …and sign up to newsletters from it.
  NEWSLETTER_LIMIT_PER_IP: '1000',
  // …and editors sign in to the admin from it, a few times a minute in a fast run (the default, 20 in 15
  // minutes, was reached by a run on a warm machine and by any repeated run). hardening.e2e checks the limit
  // at this number.
  LOGIN_RATE_LIMIT_MAX: '100',
  ...apple.env,
  ...google.env,
  ...vendor.env,
  ...trackingIngest.env,
  GA4_MEASUREMENT_ID: 'G-E2ESTANDIN',
  GA4_API_SECRET: 'e2e-stand-in-secret',
  GA4_COLLECT_URL: `${ga4.origin}/mp/collect`,
}
/** The stages of playwright.config.ts, one after another; the projects of a stage run side by side. */
const STAGES = [
  { name: 'readers', projects: ['readers'] },
  { name: 'editors', projects: ['scheduled', 'servers', 'editors'] },
  { name: 'serial', projects: ['serial'] },
]

/**
 * `file:line › title: the error's first line, its locator (at spec:line)` for each test of a Playwright JSON
 * report that failed.
 */
function failuresOf(report) {
  const out = []
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue
        const error = (t.results ?? []).flatMap((r) => r.errors ?? [r.error]).find(Boolean)
        const lines = stripVTControlCharacters(String(error?.message ?? ''))
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean)
        // The first line says what failed; the call log's first step says on what (a locator); the location
        // says where in the spec (a journey has dozens of clicks).
        const what = lines[0] ?? ''
        const on = lines.find((l) => /^- (waiting for|locator resolved|expect)/.test(l)) ?? ''
        const at = error?.location ? ` (at ${path.basename(error.location.file)}:${error.location.line})` : ''
        const detail = [what, on].filter(Boolean).join(' ').slice(0, 400)
        out.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${detail}${at}`)
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title])
  }
  for (const suite of report.suites ?? []) visit(suite, [])
  return out
}

/**
 * `file:line › title: type: description` for each annotation a passing test left about something the run had to
 * work around (a lazy leaf that started only once brought to the middle of the screen), and for each test that
 * passed only on its retry (with its first try's error): printed after the stage, so that a clean-clone CI log keeps what the next flaky failure would need to be understood.
 */
function workaroundsOf(report) {
  const out = []
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        for (const a of t.annotations ?? []) {
          if (a.type === 'late lazy leaf' || a.type === 'lighthouse rerun')
            out.push(`${spec.file}:${spec.line} › ${spec.title}: ${a.type}: ${a.description}`)
        }
        // A test that passed only on its retry: what its first try died of.
        if (t.status === 'flaky') {
          const first = (t.results ?? []).find((r) => r.status !== 'passed')
          const message = String(first?.error?.message ?? first?.status ?? 'unknown')
            .split('\n')
            .slice(0, 3)
            .join(' | ')
          out.push(`${spec.file}:${spec.line} › ${spec.title}: passed on its retry; first try: ${message}`)
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child)
  }
  for (const suite of report.suites ?? []) visit(suite)
  return out
}

/** Runs each stage in turn; writes test-results/e2e.json with the counts of all of them. */
async function runGroups(playwright, args) {
  const results = path.join(root, 'test-results')
  const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 }
  const failed = []
  const failedTests = []
  for (const { name: group, projects } of STAGES) {
    const started = Date.now()
    console.log(`\n--- end-to-end group: ${group} (${projects.join(', ')}) ---`)
    const json = path.join(results, `e2e-${group}.json`)
    fs.rmSync(json, { force: true })
    const groupCode = await playwright([...projects.flatMap((p) => ['--project', p]), ...args], {
      E2E_JSON: json,
      E2E_ARTIFACTS: path.join(results, 'artifacts', group),
    })
    let counted = false
    try {
      const report = JSON.parse(fs.readFileSync(json, 'utf8'))
      for (const key of Object.keys(stats)) stats[key] += report.stats[key] ?? 0
      for (const line of failuresOf(report)) failedTests.push(`${group}: ${line}`)
      for (const line of workaroundsOf(report)) console.log(`NOTE ${group}: ${line}`)
      counted = true
    } catch {
      // no report: the group failed before running tests
    }
    if (groupCode !== 0) failed.push(group)
    if (groupCode !== 0 && !counted) stats.unexpected += 1
    console.log(
      `--- ${group}: ${groupCode === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ---`,
    )
  }
  fs.writeFileSync(
    path.join(results, 'e2e.json'),
    JSON.stringify({ stats, failedGroups: failed, failedTests }),
  )
  if (failed.length) console.log(`end-to-end groups that failed: ${failed.join(', ')}`)
  return failed.length ? 1 : 0
}

/**
 * After a failed run, what the shared server's editors' saves waited for (SQLite's write turns, ADR 32): a save
 * that waited past the limit failed with a 503, which an editor's test sees as typing not saved. Printed, so a
 * clean-clone CI log says whether that was it.
 */
async function printWriteTurns(base) {
  try {
    const text = await (await fetch(`${base}/metrics`, { signal: AbortSignal.timeout(5_000) })).text()
    const lines = text
      .split('\n')
      .filter((l) =>
        /^wellread_sqlite_(write_wait|transaction_held)_seconds_(count|sum|bucket\{le="(5|10|\+Inf)")/.test(
          l,
        ),
      )
    if (lines.length) console.log(`shared server's SQLite write turns:\n  ${lines.join('\n  ')}`)
    const busy = server.output().match(/database is locked/g)?.length ?? 0
    console.log(`shared server's log: ${busy} "database is locked"`)
  } catch (error) {
    console.log(`shared server's metrics not read: ${error}`)
  }
}

const server = startServer({ port, env, quiet: true })
let code = 1
try {
  await waitForOk(`${server.url}/api/health`)
  const testEnv = {
    ...process.env,
    ...env,
    BASE_URL: server.url,
    CHROMIUM_PATH: chromium,
    INBOX_URL: inboxUrl,
    THIRD_PARTY_URL: vendor.url,
    GA4_PEER_URL: ga4.url,
  }
  const playwright = (args, extraEnv = {}) =>
    run(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...args], {
      env: { ...testEnv, ...extraEnv },
    })
  const given = process.argv.slice(2)
  // A spec run several times in a row (`--repeat-each=3`, before it lands) must pass each time: no retry, not
  // even the readers stage's one (playwright.config.ts).
  const repeated = given.some((a) => a.startsWith('--repeat-each'))
  const args = repeated && !given.some((a) => a.startsWith('--retries')) ? [...given, '--retries=0'] : given
  if (args.some((a) => a === '--project' || a.startsWith('--project='))) {
    // A named project: one run.
    code = await playwright(args)
  } else {
    // The stages one after another (the projects of a stage side by side, each with its own number of
    // browsers), every stage even when one fails, and one report of them all. With named specs too: a spec
    // can have tests in two stages (a mixed spec's `@site-wide` tests run in `serial`), which must not run at
    // the same time; a stage with none of the named specs' tests is skipped. Other arguments (`-g`,
    // `--repeat-each=3`, …) go to every run.
    const named = args.some((a) => !a.startsWith('-'))
    code = await runGroups(playwright, named ? ['--pass-with-no-tests', ...args] : args)
  }
} catch (err) {
  console.error(err.message)
  console.error(server.output().slice(-4000))
} finally {
  if (code !== 0) await printWriteTurns(server.url)
  await server.stop()
  await Promise.all([
    smtp.close(),
    sms.close(),
    apple.close(),
    google.close(),
    vendor.close(),
    ga4.close(),
    trackingIngest.close(),
    new Promise((resolve) => inbox.close(() => resolve(undefined))),
  ])
  if (code !== 0) {
    const log = server.output()
    if (log) fs.writeFileSync(path.join(root, 'test-results', 'e2e-server.log'), log)
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(code)

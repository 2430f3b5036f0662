// `npm test`: every test. Unit and component (Vitest), integration on SQLite and, when TEST_POSTGRES_URL is
// set, Postgres (Vitest), then end-to-end in Chromium against the production build (Playwright).
// Ends with one line "tests: N passed, N failed, N skipped". A test marked .only fails the run (Vitest
// --allowOnly=false, Playwright --forbid-only), and so does any skipped or todo test: a test that does not run
// is a defect.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { ensureBuild, root, run } from './lib.mjs'

const results = path.join(root, 'test-results')
fs.mkdirSync(results, { recursive: true })
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs')
/** A Vitest run of these projects, keeping its JSON report in test-results/{report}.json. */
const vitestRun = (report, ...projects) => ({
  report: path.join(results, `${report}.json`),
  args: [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--allowOnly=false',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(results, `${report}.json`)}`,
  ],
})
/** Steps in the same inner list run side by side; the lists run one after another. */
// Integration beside unit and component was measured on a clean clone (issue 26): 649 s for both against 699 s
// one after the other, but the contention made a timing check of the integration tests fail (a 200 ms
// upstream timeout). So they run one after another; a stage can hold several steps.
const stages = [
  [['unit and component', 'vitest', vitestRun('unit', 'unit', 'component', 'component-own-worker')]],
  // The production build, when missing or older than the sources, before the integration tests: one of them kills
  // and restarts the production server (crash.int.spec.ts). The end-to-end tests then find it current.
  [['production build', 'build', { report: path.join(results, 'build.json') }]],
  [['integration', 'vitest', vitestRun('int', 'int')]],
  [['end-to-end', 'e2e', { report: path.join(results, 'e2e.json') }]],
  // The API's contract and a short fuzz (issue 32): 150 inputs per route on the build the end-to-end tests used;
  // `npm run fuzz` sends 10,000.
  [
    [
      'API contract and fuzz',
      'fuzz',
      {
        report: path.join(results, 'fuzz.json'),
        args: ['--runs=150', `--report=${path.join(results, 'fuzz.json')}`],
      },
    ],
  ],
]

let passed = 0
let failed = 0
let skipped = 0
const failedSteps = []
const failedTests = []
const outsideTests = []

// The names of a Vitest report's failed tests with the first line of each failure, so the run's last lines say
// which test failed (CI keeps only the end of the output).
function vitestFailures(json) {
  const out = []
  for (const file of json.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue
      const first = String(test.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 300)
      out.push(`${path.relative(root, file.name)} > ${test.fullName}: ${first}`)
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      out.push(
        `${path.relative(root, file.name)}: ${String(file.message ?? 'failed to run')
          .split('\n')[0]
          .slice(0, 300)}`,
      )
    }
  }
  return out
}
// Runs Vitest with its output kept, so that errors outside any test (Vitest's "Unhandled Errors", which fail the
// run with every test passed) can be repeated at the end, where CI keeps the output. `live`: its output is
// shown as it comes; otherwise the caller prints it when the run is over (two runs side by side would mix
// their lines).
function runVitest(args, live) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, ...args], {
      cwd: root,
      stdio: ['inherit', 'pipe', 'pipe'],
    })
    let kept = ''
    let all = ''
    const keep = (stream, out) =>
      stream.on('data', (chunk) => {
        if (live) out.write(chunk)
        else all += chunk.toString()
        kept = (kept + chunk.toString()).slice(-400_000)
      })
    keep(child.stdout, process.stdout)
    keep(child.stderr, process.stderr)
    child.on('exit', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: kept, shown: live ? '' : all }),
    )
  })
}

/** The "Unhandled Errors" block of a Vitest run's output, without colours, at most 30 lines. */
function unhandledErrors(output) {
  const plain = stripVTControlCharacters(output)
  const start = plain.indexOf('Unhandled Error')
  if (start < 0) return []
  return plain
    .slice(start)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line && !/^[⎯\s]+$/.test(line))
    .slice(0, 30)
}

/** Runs one step; the first of a stage shows its output as it comes, the others once they are over. */
async function runStep([label, kind, { args }], live) {
  if (kind === 'build') {
    console.log(`\n=== ${label} ===`)
    return { code: await ensureBuild() }
  }
  if (live) console.log(`\n=== ${label} tests ===`)
  // The fuzz's client takes answers with headers up to 64 KiB (a redirect may repeat a long query in Location).
  if (kind === 'fuzz')
    return {
      code: await run(process.execPath, [
        '--max-http-header-size=65536',
        path.join(root, 'scripts/fuzz.mjs'),
        ...args,
      ]),
    }
  if (kind !== 'vitest')
    return { code: await run(process.execPath, [path.join(root, 'scripts/e2e.mjs'), '--forbid-only']) }
  const result = await runVitest(args, live)
  const lines = unhandledErrors(result.output)
  if (lines.length) outsideTests.push(`${label}, errors outside any test:`, ...lines.map((l) => `  ${l}`))
  return result
}

for (const stage of stages) {
  const started = Date.now()
  const outcomes = await Promise.all(
    stage.map((step, i) =>
      runStep(step, i === 0).then((r) => ({ ...r, seconds: (Date.now() - started) / 1000 })),
    ),
  )
  for (const [i, result] of outcomes.entries()) {
    const [label] = stage[i]
    if (i > 0) {
      console.log(`\n=== ${label} tests (ran beside ${stage[0][0]}) ===`)
      process.stdout.write(result.shown ?? '')
    }
    if (stage.length > 1) console.log(`--- ${label}: ${Math.round(result.seconds)} s ---`)
  }
  for (const [i, { code }] of outcomes.entries()) count(stage[i], code)
}

/** Adds a step's report to the totals (and its failures to the list), and notes a step that failed. */
function count([label, kind, { report }], code) {
  let counted = false
  try {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'))
    const notRun = kind === 'vitest' ? json.numPendingTests + json.numTodoTests : json.stats.skipped
    if (kind === 'vitest') {
      passed += json.numPassedTests
      failed += json.numFailedTests
      for (const line of vitestFailures(json)) failedTests.push(`${label}: ${line}`)
    } else {
      passed += json.stats.expected + json.stats.flaky
      failed += json.stats.unexpected
      for (const line of json.failedTests ?? []) failedTests.push(`${label}: ${line}`)
    }
    skipped += notRun
    if (notRun > 0) {
      console.error(`${label}: ${notRun} test(s) skipped or marked todo. Every test must run.`)
      failedSteps.push(`${label} (skipped tests)`)
    }
    counted = true
    fs.rmSync(report)
  } catch {
    // no report: the step failed before running tests
  }
  if (code !== 0) {
    failedSteps.push(label)
    if (!counted) failed += 1
  }
}

console.log('')
for (const line of failedTests) console.log(`FAILED ${line}`)
for (const line of outsideTests) console.log(line)
if (failedSteps.length) console.log(`Failed: ${failedSteps.join(', ')}`)
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failedSteps.length ? 1 : 0)

// Load generators for `npm run bench`: wrk for closed-loop throughput (50 connections), and an open-loop
// generator in Node for steady and mixed loads (requests leave on schedule whatever the answers' times, and
// each answer is timed from when it was due, so a slow server cannot hide its queue).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

/** Browsers' Accept-Encoding (Chromium): pages and files are measured as readers receive them. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

const WRK_REPORT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"duration_us":%d,"bytes":%d,"p50_us":%d,"p90_us":%d,"p99_us":%d,"max_us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, summary.bytes, latency:percentile(50), latency:percentile(90),
    latency:percentile(99), latency.max, e.connect, e.read, e.write, e.status, e.timeout))
end
`

/** Path of wrk, installing Debian's package when we are root and it is missing; null if unavailable. */
export function ensureWrk() {
  const found = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => fs.existsSync(p))
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0) {
    console.log("> wrk is missing: installing Debian's wrk package (apt-get)…")
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    spawnSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'inherit', env })
    if (fs.existsSync('/usr/bin/wrk')) return '/usr/bin/wrk'
  }
  return null
}

let reportScript = null
function wrkScript() {
  if (!reportScript) {
    reportScript = path.join(os.tmpdir(), `wellread-wrk-${process.pid}.lua`)
    fs.writeFileSync(reportScript, WRK_REPORT)
  }
  return reportScript
}

/**
 * `connections` kept-alive connections asking for `url` as fast as it answers, for `seconds` (one wrk
 * thread, so the client takes as little of the machine as it can).
 *
 * @returns {Promise<{ url: string, requestsPerSecond: number, bytesPerRequest: number, latencyMs: { p50: number, p90: number, p99: number, max: number }, errors: number, non2xx: number }>}
 */
export function wrk(url, { connections = 50, seconds = 10, headers = {} } = {}) {
  const bin = ensureWrk()
  if (!bin) throw new Error('wrk is needed for the bench: sudo apt-get install -y wrk')
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '-s', wrkScript()]
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`)
  args.push(url)
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (d) => {
      out += d
    })
    child.stderr.on('data', (d) => {
      out += d
    })
    child.on('exit', () => {
      const line = out.split('\n').find((l) => l.startsWith('WRK_JSON '))
      if (!line) return reject(new Error(`wrk ${url}: ${out.trim()}`))
      const r = JSON.parse(line.slice('WRK_JSON '.length))
      const ms = (us) => Math.round(us / 100) / 10
      const seconds = r.duration_us / 1e6
      resolve({
        url,
        requestsPerSecond: Math.round((r.requests / seconds) * 10) / 10,
        bytesPerRequest: r.requests ? Math.round(r.bytes / r.requests) : 0,
        latencyMs: { p50: ms(r.p50_us), p90: ms(r.p90_us), p99: ms(r.p99_us), max: ms(r.max_us) },
        errors: r.connect + r.read + r.write + r.timeout,
        non2xx: r.status,
      })
    })
  })
}

/**
 * @typedef {{ kind: string, method?: 'GET' | 'POST', path: string, headers?: Record<string, string>, body?: string }} LoadRequest
 * @typedef {{ due: number, kind: string, status: number, error: string | null, latencyMs: number, started: number, ended: number, request: LoadRequest, servedBy?: string }} LoadAnswer
 */

/**
 * An open-loop load: `rate` requests a second for `seconds`, each taken from `next(i)`, sent at its due time
 * (a batch per timer tick at high rates). Each answer is timed from its due time. `onTick(elapsedMs)` lets a
 * caller act during the load (kill an instance, stop Redis); `onAnswer(answer)` sees each answer as it comes (a
 * long run's progress).
 *
 * @param {{ base: string, rate: number, seconds: number, next: (i: number) => LoadRequest, onTick?: (elapsedMs: number) => void, onAnswer?: (answer: LoadAnswer) => void, maxSockets?: number, timeoutMs?: number }} options
 * @returns {Promise<{ answers: LoadAnswer[], started: number, elapsedSeconds: number }>}
 */
export async function openLoop({
  base,
  rate,
  seconds,
  next,
  onTick,
  onAnswer,
  maxSockets = 1024,
  timeoutMs = 10_000,
}) {
  const target = new URL(base)
  const agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets })
  /** @type {LoadAnswer[]} */
  const answers = []
  const pending = []
  const total = Math.round(rate * seconds)
  const started = performance.now()
  const send = (i, due) => {
    const request = next(i)
    pending.push(
      new Promise((resolve) => {
        const began = performance.now()
        const finish = (status, error, servedBy) => {
          const ended = performance.now()
          const answer = {
            due: due - started,
            kind: request.kind,
            status,
            error,
            latencyMs: ended - due,
            started: began - started,
            ended: ended - started,
            request,
            servedBy,
          }
          answers.push(answer)
          onAnswer?.(answer)
          resolve(undefined)
        }
        const req = http.request(
          {
            host: target.hostname,
            port: target.port,
            path: request.path,
            method: request.method ?? 'GET',
            agent,
            headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...(request.headers ?? {}) },
            timeout: timeoutMs,
          },
          (res) => {
            res.on('data', () => {})
            res.on('end', () => finish(res.statusCode ?? 0, null, res.headers['x-served-by']))
            res.on('error', (e) => finish(res.statusCode ?? 0, e.message, res.headers['x-served-by']))
          },
        )
        req.on('timeout', () => req.destroy(new Error('timeout')))
        req.on('error', (e) => finish(0, e.message))
        if (request.body) req.end(request.body)
        else req.end()
      }),
    )
  }
  let i = 0
  while (i < total) {
    const now = performance.now()
    onTick?.(now - started)
    // Everything due by now leaves now.
    while (i < total && started + (i * 1000) / rate <= now) {
      send(i, started + (i * 1000) / rate)
      i++
    }
    const wait = started + (i * 1000) / rate - performance.now()
    await new Promise((r) => setTimeout(r, Math.max(0, Math.min(wait, 5))))
  }
  await Promise.all(pending)
  agent.destroy()
  return { answers, started, elapsedSeconds: (performance.now() - started) / 1000 }
}

/** p-th percentile (0–1) of sorted numbers, one decimal. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0
  const v = sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]
  return Math.round(v * 10) / 10
}

/**
 * What a load's answers say: rate achieved, latency percentiles, failures (connection errors and 5xx),
 * other non-2xx, per kind of request.
 *
 * @param {LoadAnswer[]} answers
 * @param {number} elapsedSeconds
 */
export function summarize(answers, elapsedSeconds) {
  const of = (list) => {
    const latencies = list.map((a) => a.latencyMs).sort((a, b) => a - b)
    return {
      requests: list.length,
      latencyMs: {
        p50: percentile(latencies, 0.5),
        p90: percentile(latencies, 0.9),
        p99: percentile(latencies, 0.99),
        max: percentile(latencies, 1 - 1e-9),
      },
      errors: list.filter((a) => a.error !== null || a.status === 0).length,
      status5xx: list.filter((a) => a.status >= 500).length,
      other: list.filter((a) => a.status > 0 && (a.status < 200 || (a.status >= 300 && a.status < 500)))
        .length,
    }
  }
  const kinds = [...new Set(answers.map((a) => a.kind))].sort()
  return {
    requestsPerSecond: Math.round((answers.length / elapsedSeconds) * 10) / 10,
    ...of(answers),
    byKind: Object.fromEntries(kinds.map((k) => [k, of(answers.filter((a) => a.kind === k))])),
  }
}

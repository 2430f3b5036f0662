// Small helpers shared by the project's scripts (no dependencies).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

process.env.NEXT_TELEMETRY_DISABLED = '1'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

/** Run a command, inheriting stdio; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...opts })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/** Test files are not in the bundle: writing one does not make the build stale. */
const TEST_FILE = /\.test\.tsx?$/

function newestMtime(p) {
  let newest = 0
  const stack = [p]
  while (stack.length) {
    const current = stack.pop()
    let stat
    try {
      stat = fs.statSync(current)
    } catch {
      continue
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(current)) stack.push(path.join(current, entry))
    } else if (stat.mtimeMs > newest && !TEST_FILE.test(current)) newest = stat.mtimeMs
  }
  return newest
}

/** True when there is no production build, or a source file is newer than it. */
export function buildIsStale() {
  const buildId = path.join(root, '.next', 'BUILD_ID')
  if (!fs.existsSync(buildId)) return true
  const built = fs.statSync(buildId).mtimeMs
  const inputs = [
    'src',
    'next.config.ts',
    'src/server/page-cache/next-handler.mjs',
    'package-lock.json',
    'tsconfig.json',
  ].map((p) => path.join(root, p))
  return inputs.some((p) => newestMtime(p) > built)
}

export async function ensureBuild() {
  if (!buildIsStale()) return 0
  console.log('> Building the production bundle (next build)…')
  return run(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'])
}

/**
 * The lowest port the system hands out by itself (to `listen(0)` and to outgoing connections): Linux's
 * ip_local_port_range, or 32768 where it cannot be read.
 */
export function ephemeralPortsStart() {
  try {
    const [low] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)
    const port = Number(low)
    return Number.isInteger(port) && port > 2048 ? port : 32768
  } catch {
    return 32768
  }
}

/**
 * A free port for a server this process starts later, chosen below the range the system hands out by itself.
 * A port from `listen(0)` could be handed out again before the server listens (to a peer listening on port 0,
 * or to one of the server's own outgoing connections while it seeds): found in CI as EADDRINUSE on the
 * end-to-end server's port. Outside that range only a process that names the port can take it.
 */
export async function freePort() {
  const high = ephemeralPortsStart()
  const low = Math.min(10_000, high - 1000)
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low))
    const free = await new Promise((resolve) => {
      const srv = net.createServer()
      srv.once('error', () => resolve(false))
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error(`no free port between ${low} and ${high} after 50 tries`)
}

/** Wait until GET url answers 200, or throw after timeoutMs. */
export async function waitForOk(url, timeoutMs = 180_000) {
  const started = Date.now()
  let last = ''
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url)
      if (res.ok) return
      last = `HTTP ${res.status}`
    } catch (err) {
      last = err.message
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (last: ${last})`)
}

/**
 * How the production server is started: `server.mjs` with a larger young generation (semi-space) than V8's
 * default, so rendering large pages triggers fewer scavenges (measured with `npm run bench`: the widget-gallery
 * article at 50 connections went from about 250 to about 330 requests/s and its p99 from about 650 ms to
 * about 300 ms). It costs up to about 100 MB of memory per instance.
 *
 * And with a fixed heap growing factor of 1.5 (`--heap-growing-percent=50`; otherwise V8 picks one from its
 * measured collection and allocation speeds): the next full collection comes when the heap has grown by half
 * again. The answers the edge keeps for the hot calls (ADR 21) fill the old generation under load, and each
 * mark-compact of the whole heap held the drivers answers in flight for up to 200 ms on two cores; with the
 * factor they come every 17-35 s instead of every 10-15 s. Measured with `npm run bench`, drivers p99 at 200
 * requests/s: 3.9-15.1 ms in 6 of 6 runs with it; 6.7-48.5 ms in 11 runs without, 3 of them over the 25 ms
 * target. It costs about 80 MB more heap per instance at the bench's peak (about 300 MB against 220).
 */
export const SERVER_ARGS = [
  '--max-semi-space-size=64',
  '--heap-growing-percent=50',
  path.join(root, 'server.mjs'),
]

/** Start the production server (server.mjs) on a port with the given environment; returns { url, stop }. */
export function startServer({ port, env = {}, quiet = false }) {
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    detached: true,
  })
  const output = []
  if (quiet) {
    child.stdout.on('data', (d) => output.push(d))
    child.stderr.on('data', (d) => output.push(d))
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        resolve()
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {}
      }, 5000).unref()
    })
  return { url: `http://127.0.0.1:${port}`, child, stop, output: () => Buffer.concat(output).toString() }
}

/** How every script and test launches Debian's Chromium headless (never downloading anything, no sandbox in CI). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Path of a Chromium to drive, installing Debian's package when we are root and it is missing. */
export function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  )
  const found = candidates.find((p) => fs.existsSync(p))
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (isRoot && hasApt) {
    console.log("> Chromium is missing: installing Debian's chromium package (apt-get)…")
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' })
    const install =
      update.status === 0
        ? spawnSync('apt-get', ['install', '-y', 'chromium'], {
            stdio: 'inherit',
            env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
          })
        : update
    if (install.status === 0 && fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  }
  console.error(
    [
      'Chromium was not found, and it could not be installed automatically.',
      'Install it with your package manager (Debian/Ubuntu: sudo apt-get install -y chromium),',
      'or point CHROMIUM_PATH at a Chromium or Chrome executable, then run the tests again.',
    ].join('\n'),
  )
  return null
}

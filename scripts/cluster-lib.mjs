// Several app instances behind nginx on one machine: used by `npm run start:cluster`, the bench and the
// two-instance end-to-end test. No dependencies beyond Node and the Debian packages it names.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { freePort, root, SERVER_ARGS, waitForOk } from './lib.mjs'

export const NGINX_TEMPLATE = path.join(root, 'deploy', 'nginx.conf.template')

const CACHE_PATH = (runDir) =>
  `  proxy_cache_path ${runDir}/cache levels=1:2 keys_zone=wellread_pages:50m max_size=1g inactive=1d use_temp_path=off;`

const CACHE_RULES = `      proxy_cache wellread_pages;
      proxy_cache_key $scheme$http_host$request_uri;
      # Editors in draft mode or preview see their drafts: never from, nor into, the shared cache.
      proxy_cache_bypass $cookie___prerender_bypass $cookie___next_preview_data;
      proxy_no_cache $cookie___prerender_bypass $cookie___next_preview_data;
      # While every instance fails, readers get the last copy (the app allows a day: stale-if-error).
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
      proxy_cache_background_update on;
      proxy_cache_lock on;
      proxy_cache_revalidate on;
      add_header X-Proxy-Cache $upstream_cache_status always;`

/**
 * The nginx configuration for instances at `upstreams` ("host:port"), listening on `listen`, with its files
 * under `runDir`; `cache` turns on the CDN-like page cache. Pure: the template with its placeholders filled.
 *
 * @param {{ listen: string | number, upstreams: string[], runDir: string, cache?: boolean, template?: string }} options
 */
export function nginxConfig({ listen, upstreams, runDir, cache = false, template }) {
  if (upstreams.length === 0) throw new Error('nginx needs at least one instance to send requests to')
  const text = template ?? fs.readFileSync(NGINX_TEMPLATE, 'utf8')
  const servers = upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`).join('\n')
  const filled = text
    .replaceAll('{{UPSTREAM_SERVERS}}', servers)
    .replaceAll('{{CACHE_PATH}}', cache ? CACHE_PATH(runDir) : '  # (off)')
    .replaceAll('{{CACHE_RULES}}', cache ? CACHE_RULES : '      # page cache: off')
    .replaceAll('{{LISTEN}}', String(listen))
    .replaceAll('{{RUN_DIR}}', runDir)
  const left = filled.match(/\{\{[A-Z_]+\}\}/)
  if (left) throw new Error(`nginx template: ${left[0]} was not filled`)
  return filled
}

/** Path of nginx, installing Debian's package when we are root and it is missing; null if unavailable. */
export function ensureNginx() {
  const found = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p))
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (isRoot && hasApt) {
    console.log("> nginx is missing: installing Debian's nginx package (apt-get)…")
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    if (update.status === 0)
      spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env })
    if (fs.existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx'
  }
  return null
}

/** Resolves when something accepts connections on host:port. */
export async function waitForPort(port, host = '127.0.0.1', timeoutMs = 20_000) {
  const started = Date.now()
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, host, () => {
        socket.end()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    if (open) return
    if (Date.now() - started > timeoutMs) throw new Error(`nothing listens on ${host}:${port}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/**
 * A throwaway redis-server on 127.0.0.1:`port` (no persistence); resolves once it listens. Kill the child to stop it.
 *
 * @param {number} port
 */
export async function startRedisServer(port) {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  await waitForPort(port)
  return child
}

/**
 * Kills `child` at once (SIGKILL, as a crash) and resolves when it has exited: a redis-server from
 * `startRedisServer`, say.
 *
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<void>}
 */
export function killProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
}

/**
 * Start nginx in front of `upstreams`; resolves once it listens. `reload(upstreams)` is not needed: nginx
 * leaves out an instance that stops answering by itself.
 *
 * @param {{ port: number, upstreams: string[], runDir: string, cache?: boolean, quiet?: boolean }} options
 */
export async function startNginx({ port, upstreams, runDir, cache = false, quiet = false }) {
  const nginx = ensureNginx()
  if (!nginx) {
    throw new Error(
      "nginx was not found. Install Debian's package (sudo apt-get install -y nginx), then run this again.",
    )
  }
  fs.mkdirSync(runDir, { recursive: true })
  const conf = path.join(runDir, 'nginx.conf')
  // Every IPv4 interface, like `npm start` (HOST=0.0.0.0).
  fs.writeFileSync(conf, nginxConfig({ listen: port, upstreams, runDir, cache }))
  const child = spawn(nginx, ['-p', runDir, '-c', conf, '-g', 'daemon off;'], {
    stdio: quiet ? 'ignore' : 'inherit',
  })
  await waitForPort(port)
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(undefined)
      child.once('exit', () => resolve(undefined))
      child.kill('SIGQUIT')
      setTimeout(() => child.kill('SIGKILL'), 5000).unref()
    })
  return { url: `http://127.0.0.1:${port}`, child, conf, stop }
}

/**
 * Start one app instance (server.mjs, production) on `port`. Returns its handle; `stop()` ends it gracefully,
 * `kill()` as a crash would.
 *
 * @param {{ name: string, port: number, env: Record<string, string>, quiet?: boolean }} options
 */
export function startInstance({ name, port, env, quiet = false }) {
  const output = []
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      ...env,
      PORT: String(port),
      WELLREAD_INSTANCE: name,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const keep = (chunk) => {
    output.push(chunk)
    if (output.length > 2000) output.shift()
    if (!quiet) {
      for (const line of String(chunk).split('\n'))
        if (line.trim()) process.stdout.write(`[${name}] ${line}\n`)
    }
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const signal = (sig) => {
    try {
      process.kill(-child.pid, sig)
    } catch {}
  }
  const exited = new Promise((resolve) => child.once('exit', resolve))
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    output: () => Buffer.concat(output.map((c) => Buffer.from(c))).toString(),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        signal('SIGTERM')
        const timer = setTimeout(() => signal('SIGKILL'), 10_000)
        await exited
        clearTimeout(timer)
      }
    },
    kill: async () => {
      signal('SIGKILL')
      await exited
    },
  }
}

/**
 * N instances on Postgres and Redis behind nginx, on one machine.
 *
 * @param {{
 *   instances: number,
 *   port?: number,
 *   env: Record<string, string>,
 *   runDir: string,
 *   cache?: boolean,
 *   quiet?: boolean,
 *   healthTimeoutMs?: number,
 *   instanceEnv?: (index: number) => Record<string, string>,
 * }} options `env` must name DATABASE_URL (postgres://) and REDIS_URL; `instanceEnv` adds an instance's own
 * settings (its own DATA_DIR: instances that share no disk).
 */
export async function startCluster({
  instances,
  port,
  env,
  instanceEnv = () => ({}),
  runDir,
  cache = false,
  quiet = false,
  healthTimeoutMs = 240_000,
}) {
  if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '') || !/^rediss?:\/\//.test(env.REDIS_URL ?? '')) {
    throw new Error(
      'Several instances share one database and one cache: set DATABASE_URL=postgres://… and REDIS_URL=redis://…',
    )
  }
  const proxyPort = port ?? (await freePort())
  const ports = []
  for (let i = 0; i < instances; i++) ports.push(await freePort())
  const siteUrl = env.SITE_URL ?? `http://localhost:${proxyPort}`
  const shared = { TRUST_PROXY_HOPS: '1', SITE_URL: siteUrl, ...env }
  // All start together: one migrates and seeds while the others wait for it (a Postgres advisory lock).
  const started = ports.map((p, i) =>
    startInstance({ name: `instance-${i + 1}`, port: p, env: { ...shared, ...instanceEnv(i) }, quiet }),
  )
  // `siteUrl`: the instances' SITE_URL, whose origin their pages' POSTs carry (the calls check it).
  const handles = { instances: started, nginx: null, proxyUrl: '', siteUrl }
  try {
    await Promise.all(started.map((s) => waitForOk(`${s.url}/api/health`, healthTimeoutMs)))
    const nginx = await startNginx({
      port: proxyPort,
      upstreams: ports.map((p) => `127.0.0.1:${p}`),
      runDir,
      cache,
      quiet,
    })
    handles.nginx = nginx
    handles.proxyUrl = nginx.url
  } catch (error) {
    await Promise.all(started.map((s) => s.stop()))
    throw error
  }
  return {
    ...handles,
    stop: async () => {
      await handles.nginx?.stop()
      await Promise.all(started.map((s) => s.stop()))
    },
  }
}

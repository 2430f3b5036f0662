// `npm run start:cluster`: N instances of the site on one machine, on Postgres and Redis, behind nginx.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/wellread REDIS_URL=redis://127.0.0.1:6379 \
//     npm run start:cluster -- --instances 2 --port 3000 [--proxy-cache]
//
// Builds when needed, starts the instances (the first to get the bootstrap lock migrates and seeds), then
// nginx on --port (deploy/nginx.conf.template, rendered into data/cluster/). An instance that exits is
// started again. Ctrl-C stops everything. deploy/README.md maps the same pieces to several machines and a CDN.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startCluster, startInstance } from './cluster-lib.mjs'
import { ensureBuild, root } from './lib.mjs'

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT || '3000' },
    'proxy-cache': { type: 'boolean', default: false },
  },
})
const instances = Number(values.instances)
const port = Number(values.port)
if (!Number.isInteger(instances) || instances < 1 || instances > 32) {
  console.error('--instances must be a whole number from 1 to 32')
  process.exit(2)
}
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error('--port must be a port number')
  process.exit(2)
}
const code = await ensureBuild()
if (code !== 0) process.exit(code)

const runDir = path.join(process.env.DATA_DIR || path.join(root, 'data'), 'cluster')
const env = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined))
let cluster
try {
  cluster = await startCluster({ instances, port, env, runDir, cache: values['proxy-cache'] })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
console.log(
  `> Wellread: ${instances} instance(s) behind nginx on http://localhost:${port} (admin at /admin)` +
    `${values['proxy-cache'] ? ', nginx caching pages as a CDN would' : ''}`,
)
for (const i of cluster.instances) console.log(`>   ${i.name}: ${i.url}`)

let stopping = false
// Keep every instance running: one that exits (a crash, a kill) is started again on its port.
const watch = (index) => {
  const current = cluster.instances[index]
  current.exited.then(() => {
    if (stopping) return
    console.error(`> ${current.name} exited; starting it again`)
    setTimeout(() => {
      if (stopping) return
      cluster.instances[index] = startInstance({
        name: current.name,
        port: current.port,
        env: {
          TRUST_PROXY_HOPS: '1',
          SITE_URL: `http://localhost:${port}`,
          ...env,
          WELLREAD_BOOTSTRAP: 'on',
        },
      })
      watch(index)
    }, 1000)
  })
}
for (let i = 0; i < cluster.instances.length; i++) watch(i)

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return
    stopping = true
    console.log('> stopping the instances and nginx…')
    await cluster.stop()
    fs.rmSync(path.join(runDir, 'nginx.pid'), { force: true })
    process.exit(0)
  })
}

// The npm registry reachable here omits some other-platform builds (e.g. @next/swc-darwin-arm64,
// @biomejs/cli-win32-x64). `npm install` then leaves them out of package-lock.json, and `npm ci` refuses the
// lock as out of sync. This records each missing platform package of an optional dependency with the os,
// cpu and libc its name states, so `npm ci` skips it on other platforms without fetching it.
// Runs after every `npm install` (package.json "postinstall"); it changes nothing when the lock is complete.
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const lockPath = path.join(root, 'package-lock.json')
if (!fs.existsSync(lockPath)) process.exit(0)
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'))

const OS = { darwin: 'darwin', linux: 'linux', win32: 'win32', android: 'android', freebsd: 'freebsd' }
const CPU = { x64: 'x64', arm64: 'arm64', ia32: 'ia32', arm: 'arm' }

/** os / cpu / libc from a platform package name such as "swc-linux-x64-musl" or "cli-win32-arm64". */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = parts.find((p) => OS[p])
  const cpu = parts.find((p) => CPU[p])
  if (!os || !cpu) return null
  const libc = os === 'linux' ? (parts.includes('musl') ? 'musl' : 'glibc') : null
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) }
}

let added = 0
for (const [key, entry] of Object.entries(lock.packages ?? {})) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = key ? `${key}/node_modules/` : 'node_modules/'
    if (lock.packages[`${base}${dep}`] || lock.packages[`node_modules/${dep}`]) continue
    const platform = platformOf(dep)
    if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue
    lock.packages[`node_modules/${dep}`] = { version: range, optional: true, ...platform }
    added++
  }
}
if (added) {
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  )
  fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`)
  console.log(`package-lock.json: recorded ${added} other-platform optional packages`)
}

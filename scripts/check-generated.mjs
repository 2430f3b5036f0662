// Fails when generated files are stale: the widget lists, payload-types.ts, the admin import map, or a schema change without
// a committed migration (SQLite always; Postgres when TEST_POSTGRES_URL is set).
import { execFile, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { root } from './lib.mjs'

const payloadBin = path.join(root, 'node_modules/payload/bin.js')
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-gen-'))
const baseEnv = {
  ...process.env,
  WELLREAD_BOOTSTRAP: 'off',
  DATA_DIR: tmp,
  PAYLOAD_SECRET: 'generated-files-check',
}

/**
 * One Payload CLI command, in its own data folder. The commands below write different files, so they run side by
 * side: each spends most of its time loading the config on one core (four in turn took 20 s, side by side 14 s).
 */
async function payload(args, env = {}) {
  const dataDir = fs.mkdtempSync(path.join(tmp, 'data-'))
  try {
    await promisify(execFile)(process.execPath, [payloadBin, ...args], {
      cwd: root,
      env: { ...baseEnv, DATA_DIR: dataDir, ...env },
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch (error) {
    console.error(error.stdout, error.stderr)
    throw new Error(`payload ${args.join(' ')} failed`)
  }
}

const widgets = spawnSync(process.execPath, [path.join(root, 'scripts/generate-widgets.mjs')], {
  cwd: root,
  encoding: 'utf8',
})
if (widgets.status !== 0) {
  console.error(widgets.stdout, widgets.stderr)
  throw new Error('generate-widgets failed')
}
const pg = process.env.TEST_POSTGRES_URL
await Promise.all([
  payload(['generate:types']),
  payload(['generate:importmap']),
  payload(['migrate:create', 'pending_schema_change', '--skip-empty'], { DATABASE_URL: '' }),
  // migrate:create compares the config with the committed migrations' snapshot; it does not touch the database.
  pg && payload(['migrate:create', 'pending_schema_change', '--skip-empty'], { DATABASE_URL: pg }),
])
fs.rmSync(tmp, { recursive: true, force: true })

const watched = [
  'src/cms/payload-types.ts',
  'src/app/(payload)/admin/importMap.js',
  'src/migrations',
  'src/widgets/blocks.generated.ts',
  'src/widgets/widgets.generated.ts',
  'src/widgets/fixtures.generated.ts',
]
const status = spawnSync('git', ['status', '--porcelain', '--', ...watched], {
  cwd: root,
  encoding: 'utf8',
}).stdout.trim()
if (status) {
  console.error(`Generated files are stale or a migration is missing:\n${status}`)
  console.error(
    'Run `npm run generate:types` (widget lists and Payload types), `npm run generate:importmap` and `npm run migrate:create` (see README), then commit.',
  )
  process.exit(1)
}
console.log('generated files: up to date (types, import map, migrations)')

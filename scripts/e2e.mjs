// End-to-end tests: production build, a server on a fresh seeded database, Playwright driving Debian's
// Chromium. Downloads nothing.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureBuild, ensureChromium, freePort, root, run, startServer, waitForOk } from './lib.mjs'

const chromium = ensureChromium()
if (!chromium) process.exit(1)
const built = await ensureBuild()
if (built !== 0) process.exit(built)

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-e2e-'))
const port = await freePort()
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  ADMIN_EMAIL: 'e2e-editor@wellread.test',
  ADMIN_PASSWORD: 'e2e-password-Wellread-1',
  SITE_URL: `http://127.0.0.1:${port}`,
  PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef0123456789abcdef',
  // As behind one reverse proxy: tests give requests their own client address with X-Forwarded-For.
  TRUST_PROXY_HOPS: '1',
}
const server = startServer({ port, env, quiet: true })
let code = 1
try {
  await waitForOk(`${server.url}/api/health`)
  code = await run(
    process.execPath,
    [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)],
    {
      env: { ...process.env, ...env, BASE_URL: server.url, CHROMIUM_PATH: chromium },
    },
  )
} catch (err) {
  console.error(err.message)
  console.error(server.output().slice(-4000))
} finally {
  await server.stop()
  if (code !== 0) {
    const log = server.output()
    if (log) fs.writeFileSync(path.join(root, 'test-results', 'e2e-server.log'), log)
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(code)

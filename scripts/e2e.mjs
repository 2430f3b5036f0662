// End-to-end tests: production build, a server on a fresh seeded database, Playwright driving Debian's
// Chromium. Downloads nothing. The coupon journeys send through real local peers: an SMTP server, a
// Twilio-compatible SMS API, and wallet credentials generated for the run; the tests read what the peers
// received from a small inbox endpoint (INBOX_URL).
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { generateWalletCredentials, startSmsPeer, startSmtpPeer, walletEnv } from '../tests/peers/index.mjs'
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
// GET /mail and /sms: what the peers received, newest last (the tests' view of a reader's inbox and phone).
const inbox = http.createServer((req, res) => {
  const body =
    req.url === '/mail'
      ? smtp.messages.map(({ to, subject, text, html }) => ({ to, subject, text, html }))
      : req.url === '/sms'
        ? sms.messages
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
  SITE_URL: `http://127.0.0.1:${port}`,
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
}
const server = startServer({ port, env, quiet: true })
let code = 1
try {
  await waitForOk(`${server.url}/api/health`)
  code = await run(
    process.execPath,
    [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)],
    {
      env: { ...process.env, ...env, BASE_URL: server.url, CHROMIUM_PATH: chromium, INBOX_URL: inboxUrl },
    },
  )
} catch (err) {
  console.error(err.message)
  console.error(server.output().slice(-4000))
} finally {
  await server.stop()
  await Promise.all([
    smtp.close(),
    sms.close(),
    new Promise((resolve) => inbox.close(() => resolve(undefined))),
  ])
  if (code !== 0) {
    const log = server.output()
    if (log) fs.writeFileSync(path.join(root, 'test-results', 'e2e-server.log'), log)
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(code)

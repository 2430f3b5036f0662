// The server's log (issue 29, ADR 27 §10): JSON lines on stdout, each line of one request under the same
// `reqId` (the edge's, through Next.js' route handler and the service it calls), an access line per request
// named by its route template, and nothing of what the reader read or asked. A server of its own, whose output
// the test reads.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort, startServer, waitForOk } from '../../scripts/lib.mjs'

type Line = Record<string, unknown> & { level?: string; msg?: string; reqId?: string; component?: string }

let server: ReturnType<typeof startServer> | null = null
let dataDir = ''

test.describe.configure({ mode: 'serial', timeout: 60_000 })

test.beforeAll(async () => {
  // An empty database is migrated on the first start; no sample content is needed here.
  test.setTimeout(300_000)
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-logs-'))
  const port = await freePort()
  server = startServer({
    port,
    quiet: true,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      ADMIN_PASSWORD: 'logs-password-1',
      PAYLOAD_SECRET: 'logs-secret-0123456789abcdef',
      SITE_URL: `http://127.0.0.1:${port}`,
      WELLREAD_SEED: 'off',
      WELLREAD_WARM_UP: 'off',
      LOG_LEVEL: 'info',
    },
  })
  try {
    await waitForOk(`${server.url}/api/health`, 280_000)
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : error}\n${server.output().slice(-3000)}`)
  }
})

test.afterAll(async () => {
  await server?.stop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

/** The server's JSON lines so far (Next.js may print other text of its own; it is not ours to parse). */
function jsonLines(): Line[] {
  return (server?.output() ?? '')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Line)
}

/** The lines of one request, once its access line is written (after its answer is sent). */
async function linesOf(reqId: string): Promise<Line[]> {
  await expect
    .poll(() => jsonLines().some((l) => l.reqId === reqId && l.msg === 'request'), { timeout: 10_000 })
    .toBe(true)
  return jsonLines().filter((l) => l.reqId === reqId)
}

test('a request’s lines share its id, from the edge through the route handler and its service', async ({
  request,
}) => {
  const reqId = `e2e-logs-${Date.now().toString(36)}`
  const res = await request.post(`${server?.url}/api/csp-report`, {
    headers: { 'content-type': 'application/csp-report', 'x-request-id': reqId },
    data: JSON.stringify({
      'csp-report': {
        'document-uri': `${server?.url}/`,
        'violated-directive': 'script-src-elem',
        'blocked-uri': 'https://tracker.example/t.js',
      },
    }),
  })
  expect(res.status()).toBe(204)
  expect(res.headers()['x-request-id']).toBe(reqId)
  const lines = await linesOf(reqId)
  // The service's line, written inside Next.js' route handler, carries the edge's id.
  expect(lines).toContainEqual(
    expect.objectContaining({
      component: 'csp',
      level: 'warn',
      msg: expect.stringContaining('script-src-elem blocked https://tracker.example/t.js'),
    }),
  )
  expect(lines).toContainEqual(
    expect.objectContaining({
      component: 'edge',
      level: 'info',
      msg: 'request',
      method: 'POST',
      route: '/api/csp-report',
      status: 204,
      ms: expect.any(Number),
    }),
  )
  for (const line of lines) expect(String(line.time)).toMatch(/^\d{4}-\d\d-\d\dT/)
})

test('a bad body’s 400 is logged by route and status; an ill-formed incoming id is replaced', async ({
  request,
}) => {
  const res = await request.post(`${server?.url}/api/metrics`, {
    headers: {
      'content-type': 'text/plain',
      'x-request-id': 'not an id; <script>',
      origin: server?.url ?? '',
    },
    data: '{"metrics":"nope"}',
  })
  expect(res.status()).toBe(400)
  const reqId = res.headers()['x-request-id'] ?? ''
  expect(reqId).toMatch(/^[0-9a-f-]{36}$/)
  const lines = await linesOf(reqId)
  expect(lines).toContainEqual(
    expect.objectContaining({ msg: 'request', method: 'POST', route: '/api/metrics', status: 400 }),
  )
  expect(server?.output()).not.toContain('not an id')
})

test('a page’s access line names its route template, never its path or query', async ({ request }) => {
  const reqId = `e2e-page-${Date.now().toString(36)}`
  const res = await request.get(
    `${server?.url}/health/erectile-dysfunction-treatment?zip=10001&drug=sildenafil`,
    { headers: { 'x-request-id': reqId }, maxRedirects: 0 },
  )
  expect(res.headers()['x-request-id']).toBe(reqId)
  const lines = await linesOf(reqId)
  expect(lines).toContainEqual(
    expect.objectContaining({
      msg: 'request',
      method: 'GET',
      route: '/[section]/[slug]',
      status: res.status(),
    }),
  )
  // Nowhere in the server's output, ours or the framework's.
  const all = server?.output() ?? ''
  for (const secret of ['erectile', '10001', 'sildenafil']) expect(all).not.toContain(secret)
})

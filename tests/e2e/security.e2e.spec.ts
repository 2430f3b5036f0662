// The security review against a running server (issue 32): every state-changing call of the server's own
// OpenAPI document has a row in docs/security-review.md, and every row holds: another site's page is refused
// (403 { error }) unless the row is an exception; a body one byte over the row's limit gets 413 and one at
// the limit does not; the row's rate limit answers 429 one request past it (set low for this server through
// the variables the row names), and a row without one never does; who may call it, as anonymous, a signed-in
// reader and an editor of each role; the CMS collections' table, the admin's pages and Server Functions, and
// GET /metrics through nginx. A server of its own (SQLite, no sample content), a Google stand-in for readers'
// sign-in, nginx in front for /metrics. Each check uses a client address of its own (X-Forwarded-For, one
// trusted proxy), so no check spends another's allowance. The control test shows the checks fail on a call
// that does not do what a row says.
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { expect, request as requests, test } from '@playwright/test'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { startNginx } from '../../scripts/cluster-lib.mjs'
import { freePort, root, startServer, waitForOk } from '../../scripts/lib.mjs'
import { envSchema } from '../../src/platform/config.mjs'
import { type BotCheckChallenge, encodeBotCheckToken } from '../../src/services/botcheck/shared'
import { sampleSignup } from '../../src/services/newsletter/testData'
import { startOidcPeer } from '../peers/index.mjs'
import { type CallRow, callRows, collectionRows, ROLES, type Role } from '../security-review'
import { doc, paragraph } from './helpers'

/** Every limit this server has, set this low: a check sends LOW requests, then one more. */
const LOW = 3
const CROSS_SITE = 'This request must come from a page of this site.'
const EVIL = 'https://evil.example'
const ADMIN = { email: 'security-admin@wellread.test', password: 'security-password-Wellread-1' }
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

type Operation = {
  requestBody?: { content: Record<string, unknown>; 'x-max-bytes'?: number }
  'x-example': {
    path?: string
    query?: Record<string, string>
    body?: unknown
    contentType?: string
    headers?: Record<string, string>
    status: number
  }
}
type Call = { row: CallRow; op: Operation }
type Sent = { status: number; headers: Record<string, string>; text: string }

const rows = callRows()
const cms = collectionRows()

/** Every variable the site reads, unset: the e2e runner's own peers, limits and SITE_URL must not leak in. */
const NOTHING_CONFIGURED = Object.fromEntries(
  Object.keys(envSchema.shape)
    .filter((name) => !['NODE_ENV', 'PORT', 'HOST'].includes(name))
    .map((name) => [name, '']),
)

/** The low limits, through the variables the rows name (the page's words decide what this server runs with). */
function lowLimits(): Record<string, string> {
  const named: string[] = []
  const variables: Record<string, string> = {}
  for (const { limit } of rows) {
    if (limit.kind === 'named') named.push(`${limit.name}=${LOW}/600`)
    if (limit.kind === 'variables') variables[limit.count] = String(LOW)
  }
  return { ...variables, RATE_LIMITS: [...new Set(named)].join(',') }
}

let server: ReturnType<typeof startServer> | null = null
let nginx: Awaited<ReturnType<typeof startNginx>> | null = null
let google: Awaited<ReturnType<typeof startOidcPeer>> | null = null
let dir = ''
let site = ''
let calls: Call[] = []
/** CMS sign-ins: a JWT per role. */
const editors: Partial<Record<Role, string>> = {}

/** An answer, read once: the parts of Playwright's APIResponse the checks use. */
type Answer = {
  status(): number
  headers(): Record<string, string>
  text(): Promise<string>
  json(): Promise<unknown>
}

/**
 * This test's HTTP client: Node's fetch, which keeps no cookies (Playwright's request context keeps the ones a
 * sign-in sets, and every later request would carry them) and follows no redirects. `data`: an object is sent
 * as JSON, text or bytes as they are.
 */
const api = {
  async fetch(
    url: string,
    {
      method = 'GET',
      headers = {},
      data,
    }: { method?: string; headers?: Record<string, string>; data?: unknown } = {},
  ): Promise<Answer> {
    const sent = { ...headers }
    let body: string | Uint8Array<ArrayBuffer> | undefined
    if (typeof data === 'string') body = data
    else if (Buffer.isBuffer(data)) body = new Uint8Array(data)
    else if (data !== undefined) {
      body = JSON.stringify(data)
      sent['content-type'] ??= 'application/json'
    }
    const res = await fetch(new URL(url, site), { method, headers: sent, body, redirect: 'manual' })
    const text = await res.text()
    const all: Record<string, string> = {}
    res.headers.forEach((value, name) => {
      all[name] = value
    })
    if (res.headers.getSetCookie().length) all['set-cookie'] = res.headers.getSetCookie().join('\n')
    return {
      status: () => res.status,
      headers: () => all,
      text: async () => text,
      json: async () => JSON.parse(text),
    }
  },
  get: (url: string, options: { headers?: Record<string, string> } = {}) => api.fetch(url, options),
  post: (url: string, options: { headers?: Record<string, string>; data?: unknown } = {}) =>
    api.fetch(url, { ...options, method: 'POST' }),
  patch: (url: string, options: { headers?: Record<string, string>; data?: unknown } = {}) =>
    api.fetch(url, { ...options, method: 'PATCH' }),
  delete: (url: string, options: { headers?: Record<string, string> } = {}) =>
    api.fetch(url, { ...options, method: 'DELETE' }),
}

let addressCounter = 0
/** A client address no other check uses (this server trusts one proxy: X-Forwarded-For). */
const freshAddress = () => {
  addressCounter += 1
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`
}

test.describe.configure({ mode: 'serial', timeout: 120_000 })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-security-'))
  const port = await freePort()
  site = `http://127.0.0.1:${port}`
  google = await startOidcPeer({ as: 'google', redirectUri: `${site}/api/auth/callback/google` })
  server = startServer({
    port,
    quiet: true,
    env: {
      ...NOTHING_CONFIGURED,
      DATA_DIR: dir,
      SITE_URL: site,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PAYLOAD_SECRET: 'security-secret-0123456789abcdef0123456789',
      WELLREAD_SEED: 'off',
      WELLREAD_WARM_UP: 'off',
      TRUST_PROXY_HOPS: '1',
      AUTH_LOCAL_STAND_INS: 'off',
      BOT_CHECK_MAX_NUMBER: '1000',
      ...google.env,
      ...lowLimits(),
    },
  })
  try {
    await waitForOk(`${site}/api/health`, 240_000)
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : error}\n${server.output().slice(-3000)}`)
  }
  nginx = await startNginx({
    port: await freePort(),
    upstreams: [`127.0.0.1:${port}`],
    runDir: path.join(dir, 'nginx'),
    quiet: true,
  })

  const document = (await (await api.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, Operation>>
  }
  calls = Object.entries(document.paths).flatMap(([p, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method !== 'get')
      .map(([method, op]) => {
        const call = `${method.toUpperCase()} ${p}`
        const row = rows.find((r) => r.call === call)
        return { row: row ?? ({ call } as CallRow), op }
      }),
  )

  // The CMS's roles: the first administrator, and an editor and a writer it creates.
  editors.admin = await cmsSignIn(ADMIN.email, ADMIN.password)
  for (const role of ['editor', 'writer'] as const) {
    const email = `${role}-${stamp}@wellread.test`
    const made = await api.post('/api/cms/users', {
      headers: { authorization: `JWT ${editors.admin}`, 'x-forwarded-for': freshAddress() },
      data: { email, password: ADMIN.password, name: `Security ${role}`, role },
    })
    expect(made.status(), await made.text()).toBe(201)
    editors[role] = await cmsSignIn(email, ADMIN.password)
  }
})

test.afterAll(async () => {
  await nginx?.stop()
  await server?.stop()
  await google?.close()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

async function cmsSignIn(email: string, password: string): Promise<string> {
  const res = await api.post('/api/cms/users/login', {
    headers: { 'x-forwarded-for': freshAddress() },
    data: { email, password },
  })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { token: string }).token
}

/** A reader signed in with the Google stand-in: their session cookie, address and rvoId. */
async function signInReader(): Promise<{ cookie: string; email: string; rvoId: string }> {
  const browserLike = await requests.newContext({ baseURL: site })
  try {
    const address = freshAddress()
    const landed = await browserLike.get('/api/auth/signin/google', {
      headers: { 'x-forwarded-for': address },
    })
    expect(landed.url(), 'back on the site, signed in').toBe(`${site}/`)
    const session = (await browserLike.storageState()).cookies.find((c) => c.name === 'wr_session')
    expect(session, 'the session cookie').toBeTruthy()
    const cookie = `wr_session=${session!.value}`
    const me = await (await browserLike.get('/api/auth/session', { headers: { cookie } })).json()
    return { cookie, email: me.user.email, rvoId: me.user.rvoId }
  } finally {
    await browserLike.dispose()
  }
}

/** A solved bot-check token (the proof of work the coupon share and the newsletter sign-up ask for). */
async function botCheckToken(): Promise<string> {
  const challenge = (await (await api.get('/api/bot-check/challenge')).json()) as BotCheckChallenge
  const solution = await solveChallenge({ challenge, deriveKey })
  return encodeBotCheckToken({ challenge, solution: solution! })
}

/** This server's own addresses where the example's is not: its one provider is the Google stand-in. */
const PATHS: Record<string, string> = { 'POST /api/auth/callback/{provider}': '/api/auth/callback/google' }

type Overrides = {
  headers?: Record<string, string>
  body?: string | Buffer
  path?: string
  withoutOrigin?: boolean
}

/** A call's example from the OpenAPI document, as this site's page sends it, from `address`. */
async function send(call: Call, address: string, overrides: Overrides = {}): Promise<Sent> {
  const example = call.op['x-example']
  const fill = (v: string) => v.replaceAll('{origin}', site)
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(example.headers ?? {}).map(([k, v]) => [k, fill(v)])),
    origin: site,
    'x-forwarded-for': address,
    'user-agent':
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    ...overrides.headers,
  }
  if (overrides.withoutOrigin) delete headers.origin
  let body: string | Buffer | undefined = overrides.body
  if (body === undefined && example.body !== undefined)
    body = typeof example.body === 'string' ? example.body : JSON.stringify(await ownBody(call, example.body))
  if (body !== undefined) {
    const types = Object.keys(call.op.requestBody?.content ?? {})
    headers['content-type'] ??= example.contentType ?? types[0] ?? 'application/json'
  }
  const query = example.query ? `?${new URLSearchParams(example.query)}` : ''
  const url = `${overrides.path ?? PATHS[call.row.call] ?? example.path ?? call.row.path}${query}`
  const res = await api.fetch(url, { method: call.row.method, headers, data: body })
  return { status: res.status(), headers: res.headers(), text: await res.text() }
}

/**
 * The example's body, made whole where the call checks more than its shape before its limit counts: the bot
 * check's token solved, the newsletter's lists well-formed, and an email address of the request's own (the
 * per-email limits are not this test's).
 */
async function ownBody(call: Call, body: unknown): Promise<unknown> {
  if (!body || typeof body !== 'object') return body
  const fields = { ...(body as Record<string, unknown>) }
  if ('token' in fields && call.row.path === '/api/optum-coupon-info-share')
    fields.token = await botCheckToken()
  const email = `reader-${stamp}-${freshAddress().replaceAll('.', '-')}@example.com`
  // A whole sign-up, to a list of the right shape the site does not have: refused (400) after the limits.
  if (call.row.path === '/api/activate/site')
    return { ...sampleSignup({ email, lists: ['no-such-list'] }), recaptcha: await botCheckToken() }
  if ('email' in fields) fields.email = email
  return fields
}

/** The request a reader's call needs to reach its limit: the profile service's bearer token and own path. */
async function readerOverrides(call: Call, reader: { cookie: string; rvoId: string }): Promise<Overrides> {
  if (!call.row.path.startsWith('/api/profile/')) return {}
  const tokenCall = calls.find((c) => c.row.call === 'POST /api/auth/token')!
  const { token } = JSON.parse(
    (await send(tokenCall, freshAddress(), { headers: { cookie: reader.cookie } })).text,
  )
  return {
    path: `/api/profile/${reader.rvoId}/site-flags/wellread`,
    headers: { authorization: `Bearer ${token}` },
  }
}

const errorOf = (sent: Sent): unknown => {
  try {
    return (JSON.parse(sent.text) as { error?: unknown }).error
  } catch {
    return undefined
  }
}

// ---------------------------------------------------------------------------------------------------------
// The checks: each returns what is wrong (nothing when the call does what its row says).

async function originProblems(call: Call, rule: CallRow['origin'] = call.row.origin): Promise<string[]> {
  const problems: string[] = []
  const crossSite = await send(call, freshAddress(), { headers: { origin: EVIL } })
  if (rule === 'exception') {
    if (crossSite.status === 403)
      problems.push(`${call.row.call}: an exception, yet another site's page got 403`)
    return problems
  }
  if (crossSite.status !== 403 || errorOf(crossSite) !== CROSS_SITE)
    problems.push(
      `${call.row.call}: another site's page got ${crossSite.status} ${crossSite.text.slice(0, 120)}`,
    )
  const opaque = await send(call, freshAddress(), {
    headers: { origin: 'null', 'sec-fetch-site': 'cross-site' },
  })
  if (opaque.status !== 403) problems.push(`${call.row.call}: a sandboxed frame got ${opaque.status}`)
  const noPage = await send(call, freshAddress(), { withoutOrigin: true })
  if (rule === 'same-origin' && noPage.status !== 403)
    problems.push(
      `${call.row.call}: same-origin, yet a request with neither Origin nor Sec-Fetch-Site got ${noPage.status}`,
    )
  if (rule === 'not cross-site' && noPage.status === 403)
    problems.push(`${call.row.call}: not cross-site, yet a request from no page got 403`)
  return problems
}

/** How many times the server has said a sign-in answer was not a small form. */
let tooLargeSeen = 0

async function bodyProblems(
  call: Call,
  maxBytes = call.row.maxBytes,
  reader?: { cookie: string; rvoId: string },
): Promise<string[]> {
  if (maxBytes === null) return []
  const own = reader ? await readerOverrides(call, reader) : {}
  const pad = (n: number) => Buffer.alloc(n, 0x20)
  const at = await send(call, freshAddress(), { ...own, body: pad(maxBytes) })
  const over = await send(call, freshAddress(), { ...own, body: pad(maxBytes + 1) })
  const problems: string[] = []
  if (at.status === 413) problems.push(`${call.row.call}: a body of ${maxBytes} bytes (the limit) got 413`)
  if (call.row.tooLarge === 302) {
    // A browser's sign-in never lands on JSON: the redirect, and the server's log says why.
    if (over.status !== 302 || !/signin=failed/.test(over.headers.location ?? ''))
      problems.push(
        `${call.row.call}: a body over the limit got ${over.status} ${over.headers.location ?? ''}`,
      )
    const said = (server?.output() ?? '').match(/the answer is not a small form/g)?.length ?? 0
    if (said !== tooLargeSeen + 1)
      problems.push(`${call.row.call}: the log does not say the body was too large`)
    tooLargeSeen = said
  } else if (over.status !== 413 || typeof errorOf(over) !== 'string')
    problems.push(`${call.row.call}: a body of ${maxBytes + 1} bytes got ${over.status}, not 413 { error }`)
  return problems
}

async function limitProblems(
  call: Call,
  limit = call.row.limit,
  reader?: { cookie: string; rvoId: string },
): Promise<string[]> {
  const address = freshAddress()
  const own = reader ? await readerOverrides(call, reader) : {}
  const answers: Sent[] = []
  for (let i = 0; i < LOW + (limit.kind === 'none' ? 2 : 1); i++) answers.push(await send(call, address, own))
  const refused = (a: Sent) =>
    a.status === 429 || (a.status === 302 && /reason=limited/.test(a.headers.location ?? ''))
  const problems: string[] = []
  if (limit.kind === 'none') {
    if (answers.some(refused))
      problems.push(`${call.row.call}: no limit, yet refused: ${answers.map((a) => a.status)}`)
    return problems
  }
  const within = answers.slice(0, LOW)
  if (within.some(refused))
    problems.push(`${call.row.call}: refused within its limit: ${within.map((a) => a.status)}`)
  const past = answers[LOW]!
  if (limit.refusal === 302) {
    if (!refused(past) || past.status !== 302)
      problems.push(`${call.row.call}: past its limit got ${past.status}`)
  } else if (
    past.status !== 429 ||
    typeof errorOf(past) !== 'string' ||
    !/^\d+$/.test(past.headers['retry-after'] ?? '')
  )
    problems.push(
      `${call.row.call}: past its limit got ${past.status} ${past.text.slice(0, 120)}, not 429 with Retry-After`,
    )
  return problems
}

const needsReader = (row: CallRow) => /reader/.test(row.who)

// ---------------------------------------------------------------------------------------------------------

test.describe('the security review (docs/security-review.md) against a running server', () => {
  test('every state-changing call of the server’s OpenAPI document has its row, and every row its call', () => {
    expect(calls.length).toBeGreaterThanOrEqual(23)
    expect(
      calls.filter((c) => !c.row.origin).map((c) => c.row.call),
      'calls without a row',
    ).toEqual([])
    expect(rows.map((r) => r.call).sort()).toEqual(calls.map((c) => c.row.call).sort())
    for (const { row, op } of calls)
      expect(op.requestBody?.['x-max-bytes'] ?? null, row.call).toBe(row.maxBytes)
  })

  test('another site’s page is refused with 403 { error } where the row says so; the exceptions are not', async () => {
    const problems: string[] = []
    for (const call of calls) problems.push(...(await originProblems(call)))
    expect(problems).toEqual([])
  })

  test('a body at the row’s limit passes it, one byte more gets 413 (the sign-in answer: its redirect)', async () => {
    const reader = await signInReader()
    const problems: string[] = []
    for (const call of calls)
      problems.push(
        ...(await bodyProblems(call, call.row.maxBytes, needsReader(call.row) ? reader : undefined)),
      )
    expect(problems).toEqual([])
  })

  test('each row’s limit answers 429 one request past it; a row without one never refuses', async () => {
    const reader = await signInReader()
    const problems: string[] = []
    for (const call of calls)
      problems.push(
        ...(await limitProblems(call, call.row.limit, needsReader(call.row) ? reader : undefined)),
      )
    expect(problems).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------------------
// Who may call what

/** The headers a role's requests carry: a reader's session cookie, an editor's CMS session (JWT). */
function credentialsOf(role: Role, reader: { cookie: string }): Record<string, string> {
  if (role === 'anonymous') return {}
  if (role === 'reader') return { cookie: reader.cookie }
  return { authorization: `JWT ${editors[role]}`, cookie: `payload-token=${editors[role]}` }
}

const NO_SUCH_ID = 987_654_321
const denied = (status: number) => status === 401 || status === 403

/** The collections' and globals' table against the CMS's REST API, each role and operation. */
async function cmsProblems(table: typeof cms, reader: { cookie: string }): Promise<string[]> {
  const checks: (() => Promise<string | null>)[] = []
  const expectFrom = (
    what: string,
    allowed: readonly Role[] | 'no API',
    role: Role,
    request: () => Promise<Answer>,
    own = false,
  ) =>
    checks.push(async () => {
      const status = (await request()).status()
      if (allowed === 'no API')
        return status === 501 || status === 404 ? null : `${what} as ${role}: ${status}, not "no API"`
      if (!allowed.includes(role))
        return denied(status) ? null : `${what} as ${role}: ${status}, yet the table refuses it`
      // A record of their own only: the one asked for is nobody's, so it is never done (a refusal, not found,
      // or Payload's failure to delete a preference by key on SQLite, its own defect: docs/security-review.md).
      if (own) return status < 300 ? `${what} as ${role}: ${status} on a record not theirs` : null
      return denied(status) || status >= 500 ? `${what} as ${role}: ${status}, yet the table allows it` : null
    })
  for (const role of ROLES) {
    const headers = { ...credentialsOf(role, reader), 'x-forwarded-for': freshAddress() }
    for (const c of table.collections) {
      const base = `/api/cms/${c.slug}`
      expectFrom(`read ${c.slug}`, c.read, role, () => api.get(`${base}?limit=1&depth=0`, { headers }))
      expectFrom(`create ${c.slug}`, c.create, role, () => api.post(base, { headers, data: {} }))
      const own = (op: 'update' | 'delete') => c.own.includes(op)
      expectFrom(
        `update ${c.slug}`,
        c.update,
        role,
        () => api.patch(`${base}/${NO_SUCH_ID}`, { headers, data: {} }),
        own('update'),
      )
      expectFrom(
        `delete ${c.slug}`,
        c.delete,
        role,
        () => api.delete(`${base}/${NO_SUCH_ID}`, { headers }),
        own('delete'),
      )
    }
    for (const g of table.globals) {
      const base = `/api/cms/globals/${g.slug}`
      expectFrom(`read global ${g.slug}`, g.read, role, () => api.get(`${base}?depth=0`, { headers }))
      expectFrom(`update global ${g.slug}`, g.update, role, () => api.post(base, { headers, data: {} }))
    }
  }
  const problems: string[] = []
  // A few at a time: the server has two cores, and so does this machine.
  for (let i = 0; i < checks.length; i += 6)
    for (const problem of await Promise.all(checks.slice(i, i + 6).map((check) => check())))
      if (problem) problems.push(problem)
  return problems
}

/** Next.js' redirect to the admin's sign-in page, in a page that had started streaming (or its meta refresh). */
const SIGN_IN_REDIRECT = /NEXT_REDIRECT;\w+;\/admin\/login[?;]|__next-page-redirect[^>]*url=\/admin\/login/

/** The admin's Server Function (`serverFunction` in src/app/(payload)/layout.tsx), as its pages call it. */
function serverFunctionId(): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(root, '.next/server/server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, { filename: string }> }
  const found = Object.entries(manifest.node).find(([, a]) => a.filename === 'src/app/(payload)/layout.tsx')
  expect(found, 'the admin layout’s Server Function in the build').toBeTruthy()
  return found![0]
}

async function serverFunction(
  name: string,
  args: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  const res = await api.post('/admin', {
    headers: {
      'next-action': serverFunctionId(),
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      origin: site,
      'x-forwarded-for': freshAddress(),
      ...headers,
    },
    data: JSON.stringify([{ name, args }]),
  })
  return { status: res.status(), text: await res.text() }
}

test.describe('who may call what', () => {
  test('the CMS: each role reads and writes each collection and global as the table says', async () => {
    const reader = await signInReader()
    const access = (await (
      await api.get('/api/cms/access', { headers: credentialsOf('admin', reader) })
    ).json()) as { collections: Record<string, unknown>; globals: Record<string, unknown> }
    // Every collection and global of the server has its row (the job queue is not in the access list).
    expect(Object.keys(access.collections).sort()).toEqual(
      cms.collections
        .map((c) => c.slug)
        .filter((s) => s !== 'payload-jobs')
        .sort(),
    )
    expect(Object.keys(access.globals).sort()).toEqual(cms.globals.map((g) => g.slug).sort())
    expect(await cmsProblems(cms, reader)).toEqual([])
  })

  test('the CMS refuses writes from another site’s page (403), bodies over 25 MiB (413) or without a length (411), sign-ins past the limit (429)', async () => {
    const admin = { authorization: `JWT ${editors.admin}` }
    const settings = (headers: Record<string, string>) =>
      api.post('/api/cms/globals/siteSettings', {
        headers: { ...admin, 'x-forwarded-for': freshAddress(), ...headers },
        data: {},
      })
    const crossSite = await settings({ origin: EVIL })
    expect(crossSite.status()).toBe(403)
    expect(await crossSite.json()).toEqual({ error: CROSS_SITE, errors: [{ message: CROSS_SITE }] })
    expect((await settings({ origin: site })).status()).toBe(200)
    // A script with a token sends no Origin: Payload's own rules decide.
    expect((await settings({})).status()).toBe(200)
    const login = await api.post('/api/cms/users/login', {
      headers: { origin: EVIL, 'x-forwarded-for': freshAddress() },
      data: ADMIN,
    })
    expect(login.status()).toBe(403)

    // The body limit: the declared length decides before anything is read (nothing more is sent here).
    const limit = 25 * 1024 * 1024
    expect(fs.readFileSync(path.join(root, 'docs/security-review.md'), 'utf8')).toContain(
      limit.toLocaleString('en-US'),
    )
    const raw = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(`${site}/api/cms/media`, {
          method: 'POST',
          headers: {
            ...admin,
            'content-type': 'multipart/form-data; boundary=x',
            'x-forwarded-for': freshAddress(),
            ...headers,
          },
        })
        req.on('response', (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
          req.destroy()
        })
        req.on('error', reject)
        req.write('--x\r\n')
      })
    expect(await raw({ 'content-length': String(limit + 1) })).toBe(413)
    expect(await raw({ 'transfer-encoding': 'chunked' })).toBe(411)

    // Sign-in attempts: LOW from one address, then 429 in Payload's error shape.
    const address = freshAddress()
    const attempt = () =>
      api.post('/api/cms/users/login', {
        headers: { 'x-forwarded-for': address },
        data: { email: ADMIN.email, password: 'not-the-password' },
      })
    for (let i = 0; i < LOW; i++) expect((await attempt()).status()).toBe(401)
    const limited = await attempt()
    expect(limited.status()).toBe(429)
    expect(limited.headers()['retry-after']).toMatch(/^\d+$/)
  })

  test('the admin: its pages and Server Functions answer editors only; another site’s page is refused', async () => {
    const reader = await signInReader()
    for (const page of [
      '/admin',
      '/admin/collections/users',
      '/admin/collections/articles',
      '/admin/globals/siteSettings',
    ]) {
      for (const role of ROLES) {
        const res = await api.get(page, {
          headers: { ...credentialsOf(role, reader), 'x-forwarded-for': freshAddress() },
        })
        const html = await res.text()
        const toSignIn = /\/admin\/login/.test(res.headers().location ?? '') || SIGN_IN_REDIRECT.test(html)
        const outsider = role === 'anonymous' || role === 'reader'
        expect(toSignIn, `${page} as ${role}: sent to the sign-in page`).toBe(outsider)
        // Nothing of the CMS's data on an outsider's page (an editor's own pages name them).
        if (outsider) expect(html.includes(ADMIN.email), `${page} as ${role}: the team's data`).toBe(false)
        if (!toSignIn) expect(res.status(), `${page} as ${role}`).toBe(200)
      }
    }

    // A read (the team's list) and a write (scheduling a publish) through the admin's Server Function.
    const made = await api.post('/api/cms/articles?draft=true', {
      headers: { authorization: `JWT ${editors.editor}`, 'x-forwarded-for': freshAddress() },
      data: {
        title: `Security review ${stamp}`,
        section: 'wellness',
        summary: 'A draft for the admin’s Server Functions.',
        _status: 'draft',
        body: doc(paragraph('A paragraph.')),
      },
    })
    expect(made.status(), await made.text()).toBe(201)
    const article = ((await made.json()) as { doc: { id: number } }).doc.id
    const schedule = {
      type: 'publish',
      // A Date, as React encodes one in a Server Function's arguments.
      date: '$D2099-01-01T00:00:00.000Z',
      doc: { relationTo: 'articles', value: String(article) },
    }
    for (const role of ROLES) {
      const headers = credentialsOf(role, reader)
      const team = await serverFunction('table-state', { collectionSlug: 'users', query: {} }, headers)
      const signedIn = role !== 'anonymous' && role !== 'reader'
      expect(team.text.includes(ADMIN.email), `the team's list as ${role}`).toBe(signedIn)
      const scheduled = await serverFunction('schedule-publish', schedule, headers)
      expect(
        scheduled.text.includes('"message":"Success"'),
        `scheduling a publish as ${role}: ${scheduled.status} ${scheduled.text.slice(0, 300)}`,
      ).toBe(role === 'editor' || role === 'admin')
      if (role === 'writer') expect(scheduled.text).toContain('You are not allowed to perform this action.')
    }
    const crossSite = await serverFunction(
      'table-state',
      { collectionSlug: 'users', query: {} },
      {
        ...credentialsOf('admin', reader),
        origin: EVIL,
      },
    )
    expect(crossSite.status).toBe(403)
    expect(JSON.parse(crossSite.text)).toEqual({ error: CROSS_SITE })
  })

  test('GET /metrics answers this machine, never a reader that nginx on this machine passes on', async () => {
    const scrape = (base: string, headers: Record<string, string> = {}) =>
      api.get(`${base}/metrics`, { headers }).then((r) => r.status())
    // This machine, directly and through nginx (which adds 127.0.0.1): the scraper beside the instance.
    expect(await scrape(site)).toBe(200)
    expect(await scrape(nginx!.url)).toBe(200)
    // A reader's request as nginx passes it on (their address in X-Forwarded-For; the connection is nginx's).
    expect(await scrape(site, { 'x-forwarded-for': '203.0.113.9' })).toBe(403)
    expect(await scrape(nginx!.url, { 'x-forwarded-for': '203.0.113.9' })).toBe(403)
    expect(await scrape(nginx!.url, { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })).toBe(403)
    expect(await scrape(site, { 'x-real-ip': '198.51.100.2' })).toBe(403)
  })

  test('a reader’s calls: anonymous 401, an editor of every role 401, the signed-in reader 200', async () => {
    const readerCalls = calls.filter((c) => needsReader(c.row))
    expect(readerCalls.map((c) => c.row.call).sort()).toEqual([
      'DELETE /api/account',
      'POST /api/auth/clear-cookie',
      'POST /api/auth/set-cookie',
      'POST /api/auth/token',
      'PUT /api/profile/{rvoId}/site-flags/{site}',
    ])
    for (const call of readerCalls)
      for (const role of ['anonymous', 'writer', 'editor', 'admin'] as const)
        expect(
          (await send(call, freshAddress(), { headers: credentialsOf(role, { cookie: '' }) })).status,
          `${call.row.call} as ${role}`,
        ).toBe(401)

    const callOf = (name: string) => readerCalls.find((c) => c.row.call === name)!
    let reader = await signInReader()
    const refreshed = await send(callOf('POST /api/auth/set-cookie'), freshAddress(), {
      headers: { cookie: reader.cookie },
      body: JSON.stringify({ isAuthenticated: true, email: reader.email, provider: 'google' }),
    })
    expect(refreshed.status, refreshed.text).toBe(200)
    const renewed = /wr_session=([^;]+)/.exec(refreshed.headers['set-cookie'] ?? '')?.[1]
    expect(renewed).toBeTruthy()
    reader = { ...reader, cookie: `wr_session=${renewed}` }
    const flags = await send(callOf('PUT /api/profile/{rvoId}/site-flags/{site}'), freshAddress(), {
      ...(await readerOverrides(callOf('PUT /api/profile/{rvoId}/site-flags/{site}'), reader)),
      body: JSON.stringify({ label: 'onboarding', status: 'viewed' }),
    })
    expect(flags.status, flags.text).toBe(200)
    const signedOut = await send(callOf('POST /api/auth/clear-cookie'), freshAddress(), {
      headers: { cookie: reader.cookie },
    })
    expect(signedOut.status, signedOut.text).toBe(200)
    const again = await signInReader()
    const deleted = await send(callOf('DELETE /api/account'), freshAddress(), {
      headers: { cookie: again.cookie },
    })
    expect(deleted.status, deleted.text).toBe(200)
  })
})

test('control: the checks fail on a call that does not do what its row says', async () => {
  const callOf = (name: string) => calls.find((c) => c.row.call === name)!
  // The drivers call checks no Origin: read as a same-origin call, it fails.
  expect(await originProblems(callOf('POST /api/drivers/v4/{path}'), 'same-origin')).not.toEqual([])
  // A consent decision is never limited: read as a limited call, it fails.
  const limited = { kind: 'named', points: LOW, seconds: 600, name: 'consent', refusal: 429 } as const
  expect(await limitProblems(callOf('PATCH /api/consent'), limited)).not.toEqual([])
  // A limit stated one byte off, either way.
  const validate = callOf('POST /consent/validate')
  expect(await bodyProblems(validate, validate.row.maxBytes! - 1)).not.toEqual([])
  expect(await bodyProblems(validate, validate.row.maxBytes! + 1)).not.toEqual([])
  // The team's list said to be anyone's.
  const users = cms.collections.find((c) => c.slug === 'users')!
  const wrong = { collections: [{ ...users, read: ROLES }], globals: [] }
  expect(await cmsProblems(wrong, { cookie: '' })).toEqual([
    'read users as anonymous: 403, yet the table allows it',
    'read users as reader: 403, yet the table allows it',
  ])
})

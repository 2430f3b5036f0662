import { handleEndpoints, type Payload } from 'payload'
import pg from 'pg'
import { SESSIONS_LOCK_ID } from '@/cms/sessionWrites'
import { createTestPayload, dbTargets } from './helpers'

/**
 * Editors' sessions through Payload's own REST API (`/api/cms/users/…`), as the admin calls it. Payload keeps
 * an account's sessions as one list on the user's row; signing in, renewing and signing out each read the list
 * and write it back whole. Several at once for one account must not lose each other's session: an editor
 * signed in on a laptop and a phone (or, in the end-to-end suite, two journeys as one editor) stays signed in
 * on both.
 */
const EMAIL = 'sessions-editor@wellread.test'
const PASSWORD = 'sessions-password-Wellread-1'
const AT_ONCE = 6

describe.each(dbTargets())('editor sessions on $kind', (target) => {
  let payload: Payload
  let key: string
  let cleanup: () => Promise<void>

  const call = (path: string, init: RequestInit = {}) =>
    handleEndpoints({
      config: payload.config,
      payloadInstanceCacheKey: key,
      request: new Request(`http://127.0.0.1/api/cms${path}`, init),
    })
  const login = async () => {
    const res = await call('/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    })
    expect(res.status, await res.clone().text()).toBe(200)
    return ((await res.json()) as { token: string }).token
  }
  const me = async (token: string) => {
    const res = await call('/users/me', { headers: { Authorization: `JWT ${token}` } })
    return ((await res.json()) as { user: { email: string } | null }).user?.email ?? null
  }

  beforeAll(async () => {
    ;({ payload, key, cleanup } = await createTestPayload(target))
    await payload.create({
      collection: 'users',
      data: { email: EMAIL, password: PASSWORD, name: 'Sessions Editor', role: 'editor' },
      overrideAccess: true,
    })
  }, 120_000)
  afterAll(async () => {
    await cleanup?.()
  })

  it(`${AT_ONCE} sign-ins at once as one editor each get a session that works`, async () => {
    const tokens = await Promise.all(Array.from({ length: AT_ONCE }, login))
    const signedIn = await Promise.all(tokens.map(me))
    expect(signedIn).toEqual(tokens.map(() => EMAIL))
  })

  it('renewing one session while signing in on another device keeps both', async () => {
    const first = await login()
    const [renewed, second] = await Promise.all([
      call('/users/refresh-token', { method: 'POST', headers: { Authorization: `JWT ${first}` } }),
      login(),
    ])
    expect(renewed.status, await renewed.clone().text()).toBe(200)
    const renewedToken = ((await renewed.json()) as { refreshedToken: string }).refreshedToken
    expect(await me(renewedToken)).toBe(EMAIL)
    expect(await me(second)).toBe(EMAIL)
  })

  it('signing out ends that session only, even while another device signs in', async () => {
    const leaving = await login()
    const staying = await login()
    const [out, arriving] = await Promise.all([
      call('/users/logout', { method: 'POST', headers: { Authorization: `JWT ${leaving}` } }),
      login(),
    ])
    expect(out.status, await out.clone().text()).toBe(200)
    expect(await me(leaving)).toBeNull()
    expect(await me(staying)).toBe(EMAIL)
    expect(await me(arriving)).toBe(EMAIL)
  })

  // Several instances share one database only on Postgres (SQLite is one instance's file).
  if (target.kind === 'postgres')
    it('on Postgres a sign-in waits while another instance holds the turn', async () => {
      // Another instance, as far as Postgres can tell: its own connection holding the sessions' lock.
      const other = new pg.Client({ connectionString: process.env.DATABASE_URL })
      await other.connect()
      try {
        await other.query('SELECT pg_advisory_lock($1)', [SESSIONS_LOCK_ID])
        let finished = false
        const signingIn = login().then((token) => {
          finished = true
          return token
        })
        await new Promise((resolve) => setTimeout(resolve, 1_000))
        expect(finished).toBe(false)
        await other.query('SELECT pg_advisory_unlock($1)', [SESSIONS_LOCK_ID])
        expect(await me(await signingIn)).toBe(EMAIL)
      } finally {
        await other.end()
      }
    })
})

import { memoryRateLimiter } from '@/platform/state/adapters/memory'
import type { AuthDependencies } from './http'
import type {
  IdClaims,
  OidcChecks,
  OidcProviderPort,
  ReaderRecord,
  ReaderStore,
  SessionRecord,
  SubscriptionExport,
} from './types'

/*
 * For the handlers' unit tests: readers and sessions kept in memory (the database store is covered by
 * tests/int/auth.int.spec.ts), and a stand-in for a provider that checks what a real one checks of the
 * flow (the code it issued, the state, the PKCE verifier) and answers fixed claims.
 */

/** A reader store in memory, with the newsletter subscriptions it can export and delete. */
export function memoryReaderStore(subscriptions: SubscriptionExport[] = []) {
  const readers = new Map<number, ReaderRecord>()
  const sessions = new Map<number, SessionRecord & { tokenHash: string }>()
  let nextId = 1
  const plain = ({ tokenHash: _hash, ...session }: SessionRecord & { tokenHash: string }): SessionRecord =>
    session

  const store: ReaderStore = {
    async upsertReader(identity, now) {
      const existing = [...readers.values()].find(
        (r) => r.authProvider === identity.provider && r.providerSubject === identity.subject,
      )
      if (existing) {
        const updated: ReaderRecord = {
          ...existing,
          lastSignInAt: now.toISOString(),
          ...(identity.firstName !== undefined ? { firstName: identity.firstName } : {}),
          ...(identity.lastName !== undefined ? { lastName: identity.lastName } : {}),
          ...(identity.email ? { email: identity.email } : {}),
        }
        readers.set(Number(existing.id), updated)
        return updated
      }
      const id = nextId++
      const reader: ReaderRecord = {
        id,
        firstName: identity.firstName ?? '',
        lastName: identity.lastName ?? '',
        email: identity.email,
        phoneNumber: '',
        rvoId: `rvo-${id}`,
        hsId: `hs-${id}`,
        memberSince: now.toISOString(),
        lastSignInAt: now.toISOString(),
        authProvider: identity.provider,
        providerSubject: identity.subject,
        siteFlags: [],
      }
      readers.set(id, reader)
      return reader
    },
    async createSession({ readerId, tokenHash, provider, expiresAt, now }) {
      const id = nextId++
      const session = {
        id,
        readerId,
        provider,
        tokenHash,
        createdAt: now.toISOString(),
        expiresAt: expiresAt.toISOString(),
        lastSeenAt: now.toISOString(),
      }
      sessions.set(id, session)
      return plain(session)
    },
    async findSession(tokenHash) {
      const session = [...sessions.values()].find((s) => s.tokenHash === tokenHash)
      const reader = session && readers.get(Number(session.readerId))
      return session && reader ? { session: plain(session), reader } : null
    },
    async updateSession(id, { tokenHash, expiresAt, lastSeenAt }) {
      const session = sessions.get(Number(id))
      if (!session) return
      sessions.set(Number(id), {
        ...session,
        ...(tokenHash ? { tokenHash } : {}),
        ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}),
        ...(lastSeenAt ? { lastSeenAt: lastSeenAt.toISOString() } : {}),
      })
    },
    async deleteSession(id) {
      sessions.delete(Number(id))
    },
    async findReaderByRvoId(rvoId) {
      return [...readers.values()].find((r) => r.rvoId === rvoId) ?? null
    },
    async setSiteFlags(readerId, flags) {
      const reader = readers.get(Number(readerId))
      if (reader) readers.set(Number(readerId), { ...reader, siteFlags: flags })
    },
    async sessionsOf(readerId) {
      return [...sessions.values()].filter((s) => s.readerId === readerId).map(plain)
    },
    async subscriptionsOf(email) {
      return subscriptions.filter((s) => s.email === email)
    },
    async deleteReader(readerId) {
      const reader = readers.get(Number(readerId))
      readers.delete(Number(readerId))
      for (const [id, s] of sessions) if (s.readerId === readerId) sessions.delete(id)
      for (let i = subscriptions.length - 1; i >= 0; i--)
        if (subscriptions[i]!.email === reader?.email) subscriptions.splice(i, 1)
    },
  }
  return { store, readers, sessions, subscriptions }
}

/**
 * A provider that sends the browser to `https://{name}.provider.test/authorize` with the S256 challenge,
 * state and nonce, and on return accepts only the code it issued for those checks (once), answering
 * `claims`. `fail()` makes the next `authorizationUrl` throw (the provider is unreachable).
 */
export function fakeProvider(name: string, claims: IdClaims) {
  const issued = new Map<string, OidcChecks>()
  let down = false
  const calls: { redirectUri: string }[] = []
  const port: OidcProviderPort = {
    async authorizationUrl(checks, redirectUri) {
      if (down) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
      calls.push({ redirectUri })
      const code = `code-${issued.size + 1}`
      issued.set(code, checks)
      const url = new URL(`https://${name}.provider.test/authorize`)
      url.search = new URLSearchParams({
        redirect_uri: redirectUri,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge_method: 'S256',
        // What the fake hands the test, for its "browser" to come back with.
        test_code: code,
      }).toString()
      return url
    },
    async finish(callbackUrl, checks, redirectUri) {
      const code = callbackUrl.searchParams.get('code') ?? ''
      const expected = issued.get(code)
      if (!expected) throw Object.assign(new Error('invalid_grant'), { error: 'invalid_grant' })
      issued.delete(code)
      if (callbackUrl.searchParams.get('state') !== checks.state) throw new Error('state mismatch')
      if (expected.codeVerifier !== checks.codeVerifier)
        throw Object.assign(new Error('PKCE'), { error: 'invalid_grant' })
      if (expected.nonce !== checks.nonce) throw new Error('nonce mismatch')
      if (!callbackUrl.toString().startsWith(redirectUri)) throw new Error('redirect_uri mismatch')
      return claims
    },
  }
  return {
    port,
    calls,
    fail() {
      down = true
    },
  }
}

export const SITE = 'https://wellread.example'

/** Handler dependencies around a memory store and fake providers. */
export function testDependencies(overrides: Partial<AuthDependencies> = {}): AuthDependencies {
  return {
    providers: {},
    store: memoryReaderStore().store,
    secret: 'auth-handler-test-secret-0123456789abcdef',
    siteUrl: SITE,
    sessionDays: 30,
    dailyDoseUrl: null,
    trustedOrigins: [SITE],
    signInLimiter: memoryRateLimiter({
      name: `auth-test-${Math.random()}`,
      points: 1_000,
      durationSeconds: 900,
    }),
    callbackLimiter: memoryRateLimiter({
      name: `auth-test-callback-${Math.random()}`,
      points: 1_000,
      durationSeconds: 900,
    }),
    accountLimiter: memoryRateLimiter({
      name: `auth-test-account-${Math.random()}`,
      points: 1_000,
      durationSeconds: 60,
    }),
    log: () => {},
    ...overrides,
  }
}

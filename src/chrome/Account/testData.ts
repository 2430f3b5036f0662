/*
 * A fake network for the account islands' component tests, installed as the page's `fetch`: the account
 * endpoints answer as the contract says (`src/lib/account/contract.ts`) unless a test says otherwise, and
 * anything else (the bot check, the newsletter sign-up) goes to the newsletter's fake with its real bot
 * check. Every call is recorded with its bearer token. Test-only (nothing in the app imports a testData.ts).
 */
import { AUTH_ROUTES, type AuthUser, type SiteFlag } from '@/lib/account/contract'
import type { SignInOption } from '@/services/auth/shared'
import { fakeNewsletterNetwork, type SignupAnswer } from '../../../tests/unit/newsletter-fakes'

/** Both providers configured, neither a local stand-in: the ways to sign in of a production site. */
export const BOTH_PROVIDERS: readonly SignInOption[] = [
  { provider: 'apple', local: false },
  { provider: 'google', local: false },
]

export const sampleMember: AuthUser = {
  firstName: 'Ana',
  lastName: 'López',
  fullName: 'Ana López',
  email: 'ana@example.com',
  phoneNumber: '',
  initials: 'AL',
  rvoId: 'rvo_123',
  hsId: 'hs_9',
  memberSince: '2025-01-02T00:00:00.000Z',
  authProvider: 'google',
}

export const TEST_TOKEN = 'token-1'

export type AccountCall = { path: string; method: string; body: unknown; authorization: string | null }
type Answer = () => Response | Promise<Response>

export function fakeAccountNetwork({
  user = sampleMember,
  session,
  token,
  flags = [],
  putFlag,
  clearCookie,
  deleteAccount,
  signup,
}: {
  /** Who `GET /api/auth/session` says is signed in. */
  user?: AuthUser | null
  session?: Answer
  token?: Answer
  /** The member's flags (GET answers them), or an answer. */
  flags?: SiteFlag[] | Answer
  putFlag?: Answer
  clearCookie?: Answer
  deleteAccount?: Answer
  signup?: SignupAnswer
} = {}) {
  const newsletter = fakeNewsletterNetwork({ signup })
  const calls: AccountCall[] = []
  const flagsPath = user ? AUTH_ROUTES.siteFlags(user.rvoId) : null
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    )
    const method = init.method ?? 'GET'
    const headers = new Headers(init.headers)
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null
    calls.push({ path: url.pathname, method, body, authorization: headers.get('authorization') })
    if (flagsPath && url.pathname === flagsPath) {
      if (headers.get('authorization') !== `Bearer ${TEST_TOKEN}`)
        return Response.json({ error: 'Unauthorized' }, { status: 401 })
      if (method === 'PUT') {
        if (putFlag) return putFlag()
        const current = Array.isArray(flags) ? flags : []
        return Response.json({ flags: [...current, body] })
      }
      return typeof flags === 'function' ? flags() : Response.json({ flags })
    }
    switch (url.pathname) {
      case AUTH_ROUTES.session:
        return session ? session() : Response.json({ user })
      case AUTH_ROUTES.token:
        if (token) return token()
        return user
          ? Response.json({ token: TEST_TOKEN, expiresIn: 300 })
          : Response.json({ error: 'No authenticated accounts found' }, { status: 401 })
      case AUTH_ROUTES.clearCookie:
        return clearCookie ? clearCookie() : Response.json({ ok: true })
      case AUTH_ROUTES.account:
        if (method === 'DELETE') return deleteAccount ? deleteAccount() : Response.json({ deleted: true })
        return Response.json({ user })
      default:
        // Recorded here; the newsletter's fake records it again and answers it.
        return newsletter.fetch(input, init)
    }
  }
  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    /** The calls to a path (and method), in order. */
    callsTo: (path: string, method?: string) =>
      calls.filter((c) => c.path === path && (method === undefined || c.method === method)),
    /** Every call, as "METHOD /path", in order. */
    paths: () => calls.map((c) => `${c.method} ${c.path}`),
  }
}

const HINT_EXPIRED = 'Thu, 01 Jan 1970 00:00:00 GMT'

/** Set or clear the signed-in hint cookie (`wr_auth=1`) in the test page. */
export function setSignedInHint(on: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the islands read `document.cookie`, so the test page sets it
  document.cookie = on ? 'wr_auth=1; path=/' : `wr_auth=; path=/; expires=${HINT_EXPIRED}`
}

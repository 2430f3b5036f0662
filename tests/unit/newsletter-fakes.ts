/*
 * A fake network for the newsletter form's and the Subscribe dialog's tests, passed in as their `fetch`:
 * the bot check is real (challenges from the bot-check service, solved by the form, verified here), the
 * sign-up answer is whatever the test says, and the drivers and profile calls answer the placements the
 * test fills. Every call is recorded.
 */

import { memoryKeyValueStore } from '@/platform/state/adapters/memory'
import { createBotCheckChallenge, verifyBotCheckToken } from '@/services/botcheck/botcheck'
import type { DriverView } from '@/services/drivers/shared'

export type RecordedCall = { path: string; method: string; body: unknown }
export type SignupAnswer = (body: Record<string, unknown>) => Response | Promise<Response>

const HMAC_KEY = 'newsletter-test-bot-check-key-0123456789abcdef'

export function fakeNewsletterNetwork({
  signup = () => Response.json({ success: true, status: 'pending' }),
  placements = {},
}: {
  signup?: SignupAnswer
  /** The drivers API's answer per placement (missing: null, not filled); a function answers per call. */
  placements?: Record<string, DriverView | null> | (() => Response | Promise<Response>)
} = {}) {
  const calls: RecordedCall[] = []
  const tokens = memoryKeyValueStore()
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    )
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null
    calls.push({ path: url.pathname, method: init.method ?? 'GET', body })
    if (url.pathname === '/api/bot-check/challenge')
      return Response.json(await createBotCheckChallenge({ hmacKey: HMAC_KEY, maxNumber: 400 }))
    if (url.pathname === '/api/activate/site') {
      const check = await verifyBotCheckToken(String(body?.recaptcha ?? ''), {
        hmacKey: HMAC_KEY,
        store: tokens,
      })
      if (!check.ok) return Response.json({ success: false, error: 'The bot check failed.' }, { status: 400 })
      return signup(body ?? {})
    }
    if (url.pathname === '/api/cdp/profile/v3') return Response.json({ audiences: [] })
    if (url.pathname.startsWith('/api/drivers/v4')) {
      if (typeof placements === 'function') return placements()
      const names = (body?.articlePlacements as string[] | undefined) ?? []
      return Response.json({
        placementDrivers: Object.fromEntries(names.map((n) => [n, placements[n] ?? null])),
      })
    }
    return Response.json({ error: 'not found' }, { status: 404 })
  }
  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    callsTo: (path: string) => calls.filter((c) => c.path === path),
  }
}

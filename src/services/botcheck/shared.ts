/*
 * The share call's bot check as the browser uses it: a self-hosted proof of work (ALTCHA, no third party,
 * no cookies, nothing about the reader sent anywhere). The widget asks `GET /api/bot-check/challenge`,
 * spends a second or two of CPU finding the counter that solves it, and sends the result as `token` with
 * `POST /api/optum-coupon-info-share`. Each token works once and for 10 minutes.
 *
 * This module ships to the browser only when the widget loads it (load it when the reader opens the email,
 * text or wallet action, not with the page).
 */
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import type { Challenge, Solution } from 'altcha-lib/types'
import { PRICING_ENDPOINTS } from '../pricing/shared'

export const BOT_CHECK_ENDPOINT = PRICING_ENDPOINTS.botCheck
/** The key derivation the challenges use (one SHA-256 per attempt). */
export const BOT_CHECK_ALGORITHM = 'SHA-256'
/** How long a challenge can be solved and used, from when it was issued. */
export const BOT_CHECK_TTL_SECONDS = 10 * 60

/** What the challenge endpoint answers (ALTCHA v2). */
export type BotCheckChallenge = Challenge
/** The token: base64 of `{ challenge, solution }` (ALTCHA's payload format). */
export type BotCheckPayload = { challenge: Challenge; solution: Solution }

export function encodeBotCheckToken(payload: BotCheckPayload): string {
  // Every value in the payload is ASCII (hex, numbers), so btoa is safe here.
  return btoa(JSON.stringify(payload))
}

/**
 * Fetch a challenge and solve it; resolves to the token for the share call. Rejects when the endpoint fails
 * or the work is not done within `timeoutMs` (the widget then shows its send-failure view).
 */
export async function solveBotCheck({
  fetch: fetchImpl = globalThis.fetch,
  endpoint = BOT_CHECK_ENDPOINT,
  signal,
  timeoutMs = 60_000,
}: {
  fetch?: typeof fetch
  endpoint?: string
  signal?: AbortSignal
  timeoutMs?: number
} = {}): Promise<string> {
  const response = await fetchImpl(endpoint, { cache: 'no-store', signal })
  if (!response.ok) throw new Error(`The bot check is unavailable (${response.status}).`)
  const challenge = (await response.json()) as Challenge
  const controller = new AbortController()
  signal?.addEventListener('abort', () => controller.abort(), { once: true })
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: timeoutMs })
  if (!solution) throw new Error('The bot check was not solved in time.')
  return encodeBotCheckToken({ challenge, solution })
}

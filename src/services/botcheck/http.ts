import 'server-only'
import { json, withErrors } from '@/platform/http'
import type { BotCheckChallenge } from './shared'

/**
 * `GET /api/bot-check/challenge`: a fresh proof-of-work challenge for the coupon share call. Never cached:
 * every reader needs their own.
 */
export function handleBotCheckChallenge(create: () => Promise<BotCheckChallenge>): Promise<Response> {
  return withErrors('bot-check', async () => json(await create(), { cacheControl: 'private, no-store' }))
}

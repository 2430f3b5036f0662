import { newBotCheckChallenge } from '@/services/botcheck'
import { handleBotCheckChallenge } from '@/services/botcheck/http'

// A new challenge on every request.
export const dynamic = 'force-dynamic'

/** `GET /api/bot-check/challenge` → a proof-of-work challenge for the coupon share call (see the handler). */
export function GET(): Promise<Response> {
  return handleBotCheckChallenge(newBotCheckChallenge)
}

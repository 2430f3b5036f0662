import { createHmac } from 'node:crypto'
import { createChallenge, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { z } from 'zod'
import type { KeyValueStore } from '@/platform/state'
import {
  BOT_CHECK_ALGORITHM,
  BOT_CHECK_TTL_SECONDS,
  type BotCheckChallenge,
  type BotCheckPayload,
} from './shared'

/** Tokens are small (a few hundred characters); anything much larger is not one. */
export const MAX_TOKEN_LENGTH = 4_096

/** The second secret ALTCHA uses to sign the expected key, derived from the main one. */
export const keySignatureSecret = (hmacKey: string) =>
  createHmac('sha256', hmacKey).update('bot-check-key-signature').digest('hex')

/**
 * A new challenge: the server picks a random counter below `maxNumber` and publishes a prefix of the key it
 * derives, so a client must try about maxNumber / 2 counters to find it (a second or two in a browser, far
 * too slow for bulk sending), while checking a solution costs the server one HMAC. Signed with `hmacKey`,
 * expiring after 10 minutes.
 */
export function createBotCheckChallenge({
  hmacKey,
  maxNumber,
  now = Date.now(),
}: {
  hmacKey: string
  maxNumber: number
  now?: number
}): Promise<BotCheckChallenge> {
  return createChallenge({
    algorithm: BOT_CHECK_ALGORITHM,
    cost: 1,
    // Never a trivially small counter: every challenge costs at least a tenth of the full work.
    counter: randomInt(maxNumber, Math.floor(maxNumber / 10)),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + BOT_CHECK_TTL_SECONDS,
    hmacSignatureSecret: hmacKey,
    hmacKeySignatureSecret: keySignatureSecret(hmacKey),
  })
}

const hex = z.string().regex(/^[0-9a-f]+$/)
/** The shape of a token this server could have issued; anything else is refused before any crypto. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(BOT_CHECK_ALGORITHM),
      nonce: hex.max(64),
      salt: hex.max(64),
      cost: z.literal(1),
      keyLength: z.number().int().min(16).max(64),
      keyPrefix: hex.max(128),
      keySignature: hex.max(128),
      expiresAt: z.number().int().positive(),
    }),
    signature: hex.max(128),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: hex.max(128),
    time: z.number().optional(),
  }),
})

export type BotCheckResult =
  | { ok: true }
  | { ok: false; reason: 'malformed' | 'expired' | 'invalid' | 'reused' }

function decode(token: string): BotCheckPayload | null {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(token, 'base64').toString('utf8'))
  } catch {
    return null
  }
  // Validated, but the original object is what gets verified: the signature covers the parameters exactly.
  return payloadSchema.safeParse(json).success ? (json as BotCheckPayload) : null
}

/**
 * Check a token from the share call: well formed, signed by this server, not expired, solved, and not used
 * before. A token is marked used (until its challenge expires) only once it has passed every other check,
 * so made-up tokens cannot fill the store; the mark is an atomic increment, so two requests racing with
 * the same token cannot both pass.
 */
export async function verifyBotCheckToken(
  token: string,
  {
    hmacKey,
    store,
    now = Date.now(),
  }: { hmacKey: string; store: Pick<KeyValueStore, 'increment'>; now?: number },
): Promise<BotCheckResult> {
  const payload = decode(token)
  if (!payload) return { ok: false, reason: 'malformed' }
  const expiresAt = payload.challenge.parameters.expiresAt ?? 0
  // altcha-lib checks expiry against the clock too; checking here first lets tests and callers pass `now`.
  if (expiresAt * 1000 <= now) return { ok: false, reason: 'expired' }
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: hmacKey,
    hmacKeySignatureSecret: keySignatureSecret(hmacKey),
  })
  if (result.expired) return { ok: false, reason: 'expired' }
  if (!result.verified) return { ok: false, reason: 'invalid' }
  const ttlSeconds = Math.max(1, expiresAt - Math.floor(now / 1000) + 1)
  const uses = await store.increment(`botcheck:used:${payload.challenge.signature}`, { ttlSeconds })
  return uses === 1 ? { ok: true } : { ok: false, reason: 'reused' }
}

import 'server-only'
import { createHmac } from 'node:crypto'
import { config } from '@/platform/config.mjs'
import { resolvePayloadSecret } from '@/platform/runtime'

/** A secret for one purpose, derived from another: knowing one never gives away the other. */
export const derive = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(purpose).digest('hex')

/**
 * The key that signs bot-check challenges: `BOT_CHECK_HMAC_KEY`, or one derived from PAYLOAD_SECRET, so
 * every app instance sharing that secret accepts the others' challenges.
 */
export function botCheckKey(): string {
  return config().botCheck.hmacKey ?? derive(resolvePayloadSecret(), 'bot-check')
}

/**
 * The key for the share limits' address hashes (rate limits count sends per email address or phone number
 * under a keyed hash, never the address). Derived from PAYLOAD_SECRET, shared by every instance.
 */
export function addressHashKey(): string {
  return derive(resolvePayloadSecret(), 'coupon-share-address')
}

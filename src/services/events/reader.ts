/**
 * How the events ingest tells readers apart without identifying them (issue 30): a daily-rotating salted hash,
 * as Plausible does. The salt is random, made by the first instance that needs it that day and shared through
 * the state store (Redis when several instances run), and expires two days later; nothing stores it elsewhere.
 * The same reader (address and browser) on the same day hashes the same; across days, or once the salt is
 * gone, no one can link the hashes or recover the address from them.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { KeyValueStore } from '@/platform/state'

/** How long a day's salt is kept: the day itself and a day of grace for late beacons. */
export const SALT_TTL_SECONDS = 2 * 86_400

/** The reader's hash for a day's salt: 16 characters of SHA-256 over the salt, the address and the browser. */
export function readerHash(salt: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${address}\n${userAgent}`).digest('base64url').slice(0, 16)
}

/** The salt of `day` ("2026-11-30"): the one in the store, or a new random one if this instance makes it first. */
export async function dailySalt(store: KeyValueStore, day: string): Promise<string> {
  const key = `events:salt:${day}`
  const fresh = randomBytes(18).toString('base64url')
  if (await store.claim(key, fresh, SALT_TTL_SECONDS)) return fresh
  const held = await store.get<string>(key)
  // The holder expired between the claim and the read: claim again (the store keeps one holder at a time).
  if (typeof held === 'string') return held
  await store.claim(key, fresh, SALT_TTL_SECONDS)
  return (await store.get<string>(key)) ?? fresh
}

import { createHmac } from 'node:crypto'

/**
 * The key a per-address rate limit counts under: a keyed hash (HMAC-SHA256) of the normalised address and
 * its kind. The limiter's store (memory, or Redis shared by every instance) never holds an email address or
 * phone number, and without the server's key the hash cannot be checked against a list of addresses.
 */
export function addressLimitKey(kind: 'email' | 'phone', normalisedAddress: string, secret: string): string {
  return createHmac('sha256', secret).update(`${kind}:${normalisedAddress}`).digest('hex')
}

/** "7 minutes", "1 minute", "30 seconds": how long until the reader may try again. */
export function waitText(seconds: number): string {
  if (seconds < 60) {
    const s = Math.max(1, Math.ceil(seconds))
    return `${s} second${s === 1 ? '' : 's'}`
  }
  const m = Math.ceil(seconds / 60)
  return `${m} minute${m === 1 ? '' : 's'}`
}

/** The 429 message past the per-address limit. */
export function addressLimitMessage(
  kind: 'email' | 'phone',
  {
    perAddress,
    windowSeconds,
    retryAfterSeconds,
  }: { perAddress: number; windowSeconds: number; retryAfterSeconds: number },
): string {
  const what = kind === 'email' ? 'email address' : 'phone number'
  return `${perAddress} coupons have already been sent to this ${what} in the last ${waitText(windowSeconds)}. Please try again in ${waitText(retryAfterSeconds)}.`
}

/** The 429 message past the per-connection limit. */
export function ipLimitMessage(retryAfterSeconds: number): string {
  return `Too many coupons have been sent from your connection. Please try again in ${waitText(retryAfterSeconds)}.`
}

import { createHmac, timingSafeEqual } from 'node:crypto'
import type { AdPosition } from '@/lib/ads'
import { AD_CLICK_API } from './shared'

/*
 * The ads' click address (issue 28): `/api/ads/click?c={creative}&p={position}&s={signature}`. The signature
 * (HMAC-SHA256 of the creative and the position with the site's secret, 22 characters of base64url) makes the
 * address unforgeable: the redirect goes only to the creative's own URL, read from the catalog, so it is never
 * an open redirect, and counts cannot be made up for other creatives.
 */

/** The click links' own key, derived from the site's secret once per secret (it is asked for on every decision). */
const keys = new Map<string, Buffer>()
function key(secret: string): Buffer {
  let derived = keys.get(secret)
  if (!derived) {
    derived = createHmac('sha256', secret).update('ad-click').digest()
    keys.set(secret, derived)
  }
  return derived
}

export function clickSignature(secret: string, creativeId: string, position: AdPosition): string {
  return createHmac('sha256', key(secret))
    .update(`${creativeId}.${position}`)
    .digest('base64url')
    .slice(0, 22)
}

export function clickUrl(secret: string, creativeId: string, position: AdPosition): string {
  const params = new URLSearchParams({
    c: creativeId,
    p: position,
    s: clickSignature(secret, creativeId, position),
  })
  return `${AD_CLICK_API}?${params}`
}

export function validClickSignature(
  secret: string,
  creativeId: string,
  position: AdPosition,
  signature: string,
): boolean {
  const expected = Buffer.from(clickSignature(secret, creativeId, position))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

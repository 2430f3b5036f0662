// @ts-check
import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The image proxy's signature (issue 31), in plain JavaScript so that the bench and the HTTP edge sign and check
 * addresses exactly as pages do (`src/content/imageAddress.ts` builds on it).
 */

/** @typedef {{ file: string, width: number, version: string }} SignedVariant */

/**
 * The signing key, derived from the site's secret (so every instance agrees and nobody else can sign).
 * @param {string} secret
 * @returns {Buffer}
 */
export function imageSigningKey(secret) {
  return createHmac('sha256', secret).update('wellread.image-proxy').digest()
}

/**
 * A variant's signature: 16 characters of an HMAC over file, width and version.
 * @param {Buffer} key @param {SignedVariant} v
 */
export function signVariant(key, v) {
  return createHmac('sha256', key)
    .update(`${v.file}\n${v.width}\n${v.version}`)
    .digest('base64url')
    .slice(0, 16)
}

/**
 * Whether `signature` is the variant's, compared in constant time.
 * @param {Buffer} key @param {SignedVariant} v @param {string} signature
 */
export function signatureMatches(key, v, signature) {
  const expected = Buffer.from(signVariant(key, v))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

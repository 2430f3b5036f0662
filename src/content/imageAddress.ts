import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { IMAGE_ROUTE } from '@/lib/images'
import { resolvePayloadSecret } from '@/platform/runtime'
import { setImageSigner, type VariantKey } from './imageSigner'

/**
 * The image proxy's signed addresses (issue 31): a page rendered on the server names each variant of an upload
 * by file, ladder width and version, signed with a key derived from the site's secret, so the proxy resizes only
 * what a page of this site asked for (`src/services/images/` checks the signature).
 */

/** The signing key, derived from the site's secret (so every instance agrees and nobody else can sign). */
export function imageSigningKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('wellread.image-proxy').digest()
}

/** A variant's signature: 16 characters of an HMAC over file, width and version. */
export function signVariant(key: Buffer, v: VariantKey): string {
  return createHmac('sha256', key)
    .update(`${v.file}\n${v.width}\n${v.version}`)
    .digest('base64url')
    .slice(0, 16)
}

/** Whether `signature` is the variant's, compared in constant time. */
export function signatureMatches(key: Buffer, v: VariantKey, signature: string): boolean {
  const expected = Buffer.from(signVariant(key, v))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The address of a signed variant. */
export function variantUrl(key: Buffer, v: VariantKey): string {
  const query = new URLSearchParams({ w: String(v.width), v: v.version, s: signVariant(key, v) })
  return `${IMAGE_ROUTE}${encodeURIComponent(v.file)}?${query.toString()}`
}

let cachedKey: { secret: string; key: Buffer } | null = null

/** This site's signing key (from PAYLOAD_SECRET, or the generated secret). */
export function siteImageKey(): Buffer {
  const secret = resolvePayloadSecret()
  if (cachedKey?.secret !== secret) cachedKey = { secret, key: imageSigningKey(secret) }
  return cachedKey.key
}

/**
 * Makes this process's pages sign their images (`imageView` asks the signer `src/content/imageSigner.ts` holds).
 * Called when the server starts (`src/instrumentation.ts`) and by the site's layout (pages rendered at build).
 */
export function registerImageSigner(): void {
  setImageSigner((v) => variantUrl(siteImageKey(), v))
}

export type { VariantKey }

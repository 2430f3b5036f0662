import 'server-only'
import { IMAGE_ROUTE } from '@/lib/images'
import { imageSigningKey, signatureMatches, signVariant } from '@/platform/imageSignature.mjs'
import { resolvePayloadSecret } from '@/platform/runtime'
import { setImageSigner, type VariantKey } from './imageSigner'

/**
 * The image proxy's signed addresses (issue 31): a page rendered on the server names each variant of an upload
 * by file, ladder width and version, signed with a key derived from the site's secret, so the proxy resizes only
 * what a page of this site asked for (`src/services/images/` checks the signature).
 */

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
export { imageSigningKey, signatureMatches, signVariant }

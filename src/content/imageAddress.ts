import 'server-only'
import { ADDRESS_IMAGE_ROUTE, ADDRESS_IMAGE_VERSION, onOrigins, proxiableAddress } from '@/lib/imageAddresses'
import { IMAGE_ROUTE } from '@/lib/images'
import { config } from '@/platform/config.mjs'
import { imageSigningKey, signatureMatches, signVariant } from '@/platform/imageSignature.mjs'
import { resolvePayloadSecret } from '@/platform/runtime'
import { setAddressSigner, setImageSigner, type VariantKey } from './imageSigner'

/**
 * The image proxy's signed addresses (issue 31): a page rendered on the server names each variant of an upload
 * by file, ladder width and version (an image given by address, by that address), signed with a key derived from the site's secret, so the proxy resizes only
 * what a page of this site asked for (`src/services/images/` checks the signature).
 */

/** The address of a signed variant. */
export function variantUrl(key: Buffer, v: VariantKey): string {
  const query = new URLSearchParams({ w: String(v.width), v: v.version, s: signVariant(key, v) })
  return `${IMAGE_ROUTE}${encodeURIComponent(v.file)}?${query.toString()}`
}

/** The proxy's signed address of an image given by address, at a ladder width. */
export function addressVariantUrl(key: Buffer, src: string, width: number): string {
  const signature = signVariant(key, { file: src, width, version: ADDRESS_IMAGE_VERSION })
  const query = new URLSearchParams({ u: src, w: String(width), s: signature })
  return `${ADDRESS_IMAGE_ROUTE}?${query.toString()}`
}

/**
 * How this site names an image given by address: through the proxy, unless it is on a product's own media host
 * (`PRODUCT_MEDIA_HOSTS`, 001 §7) or not an address the proxy can fetch.
 */
export function addressVariant(
  key: Buffer,
  productMediaHosts: readonly string[],
  src: string,
  width: number,
) {
  if (!proxiableAddress(src) || onOrigins(src, productMediaHosts)) return null
  return addressVariantUrl(key, src, width)
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
  setAddressSigner((src, width) =>
    addressVariant(siteImageKey(), config().images.productMediaHosts, src, width),
  )
}

export type { VariantKey }
export { imageSigningKey, signatureMatches, signVariant }

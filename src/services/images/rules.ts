/**
 * The proxy's rules (issue 31), pure: signing a variant's address, the format a browser gets, the quality per
 * format, the file name a variant may have, and its ETag.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { IMAGE_ROUTE, type ImageFormat } from './shared'

/** What a signature covers: the file, the width and the version. */
export type VariantKey = { file: string; width: number; version: string }

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

/**
 * A stored upload's file name as the proxy accepts it: one path segment of letters, digits, dots, dashes and
 * underscores with an image extension, never `..` (nothing outside the media folder can be named).
 */
export function isUploadName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}\.(jpe?g|png|webp|avif|gif)$/i.test(name) && !name.includes('..')
}

/** The format of an original, from its file name. */
export function originalFormat(name: string): ImageFormat {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase()
  if (ext === 'png' || ext === 'gif') return 'png'
  if (ext === 'webp') return 'webp'
  if (ext === 'avif') return 'avif'
  return 'jpeg'
}

/**
 * The format a browser gets, by its `Accept`: AVIF, else WebP, else the original's (a WebP or AVIF original goes
 * to a browser that takes neither as PNG, which every browser shows).
 */
export function negotiateFormat(accept: string | null, original: ImageFormat): ImageFormat {
  const types = (accept ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
    .map(([type]) => (type ?? '').trim().toLowerCase())
  if (types.includes('image/avif')) return 'avif'
  if (types.includes('image/webp')) return 'webp'
  return original === 'avif' || original === 'webp' ? 'png' : original
}

/** Quality per format: AVIF holds detail at a lower number than WebP, WebP than JPEG. */
export const QUALITY: Record<ImageFormat, number> = { avif: 50, webp: 72, jpeg: 78, png: 90 }

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
}

/** The cache's name for a variant (and its strong ETag): a hash of everything that makes its bytes. */
export function variantId(v: VariantKey, format: ImageFormat): string {
  return createHash('sha256')
    .update(`${v.file}\n${v.width}\n${v.version}\n${format}\n${QUALITY[format]}`)
    .digest('hex')
    .slice(0, 32)
}

/** Whether an `If-None-Match` names this ETag (a list, or `*`). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === etag)
}

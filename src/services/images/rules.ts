/**
 * The proxy's rules (issue 31), pure: the format a browser gets, the quality per format, the file name a
 * variant may have, and its ETag. Signing is `src/content/imageAddress.ts` (pages sign what they render).
 */
import { createHash } from 'node:crypto'
import type { VariantKey } from '@/content/imageAddress'
import type { ImageFormat } from '@/lib/images'

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

import 'server-only'
import { z } from 'zod'
import { signatureMatches } from '@/content/imageAddress'
import { IMAGE_LADDER, isLadderWidth, isUploadName } from '@/lib/images'
import { badRequest, json, parseQuery, withErrors } from '@/platform/http'
import { CONTENT_TYPES, etagMatches, negotiateFormat, originalFormat, variantId } from './rules'
import type { VariantStore } from './variants'

/** A variant's address never changes its bytes (the version is in it): a year, immutable. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

export const NOT_SIGNED_MESSAGE = 'This image address is not signed for this width and version.'
export const NO_IMAGE_MESSAGE = 'There is no such image.'
export const TOO_LARGE_MESSAGE = 'This image is too large to be resized.'
export const UNREADABLE_MESSAGE = 'This image could not be read.'

const query = z.object({
  w: z.coerce
    .number({ error: 'w must be a width' })
    .int('w must be a whole number')
    .refine(isLadderWidth, `w must be one of ${IMAGE_LADDER.join(', ')}`),
  v: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'v must be the image’s version (letters, digits, - or _)'),
  s: z.string().regex(/^[A-Za-z0-9_-]{16}$/, 's must be the address’s signature'),
})

export type ImageDependencies = { key: Buffer; store: VariantStore }

/**
 * `GET /api/images/{file}?w=&v=&s=` (issue 31): an uploaded image at a ladder width, in AVIF or WebP by the
 * browser's `Accept` (else the original's format), metadata stripped. In order: the query (400 naming the
 * field: a width off the ladder is refused), the file name (404: nothing outside the media folder has a name),
 * the signature (400), then `If-None-Match` (304) and the variant (made once, then kept). Strong ETag, a year's
 * immutable caching, `Vary: Accept`.
 */
export function handleImage(request: Request, file: string, deps: ImageDependencies): Promise<Response> {
  return withErrors('images', async () => {
    const parsed = parseQuery(query, new URL(request.url).searchParams)
    if (!parsed.ok) return parsed.response
    if (!isUploadName(file)) return json({ error: NO_IMAGE_MESSAGE }, { status: 404 })
    const key = { file, width: parsed.value.w, version: parsed.value.v }
    if (!signatureMatches(deps.key, key, parsed.value.s)) return badRequest(NOT_SIGNED_MESSAGE)
    const format = negotiateFormat(request.headers.get('accept'), originalFormat(file))
    const etag = `"${variantId(key, format)}"`
    const headers = { etag, 'cache-control': IMMUTABLE, vary: 'Accept', 'x-content-type-options': 'nosniff' }
    if (etagMatches(request.headers.get('if-none-match'), etag))
      return new Response(null, { status: 304, headers })
    const made = await deps.store.variant(key, format)
    if (made === 'missing') return json({ error: NO_IMAGE_MESSAGE }, { status: 404 })
    if (made === 'too-large') return json({ error: TOO_LARGE_MESSAGE }, { status: 422 })
    if (made === 'unreadable') return json({ error: UNREADABLE_MESSAGE }, { status: 422 })
    return new Response(new Uint8Array(made.bytes), {
      status: 200,
      headers: {
        ...headers,
        'content-type': CONTENT_TYPES[format],
        'content-length': String(made.bytes.length),
      },
    })
  })
}

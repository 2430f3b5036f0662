import 'server-only'
import { z } from 'zod'
import { signatureMatches, type VariantKey } from '@/content/imageAddress'
import {
  ADDRESS_IMAGE_FILE,
  ADDRESS_IMAGE_VERSION,
  MAX_IMAGE_ADDRESS,
  proxiableAddress,
} from '@/lib/imageAddresses'
import { IMAGE_LADDER, type ImageFormat, isLadderWidth, isUploadName } from '@/lib/images'
import { badRequest, json, parseQuery, withErrors } from '@/platform/http'
import type { AddressOriginals } from './byAddress'
import { CONTENT_TYPES, etagMatches, negotiateFormat, originalFormat, variantId } from './rules'
import type { VariantStore } from './variants'

/** A variant's address never changes its bytes (the version is in it): a year, immutable. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

export const NOT_SIGNED_MESSAGE = 'This image address is not signed for this width and version.'
export const NO_IMAGE_MESSAGE = 'There is no such image.'
export const TOO_LARGE_MESSAGE = 'This image is too large to be resized.'
export const UNREADABLE_MESSAGE = 'This image could not be read.'
export const UNAVAILABLE_MESSAGE = 'The image’s host did not answer in time; please try again.'
/**
 * An image given by address may change at its address: a day in every cache, then a week more while the proxy
 * fetches it again (`stale-while-revalidate`).
 */
export const ADDRESS_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

export const imageQuery = z.object({
  w: z.coerce
    .number({ error: 'w must be a width' })
    .int('w must be a whole number')
    .refine(isLadderWidth, `w must be one of ${IMAGE_LADDER.join(', ')}`),
  v: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'v must be the image’s version (letters, digits, - or _)'),
  s: z.string().regex(/^[A-Za-z0-9_-]{16}$/, 's must be the address’s signature'),
})

export const imageAddressQuery = z.object({
  u: z
    .string({ error: 'u must be the image’s address' })
    .max(MAX_IMAGE_ADDRESS, `u must be at most ${MAX_IMAGE_ADDRESS} characters`)
    .refine(proxiableAddress, 'u must be an http(s) address or a file of this site’s media store'),
  w: imageQuery.shape.w,
  s: imageQuery.shape.s,
})

export type ImageDependencies = {
  key: Buffer
  store: VariantStore
  /** Images given by address: their fetched originals, and the variants made of them. */
  addresses: { originals: AddressOriginals; store: VariantStore }
}

/**
 * `GET /api/images/{file}?w=&v=&s=` (issue 31): an uploaded image at a ladder width, in AVIF or WebP by the
 * browser's `Accept` (else the original's format), metadata stripped. In order: the query (400 naming the
 * field: a width off the ladder is refused), the file name (404: nothing outside the media folder has a name),
 * the signature (400), then `If-None-Match` (304) and the variant (made once, then kept). Strong ETag, a year's
 * immutable caching, `Vary: Accept`.
 */
export function handleImage(request: Request, file: string, deps: ImageDependencies): Promise<Response> {
  if (file === ADDRESS_IMAGE_FILE) return handleAddressImage(request, deps)
  return withErrors('images', async () => {
    const parsed = parseQuery(imageQuery, new URL(request.url).searchParams)
    if (!parsed.ok) return parsed.response
    if (!isUploadName(file)) return json({ error: NO_IMAGE_MESSAGE }, { status: 404 })
    const key = { file, width: parsed.value.w, version: parsed.value.v }
    if (!signatureMatches(deps.key, key, parsed.value.s)) return badRequest(NOT_SIGNED_MESSAGE)
    return answerVariant(request, deps.store, key, originalFormat(file), IMMUTABLE)
  })
}

/**
 * `GET /api/images/remote?u={address}&w=&s=`: an image given by address (a product's photo on a shop's host, a
 * logo; 001 §7 leaves only the products' own media hosts at their addresses), fetched by the server, then resized
 * and negotiated as an upload is. The signature covers the address and the width, so the server fetches only what
 * a page of this site names. A day's caching: the picture at an address may change.
 */
export function handleAddressImage(request: Request, deps: ImageDependencies): Promise<Response> {
  return withErrors('images', async () => {
    const parsed = parseQuery(imageAddressQuery, new URL(request.url).searchParams)
    if (!parsed.ok) return parsed.response
    const { u, w, s } = parsed.value
    if (!signatureMatches(deps.key, { file: u, width: w, version: ADDRESS_IMAGE_VERSION }, s))
      return badRequest(NOT_SIGNED_MESSAGE)
    const original = await deps.addresses.originals.original(u)
    if (original === 'missing') return json({ error: NO_IMAGE_MESSAGE }, { status: 404 })
    if (original === 'too-large') return json({ error: TOO_LARGE_MESSAGE }, { status: 422 })
    if (original === 'unreadable') return json({ error: UNREADABLE_MESSAGE }, { status: 422 })
    if (original === 'unavailable') return json({ error: UNAVAILABLE_MESSAGE }, { status: 502 })
    const key = { file: original.file, width: w, version: original.version }
    return answerVariant(request, deps.addresses.store, key, original.format, ADDRESS_CACHE_CONTROL)
  })
}

/**
 * A variant's answer, for an upload or an image given by address alike: the format by `Accept`, a strong ETag (304
 * when the browser has it), the variant made once, with its cache lifetime.
 */
async function answerVariant(
  request: Request,
  store: VariantStore,
  key: VariantKey,
  original: ImageFormat,
  cacheControl: string,
): Promise<Response> {
  const format = negotiateFormat(request.headers.get('accept'), original)
  const etag = `"${variantId(key, format)}"`
  const headers = { etag, 'cache-control': cacheControl, vary: 'Accept', 'x-content-type-options': 'nosniff' }
  if (etagMatches(request.headers.get('if-none-match'), etag))
    return new Response(null, { status: 304, headers })
  const made = await store.variant(key, format)
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
}

/**
 * Images given by address (issue 31, ADR 29 §8): the proxy's address for them and which addresses it takes. Server
 * code only (pages sign on the server; the proxy checks): kept out of `images.ts`, which islands bundle.
 */
import { IMAGE_ROUTE, isUploadName } from './images'

/** Where an image given by address is served: `/api/images/remote?u={address}&w={width}&s={signature}`. */
export const ADDRESS_IMAGE_FILE = 'remote'
export const ADDRESS_IMAGE_ROUTE = `${IMAGE_ROUTE}${ADDRESS_IMAGE_FILE}`
/** What an address's signature covers in place of a version: the address itself names what it shows. */
export const ADDRESS_IMAGE_VERSION = 'address'
/** The media store's own address for an upload's file (Payload's REST API at /api/cms). */
export const OWN_MEDIA_PREFIX = '/api/cms/media/file/'
/** The longest address the proxy takes. */
export const MAX_IMAGE_ADDRESS = 2048

/** The upload an address of the media store names (`/api/cms/media/file/walk.jpg` → walk.jpg), or null. */
export function ownMediaName(src: string): string | null {
  if (!src.startsWith(OWN_MEDIA_PREFIX)) return null
  let name: string
  try {
    name = decodeURIComponent(src.slice(OWN_MEDIA_PREFIX.length).split(/[?#]/, 1)[0] ?? '')
  } catch {
    return null
  }
  return isUploadName(name) ? name : null
}

/**
 * Whether the proxy can fetch an image given by address: an http(s) address with a host and no credentials, or
 * an upload's file in this site's media store; at most 2,048 characters.
 */
export function proxiableAddress(src: string): boolean {
  if (src.length === 0 || src.length > MAX_IMAGE_ADDRESS) return false
  if (src.startsWith('/')) return ownMediaName(src) !== null
  let url: URL
  try {
    url = new URL(src)
  } catch {
    return false
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === ''
  )
}

/**
 * Whether an address is on one of these origins (`https://images.shop.example`, or `https://*.shop.example` for
 * its subdomains): a product's own media host, whose pictures keep their addresses (001 §7).
 */
export function onOrigins(src: string, origins: readonly string[]): boolean {
  if (origins.length === 0) return false
  let url: URL
  try {
    url = new URL(src)
  } catch {
    return false
  }
  const port = url.port ? `:${url.port}` : ''
  return origins.some((origin) => {
    const wild = /^(https?):\/\/\*\.(.+)$/.exec(origin)
    if (!wild) return url.origin === origin
    const [, scheme, rest] = wild
    return `${url.protocol}` === `${scheme}:` && `${url.hostname}${port}`.endsWith(`.${rest}`)
  })
}

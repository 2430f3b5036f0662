import type { Media } from '@/cms/payload-types'
import { IMAGE_LADDER, type ImageVariant, isUploadName, ladderUpTo, variantFor } from '@/lib/images'
import { addressSigner, imageSigner } from './imageSigner'
import { isRecord } from './lexical'

/**
 * An image ready for an `<img>`: source, alternative text, intrinsic size and a srcset of its sizes; for an upload
 * of this site, `variants`: its signed image-proxy addresses at the ladder widths up to its own (issue 31), from
 * which `<Picture>` (`src/content/Picture.tsx`) takes about 2.1 times the displayed size.
 */
export type ImageView = {
  src: string
  alt: string
  width?: number
  height?: number
  srcSet?: string
  variants?: ImageVariant[]
}

/** The proxy's name for a version of an upload: its last change, in base 36 (a new upload is a new address). */
export function mediaVersion(updatedAt: unknown): string | null {
  const ms = typeof updatedAt === 'string' ? Date.parse(updatedAt) : Number.NaN
  return Number.isFinite(ms) ? ms.toString(36) : null
}

/**
 * The proxy's variants of an upload, signed; none for an SVG, an unsized image, a file the proxy cannot name, or
 * where no signer is registered (a browser).
 */
export function mediaVariants(media: Media): ImageVariant[] | undefined {
  const file = media.filename
  const version = mediaVersion(media.updatedAt)
  if (!file || !version || typeof media.width !== 'number' || media.width <= 0) return undefined
  if (media.mimeType === 'image/svg+xml' || !isUploadName(file)) return undefined
  const sign = imageSigner()
  if (!sign) return undefined
  return ladderUpTo(media.width).map((width) => ({ width, url: sign({ file, width, version }) }))
}

/** True for a populated media document with a file URL (deleted or unpopulated relations are not). */
export function isMedia(value: unknown): value is Media {
  return isRecord(value) && typeof value.url === 'string' && value.url.length > 0
}

/** An image from a media document, with a srcset of its generated sizes. */
export function imageView(media: unknown, fallbackAlt = ''): ImageView | null {
  if (!isMedia(media)) return null
  const sizes = isRecord(media.sizes) ? media.sizes : {}
  const candidates = Object.values(sizes)
    .filter(
      (s): s is { url: string; width: number } =>
        isRecord(s) && typeof s.url === 'string' && typeof s.width === 'number',
    )
    .sort((a, b) => a.width - b.width)
  const srcSet = [
    ...candidates.map((s) => `${s.url} ${s.width}w`),
    ...(typeof media.width === 'number' ? [`${media.url} ${media.width}w`] : []),
  ].join(', ')
  const variants = mediaVariants(media)
  return {
    src: media.url!,
    alt: media.alt || fallbackAlt,
    ...(typeof media.width === 'number' ? { width: media.width } : {}),
    ...(typeof media.height === 'number' ? { height: media.height } : {}),
    ...(srcSet ? { srcSet } : {}),
    ...(variants ? { variants } : {}),
  }
}

/**
 * An image given by address (a product's photo on a shop's host, a logo, a photo path in the media store): through
 * the proxy at the ladder widths up to its own (every width when its size is not known: the proxy never enlarges),
 * unless it is on a product's own media host (001 §7), where it keeps its address.
 */
export function addressImageView(
  src: string | null | undefined,
  alt: string,
  size: { width?: number | null; height?: number | null } = {},
): ImageView | null {
  if (!src) return null
  const width = typeof size.width === 'number' && size.width > 0 ? size.width : undefined
  const height = typeof size.height === 'number' && size.height > 0 ? size.height : undefined
  const sign = addressSigner()
  const steps = width ? ladderUpTo(width) : [...IMAGE_LADDER]
  const signed = sign ? steps.map((w) => ({ width: w, url: sign(src, w) })) : []
  const variants = signed.every((v): v is ImageVariant => v.url !== null) ? signed : []
  return {
    src,
    alt,
    ...(width ? { width } : {}),
    ...(height ? { height } : {}),
    ...(variants.length > 0 ? { variants } : {}),
  }
}

/**
 * One address for an image given by address shown in a fixed box (a logo): the proxy's at the ladder step for
 * about 2.1 × `displayWidth`, else its own (a product's media host, or no signer).
 */
export function addressFor(src: string, displayWidth: number): string {
  return variantFor(addressImageView(src, '')?.variants ?? [], displayWidth)?.url ?? src
}

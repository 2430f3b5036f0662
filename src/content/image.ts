import type { Media } from '@/cms/payload-types'
import { isRecord } from './lexical'

/** An image ready for an `<img>`: source, alternative text, intrinsic size and a srcset of its sizes. */
export type ImageView = { src: string; alt: string; width?: number; height?: number; srcSet?: string }

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
  return {
    src: media.url!,
    alt: media.alt || fallbackAlt,
    ...(typeof media.width === 'number' ? { width: media.width } : {}),
    ...(typeof media.height === 'number' ? { height: media.height } : {}),
    ...(srcSet ? { srcSet } : {}),
  }
}

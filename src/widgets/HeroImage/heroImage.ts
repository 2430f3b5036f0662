/*
 * Pure rules for the full-screen hero image (000 §1, §2 "Full-screen hero image"): which files the browser may
 * choose from, which picture shows on phones, what it says to screen readers, and how it loads. No React.
 */
import { isMedia, mediaVariants } from '@/content/image'
import { isRecord } from '@/content/lexical'
import type { ImageVariant } from '@/lib/images'
import { textOf } from '@/lib/text'
import { breakpoints } from '@/lib/tokens'

/** From this width up the wide picture shows; below it the phone picture (the other widgets' first breakpoint). */
export const HERO_WIDE_MIN_WIDTH = breakpoints.widgetGroupB[0]
export const HERO_WIDE_MEDIA = `(min-width: ${HERO_WIDE_MIN_WIDTH}px)`
/** Full-screen: the picture spans the screen's width at every size (000 §2), so it is drawn 100vw wide. */
export const HERO_SIZES = '100vw'
/** The box kept for a picture whose size the library does not know (an SVG upload). */
export const HERO_FALLBACK_RATIO = '16 / 9'

export const HERO_ALT_MAX = 250
export const HERO_CAPTION_MAX = 200
export const HERO_CREDIT_MAX = 100

/** Two sizes have the same shape when their proportions differ by less than this (resizers round). */
export const SHAPE_TOLERANCE = 0.02

type Size = { width?: number | null; height?: number | null }

const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined

/** Whether two sizes have the same proportions (a crop of another shape would be stretched or cut). */
export function sameShape(a: Size, b: Size): boolean {
  const [aw, ah, bw, bh] = [positive(a.width), positive(a.height), positive(b.width), positive(b.height)]
  if (!aw || !ah || !bw || !bh) return false
  return Math.abs(aw / ah / (bw / bh) - 1) < SHAPE_TOLERANCE
}

/** One picture, ready for a `<source>` or an `<img>`. */
export type HeroSource = {
  src: string
  /** Only files of the picture's own shape, smallest first; '' when the original's width is unknown. */
  srcSet: string
  width?: number
  height?: number
  alt: string
  /** The credit stored with the picture in the media library ('' when none). */
  credit: string
  /** The focal point set in the media library, as an `object-position` ("50% 35%"), or null. */
  position: string | null
  /** The image proxy's signed widths (issue 31), on the server. */
  variants?: ImageVariant[]
}

const percent = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100 ? value : null

/**
 * A media document as a hero picture. The library cuts fixed sizes (320 × 240, 640 × 480, 1280 × 720) whatever
 * the picture's shape, so only the sizes of the picture's own shape may stand in for it in the srcset; the
 * original is always the largest candidate. Null for an id, a deleted picture or one without a file.
 */
export function heroSource(media: unknown): HeroSource | null {
  if (!isMedia(media)) return null
  const width = positive(media.width)
  const height = positive(media.height)
  const original = { width, height }
  const sizes = isRecord(media.sizes) ? Object.values(media.sizes) : []
  const candidates = sizes
    .filter(
      (s): s is { url: string; width: number; height: number } =>
        isRecord(s) &&
        typeof s.url === 'string' &&
        s.url !== '' &&
        positive(s.width) !== undefined &&
        sameShape(original, s as Size),
    )
    .filter((s) => s.width !== width)
    .sort((a, b) => a.width - b.width)
  const srcSet = width
    ? [...candidates.map((s) => `${s.url} ${s.width}w`), `${media.url} ${width}w`].join(', ')
    : ''
  const x = percent(media.focalX)
  const y = percent(media.focalY)
  const variants = mediaVariants(media)
  return {
    src: media.url as string,
    srcSet,
    ...(width ? { width } : {}),
    ...(height ? { height } : {}),
    alt: textOf(media.alt),
    credit: textOf((media as { credit?: unknown }).credit),
    position: x !== null && y !== null ? `${x}% ${y}%` : null,
    ...(variants ? { variants } : {}),
  }
}

/** What the block stores (all optional: stored content may be incomplete or malformed). */
export type HeroImageInput = {
  image?: unknown
  mobileImage?: unknown
  alt?: unknown
  caption?: unknown
  credit?: unknown
}

export type HeroView = {
  /** The picture from the breakpoint up (everywhere when there is no phone picture). */
  wide: HeroSource
  /** The upright crop for phones, or null. */
  mobile: HeroSource | null
  alt: string
  caption: string
  credit: string
}

/**
 * The hero as readers see it: the wide picture (or, if it was deleted, the phone picture everywhere), the
 * editor's description over the library's, the caption, and the editor's credit over the library's. Null when
 * there is no picture to show.
 */
export function heroView(block: HeroImageInput): HeroView | null {
  const wideSource = heroSource(block.image)
  const mobileSource = heroSource(block.mobileImage)
  const wide = wideSource ?? mobileSource
  if (!wide) return null
  const mobile = wideSource ? mobileSource : null
  return {
    wide,
    mobile,
    alt: textOf(block.alt) || wide.alt || mobile?.alt || '',
    caption: textOf(block.caption),
    credit: textOf(block.credit) || wide.credit,
  }
}

/** The CSS `aspect-ratio` that keeps the picture's box before it loads ("1600 / 900"). */
export function heroRatio(source: Size | null | undefined): string {
  const width = positive(source?.width)
  const height = positive(source?.height)
  return width && height ? `${width} / ${height}` : HERO_FALLBACK_RATIO
}

export type HeroLoading =
  | { loading: 'eager'; fetchPriority: 'high'; decoding: 'async' }
  | { loading: 'lazy'; decoding: 'async' }

/**
 * The first hero image of a page (`ordinal` 1) is meant to be its largest element: it loads at once and
 * before other pictures. Any further one waits until the reader scrolls near it.
 */
export function heroLoading(ordinal: number): HeroLoading {
  return ordinal === 1
    ? { loading: 'eager', fetchPriority: 'high', decoding: 'async' }
    : { loading: 'lazy', decoding: 'async' }
}

/*
 * Pure rules for the testimonial (spec 000 §3 "Testimonial", §4, §9): what the block shows, the tints, and when
 * and how the quotes' one-time entrance plays. No React here.
 *
 * The entrance, as built: the quotes are always in the server HTML and visible without JavaScript. A small
 * leaf counts how many times the widget has come into view during this page view; once it has come into view
 * twice (TESTIMONIAL_VIEWS_BEFORE_ENTRANCE) and the quotes area is in view, the quotes rise and fade in once,
 * one after another, TESTIMONIAL_STAGGER_MS apart. Nothing is hidden before that moment, only transform and
 * opacity change (no layout shift), and under prefers-reduced-motion it never plays.
 */
import { isMedia, mediaVariants } from '@/content/image'
import type { ImageVariant } from '@/lib/images'
import { quoteText, textOf } from '@/lib/text'
import { breakpoints } from '@/lib/tokens'

/** The data layer's category for the widget's view (001 §7). */
export const TESTIMONIAL_CATEGORY = 'testimonial'
/** 000 §9: each quote starts this long after the one before it. */
export const TESTIMONIAL_STAGGER_MS = 840
/** One quote's rise and fade; the site's reveal length (000 §9 "Reveal animation: 500ms per item"). */
export const TESTIMONIAL_ENTRANCE_MS = 500
/** 000 §9: the quotes' backgrounds cycle through three tints. */
export const TESTIMONIAL_TINT_COUNT = 3
/** 000 §4: the quotes animate in only once the widget has been seen this many times. */
export const TESTIMONIAL_VIEWS_BEFORE_ENTRANCE = 2
/**
 * "In view" for the widget and for its quotes: inside the middle 60% of the viewport (a sliver at the edge
 * does not count, and a block taller than the screen still counts while it crosses the middle).
 */
export const TESTIMONIAL_VIEW_MARGIN = '-20% 0px -20% 0px'

/** Not in the first widget group (000 §2): the phone picture shows below the other widgets' first breakpoint. */
export const TESTIMONIAL_BREAKPOINT = breakpoints.widgetGroupB[0]
/** The `<source media>` of the phone picture. */
export const PHONE_PICTURE_MEDIA = `(max-width: ${TESTIMONIAL_BREAKPOINT - 1}px)`
/** The banner picture's displayed width, for the browser's choice in a srcset. */
export const PICTURE_SIZES = `(min-width: ${TESTIMONIAL_BREAKPOINT}px) 720px, 100vw`

/** The two forms of the block (editors choose one). */
export const TESTIMONIAL_KINDS = ['quotes', 'featured'] as const
export type TestimonialKind = (typeof TESTIMONIAL_KINDS)[number]

/** Length limits: stated in the help, counted under each field as editors type, checked on publish. */
export const TESTIMONIAL_LIMITS = {
  header: 80,
  subheader: 200,
  quote: 400,
  quoteAuthor: 80,
  featuredText: 500,
  featuredAuthor: 80,
  featuredTitle: 100,
  pictureAlt: 250,
} as const

/** The block as stored: any field may be missing or malformed. */
export type StoredPicture = { image?: unknown; alt?: unknown } | null | undefined
export type TestimonialFields = {
  kind?: unknown
  header?: unknown
  subheader?: unknown
  quotes?: unknown
  desktopImage?: StoredPicture
  mobileImage?: StoredPicture
  featuredQuote?: { text?: unknown; author?: unknown; title?: unknown; image?: unknown } | null
}

/** Which of the three tints quote `index` (0-based) gets: index mod 3. */
export function tintIndex(index: number): number {
  if (!Number.isFinite(index) || index < 0) return 0
  return Math.floor(index) % TESTIMONIAL_TINT_COUNT
}

/** When quote `index` starts its entrance, in ms after the entrance began. */
export function entranceDelay(index: number): number {
  if (!Number.isFinite(index) || index < 0) return 0
  return Math.floor(index) * TESTIMONIAL_STAGGER_MS
}

/** When the last of `count` quotes has finished its entrance. */
export function entranceTotalMs(count: number): number {
  return count >= 1 ? entranceDelay(count - 1) + TESTIMONIAL_ENTRANCE_MS : 0
}

/**
 * Whether the entrance should play now: the widget has come into view at least twice, its quotes are in view,
 * and the reader has not asked for reduced motion. (That it plays only once is the leaf's state.)
 */
export function shouldAnimate(viewCount: number, quotesInView: boolean, reducedMotion: boolean): boolean {
  return !reducedMotion && quotesInView && viewCount >= TESTIMONIAL_VIEWS_BEFORE_ENTRANCE
}

/** The view count after an observer report: coming into view (out → in) counts once; anything else does not. */
export function nextViewCount(count: number, wasInView: boolean, isInView: boolean): number {
  return !wasInView && isInView ? count + 1 : count
}

export { quoteText }

/** A quote as readers see it: its words, who said it ('' when not given) and its tint (0, 1 or 2). */
export type QuoteView = { text: string; author: string; tint: number }

/** The quotes with words, in the editor's order; tints follow the shown quotes' positions. */
export function testimonialQuotes(rows: unknown): QuoteView[] {
  if (!Array.isArray(rows)) return []
  const quotes: QuoteView[] = []
  for (const row of rows) {
    if (!row || typeof row !== 'object') continue
    const { text, author } = row as { text?: unknown; author?: unknown }
    const words = quoteText(text)
    if (!words) continue
    quotes.push({ text: words, author: textOf(author), tint: tintIndex(quotes.length) })
  }
  return quotes
}

type Sized = { url: string; width: number; height: number }

const isSized = (value: unknown): value is Sized => {
  if (!value || typeof value !== 'object') return false
  const { url, width, height } = value as Record<string, unknown>
  return typeof url === 'string' && url !== '' && typeof width === 'number' && typeof height === 'number'
}

/**
 * The picture's files of the same shape as the original, smallest first, for a srcset. The media library's
 * generated sizes are crops (4:3, 16:9): a crop of another shape would not fit the box the width and height
 * reserve, so it is left out.
 */
function sameShapeSrcSet(media: Sized, sizes: unknown): string {
  const ratio = media.width / media.height
  const candidates = Object.values(sizes && typeof sizes === 'object' ? sizes : {})
    .filter(isSized)
    .filter((s) => s.width < media.width && Math.abs(s.width / s.height - ratio) <= ratio * 0.01)
    .sort((a, b) => a.width - b.width)
  return [...candidates, media].map((s) => `${s.url} ${s.width}w`).join(', ')
}

export type PictureSource = {
  src: string
  srcSet?: string
  width?: number
  height?: number
  alt: string
  /** The image proxy's signed widths (issue 31), on the server. */
  variants?: ImageVariant[]
}
export type ArtDirectedPicture = {
  /** The `<img>`: the wide picture (or the only one), with the alt text readers hear for both. */
  img: PictureSource
  /** The phone picture, under the breakpoint; null when one picture serves every width. */
  phone: {
    media: string
    src: string
    srcSet: string
    width?: number
    height?: number
    variants?: ImageVariant[]
  } | null
}

function pictureSource(stored: StoredPicture): (PictureSource & { ownAlt: string }) | null {
  const image = stored?.image
  if (!isMedia(image)) return null
  const typedAlt = textOf(stored?.alt)
  const ownAlt = typedAlt || textOf(image.alt)
  const src = image.url as string
  const sized = { url: src, width: image.width, height: image.height }
  const variants = mediaVariants(image)
  return {
    src,
    ...(variants ? { variants } : {}),
    ...(isSized(sized)
      ? { srcSet: sameShapeSrcSet(sized, image.sizes), width: sized.width, height: sized.height }
      : {}),
    alt: ownAlt,
    ownAlt,
  }
}

/**
 * The banner picture (000 §3 desktopImage, mobileImage): the wide picture, with the phone picture in its place
 * under the breakpoint; either one alone serves every width. One `<img>`, so screen readers hear one
 * description: the wide picture's (typed in the block, else its own), else the phone picture's.
 */
export function artDirectedPicture(desktop: StoredPicture, mobile: StoredPicture): ArtDirectedPicture | null {
  const wide = pictureSource(desktop)
  const phone = pictureSource(mobile)
  const main = wide ?? phone
  if (!main) return null
  const { ownAlt: _own, ...img } = main
  img.alt = wide?.ownAlt || phone?.ownAlt || ''
  return {
    img,
    phone:
      wide && phone
        ? {
            media: PHONE_PICTURE_MEDIA,
            src: phone.src,
            srcSet: phone.srcSet ?? phone.src,
            ...(phone.width ? { width: phone.width, height: phone.height } : {}),
            ...(phone.variants ? { variants: phone.variants } : {}),
          }
        : null,
  }
}

/** A round portrait's file: the library's small size when there is one (it is shown at 96 px), else the original. */
export function portraitOf(image: unknown): { src: string; variants?: ImageVariant[] } | null {
  if (!isMedia(image)) return null
  const sizes = image.sizes as Record<string, unknown> | undefined
  const small = sizes?.thumbnail
  const variants = mediaVariants(image)
  return { src: isSized(small) ? small.url : (image.url as string), ...(variants ? { variants } : {}) }
}

export type TestimonialView =
  | {
      kind: 'quotes'
      header: string
      subheader: string
      quotes: QuoteView[]
      picture: ArtDirectedPicture | null
    }
  | {
      kind: 'featured'
      header: string
      text: string
      author: string
      title: string
      /** Decorative beside the name (its alt is empty), so screen readers hear the name once. */
      portrait: { src: string; variants?: ImageVariant[] } | null
    }

/**
 * What the block shows, or null when it has nothing to show (no quote with words): it then renders nothing.
 * Only the chosen form's fields count; a block stored before the choice existed is a list of quotes.
 */
export function testimonialView(block: TestimonialFields): TestimonialView | null {
  const header = textOf(block.header)
  if (block.kind === 'featured') {
    const featured = block.featuredQuote ?? {}
    const text = quoteText(featured.text)
    if (!text) return null
    return {
      kind: 'featured',
      header,
      text,
      author: textOf(featured.author),
      title: textOf(featured.title),
      portrait: portraitOf(featured.image),
    }
  }
  const quotes = testimonialQuotes(block.quotes)
  if (quotes.length === 0) return null
  return {
    kind: 'quotes',
    header,
    subheader: textOf(block.subheader),
    quotes,
    picture: artDirectedPicture(block.desktopImage, block.mobileImage),
  }
}

/**
 * The image-resize proxy's contract (issue 31), pure: the width ladder, and how a page asks for about 2.1 times
 * an image's displayed size (001 §7) on phones and wider screens (the 590 px split of 001 §9). Client-safe: the
 * addresses themselves are signed on the server (`src/content/imageAddress.ts`) while a page renders.
 */

/** Where variants are served: `/api/images/{file}?w={width}&v={version}&s={signature}`. */
export const IMAGE_ROUTE = '/api/images/'

/**
 * The only widths the proxy makes (px). A width off the ladder is refused (400), so nobody can make the server
 * resize at will; each step is about 1.25–1.5× the last, so the nearest step above a request wastes little.
 */
export const IMAGE_LADDER = [160, 240, 320, 480, 640, 800, 960, 1280, 1600, 1920, 2560] as const
export type LadderWidth = (typeof IMAGE_LADDER)[number]

/** 001 §7: images are asked for at roughly 2.1 times their display size. */
export const DISPLAY_DENSITY = 2.1

/** The ladder step a display width asks for: the first at or above 2.1 × it, the largest at most. */
export function ladderWidth(displayWidth: number, density: number = DISPLAY_DENSITY): LadderWidth {
  const wanted = Math.ceil(Math.max(1, displayWidth) * density)
  return IMAGE_LADDER.find((w) => w >= wanted) ?? IMAGE_LADDER[IMAGE_LADDER.length - 1]!
}

/** Whether a number is a step of the ladder. */
export function isLadderWidth(value: number): value is LadderWidth {
  return (IMAGE_LADDER as readonly number[]).includes(value)
}

/**
 * The ladder steps worth offering for an image `intrinsic` px wide: every step below it, and the first at or
 * above it (a browser never needs more than the original).
 */
export function ladderUpTo(intrinsic: number): LadderWidth[] {
  const out: LadderWidth[] = []
  for (const w of IMAGE_LADDER) {
    out.push(w)
    if (w >= intrinsic) break
  }
  return out
}

/** The output formats, best first; the original's format when the browser takes neither. */
export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png'

/** 001 §9: the mobile image split. */
export const MOBILE_IMAGE_MAX_PX = 590

/** A variant the server signed: its ladder width and its address. */
export type ImageVariant = { width: LadderWidth; url: string }

/**
 * The variant for a display width: the first offered at or above 2.1 × it, else the largest offered (an image is
 * never asked for wider than its own first step above its width). Null when none is offered.
 */
export function variantFor(
  variants: readonly ImageVariant[],
  displayWidth: number,
  density: number = DISPLAY_DENSITY,
): ImageVariant | null {
  if (variants.length === 0) return null
  const wanted = ladderWidth(displayWidth, density)
  return variants.find((v) => v.width >= wanted) ?? variants[variants.length - 1]!
}

/**
 * A stored upload's file name as the proxy accepts it: one path segment of letters, digits, dots, dashes and
 * underscores with an image extension, never `..` (nothing outside the media folder can be named).
 */
export function isUploadName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}\.(jpe?g|png|webp|avif|gif)$/i.test(name) && !name.includes('..')
}

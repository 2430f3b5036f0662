/**
 * How a driver looks (issue 17, 001 §3–§4): its button's words and colours, the phone link, the rating, the
 * sponsor line. Pure. Which renderer takes it is `renderer.ts`; what its events carry, `events.ts`.
 */
// Stored colours are #rrggbb (the catalog keeps no other): the browser needs no colour names.
import { contrastRatio, MIN_CONTRAST, parseRgbColor, readableBackgroundWith } from '@/lib/colorMath'
import { colors } from '@/lib/tokens'
import type { DriverType, DriverView } from '@/services/drivers/shared'

/** The words of a driver's button when the editor left them empty. */
export const DEFAULT_BUTTON_WORDS: Record<DriverType, string> = {
  newsletter: 'Sign up',
  download: 'Download',
  quiz: 'Take the quiz',
  video: 'Watch the video',
  coupon: 'Get the coupon',
  copay: 'Get the offer',
  calculator: 'Use the calculator',
  banner: 'Learn more',
  appDownload: 'Get the app',
  phone: 'Call now',
}

/** The button's words: the editor's, else the type's. */
export function buttonWords(driver: Pick<DriverView, 'driverType' | 'callToAction'>): string {
  return driver.callToAction?.trim() || DEFAULT_BUTTON_WORDS[driver.driverType]
}

/**
 * A `tel:` address for a phone number as editors type it ("800-555-0134", "1 (800) 555-0134"): ten digits
 * get the country code, eleven starting with 1 keep it; anything else (too short, letters only) is null.
 */
export function telHref(number: string | null | undefined): string | null {
  if (!number) return null
  const digits = number.replace(/\D/g, '')
  if (/^\d{10}$/.test(digits)) return `tel:+1${digits}`
  if (/^1\d{10}$/.test(digits)) return `tel:+${digits}`
  return null
}

/**
 * The button's colours from the editor's colour: white text when it reads (4.5:1), else the site's ink;
 * null (the site's button) when neither reads or there is no colour.
 */
export function buttonColors(hex: string | null | undefined): { background: string; ink: string } | null {
  if (!hex) return null
  for (const ink of [colors.onBrand, colors.ink]) {
    const background = readableBackgroundWith(parseRgbColor, hex, ink)
    if (background) return { background, ink }
  }
  return null
}

/** The small line's colour on the driver's white panel, when it reads (4.5:1); null: the site's accent. */
export function whisperInk(hex: string | null | undefined, background: string = colors.paper): string | null {
  const fg = parseRgbColor(hex)
  const bg = parseRgbColor(background)
  if (!fg || !bg || contrastRatio(fg, bg) < MIN_CONTRAST) return null
  return hex!.toLowerCase()
}

/** The body copy's paragraphs (a blank line starts a new one). */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

/** A rating out of 5 as shown: the value to one decimal, whole stars filled, and what screen readers hear. */
export function ratingView(
  rating: number | null | undefined,
): { value: string; filled: number; label: string } | null {
  if (typeof rating !== 'number' || !Number.isFinite(rating) || rating <= 0) return null
  const r = Math.min(5, Math.max(0, rating))
  const value = (Math.round(r * 10) / 10).toFixed(1)
  return { value, filled: Math.round(r), label: `Rated ${value} out of 5` }
}

/** Types that show a rating (the editors' field shows for these). */
export const RATED_TYPES: readonly DriverType[] = ['appDownload', 'download', 'calculator', 'coupon']

/** "Sponsored by Acme" when the driver names its brand (sponsored drivers do), else null. */
export function sponsorText(driver: Pick<DriverView, 'brand'>): string | null {
  return driver.brand ? `Sponsored by ${driver.brand}` : null
}

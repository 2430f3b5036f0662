/**
 * Editor-supplied colours: parsing, sanitising and WCAG contrast. Every colour an editor types into the CMS
 * (announcement bar, product card background, …) goes through `sanitizeColor` or `parseColor` before it
 * reaches a `style` attribute, so nothing but an opaque `#rrggbb` ever does.
 * Pure functions, no React; safe on server and client.
 */
import {
  contrastRatio,
  luminance,
  MIN_CONTRAST,
  parseRgbColor,
  type Rgb,
  readableBackgroundWith,
  toHex,
} from './colorMath'
import { NAMED_COLORS } from './namedColors'

export { contrastRatio, luminance, MIN_CONTRAST, type Rgb, toHex }

/**
 * An editor-entered colour as sRGB, or null. Accepts only opaque colours whose contrast can be checked:
 * `#rgb`, `#rrggbb`, `rgb(r, g, b)` / `rgb(r g b)` with integer channels 0–255, and the CSS named colours.
 * Everything else (alpha, `transparent`, `var()`, `url()`, other functions, stray characters) is refused.
 * Browser code reads stored colours with `parseRgbColor` (`./colorMath`), without the names.
 */
export function parseColor(value: unknown): Rgb | null {
  if (typeof value !== 'string') return null
  const v = value.trim().toLowerCase()
  return parseRgbColor(NAMED_COLORS.get(v) ?? v)
}

/** An editor-entered colour normalised to `#rrggbb`, or null when it is not an accepted colour. */
export function sanitizeColor(value: unknown): string | null {
  const rgb = parseColor(value)
  return rgb ? toHex(rgb) : null
}

/**
 * An editor-entered background as `#rrggbb`, or null: null when it is not an accepted colour, or when `text`
 * (a colour this code owns, e.g. a token) reads below `min` (default 4.5:1) on it.
 */
export function readableBackground(value: unknown, text: string, min: number = MIN_CONTRAST): string | null {
  return readableBackgroundWith(parseColor, value, text, min)
}

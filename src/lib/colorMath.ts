/**
 * Colours as the browser gets them: `#rgb`, `#rrggbb` and `rgb()` only, with WCAG contrast. Stored colours are
 * already `#rrggbb` (editors' input is parsed and normalised by `./color`, which also knows the CSS named
 * colours); browser code imports this module, so the 148 names never reach a reader's download.
 * Pure functions, no React; safe on server and client.
 */

export type Rgb = readonly [number, number, number]

/** WCAG 2 AA for normal-size text. */
export const MIN_CONTRAST = 4.5

const CHANNEL = '(25[0-5]|2[0-4]\\d|1\\d\\d|\\d\\d?)'
const RGB_FUNCTION = new RegExp(
  `^rgb\\(\\s*${CHANNEL}\\s*,\\s*${CHANNEL}\\s*,\\s*${CHANNEL}\\s*\\)$|^rgb\\(\\s*${CHANNEL}\\s+${CHANNEL}\\s+${CHANNEL}\\s*\\)$`,
)

/**
 * An opaque colour as sRGB, or null: `#rgb`, `#rrggbb`, `rgb(r, g, b)` / `rgb(r g b)` with integer channels
 * 0–255. Everything else (names: see `./color`; alpha, `transparent`, `var()`, `url()`, stray characters) is
 * refused.
 */
export function parseRgbColor(value: unknown): Rgb | null {
  if (typeof value !== 'string') return null
  const v = value.trim().toLowerCase()
  let m = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(v)
  if (m) return [parseInt(m[1]! + m[1]!, 16), parseInt(m[2]! + m[2]!, 16), parseInt(m[3]! + m[3]!, 16)]
  m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(v)
  if (m) return [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)]
  m = RGB_FUNCTION.exec(v)
  if (m) {
    const channels = (m[1] === undefined ? m.slice(4, 7) : m.slice(1, 4)).map(Number)
    return [channels[0]!, channels[1]!, channels[2]!]
  }
  return null
}

/** `#rrggbb` for an sRGB triple. */
export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** WCAG 2 contrast ratio, 1 to 21 (order of the two colours does not matter). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/**
 * A background as `#rrggbb`, or null: null when either colour is not one `parse` accepts, or when `text` reads
 * below `min` (default 4.5:1) on it.
 */
export function readableBackgroundWith(
  parse: (value: unknown) => Rgb | null,
  value: unknown,
  text: string,
  min: number = MIN_CONTRAST,
): string | null {
  const bg = parse(value)
  const fg = parse(text)
  if (!bg || !fg) return null
  return contrastRatio(bg, fg) >= min ? toHex(bg) : null
}

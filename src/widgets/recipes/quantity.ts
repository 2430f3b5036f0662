/**
 * Ingredient quantities: the number an ingredient line starts with ("1 1/2 cups", "1½", "0.5", "2-3"),
 * scaled when the reader changes the servings and written back with readable fractions ("½", "1 ¼").
 * Text without a leading quantity ("Salt, to taste") is left as it is. Pure; the client leaf imports it.
 */

/** The fractions a scaled quantity is rounded to, with their glyphs. */
export const FRACTION_GLYPHS: ReadonlyArray<readonly [number, string]> = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [3 / 8, '⅜'],
  [1 / 2, '½'],
  [5 / 8, '⅝'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [7 / 8, '⅞'],
]

/** Glyphs editors may type, with their values (the fifths and sixths too). */
const GLYPH_VALUES: Record<string, number> = {
  ...Object.fromEntries(FRACTION_GLYPHS.map(([value, glyph]) => [glyph, value])),
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
}
const GLYPHS = Object.keys(GLYPH_VALUES).join('')

/** Between a whole number and its fraction: a no-break space, so "1 ¼" never wraps apart. */
export const FRACTION_SPACE = '\u00a0'

/** From this size up, a scaled quantity is rounded to a whole number (188 g, not 187½ g). */
export const WHOLE_FROM = 10

/**
 * One number as written: "2", "0.5", "1,000", "1/2", "1 1/2", "1½", "1 ½", "½". The `decimal` flag says it
 * was written with a decimal point (scaled results then stay decimals).
 */
const NUMBER_SOURCE = String.raw`(?:\d+\s+\d+\s*[/⁄]\s*\d+|\d+\s?[${GLYPHS}]|\d+\s*[/⁄]\s*\d+|\d{1,3}(?:,\d{3})+(?!\d)|\d+(?:\.\d+)?|\.\d+|[${GLYPHS}])`

/** The value of one number as written (see NUMBER_SOURCE), or null. */
export function parseNumber(text: string): number | null {
  const t = text.trim()
  let m = /^(\d+)\s+(\d+)\s*[/⁄]\s*(\d+)$/.exec(t)
  if (m) return Number(m[3]) === 0 ? null : Number(m[1]) + Number(m[2]) / Number(m[3])
  m = new RegExp(String.raw`^(\d+)\s?([${GLYPHS}])$`).exec(t)
  if (m) return Number(m[1]) + GLYPH_VALUES[m[2]!]!
  m = /^(\d+)\s*[/⁄]\s*(\d+)$/.exec(t)
  if (m) return Number(m[2]) === 0 ? null : Number(m[1]) / Number(m[2])
  if (/^\d{1,3}(?:,\d{3})+$/.test(t)) return Number(t.replace(/,/g, ''))
  if (/^(?:\d+(?:\.\d+)?|\.\d+)$/.test(t)) return Number(t)
  if (t.length === 1 && t in GLYPH_VALUES) return GLYPH_VALUES[t]!
  return null
}

/** A quantity at the start of an ingredient line. */
export type LeadingQuantity = {
  low: number
  /** The upper end of a range ("2-3"), else null. */
  high: number | null
  /** The range's separator as written ("-", "–", " to "). */
  separator: string
  /** Written with a decimal point: scaled values stay decimals. */
  decimal: boolean
  /** Where the quantity ends in the text (the rest follows). */
  end: number
}

const LEADING = new RegExp(
  String.raw`^\s*(${NUMBER_SOURCE})(?:(\s*[-–—]\s*|\s+to\s+)(${NUMBER_SOURCE}))?`,
  'i',
)

/**
 * The quantity an ingredient line starts with, or null when it starts with none. A quantity joined to a
 * word by a hyphen ("½-inch piece") is a size, not an amount, and is not read.
 */
export function parseLeadingQuantity(text: string): LeadingQuantity | null {
  const match = LEADING.exec(text)
  if (!match) return null
  const after = text.slice(match[0].length)
  if (/^(?:[-–—/⁄.]|,?\d)/.test(after)) return null
  const low = parseNumber(match[1]!)
  if (low === null) return null
  const high = match[3] === undefined ? null : parseNumber(match[3])
  if (match[3] !== undefined && high === null) return null
  const written = match[3] === undefined ? match[1]! : `${match[1]} ${match[3]}`
  return {
    low,
    high,
    separator: match[2] ?? '',
    decimal: /\./.test(written),
    end: match[0].length,
  }
}

/**
 * A quantity written for readers: under `WHOLE_FROM`, a whole number and the nearest of ⅛ ¼ ⅓ ⅜ ½ ⅝ ⅔ ¾ ⅞
 * ("1 ¼", with a no-break space); from `WHOLE_FROM` up, a whole number. Amounts too small for ⅛ keep one
 * significant digit ("0.03"). With `decimal`, a decimal with at most two places ("1.5", "0.25").
 */
export function formatQuantity(value: number, decimal = false): string {
  if (!Number.isFinite(value) || value <= 0) return '0'
  if (value >= WHOLE_FROM) return String(Math.round(value))
  if (decimal) {
    const rounded = Math.round(value * 100) / 100
    return rounded > 0 ? String(rounded) : String(Number(value.toPrecision(1)))
  }
  const floor = Math.floor(value)
  const rest = value - floor
  let whole = floor
  let glyph = ''
  let best = rest
  for (const [fraction, g] of [...FRACTION_GLYPHS, [1, ''] as const]) {
    const distance = Math.abs(rest - fraction)
    if (distance < best - 1e-9) {
      best = distance
      glyph = g
      whole = fraction === 1 ? floor + 1 : floor
    }
  }
  if (whole === 0 && glyph === '') return String(Number(value.toPrecision(1)))
  if (glyph === '') return String(whole)
  return whole === 0 ? glyph : `${whole}${FRACTION_SPACE}${glyph}`
}

/**
 * Units and counted things whose word follows the quantity, singular → plural. After scaling the word
 * agrees with the new amount ("1 cup" → "2 cups", "2 cloves" → "1 clove"). Other words are left alone.
 */
export const COUNT_WORDS: Record<string, string> = {
  cup: 'cups',
  tablespoon: 'tablespoons',
  teaspoon: 'teaspoons',
  clove: 'cloves',
  can: 'cans',
  tin: 'tins',
  jar: 'jars',
  packet: 'packets',
  pinch: 'pinches',
  dash: 'dashes',
  handful: 'handfuls',
  slice: 'slices',
  piece: 'pieces',
  stalk: 'stalks',
  stick: 'sticks',
  sprig: 'sprigs',
  bunch: 'bunches',
  head: 'heads',
  leaf: 'leaves',
  litre: 'litres',
  liter: 'liters',
  pint: 'pints',
  quart: 'quarts',
  pound: 'pounds',
  ounce: 'ounces',
  egg: 'eggs',
  onion: 'onions',
  shallot: 'shallots',
  carrot: 'carrots',
  potato: 'potatoes',
  tomato: 'tomatoes',
  lemon: 'lemons',
  lime: 'limes',
  banana: 'bananas',
  apple: 'apples',
  leek: 'leeks',
}
const SINGULAR_OF = Object.fromEntries(Object.entries(COUNT_WORDS).map(([one, many]) => [many, one]))

/** The rest of the line with its first word made to agree with `amount` (see COUNT_WORDS). */
function agree(rest: string, amount: number): string {
  const match = /^(\s*)([a-z]+)(?![a-z])/i.exec(rest)
  if (!match) return rest
  const word = match[2]!
  const lower = word.toLowerCase()
  if (word !== lower) return rest
  const plural = amount > 1
  const replacement = plural ? COUNT_WORDS[lower] : SINGULAR_OF[lower]
  if (!replacement) return rest
  return `${match[1]}${replacement}${rest.slice(match[0].length)}`
}

/**
 * An ingredient line for `factor` times the recipe: its leading quantity scaled (both ends of a range) and
 * written readably, the unit or counted word made to agree. With a factor of 1, or no leading quantity, the
 * text is returned as the editor wrote it.
 */
export function scaleIngredient(text: string, factor: number): string {
  if (!Number.isFinite(factor) || factor <= 0 || Math.abs(factor - 1) < 1e-9) return text
  const quantity = parseLeadingQuantity(text)
  if (!quantity) return text
  const lead = /^\s*/.exec(text)![0]
  const low = quantity.low * factor
  const high = quantity.high === null ? null : quantity.high * factor
  const written =
    formatQuantity(low, quantity.decimal) +
    (high === null ? '' : `${quantity.separator}${formatQuantity(high, quantity.decimal)}`)
  return `${lead}${written}${agree(text.slice(quantity.end), high ?? low)}`
}

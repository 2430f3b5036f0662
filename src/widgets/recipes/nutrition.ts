/**
 * The nutrition facts panel (000 §3 "Nutrition facts display", 002 §3.6): servings (count, label) and the
 * amounts per serving of calories, fat, saturated fat, trans fat, sodium, protein, carbohydrate, fiber and
 * sugar; per-recipe totals for the servings the reader chose; and the schema.org NutritionInformation.
 * Pure; the client leaf imports it.
 */

/** The nutrients, in the order a nutrition label lists them, with the unit editors enter them in. */
export const NUTRIENTS = [
  { key: 'calories', label: 'Calories', unit: 'kcal', spoken: 'kilocalories', sub: false },
  { key: 'fatContent', label: 'Total fat', unit: 'g', spoken: 'grams', sub: false },
  { key: 'saturatedFatContent', label: 'Saturated fat', unit: 'g', spoken: 'grams', sub: true },
  { key: 'transFatContent', label: 'Trans fat', unit: 'g', spoken: 'grams', sub: true },
  { key: 'sodiumContent', label: 'Sodium', unit: 'mg', spoken: 'milligrams', sub: false },
  { key: 'carbohydrateContent', label: 'Carbohydrate', unit: 'g', spoken: 'grams', sub: false },
  { key: 'fiberContent', label: 'Fiber', unit: 'g', spoken: 'grams', sub: true },
  { key: 'sugarContent', label: 'Sugars', unit: 'g', spoken: 'grams', sub: true },
  { key: 'proteinContent', label: 'Protein', unit: 'g', spoken: 'grams', sub: false },
] as const

export type NutrientKey = (typeof NUTRIENTS)[number]['key']
export type NutrientUnit = (typeof NUTRIENTS)[number]['unit']

/** Amounts per serving, as stored (numbers, or text from older content). */
export type NutritionInput = Partial<Record<NutrientKey, unknown>>

/** One amount an editor entered: a number of at least 0 (text such as "9 g" is read), else null. */
export function nutrientAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null
  if (typeof value !== 'string') return null
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:k?cal(?:ories)?|mg|g)?\s*$/i.exec(value)
  return match ? Number(match[1]) : null
}

/** One row of the panel: the nutrient and its amount per serving. */
export type NutrientRow = {
  key: NutrientKey
  label: string
  unit: NutrientUnit
  spoken: string
  /** A part of the row above it (saturated fat of fat…): indented. */
  sub: boolean
  perServing: number
}

/** The rows the panel shows: every nutrient with an amount, in label order. Empty when none has one. */
export function nutrientRows(input: NutritionInput | null | undefined): NutrientRow[] {
  if (!input) return []
  return NUTRIENTS.flatMap((n) => {
    const amount = nutrientAmount(input[n.key])
    return amount === null
      ? []
      : [{ key: n.key, label: n.label, unit: n.unit, spoken: n.spoken, sub: n.sub, perServing: amount }]
  })
}

/**
 * An amount as the panel writes it: calories and milligrams as whole numbers; grams with one decimal
 * under 10 ("0.5", "2", "9.5") and whole from 10 up.
 */
export function formatNutrient(amount: number, unit: NutrientUnit): string {
  return roundNutrient(amount, unit).toLocaleString('en-US', { maximumFractionDigits: 1 })
}

/** The amount as shown, unformatted: whole numbers, grams under 10 to one decimal; 0 for nonsense. */
function roundNutrient(amount: number, unit: NutrientUnit): number {
  if (!Number.isFinite(amount) || amount < 0) return 0
  if (unit !== 'g' || amount >= 10) return Math.round(amount)
  return Math.round(amount * 10) / 10
}

/** The whole recipe's amount for `servings` servings. */
export function nutrientTotal(perServing: number, servings: number): number {
  return perServing * servings
}

/** The schema.org unit text of an amount: "320 calories", "9 g", "480 mg". */
export function schemaNutrient(amount: number, unit: NutrientUnit): string {
  // Plain digits for machines ("1040 calories"); people get thousands separators.
  const value = String(roundNutrient(amount, unit))
  return unit === 'kcal' ? `${value} calories` : `${value} ${unit}`
}

/** schema.org NutritionInformation for one serving, or null when there is nothing to say. */
export function nutritionInformation(
  rows: readonly NutrientRow[],
  servingSize: string,
): ({ '@type': 'NutritionInformation' } & Record<string, string>) | null {
  if (rows.length === 0) return null
  return {
    '@type': 'NutritionInformation',
    ...(servingSize ? { servingSize } : {}),
    ...Object.fromEntries(rows.map((row) => [row.key, schemaNutrient(row.perServing, row.unit)])),
  }
}

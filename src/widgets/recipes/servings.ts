/**
 * Servings (000 §5): "Makes 1 serving" / "Makes N servings", the servings an editor typed read as a number,
 * and the limits of the reader's servings control. Pure; the client leaf imports it.
 */

/** The fewest servings the reader's control goes down to. */
export const SERVINGS_MIN = 1
/** The most servings the control goes up to (or the recipe's own count, when that is more). */
export const SERVINGS_MAX = 50

/** The servings line (000 §5): 'Makes 1 serving' or 'Makes N servings'. */
export function servingsText(count: number): string {
  return count === 1 ? 'Makes 1 serving' : `Makes ${count} servings`
}

/** "1 serving" / "4 servings", for the nutrition panel and structured data. */
export function servingsNoun(count: number): string {
  return count === 1 ? '1 serving' : `${count} servings`
}

/**
 * The servings a recipe makes, from what the editor stored: a number, or text that starts with or contains
 * one ("4", "Serves 4", "4 servings", "4-6" → 4). Null when there is none, or it is below 1.
 */
export function parseServings(value: unknown): number | null {
  let n: number | null = null
  if (typeof value === 'number' && Number.isFinite(value)) n = Math.round(value)
  else if (typeof value === 'string') {
    const match = /\d+/.exec(value)
    n = match ? Number(match[0]) : null
  }
  return n !== null && n >= SERVINGS_MIN ? n : null
}

/** The most servings the control offers for a recipe that makes `base`. */
export function servingsMax(base: number): number {
  return Math.max(SERVINGS_MAX, base)
}

/** `count` kept within the control's limits for a recipe that makes `base`; whole numbers only. */
export function clampServings(count: number, base: number): number {
  if (!Number.isFinite(count)) return base
  return Math.min(servingsMax(base), Math.max(SERVINGS_MIN, Math.round(count)))
}

/** How many times the recipe the reader is making: chosen servings over the recipe's own. */
export function servingsFactor(chosen: number, base: number): number {
  return base > 0 ? chosen / base : 1
}

/* Pure rules for the stats block (spec 000 §4 "Stats numbers", §8, §9). No React here. */
import type { StatsBlockBlock } from '@/cms/payload-types'

export const STATS_STEPS = 60
export const STATS_DURATION_MS = 2000
export const STATS_STAGGER_MS = 2000
export const STATS_START_RATIO = 0.8
export const STATS_PLACEHOLDER = 'Stats Block Placeholder - No data found'

/** More decimals than this are rounded away (floating-point noise such as 0.30000000000000004). */
export const STATS_MAX_DECIMALS = 6

/** Decimals written in the value itself: 12 → 0, 4.5 → 1, 0.25 → 2, 1e-7 → capped. */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value)) return 0
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e')
  const fraction = mantissa.split('.')[1] ?? ''
  const decimals = fraction.length - Number(exponent)
  return Math.min(STATS_MAX_DECIMALS, Math.max(0, decimals))
}

/**
 * Rounds half away from zero on the number's shortest decimal form, so 4.05 (stored as 4.0499…) gives 4.1.
 * Numbers written in exponent form (huge or tiny) fall back to plain toFixed rounding.
 */
function roundTo(value: number, decimals: number): number {
  const magnitude = Math.abs(value)
  const shifted = Math.round(Number(`${magnitude}e${decimals}`))
  let rounded = Number(`${shifted}e-${decimals}`)
  if (!Number.isFinite(rounded)) rounded = Number(magnitude.toFixed(decimals))
  rounded *= Math.sign(value)
  return rounded === 0 ? 0 : rounded // no "-0"
}

/**
 * The value shown at animation step 0..STATS_STEPS: 80% of the value at step 0, rising linearly,
 * exactly the value at the last step. Rounded to the value's own number of decimals.
 */
export function statFrame(value: number, step: number): number {
  const decimals = decimalsOf(value)
  if (!(step < STATS_STEPS)) return roundTo(value, decimals)
  const progress = Math.max(0, Math.floor(step)) / STATS_STEPS
  return roundTo(value * (STATS_START_RATIO + (1 - STATS_START_RATIO) * progress), decimals)
}

const formatters = new Map<number, Intl.NumberFormat>()

/** en-US digits with thousands separators and exactly `decimals` decimals: 12000 → "12,000". */
export function formatStat(value: number, decimals: number): string {
  const digits = Math.min(STATS_MAX_DECIMALS, Math.max(0, Math.floor(decimals)))
  let formatter = formatters.get(digits)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    formatters.set(digits, formatter)
  }
  const text = formatter.format(value)
  // Values that round to zero must not read "-0".
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text
}

/** When item `index` starts counting, in ms after the block was first seen. */
export function statStartDelay(index: number): number {
  return Math.max(0, Math.floor(index)) * STATS_STAGGER_MS
}

/** The step item `index` shows `elapsedMs` after the block was first seen (0 while it waits its turn). */
export function statStepAt(index: number, elapsedMs: number): number {
  const local = elapsedMs - statStartDelay(index)
  if (local <= 0) return 0
  return Math.min(STATS_STEPS, Math.floor((local * STATS_STEPS) / STATS_DURATION_MS))
}

/** Elapsed time at which the next step begins (steps of all items share one grid). */
export function nextStepAt(elapsedMs: number): number {
  const step = Math.floor((Math.max(0, elapsedMs) * STATS_STEPS) / STATS_DURATION_MS) + 1
  return (step * STATS_DURATION_MS) / STATS_STEPS
}

/** When the last of `count` items reaches its final value. */
export function statsTotalMs(count: number): number {
  return count > 0 ? statStartDelay(count - 1) + STATS_DURATION_MS : 0
}

export type StatItem = {
  value: number
  decimals: number
  /** The final value, formatted: what the server renders and what the animation ends on. */
  final: string
  prefix: string
  suffix: string
  text: string
}

/** Items worth showing: a finite number is required; prefix, suffix and text are tidied. */
export function statItems(items: StatsBlockBlock['items']): StatItem[] {
  const result: StatItem[] = []
  for (const item of items ?? []) {
    const value = item.number
    if (typeof value !== 'number' || !Number.isFinite(value)) continue
    const decimals = decimalsOf(value)
    result.push({
      value,
      decimals,
      final: formatStat(value, decimals),
      prefix: item.prefix ?? '',
      suffix: item.suffix ?? '',
      text: (item.text ?? '').trim(),
    })
  }
  return result
}

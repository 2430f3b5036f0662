/**
 * A/B experiments on cached pages (issue 8, ADR 13). Editors define experiments in the CMS (Site →
 * Experiments): variants with their shares, the pages they apply to. Every page carries the active
 * definitions; a small inline script (`bootExperiments`, run before the body is painted) assigns the reader a
 * variant in the browser, keeps it in a first-party cookie, marks <html> with `data-ab-<experiment>` so CSS
 * shows the variant without a layout shift, and records an exposure on the first-party data layer. The page
 * stays one cached page for every reader.
 *
 * Everything here is pure except `bootExperiments`, which is self-contained (its source is inlined into the
 * page) and gets every helper as an argument.
 */

export type ExperimentVariant = { key: string; share: number }

export type ExperimentDefinition = {
  /** The experiment's key, e.g. "commerceCarousel": the code that reads it knows this name. */
  key: string
  variants: ExperimentVariant[]
  /** Pages it applies to: exact paths, or prefixes ending in "*". Empty: every page. */
  paths: string[]
  /** The exposure's label names the reader's screen class ("Mobile engagement", …). */
  labelByBreakpoint?: boolean
}

/** The cookie keeping each reader's variants, e.g. `commerceCarousel=carousel|ratingRow=control`. */
export const EXPERIMENT_COOKIE = 'wr_ab'
/** How long a reader keeps their variants. */
export const EXPERIMENT_COOKIE_MAX_AGE = 90 * 24 * 60 * 60
/** `?wr_ab=commerceCarousel:carousel` forces a variant for QA (and keeps it, like an assignment). */
export const FORCE_PARAM = 'wr_ab'
/** The data-layer event of an exposure. */
export const EXPOSURE_EVENT = 'experiment_exposure'

const KEY = /^[a-z][A-Za-z0-9]{0,39}$/

/** `commerceCarousel` → `data-ab-commerce-carousel`. */
export function experimentAttribute(key: string): string {
  return `data-ab-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`
}

/** Whether the page at `path` is in the experiment (exact paths, "prefix*" patterns; none: every page). */
export function pathMatches(patterns: readonly string[], path: string): boolean {
  if (patterns.length === 0) return true
  const here = path.replace(/\/+$/, '').toLowerCase() || '/'
  return patterns.some((raw) => {
    const p = raw.trim().toLowerCase()
    if (!p) return false
    if (p.endsWith('*')) return here.startsWith(p.slice(0, -1))
    return here === (p.replace(/\/+$/, '') || '/')
  })
}

/** The variant for a random number in [0, 1): cumulative shares, normalised by their total. */
export function pickVariant(variants: readonly ExperimentVariant[], random: number): string | null {
  const usable = variants.filter((v) => Number.isFinite(v.share) && v.share > 0)
  const total = usable.reduce((sum, v) => sum + v.share, 0)
  if (total <= 0) return null
  let point = Math.min(Math.max(random, 0), 0.999999999) * total
  for (const v of usable) {
    if (point < v.share) return v.key
    point -= v.share
  }
  return usable[usable.length - 1]?.key ?? null
}

/** The cookie's assignments; garbage is ignored. */
export function parseAssignments(value: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const pair of (value ?? '').split('|')) {
    const [k, v] = pair.split('=')
    if (k && v && KEY.test(k) && /^[A-Za-z0-9_-]{1,40}$/.test(v)) out[k] = v
  }
  return out
}

export function serializeAssignments(assignments: Record<string, string>): string {
  return Object.entries(assignments)
    .filter(([k, v]) => KEY.test(k) && /^[A-Za-z0-9_-]{1,40}$/.test(v))
    .map(([k, v]) => `${k}=${v}`)
    .join('|')
}

/** Variants forced by the QA parameter: `?wr_ab=commerceCarousel:carousel,ratingRow:control`. */
export function forcedVariants(search: string): Record<string, string> {
  const value = new URLSearchParams(search).get(FORCE_PARAM)
  const out: Record<string, string> = {}
  for (const part of (value ?? '').split(',')) {
    const [k, v] = part.split(':')
    if (k && v && KEY.test(k) && /^[A-Za-z0-9_-]{1,40}$/.test(v)) out[k] = v
  }
  return out
}

/** The engagement label by screen width: below 768 px Mobile, below 990 px Tablet, else Desktop. */
export function engagementLabel(width: number): string {
  if (width < 768) return 'Mobile engagement'
  if (width < 990) return 'Tablet engagement'
  return 'Desktop engagement'
}

export type Assignment = { key: string; variant: string; forced: boolean; label?: string }

/**
 * Each experiment that applies to the page, with the reader's variant: forced by the QA parameter, else the
 * one they already have (while it still exists), else a new pick. Without the reader's consent to analytics
 * (`consented` false) only a forced variant applies: the reader is in no experiment and sees the control (the
 * usual page), see `bootScript.ts`. Pure; the boot script follows it rule for rule.
 */
export function assign(
  definitions: readonly ExperimentDefinition[],
  input: {
    path: string
    stored: Record<string, string>
    forced: Record<string, string>
    random: () => number
    width: number
    /** The reader consents to analytics now (`allows(choice, 'analytics', signals)`). */
    consented: boolean
  },
): Assignment[] {
  const out: Assignment[] = []
  for (const def of definitions) {
    if (!KEY.test(def.key) || !pathMatches(def.paths, input.path)) continue
    const keys = new Set(def.variants.filter((v) => v.share > 0).map((v) => v.key))
    const forced = input.forced[def.key]
    const stored = input.consented ? input.stored[def.key] : undefined
    const variant =
      forced && def.variants.some((v) => v.key === forced)
        ? forced
        : !input.consented
          ? null
          : stored && keys.has(stored)
            ? stored
            : pickVariant(def.variants, input.random())
    if (!variant) continue
    out.push({
      key: def.key,
      variant,
      forced: variant === forced,
      ...(def.labelByBreakpoint ? { label: engagementLabel(input.width) } : {}),
    })
  }
  return out
}

import { DEVICE_TYPES, type DeviceType, PLACEMENTS, type PlacementName } from '@/lib/placements'
import { SECTIONS, TEMPLATES } from '@/lib/sections'
import { AUDIENCES, DRIVER_STYLES, type DriverStyle, type DriverType } from './shared'

/**
 * The placement engine (issue 17): which driver fills which placement for one page view. Pure: the drivers
 * and the request in, the choice and its reasons out. The API answers with `choosePlacements`; the admin's
 * "Who fills this placement, and why" shows `explainPlacements`, which is the same computation.
 *
 * Rules, in order (the first that fails excludes the driver, and its sentence says why):
 * switched on; set to fill the placement; the right kind for the placement (style for in-article positions,
 * sign-ups for the header dialog, copay offers for the drug widget); inside its dates; section, category,
 * template, keyword (k1), device, page address, audience and drug targeting (an empty list targets all);
 * not a video when the page asks for none; under the reader's frequency cap; not already shown in another
 * in-page placement (dialogs and the drug widget's offer are exempt). Among the rest the highest priority wins; a tie is a weighted pick by the reader's
 * bucket (0–99), so the same reader bucket gets the same driver (deterministic, and cacheable per key).
 */

export type FrequencyCap = { count: number; days: number }

export type DriverTargeting = {
  placements: PlacementName[]
  sections: string[]
  /** Category slugs. */
  categories: string[]
  templates: string[]
  /** k1 values (the page's first keyword). */
  keywords: string[]
  devices: DeviceType[]
  /** Page addresses: exact paths, or a prefix ending in `*` (`/health/*`). */
  paths: string[]
  excludePaths: string[]
  audiences: string[]
  /** Drug ids (copay offers). */
  drugs: string[]
  startsAt: string | null
  endsAt: string | null
  priority: number
  weight: number
  frequencyCap: FrequencyCap | null
}

/** A driver as the engine sees it: identity, kind and targeting; `view` is what the browser receives. */
export type EngineDriver<View = unknown> = {
  id: string
  name: string
  enabled: boolean
  /** Why a driver that is switched on still cannot show (a sign-up without lists…); null when complete. */
  problem?: string | null
  driverType: DriverType
  style: DriverStyle
  targeting: DriverTargeting
  view: View
}

export type TargetingRequest = {
  path: string
  section: string | null
  template: string | null
  categorySlugs: string[]
  k1: string | null
  deviceType: DeviceType | null
  audiences: string[]
  /** The reader's bucket, 0–99 (first-party, random once per browser). */
  bucket: number
  /** Drivers this reader has seen as often as their cap allows. */
  cappedDrivers: string[]
  placements: PlacementName[]
  /** The space each in-article placement reserved. */
  placementStyles: Partial<Record<PlacementName, DriverStyle>>
  drugId: string | null
  excludeVideos: boolean
  /** Milliseconds since the epoch. */
  now: number
}

export type Candidate = { id: string; name: string; priority: number; weight: number; share: number }
export type Exclusion = { id: string; name: string; reason: string }
export type PlacementExplanation = {
  placement: PlacementName
  winner: { id: string; name: string } | null
  rule: string
  candidates: Candidate[]
  excluded: Exclusion[]
}

const label = <T extends { value: string; label: string }>(list: readonly T[], value: string): string =>
  list.find((item) => item.value === value)?.label ?? value

const sectionName = (slug: string) =>
  label(
    SECTIONS.map((s) => ({ value: s.slug, label: s.label })),
    slug,
  )
const templateName = (value: string) => label(TEMPLATES, value)
const deviceName = (value: string) => label(DEVICE_TYPES, value).replace(/ \(.*\)$/, '')
const audienceName = (value: string) => label(AUDIENCES, value).replace(/ \(.*\)$/, '')
const styleName = (value: string) =>
  label(DRIVER_STYLES, value)
    .replace(/ \(.*\)$/, '')
    .toLowerCase()

function list(values: readonly string[], name: (v: string) => string = (v) => v): string {
  const names = values.map(name)
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`
}

/** Whether a page path matches an editor's pattern: exact, or a prefix before a final `*`. */
export function pathMatches(pattern: string, path: string): boolean {
  const p = pattern.trim()
  if (!p) return false
  if (p.endsWith('*')) return path.startsWith(p.slice(0, -1))
  const norm = (s: string) => (s.length > 1 && s.endsWith('/') ? s.slice(0, -1) : s)
  return norm(p) === norm(path)
}

const day = (iso: string) => iso.slice(0, 10)

/** Why a driver cannot fill a placement on this request, or null when it can (before priority). */
export function exclusionReason(
  driver: EngineDriver,
  placement: PlacementName,
  req: TargetingRequest,
): string | null {
  const t = driver.targeting
  if (!driver.enabled) return 'Switched off.'
  if (driver.problem) return driver.problem
  if (!t.placements.includes(placement))
    return t.placements.length === 0
      ? 'Not set to fill any position.'
      : `Set to fill ${list(t.placements, (p) => `“${label(PLACEMENTS, p)}”`)}, not this position.`
  if (placement === 'drugCopay' && driver.driverType !== 'copay')
    return 'Only copay offers fill the drug cost savings widget.'
  if (placement !== 'drugCopay' && driver.driverType === 'copay')
    return 'A copay offer fills only the drug cost savings widget.'
  if (placement === 'headerNewsletter' && driver.driverType !== 'newsletter')
    return 'Only newsletter sign-ups fill the Subscribe dialog.'
  const slotStyle = req.placementStyles[placement]
  if (slotStyle && driver.style !== slotStyle)
    return `Is a ${styleName(driver.style)}; this position holds a ${styleName(slotStyle)}.`
  if (t.startsAt && Date.parse(t.startsAt) > req.now) return `Starts on ${day(t.startsAt)}.`
  if (t.endsAt && Date.parse(t.endsAt) <= req.now) return `Ended on ${day(t.endsAt)}.`
  if (t.sections.length > 0 && !(req.section && t.sections.includes(req.section)))
    return `Targets the ${list(t.sections, sectionName)} section${t.sections.length > 1 ? 's' : ''}; this page is ${req.section ? `in ${sectionName(req.section)}` : 'in no section'}.`
  if (t.categories.length > 0 && !t.categories.some((c) => req.categorySlugs.includes(c)))
    return `Targets the categor${t.categories.length > 1 ? 'ies' : 'y'} ${list(t.categories)}; this page is in ${req.categorySlugs.length ? list(req.categorySlugs) : 'none'}.`
  if (t.templates.length > 0 && !(req.template && t.templates.includes(req.template)))
    return `Targets ${list(t.templates, templateName)} pages; this page is ${req.template ? `a ${templateName(req.template)} page` : 'of no template'}.`
  if (t.keywords.length > 0 && !(req.k1 && t.keywords.includes(req.k1)))
    return `Targets the keyword${t.keywords.length > 1 ? 's' : ''} ${list(t.keywords)}; this page’s first keyword is ${req.k1 ?? 'not set'}.`
  if (t.devices.length > 0 && !(req.deviceType && t.devices.includes(req.deviceType)))
    return `Shows on ${list(t.devices, deviceName).toLowerCase()} only; this is a ${req.deviceType ? deviceName(req.deviceType).toLowerCase() : 'device of unknown width'}.`
  if (t.paths.length > 0 && !t.paths.some((p) => pathMatches(p, req.path)))
    return `Shows only at ${list(t.paths)}; this page is ${req.path}.`
  const excluded = t.excludePaths.find((p) => pathMatches(p, req.path))
  if (excluded) return `Kept off ${excluded}.`
  if (t.audiences.length > 0 && !t.audiences.some((a) => req.audiences.includes(a)))
    return `Targets ${list(t.audiences, audienceName).toLowerCase()}; this reader is ${req.audiences.length ? list(req.audiences, audienceName).toLowerCase() : 'in no audience'}.`
  if (t.drugs.length > 0 && !(req.drugId && t.drugs.includes(req.drugId)))
    return 'Offered for other drugs than this widget’s.'
  if (req.excludeVideos && driver.driverType === 'video') return 'This page shows no videos.'
  if (req.cappedDrivers.includes(driver.id) && t.frequencyCap)
    return `This reader has seen it ${t.frequencyCap.count} time${t.frequencyCap.count === 1 ? '' : 's'} in ${t.frequencyCap.days} day${t.frequencyCap.days === 1 ? '' : 's'}, its limit.`
  return null
}

/** FNV-1a, 32 bits: a stable number from a string (same input, same number, on every instance). */
export function stableHash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/**
 * A point in [0, 1) for a reader bucket and a placement: the same bucket always lands on the same point,
 * and different placements use different points (so one bucket does not always get every first driver).
 */
export function bucketPoint(bucket: number, placement: string): number {
  const b = Math.min(99, Math.max(0, Math.floor(bucket)))
  const offset = stableHash(placement) / 2 ** 32
  return ((b + 0.5) / 100 + offset) % 1
}

/** The weighted pick among equal-priority candidates, sorted by id so every instance agrees. */
export function weightedPick<T extends { id: string; weight: number }>(
  candidates: readonly T[],
  point: number,
): T | null {
  const sorted = [...candidates].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  const total = sorted.reduce((sum, c) => sum + Math.max(0, c.weight), 0)
  if (sorted.length === 0) return null
  if (total <= 0) return sorted[0] ?? null
  let target = point * total
  for (const c of sorted) {
    target -= Math.max(0, c.weight)
    if (target < 0) return c
  }
  return sorted[sorted.length - 1] ?? null
}

/**
 * Positions on the page itself: a driver fills at most one of them. Dialogs (the Subscribe dialog, the
 * second-page pop-up) and the drug widget's offer are asked for on their own and may show a driver the page
 * also shows.
 */
const isInline = (placement: PlacementName) =>
  PLACEMENTS.find((p) => p.value === placement)?.kind === 'inline'

const percent = (share: number) => `${Math.round(share * 100)} %`

function explainOne(
  drivers: readonly EngineDriver[],
  placement: PlacementName,
  req: TargetingRequest,
  used: Map<string, PlacementName>,
): PlacementExplanation {
  const excluded: Exclusion[] = []
  const eligible: EngineDriver[] = []
  const inline = isInline(placement)
  for (const d of drivers) {
    const earlier = inline ? used.get(d.id) : undefined
    const reason =
      exclusionReason(d, placement, req) ??
      (earlier ? `Already shown in “${label(PLACEMENTS, earlier)}” on this page.` : null)
    if (reason) excluded.push({ id: d.id, name: d.name, reason })
    else eligible.push(d)
  }
  if (eligible.length === 0)
    return {
      placement,
      winner: null,
      rule:
        drivers.length === 0
          ? 'No drivers exist yet: the position stays empty.'
          : 'No driver passes the rules for this page: the position stays empty (reported as not filled).',
      candidates: [],
      excluded,
    }
  const top = Math.max(...eligible.map((d) => d.targeting.priority))
  const tied = eligible.filter((d) => d.targeting.priority === top)
  for (const d of eligible)
    if (d.targeting.priority < top)
      excluded.push({
        id: d.id,
        name: d.name,
        reason: `Priority ${d.targeting.priority} is lower than ${top}.`,
      })
  const total = tied.reduce((sum, d) => sum + Math.max(0, d.targeting.weight), 0)
  const candidates: Candidate[] = tied.map((d) => ({
    id: d.id,
    name: d.name,
    priority: d.targeting.priority,
    weight: d.targeting.weight,
    share: total > 0 ? Math.max(0, d.targeting.weight) / total : 1 / tied.length,
  }))
  const winner = weightedPick(
    tied.map((d) => ({ id: d.id, weight: d.targeting.weight, driver: d })),
    bucketPoint(req.bucket, placement),
  )!.driver
  const share = candidates.find((c) => c.id === winner.id)?.share ?? 1
  const rule =
    tied.length === 1
      ? eligible.length === 1
        ? 'The only driver that passes the rules for this page.'
        : `Highest priority (${top}) of the ${eligible.length} drivers that pass the rules.`
      : `${tied.length} drivers share the highest priority (${top}); a weighted pick gave this one (${percent(share)} of readers), for reader bucket ${req.bucket}.`
  return { placement, winner: { id: winner.id, name: winner.name }, rule, candidates, excluded }
}

/** Every requested placement's choice with its reasons, in the order requested. */
export function explainPlacements(
  drivers: readonly EngineDriver[],
  req: TargetingRequest,
): PlacementExplanation[] {
  const used = new Map<string, PlacementName>()
  const out: PlacementExplanation[] = []
  for (const placement of req.placements) {
    const explanation = explainOne(drivers, placement, req, used)
    if (explanation.winner && isInline(placement)) used.set(explanation.winner.id, placement)
    out.push(explanation)
  }
  return out
}

/** The driver (its browser view) for each requested placement, or null when nothing fills it. */
export function choosePlacements<View>(
  drivers: readonly EngineDriver<View>[],
  req: TargetingRequest,
): Record<string, View | null> {
  const byId = new Map(drivers.map((d) => [d.id, d]))
  const out: Record<string, View | null> = {}
  for (const e of explainPlacements(drivers, req)) {
    out[e.placement] = e.winner ? (byId.get(e.winner.id)?.view ?? null) : null
  }
  return out
}

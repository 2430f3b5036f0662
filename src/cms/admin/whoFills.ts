import {
  DEVICE_TYPE_VALUES,
  DEVICE_TYPES,
  type DeviceType,
  PLACEMENTS,
  type PlacementName,
} from '@/lib/placements'
import { type EngineDriver, explainPlacements, type TargetingRequest } from '@/services/drivers/engine'
import { AUDIENCE_VALUES, type Audience, DRIVER_STYLES, type DriverStyle } from '@/services/drivers/shared'
import { WHO_FILLS_PATH } from './whoFillsPath'

/*
 * "Who fills this placement, and why" (issue 17), the part without I/O: reading the editor's form (a GET
 * form, so a result is a link an editor can send), and turning the placement engine's explanation into what
 * the view shows, with each driver's edit link. The view (`WhoFills.tsx`) loads the drivers and the page.
 */

export { WHO_FILLS_PATH }

export type SearchParams = Record<string, string | string[] | undefined>

/** A page's targeting as `pageTargeting` reads it; the reader's part comes from the form. */
export type PageRequest = Omit<
  TargetingRequest,
  'deviceType' | 'audiences' | 'bucket' | 'cappedDrivers' | 'now'
>

/** A driver as the view needs it: the engine's, with its CMS id for the edit link. */
export type AdminDriver = EngineDriver<{ docId: string | number }>

/** What the editor asked, read from the address; every field has a default, and problems are listed. */
export type WhoFillsForm = {
  /** The address as typed ("" when none). */
  path: string
  /** The page's path (/section/slug), or null when none or not an article's address. */
  page: string | null
  device: DeviceType
  audiences: Audience[]
  /** The reader's bucket, 0–99. */
  bucket: number
  /** The date and time as typed in the form ("" = now). */
  at: string
  /** The editor's time zone offset at that date (minutes, as `Date#getTimezoneOffset`), when the browser sent it. */
  tz: number | null
  /** The moment checked (ms since the epoch). */
  time: number
  /** The CMS id of the driver the editor came from ("See where it fills"), or null. */
  driver: string | null
  /** What could not be read, in editors' words (the defaults were used instead). */
  problems: string[]
}

const first = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
const all = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v) => v.trim())

const ARTICLE_PATH = /^\/[a-z0-9-]+\/[a-z0-9-]+$/

/**
 * An article's path from what an editor pastes: a path, or a whole address of the site (its query, fragment
 * and a trailing slash dropped); null when it is not an article's address (/section/slug).
 */
export function pageAddress(input: string): string | null {
  let text = input.trim()
  if (!text) return null
  if (/^https?:\/\//i.test(text)) {
    try {
      text = new URL(text).pathname
    } catch {
      return null
    }
  }
  text = text.replace(/[?#].*$/, '')
  if (!text.startsWith('/')) text = `/${text}`
  if (text.length > 1 && text.endsWith('/')) text = text.slice(0, -1)
  text = text.toLowerCase()
  return ARTICLE_PATH.test(text) ? text : null
}

/** Reads the form from the view's query string; `now` is the default moment. */
export function readWhoFillsForm(params: SearchParams, now: number): WhoFillsForm {
  const problems: string[] = []
  const path = first(params.path)
  const page = pageAddress(path)
  if (path && !page)
    problems.push(`“${path}” is not an article’s address. Enter one like /health/heart-health.`)

  const deviceText = first(params.device)
  const device = (DEVICE_TYPE_VALUES as readonly string[]).includes(deviceText)
    ? (deviceText as DeviceType)
    : 'mobile'

  const audiences = [...new Set(all(params.audience))].filter((a): a is Audience =>
    (AUDIENCE_VALUES as readonly string[]).includes(a),
  )

  const bucketText = first(params.bucket)
  let bucket = 0
  if (bucketText) {
    const n = Number(bucketText)
    if (Number.isInteger(n) && n >= 0 && n <= 99) bucket = n
    else
      problems.push(
        `The reader bucket must be a whole number from 0 to 99 (not “${bucketText}”): 0 was used.`,
      )
  }

  const at = first(params.at)
  const tzText = first(params.tz)
  const tzNumber = tzText === '' ? Number.NaN : Number(tzText)
  // Offsets on Earth run from -14 h to +12 h; anything else is not a browser's.
  const tz = Number.isInteger(tzNumber) && Math.abs(tzNumber) <= 900 ? tzNumber : null
  let time = now
  if (at) {
    const local = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?$/.test(at) ? Date.parse(`${at}Z`) : Number.NaN
    if (Number.isNaN(local)) problems.push(`“${at}” is not a date and time: now was used.`)
    else time = local + (tz ?? 0) * 60_000
  }

  const driverText = first(params.driver)
  const driver = /^[A-Za-z0-9_-]{1,64}$/.test(driverText) ? driverText : null

  return { path, page, device, audiences, bucket, at, tz, time, driver, problems }
}

/** The view's address for a form (the recent articles' quick picks keep the reader's settings). */
export function whoFillsHref(form: WhoFillsForm, change: { path?: string } = {}): string {
  const query = new URLSearchParams()
  const path = change.path ?? form.page ?? form.path
  if (path) query.set('path', path)
  query.set('device', form.device)
  for (const a of form.audiences) query.append('audience', a)
  query.set('bucket', String(form.bucket))
  if (form.at) query.set('at', form.at)
  if (form.at && form.tz !== null) query.set('tz', String(form.tz))
  if (form.driver) query.set('driver', form.driver)
  return `${WHO_FILLS_PATH}?${query.toString()}`
}

/** A driver's edit page in the admin. */
export const driverEditHref = (docId: string | number): string =>
  `/admin/collections/drivers/${encodeURIComponent(String(docId))}`

/** The moment checked, as the view states it: "2026-11-26 14:30 UTC". */
export const utcText = (time: number): string =>
  `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`

/** A driver named in the view: its edit link, and whether it is the one the editor came from. */
export type DriverLink = { id: string; name: string; href: string | null; followed: boolean }

export type PlacementCard = {
  placement: PlacementName
  /** The position's name and help, in editors' words. */
  position: string
  help: string
  /** The look an in-article position holds ("card"), when the page says. */
  holds: string | null
  winner: DriverLink | null
  rule: string
  /** The drivers of the highest priority that pass every rule, with their share of readers (all add to 100 %). */
  candidates: (DriverLink & { priority: number; weight: number; share: string; wins: boolean })[]
  /** Every other driver, with the first rule it fails. */
  excluded: (DriverLink & { reason: string })[]
}

/** The driver the editor came from, and what happens to it at each position of the page. */
export type Followed =
  | { found: true; link: DriverLink; outcomes: { position: string; outcome: string }[] }
  | { found: false }
  | null

const styleName = (style: DriverStyle): string =>
  (DRIVER_STYLES.find((s) => s.value === style)?.label ?? style).replace(/ \(.*\)$/, '').toLowerCase()

const percentText = (share: number): string => `${Math.round(share * 1000) / 10}%`

/** The device's name without its width ("Phone"). */
export const deviceName = (device: DeviceType): string =>
  (DEVICE_TYPES.find((d) => d.value === device)?.label ?? device).replace(/ \(.*\)$/, '')

/** The first exact address a driver is limited to (no `*`): where "See where it fills" starts. */
export function suggestedPath(driver: AdminDriver | undefined): string | null {
  for (const p of driver?.targeting.paths ?? []) {
    const page = p.includes('*') ? null : pageAddress(p)
    if (page) return page
  }
  return null
}

/** The driver the form follows (by CMS id), if any. */
export function followedDriver(drivers: readonly AdminDriver[], form: WhoFillsForm): AdminDriver | undefined {
  return form.driver === null ? undefined : drivers.find((d) => String(d.view.docId) === form.driver)
}

/**
 * For every placement of the page: the winner and the rule, the candidates with their shares, and every
 * other driver with its reason, as `explainPlacements` decides for this reader (the same computation the
 * drivers API runs; this reader has reached no frequency cap).
 */
export function explainPage(
  drivers: readonly AdminDriver[],
  page: PageRequest,
  form: WhoFillsForm,
): { cards: PlacementCard[]; followed: Followed } {
  const request: TargetingRequest = {
    ...page,
    deviceType: form.device,
    audiences: form.audiences,
    bucket: form.bucket,
    cappedDrivers: [],
    now: form.time,
  }
  const byId = new Map(drivers.map((d) => [d.id, d]))
  const follow = followedDriver(drivers, form)
  const link = (id: string, name: string): DriverLink => {
    const docId = byId.get(id)?.view.docId
    return { id, name, href: docId === undefined ? null : driverEditHref(docId), followed: follow?.id === id }
  }
  const cards = explainPlacements(drivers, request).map((e): PlacementCard => {
    const place = PLACEMENTS.find((p) => p.value === e.placement)
    const holds = page.placementStyles[e.placement]
    return {
      placement: e.placement,
      position: place?.label ?? e.placement,
      help: place?.help ?? '',
      holds: holds ? styleName(holds) : null,
      winner: e.winner ? link(e.winner.id, e.winner.name) : null,
      rule: e.rule,
      candidates: e.candidates.map((c) => ({
        ...link(c.id, c.name),
        priority: c.priority,
        weight: c.weight,
        share: percentText(c.share),
        wins: e.winner?.id === c.id,
      })),
      excluded: e.excluded.map((x) => ({ ...link(x.id, x.name), reason: x.reason })),
    }
  })
  let followed: Followed = null
  if (form.driver !== null) {
    followed = follow
      ? {
          found: true,
          link: link(follow.id, follow.name),
          outcomes: cards.map((card) => ({ position: card.position, outcome: outcomeOf(card, follow.id) })),
        }
      : { found: false }
  }
  return { cards, followed }
}

/** What happens to one driver at a position, in a sentence. */
function outcomeOf(card: PlacementCard, id: string): string {
  if (card.winner?.id === id) return 'Shows here.'
  const candidate = card.candidates.find((c) => c.id === id)
  if (candidate)
    return `A candidate for ${candidate.share} of readers, but this reader bucket gets “${card.winner?.name ?? 'another driver'}”. Try another bucket.`
  return card.excluded.find((x) => x.id === id)?.reason ?? 'Not considered.'
}

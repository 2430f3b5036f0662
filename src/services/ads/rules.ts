/*
 * The ad server's rules for what editors enter (issue 28), pure: the CMS's collections check with them as an
 * editor saves (src/cms/collections/Ad*.ts), and the catalog (`catalogOf.ts`) leaves out whatever breaks them
 * since (a picture replaced by one of another size, a link that stopped being https). Messages are in editors'
 * words and say what to do.
 */
import { AD_POSITIONS, AD_SIZES, type AdPosition, type AdSizeName, sizeLabel } from '@/lib/ads'
import { isCountryCode } from '@/lib/countries'
import { urlProblem } from '@/lib/urlRules'

/** The sizes' names in editors' words; the label adds the dimensions: "Medium rectangle 300x250". */
export const AD_SIZE_NAMES = {
  mediumRect: 'Medium rectangle',
  halfPage: 'Half page',
  leaderboard: 'Leaderboard',
  largeLeaderboard: 'Large leaderboard',
  mobileLeaderboard: 'Mobile leaderboard',
  billboard: 'Billboard',
  smallMobileLeaderboard: 'Small mobile leaderboard',
  celtraMediumRect: 'Rich media medium rectangle (Celtra)',
  celtraMobileBanner: 'Rich media mobile banner (Celtra)',
  celtraLargeMobileBanner: 'Rich media large mobile banner (Celtra)',
} as const satisfies Record<AdSizeName, string>

export function isAdSizeName(value: unknown): value is AdSizeName {
  return typeof value === 'string' && Object.hasOwn(AD_SIZES, value)
}

/** "Medium rectangle 300x250". */
export function adSizeTitle(name: AdSizeName): string {
  return `${AD_SIZE_NAMES[name]} ${sizeLabel(AD_SIZES[name])}`
}

export const AD_SIZE_OPTIONS = (Object.keys(AD_SIZES) as AdSizeName[]).map((name) => ({
  value: name,
  label: adSizeTitle(name),
}))

export function isAdPosition(value: unknown): value is AdPosition {
  return typeof value === 'string' && (AD_POSITIONS as readonly string[]).includes(value)
}

/** "DMR2: desktop and tablet, medium rectangle 2" (001 §3: D… desktops and tablets, M… phones). */
export function adPositionTitle(position: AdPosition): string {
  const match = /^([DM])(LB|MR)(\d)$/.exec(position)
  if (!match) return position
  const [, device, kind, n] = match
  return `${position}: ${device === 'D' ? 'desktop and tablet' : 'phone'}, ${kind === 'LB' ? 'leaderboard' : 'medium rectangle'} ${n}`
}

export const AD_POSITION_OPTIONS = AD_POSITIONS.map((p) => ({ value: p, label: adPositionTitle(p) }))

/** A campaign's share among campaigns of its tier. */
export const AD_WEIGHT = { min: 1, max: 1000, default: 100 } as const
/** A frequency cap's limits: at most this many times, in at most this many days. */
export const AD_CAP_COUNT_MAX = 100
export const AD_CAP_DAYS_MAX = 365
/** Length limits of a creative's text. */
export const AD_NAME_MAX = 80
export const AD_ALT_MAX = 150
export const NATIVE_HEADLINE_MAX = 60
export const NATIVE_TEXT_MAX = 140

type Dimensions = { width?: number | null; height?: number | null }

/** True when the picture is exactly the size's, or exactly twice it (for sharp screens). */
export function imageFits(size: AdSizeName, image: Dimensions): boolean {
  const { width, height } = AD_SIZES[size]
  return (
    (image.width === width && image.height === height) ||
    (image.width === width * 2 && image.height === height * 2)
  )
}

/** Why a picture cannot be a creative of this size (naming both sizes), or null when it fits. */
export function imageFitProblem(size: AdSizeName, image: Dimensions): string | null {
  if (imageFits(size, image)) return null
  const { width, height } = AD_SIZES[size]
  const has =
    typeof image.width === 'number' && typeof image.height === 'number'
      ? `This picture is ${image.width}x${image.height} px`
      : 'This picture’s size is unknown'
  return `${has}, but a ${adSizeTitle(size)} creative needs a picture of exactly ${width}x${height} px, or ${width * 2}x${height * 2} px for sharp screens. Upload one of those sizes, or pick the size that matches the picture.`
}

/**
 * What is wrong with a link that must be secure (an ad's destination, an advertiser's website), or null when
 * it is a full https:// address. Empty is a problem only when `required`.
 */
export function secureUrlProblem(value: unknown, required: boolean): string | null {
  if (value === undefined || value === null || value === '')
    return required ? 'Enter the address readers go to, starting with https://.' : null
  if (typeof value !== 'string') return 'Enter an address starting with https://.'
  const problem = urlProblem(value, { sitePath: false })
  if (problem) return problem
  return /^https:\/\//i.test(value)
    ? null
    : 'Use the secure address, starting with https:// (e.g. https://example.com/offer): ads link only to secure pages.'
}

/** The codes as stored: trimmed and in capitals ("us " → "US"). */
export function normalizeCountries(values: unknown): unknown {
  return Array.isArray(values)
    ? values.map((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v))
    : values
}

/** Which entries are not ISO 3166 country codes, in a sentence; null when all are (or there are none). */
export function countriesProblem(values: unknown): string | null {
  if (values === null || values === undefined) return null
  const list = Array.isArray(values) ? values : [values]
  const bad = list.filter((v) => typeof v !== 'string' || !isCountryCode(v.trim().toUpperCase()))
  if (bad.length === 0) return null
  const named = bad.map((v) => `"${String(v)}"`).join(', ')
  const uk = bad.some((v) => typeof v === 'string' && v.trim().toUpperCase() === 'UK')
    ? ' The United Kingdom is GB.'
    : ''
  return `${named} ${bad.length === 1 ? 'is not a country code' : 'are not country codes'}. Use two-letter ISO 3166 codes, e.g. US, CA, GB, DE.${uk}`
}

const time = (value: unknown): number | null => {
  if (typeof value !== 'string' && !(value instanceof Date)) return null
  const t = new Date(value).getTime()
  return Number.isFinite(t) ? t : null
}

/** The flight's end must come after its start (either may be empty). */
export function flightProblem(startsAt: unknown, endsAt: unknown): string | null {
  const start = time(startsAt)
  const end = time(endsAt)
  if (start === null || end === null) return null
  return end > start
    ? null
    : 'The end must come after the start: as it is, the campaign would never run. Change one of the dates, or empty the end for no end.'
}

/**
 * An impression goal is a whole number from 1, and is spread evenly over the flight, so it needs both dates.
 * Empty: no goal.
 */
export function impressionGoalProblem(goal: unknown, startsAt: unknown, endsAt: unknown): string | null {
  if (goal === null || goal === undefined || goal === '') return null
  if (typeof goal !== 'number' || !Number.isInteger(goal) || goal < 1)
    return 'The impression goal must be a whole number from 1, e.g. 50000. Empty: no goal.'
  if (time(startsAt) === null || time(endsAt) === null)
    return 'An impression goal is delivered evenly between the start and the end, so it needs both dates. Set the start and the end, or empty the goal.'
  return null
}

/** A frequency cap is both numbers or neither; each a whole number in its range. */
export function frequencyCapProblem(part: 'count' | 'days', value: unknown, other: unknown): string | null {
  const empty = (v: unknown) => v === null || v === undefined || v === ''
  if (empty(value)) {
    if (empty(other)) return null
    return part === 'count'
      ? 'Say how many times a reader may see it, or empty both to set no limit.'
      : 'Say in how many days, or empty both to set no limit.'
  }
  const max = part === 'count' ? AD_CAP_COUNT_MAX : AD_CAP_DAYS_MAX
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max)
    return `${part === 'count' ? 'Times' : 'Days'} must be a whole number from 1 to ${max}.`
  return null
}

/** A whole number in a range, the range named in the message; empty is fine (the default applies). */
export function wholeNumberProblem(label: string, value: unknown, min: number, max: number): string | null {
  if (value === null || value === undefined || value === '') return null
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? null
    : `${label} must be a whole number from ${min} to ${max}.`
}

/**
 * Recipe times (000 §5, 002 §3.6): prep, cook and total times as editors type them ("PT1H30M", "90 minutes",
 * "1 hour 30 minutes", "1h 30m", "1:30", "45") shortened to digits plus h or min ("1h 30min"), spelt out for
 * screen readers ("1 hour 30 minutes") and written in ISO 8601 for structured data ("PT1H30M"). Pure.
 */
import { parseNumber } from './quantity'

/** The time kinds a recipe shows, in the order they show. */
export const TIME_KINDS = ['prep', 'cook', 'total'] as const
export type TimeKind = (typeof TIME_KINDS)[number]

/** What each time is called on the card. */
export const TIME_LABELS: Record<TimeKind, string> = { prep: 'Prep', cook: 'Cook', total: 'Total' }

const ISO = /^P(?:(\d+)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i
const NUMBER = String.raw`\d+(?:\.\d+)?\s?[½⅓⅔¼¾⅛⅜⅝⅞]?|[½⅓⅔¼¾⅛⅜⅝⅞]`
const PART = new RegExp(
  String.raw`^(${NUMBER})\s*(days?|d|hours?|hrs?|h|minutes?|mins?|m)(?![a-z])\s*(?:,|and|&)?\s*`,
  'i',
)
const MINUTES_PER: Record<string, number> = { d: 1440, h: 60, m: 1 }

/**
 * The minutes an editor's time stands for, or null when it is not a time this reads (ranges such as
 * "20-25 minutes", words such as "overnight"). Seconds round to the nearest minute.
 */
export function parseDurationMinutes(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : null
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (!text) return null
  if (/^\d+$/.test(text)) return Number(text)
  const clock = /^(\d+):([0-5]\d)$/.exec(text)
  if (clock) return Number(clock[1]) * 60 + Number(clock[2])
  const iso = ISO.exec(text)
  if (iso && text.length > 1 && !/T$/i.test(text)) {
    const [, d = '0', h = '0', m = '0', s = '0'] = iso
    return Math.round(Number(d) * 1440 + Number(h) * 60 + Number(m) + Number(s) / 60)
  }
  let rest = text
  let total = 0
  let parts = 0
  while (rest) {
    const match = PART.exec(rest)
    if (!match) return null
    const amount = parseNumber(match[1]!.replace(/\s/g, ''))
    if (amount === null) return null
    total += amount * MINUTES_PER[match[2]!.charAt(0).toLowerCase()]!
    parts += 1
    rest = rest.slice(match[0].length)
  }
  return parts > 0 ? Math.round(total) : null
}

const split = (minutes: number) => ({ hours: Math.floor(minutes / 60), mins: minutes % 60 })

/** The card's short form: digits plus h or min, "1h 30min", "45min", "2h"; "0min" for zero. */
export function formatDurationShort(minutes: number): string {
  const { hours, mins } = split(Math.max(0, Math.round(minutes)))
  if (hours === 0) return `${mins}min`
  return mins === 0 ? `${hours}h` : `${hours}h ${mins}min`
}

/** The same time spelt out, for screen readers: "1 hour 30 minutes", "1 minute". */
export function formatDurationLong(minutes: number): string {
  const { hours, mins } = split(Math.max(0, Math.round(minutes)))
  const h = hours === 1 ? '1 hour' : `${hours} hours`
  const m = mins === 1 ? '1 minute' : `${mins} minutes`
  if (hours === 0) return m
  return mins === 0 ? h : `${h} ${m}`
}

/** ISO 8601 duration for structured data: "PT1H30M", "PT45M", "PT2H", "PT0M". */
export function isoDuration(minutes: number): string {
  const { hours, mins } = split(Math.max(0, Math.round(minutes)))
  if (hours === 0) return `PT${mins}M`
  return mins === 0 ? `PT${hours}H` : `PT${hours}H${mins}M`
}

/** One time as the card shows it: short and spoken forms, with ISO 8601 when the text could be read. */
export type RecipeTime = {
  kind: TimeKind
  label: string
  short: string
  long: string
  /** ISO 8601, when the editor's text is a time this reads; else the card shows the text as typed. */
  iso: string | null
}

/**
 * The times a recipe shows, in order: each that the editor filled in (zero times are left out). The total,
 * when not given, is prep plus cook when both are read. Text this cannot read shows as typed, without ISO.
 */
export function recipeTimes(input: Partial<Record<TimeKind, unknown>>): RecipeTime[] {
  const minutes: Partial<Record<TimeKind, number | null>> = {}
  const raw: Partial<Record<TimeKind, string>> = {}
  for (const kind of TIME_KINDS) {
    const value = input[kind]
    const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''
    if (!text) continue
    raw[kind] = text
    minutes[kind] = parseDurationMinutes(value)
  }
  if (raw.total === undefined && typeof minutes.prep === 'number' && typeof minutes.cook === 'number') {
    minutes.total = minutes.prep + minutes.cook
    raw.total = String(minutes.total)
  }
  return TIME_KINDS.flatMap((kind): RecipeTime[] => {
    const text = raw[kind]
    if (text === undefined) return []
    const value = minutes[kind]
    if (value === 0) return []
    if (value === null || value === undefined) {
      return [{ kind, label: TIME_LABELS[kind], short: text, long: text, iso: null }]
    }
    return [
      {
        kind,
        label: TIME_LABELS[kind],
        short: formatDurationShort(value),
        long: formatDurationLong(value),
        iso: isoDuration(value),
      },
    ]
  })
}

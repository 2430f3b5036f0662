/**
 * Pure rules of the side-effects explorer (001 §3 "Side effects", §4 "Side-effects explorer"). No React.
 * The client leaf imports this file for its constants and keyboard rule: keep it free of heavy imports.
 */
import { safeHref } from '@/lib/links'
import { textOf } from '@/lib/text'

/** The two kinds of side effect, in tab order: mild first (001 §4). */
export const SEVERITIES = ['mild', 'severe'] as const
export type Severity = (typeof SEVERITIES)[number]

/** The tab shown first (001 §4: "default mild"). */
export const DEFAULT_SEVERITY: Severity = 'mild'

/** The tabs' names. */
export const TAB_LABELS: Record<Severity, string> = { mild: 'Mild', severe: 'Severe' }

/** What each tab lists: the lists' headings in the HTML without JavaScript, and the back button's words. */
export const LIST_HEADINGS: Record<Severity, string> = {
  mild: 'Mild side effects',
  severe: 'Severe side effects',
}

/** 001 §4: mild effects usually subside within a few days or a couple of weeks. */
export const MILD_BLURB = 'Mild side effects usually ease or go away within a few days or a couple of weeks.'

/** 001 §4: for severe effects call a doctor, and call 911 if life threatening. */
export const SEVERE_BLURB =
  'If you have a severe side effect, call your doctor. Call 911 if you think your symptoms may be life threatening.'

/** The line at the top of each tab. Fixed wording: the same safety advice on every page. */
export const BLURBS: Record<Severity, string> = { mild: MILD_BLURB, severe: SEVERE_BLURB }

/** The heading when an editor left it empty (malformed content; the field is required). */
export const DEFAULT_HEADING = 'Side effects'

/** The label before an effect's prevalence in its detail view. */
export const PREVALENCE_LABEL = 'How common'

/** The words of the link under a description ("Learn more", then " about <name>" for screen readers). */
export const LEARN_MORE = 'Learn more'

/** The prevalence explanation's title: the dialog's heading and the info button's name. */
export const PREVALENCE_GUIDE_TITLE = 'What common, uncommon and rare mean'

/** The explanation's opening line (shown when the editor has not written their own). */
export const PREVALENCE_GUIDE_INTRO =
  'Medicine leaflets use these words to say how many people had a side effect while taking the medicine, usually in clinical studies.'

/**
 * The standard frequency bands of medicine leaflets (the CIOMS convention used in product information),
 * in plain words, most to least common.
 */
export const PREVALENCE_TERMS: readonly { term: string; meaning: string }[] = [
  { term: 'Very common', meaning: 'more than 1 in 10 people' },
  { term: 'Common', meaning: 'more than 1 in 100 people, and up to 1 in 10' },
  { term: 'Uncommon', meaning: 'more than 1 in 1,000 people, and up to 1 in 100' },
  { term: 'Rare', meaning: 'fewer than 1 in 1,000 people, and more than 1 in 10,000' },
  { term: 'Very rare', meaning: 'fewer than 1 in 10,000 people' },
  { term: 'Not known', meaning: 'there is not enough information to say how often it happens' },
]

/** The explanation's closing line. */
export const PREVALENCE_GUIDE_NOTE =
  'Even a common side effect does not happen to most people, and some effects reported in studies may have had other causes. Your doctor or pharmacist can tell you what to expect with your dose.'

/** Editors' limits (stated in the fields' help). */
export const HEADING_MAX = 120
export const NAME_MAX = 80
export const PREVALENCE_MAX = 80

/** The back button's words: "Back to mild side effects". */
export function backLabel(severity: Severity): string {
  return `Back to ${LIST_HEADINGS[severity].toLowerCase()}`
}

/** The block's heading, or the default when the stored one is empty or malformed. */
export function headingOf(value: unknown): string {
  const heading = typeof value === 'string' ? value.trim() : ''
  return heading || DEFAULT_HEADING
}

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true })

/** Alphabetical order of two names: locale-aware, ignoring case and accents, numbers in number order. */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b)
}

/** A copy sorted by name (001 §4: "sorted alphabetically by name"); equal names keep their stored order. */
export function sortByName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareNames(a.name, b.name))
}

/** One side effect as the page shows it. */
export type Effect = {
  /** Unique within the block: `<severity>-<stored id or position>`. */
  key: string
  name: string
  /** e.g. "Common (more than 1 in 100 people)"; '' when not given. */
  prevalence: string
  /** The stored rich text (rendered on the server). */
  description: unknown
  /** A safe address (site path or web address), or null. */
  url: string | null
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The effects of one list (`mildSideEffects` or `severeSideEffects`) worth showing: entries with a name,
 * trimmed, the address made safe, sorted by name. Anything malformed is skipped, never thrown on.
 */
export function effectsOf(stored: unknown, severity: Severity): Effect[] {
  if (!Array.isArray(stored)) return []
  const seen = new Set<string>()
  const effects: Effect[] = []
  stored.forEach((entry, index) => {
    if (!isObject(entry)) return
    const name = textOf(entry.name)
    if (!name) return
    const id = textOf(entry.id).replace(/[^A-Za-z0-9_-]+/g, '-')
    let key = `${severity}-${id || index}`
    if (seen.has(key)) key = `${key}-${index}`
    seen.add(key)
    effects.push({
      key,
      name,
      prevalence: textOf(entry.prevalence),
      description: entry.description,
      url: safeHref(entry.url),
    })
  })
  return sortByName(effects)
}

/** The tabs to show, in order: a tab without effects is left out (and with none at all, the block). */
export function tabsWithEffects(counts: Record<Severity, number>): Severity[] {
  return SEVERITIES.filter((severity) => counts[severity] > 0)
}

/** The tab shown first: mild when it exists, otherwise the only one; null without tabs. */
export function initialTab(tabs: readonly Severity[]): Severity | null {
  return tabs.includes(DEFAULT_SEVERITY) ? DEFAULT_SEVERITY : (tabs[0] ?? null)
}

/**
 * The tab a key moves to in a horizontal tablist (WAI-ARIA tabs pattern): Right and Left move to the next
 * and previous tab, wrapping around; Home and End to the first and last. Null for any other key (the browser
 * handles it). Activation is automatic: the tab moved to is also shown.
 */
export function tabIndexAfterKey(key: string, current: number, count: number): number | null {
  if (count < 1) return null
  const from = Math.min(Math.max(Math.floor(current), 0), count - 1)
  switch (key) {
    case 'ArrowRight':
      return current >= count ? 0 : (from + 1) % count
    case 'ArrowLeft':
      return current < 0 ? count - 1 : (from - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

/** The base of one explorer's element ids, unique on the page: from the block's id, or its position. */
export function explorerBase(blockId: string | null | undefined, ordinal: number | undefined): string {
  const id = (blockId ?? '').trim().replace(/[^A-Za-z0-9_-]+/g, '-')
  return `side-effects-${id || (ordinal ?? 1)}`
}

/** The element ids of one explorer, from its base (the server and the leaf make the same ones). */
export function explorerIds(base: string) {
  return {
    heading: `${base}-heading`,
    tab: (severity: Severity) => `${base}-${severity}-tab`,
    panel: (severity: Severity) => `${base}-${severity}-panel`,
    detailHeading: (severity: Severity) => `${base}-${severity}-detail`,
    guideTitle: `${base}-guide-title`,
  }
}

/** The prevalence explanation is offered unless the editor switched it off (on by default). */
export function showsPrevalenceGuide(value: boolean | null | undefined): boolean {
  return value !== false
}

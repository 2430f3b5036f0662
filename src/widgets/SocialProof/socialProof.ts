/*
 * Pure rules for the social-proof strip (000 §3 "Social proof", §5): the icon names, the items worth showing
 * and the editor's messages. No React (the drawings are in `icons.tsx`).
 */
import { isRecord } from '@/content/lexical'
import { textOf } from '@/lib/text'

/** The icon names of the spec, exactly as stored. */
export const SOCIAL_PROOF_ICONS = [
  'star_with_check',
  'shipping_box',
  'star',
  'house',
  'globe',
  'clock',
  'checkmark',
  'cancel',
  'devices',
  'users',
  'battery',
  'brain',
  'watch',
  'heart',
  'pills',
] as const

export type SocialProofIcon = (typeof SOCIAL_PROOF_ICONS)[number]

/** What editors read in the icon list. */
export const SOCIAL_PROOF_ICON_LABELS: Record<SocialProofIcon, string> = {
  star_with_check: 'Star badge with a check mark (verified, approved)',
  shipping_box: 'Shipping box (delivery)',
  star: 'Star (rating, favourite)',
  house: 'House (at home)',
  globe: 'Globe (worldwide, online)',
  clock: 'Clock (time, quick)',
  checkmark: 'Check mark (done, included)',
  cancel: 'Circle with a cross (cancel any time, free of)',
  devices: 'Laptop and phone (any device)',
  users: 'Two people (readers, community)',
  battery: 'Battery (energy)',
  brain: 'Brain (mind, focus)',
  watch: 'Wristwatch (tracking, fitness)',
  heart: 'Heart (heart health, care)',
  pills: 'Pills (medicine)',
}

/** The select's options, in the spec's order. */
export const SOCIAL_PROOF_ICON_OPTIONS = SOCIAL_PROOF_ICONS.map((value) => ({
  value,
  label: SOCIAL_PROOF_ICON_LABELS[value],
}))

export const SOCIAL_PROOF_MAX_ITEMS = 3
export const MAIN_TEXT_MAX = 40
export const SUBTEXT_MAX = 90

export function isSocialProofIcon(value: unknown): value is SocialProofIcon {
  return typeof value === 'string' && (SOCIAL_PROOF_ICONS as readonly string[]).includes(value)
}

export type SocialProofItem = { icon: SocialProofIcon; mainText: string; subtext: string }

/**
 * The items readers see: those with both a known icon and a main text (000 §5), trimmed, in order, at most
 * three. An incomplete item is left out rather than shown half-drawn.
 */
export function socialProofItems(rows: unknown): SocialProofItem[] {
  if (!Array.isArray(rows)) return []
  const items: SocialProofItem[] = []
  for (const row of rows) {
    if (!isRecord(row) || !isSocialProofIcon(row.icon)) continue
    const mainText = textOf(row.mainText)
    if (!mainText) continue
    items.push({ icon: row.icon, mainText, subtext: textOf(row.subtext) })
    if (items.length === SOCIAL_PROOF_MAX_ITEMS) break
  }
  return items
}

/** The editor's check on an item's icon. */
export function iconProblem(value: unknown): string | true {
  if (value === null || value === undefined || value === '') {
    return 'Choose an icon: social proof items need both icon and main text, and an item without one is not shown.'
  }
  return isSocialProofIcon(value)
    ? true
    : `Choose one of the icons in the list; "${String(value)}" is not one of them.`
}

/** The editor's check that an item has its main text (its length is checked beside it). */
export function mainTextProblem(value: unknown): string | true {
  return textOf(value)
    ? true
    : 'Add the main text: social proof items need both icon and main text, and an item without it is not shown.'
}

/** The editor's check on the number of items (at least one is `atLeastOne`'s, in the block config). */
export function itemsProblem(value: unknown): string | true {
  const count = Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0
  if (count <= SOCIAL_PROOF_MAX_ITEMS) return true
  const extra = count - SOCIAL_PROOF_MAX_ITEMS
  return `The strip shows at most ${SOCIAL_PROOF_MAX_ITEMS} items; this one has ${count}. Remove ${extra}.`
}

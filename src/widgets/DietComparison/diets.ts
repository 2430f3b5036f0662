/**
 * From stored diets (the Diets collection) to what the widget shows: server side only (the leaf receives
 * the result). Malformed or deleted diets are left out; empty rows read 'Not stated'.
 */
import { imageView } from '@/content/image'
import { isInternalHref, safeHref } from '@/lib/links'
import { textOf } from '@/lib/text'
import {
  ALCOHOL_WORDS,
  type DietRow,
  type DietView,
  MEAL_KIT_WORDS,
  NOT_STATED,
  ROWS,
  type RowKey,
} from './dietComparison'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The id of a relation value (a populated diet or a bare id), or null. */
function idOf(value: unknown): string | null {
  if (typeof value === 'number' || typeof value === 'string') return String(value)
  if (isRecord(value) && (typeof value.id === 'number' || typeof value.id === 'string'))
    return String(value.id)
  return null
}

function rowOf(key: RowKey, diet: Record<string, unknown>): DietRow {
  const title = ROWS.find((r) => r.key === key)!.title
  const plain = (text: string): DietRow => ({ key, title, answer: null, text: text || NOT_STATED })
  const answered = (words: Record<string, string>, value: unknown, note: unknown): DietRow => {
    const answer = typeof value === 'string' ? (words[value] ?? null) : null
    const text = textOf(note)
    if (!answer) return plain(text)
    return { key, title, answer, text }
  }
  switch (key) {
    case 'foodsToAvoid':
      return plain(textOf(diet.foodsToAvoid))
    case 'alcohol':
      return answered(ALCOHOL_WORDS, diet.alcoholPermitted, diet.alcoholNote)
    case 'mealKits':
      return answered(MEAL_KIT_WORDS, diet.mealKitsAvailable, diet.mealKitsNote)
    case 'benefits':
      return plain(textOf(diet.possibleHealthBenefits))
  }
}

/** A populated diet as the widget shows it; null when it is not one (a bare id, deleted) or has no name. */
export function dietView(value: unknown, siteHost: string): DietView | null {
  if (!isRecord(value)) return null
  const id = idOf(value)
  const name = textOf(value.name)
  if (id === null || !name) return null
  const href = safeHref(value.learnMoreUrl)
  return {
    id,
    name,
    image: imageView(value.image),
    description: textOf(value.description),
    rows: ROWS.map((row) => rowOf(row.key, value)),
    learnMore: href ? { href, newTab: !isInternalHref(href, siteHost) } : null,
  }
}

/** The block's picks as a list (Payload stores none as null or []). */
function picksOf(values: unknown): unknown[] {
  return Array.isArray(values) ? values : []
}

/** True when the widget must read the Diets collection: no picks (all diets), or picks not populated. */
export function needsDietsRead(values: unknown): boolean {
  const picks = picksOf(values)
  return picks.length === 0 || picks.some((value) => !isRecord(value))
}

/**
 * The diets a block offers, in the editor's order: its picks (populated, or looked up by id in `all`), or
 * every diet in `all` when it picks none. Deleted and malformed diets are left out; a diet once.
 */
export function offeredDiets(values: unknown, all: readonly unknown[], siteHost: string): DietView[] {
  const picks = picksOf(values)
  const byId = new Map(all.flatMap((doc) => (idOf(doc) === null ? [] : [[idOf(doc)!, doc] as const])))
  const docs =
    picks.length === 0 ? all : picks.map((value) => (isRecord(value) ? value : byId.get(idOf(value) ?? '')))
  const seen = new Set<string>()
  return docs.flatMap((doc) => {
    const view = dietView(doc, siteHost)
    if (!view || seen.has(view.id)) return []
    seen.add(view.id)
    return [view]
  })
}

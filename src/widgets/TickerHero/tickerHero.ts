/*
 * Pure rules for the ticker hero (000 §3 "Ticker hero", §4 "Ticker", §9): the headline whose middle words
 * take turns, what screen readers hear instead, when the turns run, the theme, the description and the button.
 * No React, no DOM.
 */
import { type ImageView, imageView } from '@/content/image'
import { isRecord } from '@/content/lexical'
import { isInternalHref, safeHref } from '@/lib/links'
import { textOf } from '@/lib/text'

/** Each item shows this long… */
export const TICKER_ITEM_MS = 2500
/** …and the next one fades in over this long (not at all under reduced motion). */
export const TICKER_FADE_MS = 150

/** Limits the editor sees as they type (and that publishing checks). */
export const TICKER_BEFORE_MAX = 60
export const TICKER_ITEM_MAX = 30
export const TICKER_AFTER_MAX = 80
export const TICKER_ITEMS_MAX = 6
export const TICKER_LINE_MAX = 160
export const TICKER_LINES_MAX = 4
export const TICKER_CTA_MAX = 40

/**
 * The reader's pause button (WCAG 2.2.2: moving content that lasts must be stoppable): a toggle whose
 * pressed state says the turns are paused.
 */
export const TICKER_PAUSE_LABEL = 'Pause the changing headline'

/** The button's words when the editor set a link but no words. */
export const DEFAULT_TICKER_CTA = 'Sign up'

/** The site themes an editor picks from: backgrounds and text from the site's own colours. */
export const TICKER_THEMES = [
  { value: 'mint', label: 'Mint: light green, dark text' },
  { value: 'forest', label: 'Forest: dark green, white text' },
  { value: 'mist', label: 'Mist: light grey, dark text' },
  { value: 'night', label: 'Night: near-black, white text' },
] as const

export type TickerTheme = (typeof TICKER_THEMES)[number]['value']
export const DEFAULT_TICKER_THEME: TickerTheme = 'mint'

/** A stored theme, or the default for an unknown one. */
export function tickerTheme(value: unknown): TickerTheme {
  return TICKER_THEMES.find((theme) => theme.value === value)?.value ?? DEFAULT_TICKER_THEME
}

const rowsOf = (rows: unknown): Record<string, unknown>[] =>
  Array.isArray(rows) ? rows.filter((row): row is Record<string, unknown> => isRecord(row)) : []

/** The rotating items with words, trimmed, in the editor's order. */
export function tickerItems(rows: unknown): string[] {
  return rowsOf(rows)
    .map((row) => textOf(row.text))
    .filter((text) => text !== '')
}

/** The description's lines with words, trimmed, in order. */
export function descriptionLines(rows: unknown): string[] {
  return rowsOf(rows)
    .map((row) => textOf(row.line))
    .filter((line) => line !== '')
}

/** Whether the items take turns at all: two or more, and the reader has not asked for reduced motion. */
export function tickerAnimates(count: number, reducedMotion: boolean): boolean {
  return count > 1 && !reducedMotion
}

/**
 * Whether the turns run now: they animate, the headline is in view, the tab is shown and the reader has not
 * paused them. Otherwise the item on screen stays.
 */
export function tickerRuns(state: {
  count: number
  reducedMotion: boolean
  inView: boolean
  pageVisible: boolean
  paused: boolean
}): boolean {
  return (
    tickerAnimates(state.count, state.reducedMotion) && state.inView && state.pageVisible && !state.paused
  )
}

/** The item after `index`: the next one, back to the first after the last (or after any stale index). */
export function nextTickerIndex(index: number, count: number): number {
  if (count < 2 || !Number.isInteger(index) || index < 0 || index >= count - 1) return 0
  return index + 1
}

/** "a", "a or b", "a, b or c". */
export function orList(items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`
}

/**
 * What screen readers hear, once, instead of the turning words: the whole headline with every item, e.g.
 * "Sleep better tonight, this week or for good with our free newsletter".
 */
export function accessibleHeadline(before: string, items: readonly string[], after: string): string {
  return [before, orList(items), after].filter((part) => part !== '').join(' ')
}

export type TickerHeadlineData = {
  before: string
  items: string[]
  after: string
  /** The whole headline as one sentence (`accessibleHeadline`). */
  accessible: string
}

export type TickerCta = { text: string; href: string; internal: boolean }

/**
 * The button: a usable link (a path on this site, or a web address), with the editor's words or
 * `DEFAULT_TICKER_CTA`. `internal` says whether it stays on this site. Null without a usable link.
 */
export function tickerCta(text: unknown, href: unknown, siteHost: string): TickerCta | null {
  const safe = safeHref(href)
  if (!safe || !/^(\/(?!\/)|https?:\/\/)/i.test(safe)) return null
  return { text: textOf(text) || DEFAULT_TICKER_CTA, href: safe, internal: isInternalHref(safe, siteHost) }
}

/**
 * The first ticker hero of a page usually opens a newsletter landing page: its picture loads at once. Further
 * ones wait until the reader scrolls near.
 */
export function tickerImageLoading(ordinal: number): 'eager' | 'lazy' {
  return ordinal === 1 ? 'eager' : 'lazy'
}

export type TickerHeroView = {
  headline: TickerHeadlineData
  lines: string[]
  image: ImageView | null
  theme: TickerTheme
  cta: TickerCta | null
}

/** What the block stores (all optional: stored content may be incomplete or malformed). */
export type TickerHeroInput = {
  tickerHeadline?: unknown
  heroDescription?: unknown
  heroImage?: unknown
  colorTheme?: unknown
  heroCtaText?: unknown
  heroCtaUrl?: unknown
}

/** The ticker hero as readers see it; null when the headline has no words at all. */
export function tickerHeroView(block: TickerHeroInput, siteHost: string): TickerHeroView | null {
  const stored = isRecord(block.tickerHeadline) ? block.tickerHeadline : {}
  const before = textOf(stored.beforeText)
  const items = tickerItems(stored.items)
  const after = textOf(stored.afterText)
  const accessible = accessibleHeadline(before, items, after)
  if (!accessible) return null
  return {
    headline: { before, items, after, accessible },
    lines: descriptionLines(block.heroDescription),
    image: imageView(block.heroImage),
    theme: tickerTheme(block.colorTheme),
    cta: tickerCta(block.heroCtaText, block.heroCtaUrl, siteHost),
  }
}

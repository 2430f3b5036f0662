/**
 * Highlighted excerpts for search results: the window of a text that shows the most matched words, as
 * segments ({ text, match }) so callers render them safely (React nodes, or escaped HTML with <mark>).
 */
import { processTerm, tokenizeWithOffsets } from './text'

export type ExcerptSegment = { text: string; match: boolean }

export type Excerpt = {
  segments: ExcerptSegment[]
  /** Distinct matched terms shown in the excerpt (0: no match, the excerpt is the text's opening). */
  distinctMatches: number
}

export const EXCERPT_LENGTH = 200

const ELLIPSIS = '…'

/** Runs of spaces become one space; line breaks (between paragraphs, headings, list items) are kept. */
function collapse(text: string): string {
  return text
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim()
}

/** Line breaks read as a sentence break after punctuation, otherwise as a dash: "Heading — Text". */
function joinLines(piece: string): string {
  return piece.replace(/([.!?:;…])?\n/g, (_, punctuation: string | undefined) =>
    punctuation ? `${punctuation} ` : ' — ',
  )
}

const isSpace = (c: string | undefined) => c === ' ' || c === '\n'

/** Where the sentence or line holding `at` starts, if that is at or after `from`; else -1. */
function sentenceStart(text: string, at: number, from: number): number {
  for (let i = at - 1; i >= Math.max(0, from - 1); i--) {
    if (text[i] === '\n') return i + 1
    if (text[i] === ' ' && /[.!?…]/.test(text[i - 1] ?? '')) return i + 1
  }
  return -1
}

/** Cut `text` to at most `max` characters at a word boundary, with an ellipsis when it was cut. */
function opening(text: string, max: number): ExcerptSegment[] {
  if (text.length <= max) return text ? [{ text: joinLines(text), match: false }] : []
  let cut = max
  while (cut > max / 2 && !isSpace(text[cut])) cut--
  const end = cut > max / 2 ? cut : max
  return [{ text: joinLines(text.slice(0, end).replace(/[\s,;:.—]+$/, '')) + ELLIPSIS, match: false }]
}

/**
 * The best window of about `maxLength` characters of `text` around the words whose indexed form is in
 * `terms` (the document terms a search matched, e.g. "hypertension" for the query "hypertenson"): the
 * window with the most distinct terms, then the most matches. It starts at a sentence or word boundary, and
 * an ellipsis marks text cut off at either end. Without matches, the opening of the text.
 */
export function buildExcerpt(rawText: string, terms: Iterable<string>, maxLength = EXCERPT_LENGTH): Excerpt {
  const text = collapse(rawText)
  const wanted = new Set(terms)
  const matches = tokenizeWithOffsets(text)
    .map((w) => ({ ...w, term: processTerm(w.word) }))
    .filter((w): w is { word: string; start: number; end: number; term: string } => {
      return w.term !== null && wanted.has(w.term)
    })
  if (matches.length === 0) return { segments: opening(text, maxLength), distinctMatches: 0 }

  // The window [first, last] of consecutive matches that fits and shows the most distinct terms.
  let best = { first: 0, last: 0, distinct: 0, count: 0 }
  for (let first = 0; first < matches.length; first++) {
    const seen = new Set<string>()
    let last = first
    for (let j = first; j < matches.length; j++) {
      const m = matches[j]!
      if (m.end - matches[first]!.start > maxLength) break
      seen.add(m.term)
      last = j
    }
    const count = last - first + 1
    if (seen.size > best.distinct || (seen.size === best.distinct && count > best.count)) {
      best = { first, last, distinct: seen.size, count }
    }
  }
  const firstMatch = matches[best.first]!
  const lastMatch = matches[best.last]!

  // Lead-in: up to a third of the spare room before the first match, from a sentence start when there is
  // one in reach, otherwise from a word start.
  const spare = maxLength - (lastMatch.end - firstMatch.start)
  let start = Math.max(0, firstMatch.start - Math.floor(spare / 3))
  if (start > 0) {
    const sentence = sentenceStart(text, firstMatch.start, start)
    if (sentence >= 0) start = sentence
    else {
      while (start < firstMatch.start && !isSpace(text[start - 1])) start++
    }
  }
  let end = Math.min(text.length, start + maxLength)
  if (end < text.length) {
    while (end > lastMatch.end && !isSpace(text[end])) end--
  }

  const segments: ExcerptSegment[] = []
  const push = (raw: string, match: boolean) => {
    const piece = match ? raw : joinLines(raw)
    if (!piece) return
    const prev = segments[segments.length - 1]
    if (prev && prev.match === match) prev.text += piece
    else segments.push({ text: piece, match })
  }
  if (start > 0) push(ELLIPSIS, false)
  let at = start
  for (const m of matches) {
    if (m.start < start || m.end > end) continue
    push(text.slice(at, m.start), false)
    push(text.slice(m.start, m.end), true)
    at = m.end
  }
  const tail = text.slice(at, end)
  push(end < text.length ? tail.replace(/[\s,;:—]+$/, '') : tail, false)
  if (end < text.length) push(ELLIPSIS, false)
  return { segments, distinctMatches: best.distinct }
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c)
}

/** The excerpt as HTML: every piece escaped, matches wrapped in <mark>. */
export function excerptToHtml(segments: ExcerptSegment[]): string {
  return segments.map((s) => (s.match ? `<mark>${escapeHtml(s.text)}</mark>` : escapeHtml(s.text))).join('')
}

/** The excerpt as plain text. */
export function excerptText(segments: ExcerptSegment[]): string {
  return segments.map((s) => s.text).join('')
}

/**
 * Text rules shared by indexing, querying, synonym matching and excerpt highlighting, so that a word is
 * found, expanded and marked the same way everywhere. Pure; no dependencies.
 */

export { MAX_QUERY_LENGTH } from './constants'

/** A word: letters and digits, with inner apostrophes ("men's", "don't"). */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu

/**
 * Very common English words that carry no meaning for search. Not indexed and dropped from queries, so
 * "how to lower high blood pressure" needs only its meaningful words to match.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'about',
  'am',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'but',
  'by',
  'can',
  'did',
  'do',
  'does',
  'for',
  'from',
  'had',
  'has',
  'have',
  'how',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'me',
  'my',
  'of',
  'on',
  'or',
  'our',
  'so',
  'than',
  'that',
  'the',
  'their',
  'them',
  'then',
  'there',
  'these',
  'they',
  'this',
  'to',
  'was',
  'we',
  'were',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
  'will',
  'with',
  'you',
  'your',
])

export { normalizeQuery } from './address.mjs'

/** The words of a text, as written. */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? []
}

/** The words of a text with their positions, for highlighting. */
export function tokenizeWithOffsets(text: string): { word: string; start: number; end: number }[] {
  const out: { word: string; start: number; end: number }[] = []
  for (const m of text.matchAll(WORD)) {
    const start = m.index ?? 0
    out.push({ word: m[0], start, end: start + m[0].length })
  }
  return out
}

/** Lower case, accents removed, possessive "'s" and other apostrophes dropped: "Sjögren's" → "sjogren". */
export function normalizeTerm(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/['’]/g, '')
}

/** The indexed form of a word, or null for a stop word (not indexed, not searched). */
export function processTerm(word: string): string | null {
  const term = normalizeTerm(word)
  if (term === '' || STOP_WORDS.has(term)) return null
  return term
}

/** The searchable terms of a text, in order (stop words removed). */
export function searchTerms(text: string): string[] {
  return tokenize(text)
    .map(processTerm)
    .filter((t): t is string => t !== null)
}

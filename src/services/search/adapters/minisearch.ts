/**
 * The default search adapter: an in-process MiniSearch index over the published articles, rebuilt when the
 * corpus changes. Before answering it reads the source's version (one cheap query, at most once per
 * `VERSION_CHECK_INTERVAL_MS`, shared by concurrent requests); when that differs from the index's, it
 * rebuilds (concurrent requests share one rebuild). Every app instance does this on
 * its own, so a publish on any instance is visible on all of them at their next search, with no shared
 * memory and no hooks. See the search ADR for the scale limit and the upgrade path.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch'
import { log } from '@/platform/log.mjs'
import { MAX_SUGGESTIONS, PER_PAGE } from '../constants'
import { buildExcerpt } from '../excerpt'
import { paginate } from '../params'
import { expandQuery, phraseKey, type QueryPart, SYNONYM_GROUPS } from '../synonyms'
import { MAX_QUERY_LENGTH, normalizeQuery, normalizeTerm, processTerm, tokenize } from '../text'
import type { ArticleSource, IndexedArticle, SearchHit, SearchPage, SearchService } from '../types'

/** Field weights: a word in the title counts most, then keywords, then the summary, then the body. */
export const FIELD_BOOST = { title: 4, keywords: 3, summary: 2, body: 1 } as const
const FIELDS = Object.keys(FIELD_BOOST)
/** Weight of a synonym's match relative to the typed words (results matching the typed words rank first anyway). */
export const SYNONYM_WEIGHT = 0.5
export const MAX_PER_PAGE = 50
/** Suggestions known only as synonyms of something in the articles (e.g. "hypogonadism") are capped. */
export const MAX_SYNONYM_ONLY_SUGGESTIONS = 3

/** Typo tolerance: one edit from five letters, two from eight (20 % of the length); none for short words. */
const fuzzy = (term: string) => (term.length >= 5 ? 0.2 : false)
/** The word being typed (the last) also matches as a prefix, from three letters. */
const prefixOfLast = (term: string, i: number, terms: string[]) => i === terms.length - 1 && term.length >= 3

type Phrase = { display: string; words: string[]; key: string; weight: number }

type BuiltIndex = {
  version: string
  mini: MiniSearch<IndexedArticle>
  docs: Map<string, IndexedArticle>
  /**
   * Suggestion vocabulary: article keywords (weight: how many articles), and synonym phrases whose group
   * occurs in the corpus (weight 0.5 when the phrase itself occurs, else 0).
   */
  phrases: Phrase[]
}

export type MiniSearchServiceOptions = {
  /** Reports a failed version check or rebuild; the last good index keeps answering meanwhile. */
  onError?: (message: string, error: unknown) => void
  /**
   * How long a version check stands for other requests (ms). Under load many requests share one check
   * instead of each asking the database; a change made on any instance is searchable within this time.
   */
  versionCheckIntervalMs?: number
  /** The clock (tests). */
  now?: () => number
}

/** A publish is searchable on every instance within two seconds, at most one version query per two seconds. */
export const VERSION_CHECK_INTERVAL_MS = 2000

function queryTree(parts: QueryPart[], combineWith: 'AND' | 'OR', withSynonyms: boolean): Query {
  const last = parts.length - 1
  return {
    combineWith,
    queries: parts.map((part, i): Query => {
      const typed: Query = {
        combineWith: 'AND',
        queries: [part.text],
        fuzzy,
        prefix: i === last ? prefixOfLast : false,
      }
      if (!withSynonyms || part.alternatives.length === 0) return typed
      return {
        combineWith: 'OR',
        queries: [
          typed,
          ...part.alternatives.map(
            (alternative): Query => ({
              combineWith: 'AND',
              queries: [alternative],
              fuzzy: false,
              prefix: false,
              boostTerm: () => SYNONYM_WEIGHT,
            }),
          ),
        ],
      }
    }),
  }
}

/**
 * Results for the query parts, best first. Every part must match (a part matches through any of its
 * synonyms); when nothing matches them all, results matching any part are returned instead. Results that
 * match the words as typed always rank above results found only through synonyms.
 */
function rank(index: BuiltIndex, parts: QueryPart[]): SearchResult[] {
  if (parts.length === 0) return []
  const hasSynonyms = parts.some((p) => p.alternatives.length > 0)
  const modes = parts.length > 1 ? (['AND', 'OR'] as const) : (['AND'] as const)
  for (const mode of modes) {
    const all = index.mini.search(queryTree(parts, mode, true))
    if (all.length === 0) continue
    if (!hasSynonyms) return all
    const typed = new Set(index.mini.search(queryTree(parts, mode, false)).map((r) => r.id))
    return all
      .map((result, order) => ({ result, order, tier: typed.has(result.id) ? 0 : 1 }))
      .sort((a, b) => a.tier - b.tier || a.order - b.order)
      .map((x) => x.result)
  }
  return []
}

function hitFor(index: BuiltIndex, result: SearchResult): SearchHit | null {
  const doc = index.docs.get(result.id as string)
  if (!doc) return null
  const fromSummary = buildExcerpt(doc.summary, result.terms)
  const fromBody = buildExcerpt(doc.body, result.terms)
  // The summary is the clearer read: use it unless the body shows more of the matched words.
  const excerpt =
    fromBody.distinctMatches > fromSummary.distinctMatches ? fromBody.segments : fromSummary.segments
  return {
    title: doc.title,
    url: `/${doc.section}/${doc.slug}`,
    section: doc.section,
    summary: doc.summary,
    excerpt,
  }
}

/** Where the query words occur in a phrase: 0 at its start, >0 inside, -1 not (last word as a prefix). */
function phrasePosition(phraseWords: string[], queryWords: string[]): number {
  const last = queryWords.length - 1
  for (let at = 0; at + last < phraseWords.length; at++) {
    let ok = true
    for (let j = 0; j <= last && ok; j++) {
      const word = phraseWords[at + j] ?? ''
      const typed = queryWords[j] ?? ''
      ok = j === last ? word.startsWith(typed) : word === typed
    }
    if (ok) return at
  }
  return -1
}

function buildIndex(version: string, articles: IndexedArticle[]): BuiltIndex {
  const mini = new MiniSearch<IndexedArticle>({
    idField: 'id',
    fields: FIELDS,
    tokenize: (text) => tokenize(text),
    processTerm: (term) => processTerm(term),
    extractField: (doc, field) =>
      field === 'keywords' ? doc.keywords.join(' \n ') : String(doc[field as keyof IndexedArticle] ?? ''),
    searchOptions: { boost: { ...FIELD_BOOST } },
  })
  const docs = new Map<string, IndexedArticle>()
  for (const article of articles) {
    if (docs.has(article.id)) continue
    docs.set(article.id, article)
    mini.add(article)
  }

  const phrases = new Map<string, Phrase>()
  const addPhrase = (display: string, weight: number) => {
    const key = phraseKey(display)
    if (!key) return
    const existing = phrases.get(key)
    if (existing) existing.weight += weight
    else phrases.set(key, { display: display.trim(), words: key.split(' '), key, weight })
  }
  for (const doc of docs.values()) for (const keyword of doc.keywords) addPhrase(keyword, 1)
  // Synonym phrases are offered when their group occurs in the corpus (searching any of them finds
  // something); those that occur themselves weigh a little, the others nothing (offered after titles).
  const occurs = (phrase: string) =>
    mini.search(phrase, { combineWith: 'AND', fuzzy: false, prefix: false }).length > 0
  for (const group of SYNONYM_GROUPS) {
    const present = group.filter(occurs)
    if (present.length === 0) continue
    for (const phrase of group) addPhrase(phrase, present.includes(phrase) ? 0.5 : 0)
  }
  return { version, mini, docs, phrases: [...phrases.values()] }
}

const clamp = (n: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Number.isFinite(n) ? Math.floor(n) : min))

export function createMiniSearchService(
  source: ArticleSource,
  options: MiniSearchServiceOptions = {},
): SearchService {
  const onError =
    options.onError ?? ((message: string, error: unknown) => log('search').error({ err: error }, message))
  let current: BuiltIndex | null = null
  let currentSeq = 0
  let seq = 0
  let building: { version: string; promise: Promise<BuiltIndex> } | null = null
  const interval = options.versionCheckIntervalMs ?? VERSION_CHECK_INTERVAL_MS
  const now = options.now ?? Date.now
  let checkedAt = Number.NEGATIVE_INFINITY
  let checking: Promise<string> | null = null

  /** The corpus version: asked at most once per interval (concurrent callers share the answer) unless fresh. */
  function readVersion(fresh: boolean): Promise<string> {
    if (!fresh && checking) return checking
    const started = now()
    const promise = source.version().then((version) => {
      checkedAt = Math.max(checkedAt, started)
      return version
    })
    if (!fresh) {
      checking = promise
      const clear = () => {
        if (checking === promise) checking = null
      }
      promise.then(clear, clear)
    }
    return promise
  }

  /**
   * The index for the corpus as it is now: the current one, a rebuild in flight for this version, or a new
   * rebuild. Within the check interval the current index answers without asking; `fresh` always asks.
   */
  async function ensureIndex(fresh = false): Promise<BuiltIndex> {
    if (!fresh && current && now() - checkedAt < interval) return current
    let version: string
    try {
      version = await readVersion(fresh)
    } catch (error) {
      if (!current) throw error
      onError('could not read the corpus version; answering from the last index', error)
      return current
    }
    if (current?.version === version) return current
    if (building?.version === version) return building.promise

    const mySeq = ++seq
    const promise = source.load().then((articles) => {
      const built = buildIndex(version, articles)
      // A slower, older rebuild never replaces a newer index.
      if (mySeq > currentSeq) {
        current = built
        currentSeq = mySeq
      }
      return built
    })
    const entry = { version, promise }
    building = entry
    const clear = () => {
      if (building === entry) building = null
    }
    promise.then(clear, clear)
    try {
      return await promise
    } catch (error) {
      if (!current) throw error
      onError('rebuilding the search index failed; answering from the last index', error)
      return current
    }
  }

  return {
    invalidate() {
      checkedAt = Number.NEGATIVE_INFINITY
      checking = null
    },

    async search(query, { page = 1, perPage = PER_PAGE, fresh = false } = {}): Promise<SearchPage> {
      const text = normalizeQuery(query).slice(0, MAX_QUERY_LENGTH)
      const size = clamp(perPage, 1, MAX_PER_PAGE)
      const parts = expandQuery(text)
      const index = parts.length > 0 ? await ensureIndex(fresh) : null
      const ranked = index ? rank(index, parts) : []
      const pages = paginate(ranked.length, clamp(page, 1, Number.MAX_SAFE_INTEGER), size)
      const results =
        index === null
          ? []
          : ranked
              .slice(pages.offset, pages.offset + size)
              .map((r) => hitFor(index, r))
              .filter((h): h is SearchHit => h !== null)
      return {
        query: text,
        page: pages.page,
        perPage: size,
        total: pages.total,
        totalPages: pages.totalPages,
        results,
      }
    },

    async suggest(query, limit = MAX_SUGGESTIONS): Promise<string[]> {
      const text = normalizeQuery(query).slice(0, MAX_QUERY_LENGTH)
      const max = clamp(limit, 0, MAX_SUGGESTIONS)
      const words = tokenize(text).map(normalizeTerm).filter(Boolean)
      if (words.length === 0 || max === 0) return []
      const index = await ensureIndex()
      const typedKey = words.join(' ')

      // Completions of what is typed that occur in articles, then titles of matching articles, then
      // completions known only as synonyms, then phrases with the typed words further in.
      const leading: Phrase[] = []
      const synonymOnly: Phrase[] = []
      const inner: Phrase[] = []
      for (const phrase of index.phrases) {
        const at = phrasePosition(phrase.words, words)
        if (at === 0) (phrase.weight > 0 ? leading : synonymOnly).push(phrase)
        else if (at > 0) inner.push(phrase)
      }
      const byRelevance = (a: Phrase, b: Phrase) =>
        Number(b.key === typedKey) - Number(a.key === typedKey) ||
        b.weight - a.weight ||
        a.words.length - b.words.length ||
        a.key.localeCompare(b.key)
      leading.sort(byRelevance)
      synonymOnly.sort(byRelevance)
      inner.sort(byRelevance)
      const titles = rank(index, expandQuery(text))
        .slice(0, max)
        .map((r) => index.docs.get(r.id as string)?.title)
        .filter((t): t is string => Boolean(t))

      const seen = new Set<string>()
      const items: string[] = []
      const candidates = [
        ...leading.map((p) => p.display),
        ...titles,
        ...synonymOnly.slice(0, MAX_SYNONYM_ONLY_SUGGESTIONS).map((p) => p.display),
        ...inner.map((p) => p.display),
      ]
      for (const candidate of candidates) {
        const key = phraseKey(candidate)
        if (seen.has(key)) continue
        seen.add(key)
        items.push(candidate)
        if (items.length === max) break
      }
      return items
    },
  }
}

/**
 * The page's health topic (issue 18): the words that say what the reader is reading, which must never reach
 * another site. Client-safe, tiny, no dependencies.
 *
 * Where the words come from:
 * - the server renders each article's topic once, as `data-wr-topic` on its `<article>` (title, slug parts,
 *   section, categories, keywords, drug names: `articleTopicWords` in `pageTopic.ts`). Pages are cached and
 *   identical, and the topic is on the page anyway, so this leaks nothing; articles the next-article scroll
 *   appends bring their own attribute along;
 * - the address the reader is at: its path segments and query values (a search's words, a section);
 * - islands add words the reader gives at run time (`addTopicTerms`): the quiz adds the answers picked.
 *
 * Matching (`carriesTopic`) is on whole words and slug parts, case- and accent-insensitive, after URL-decoding
 * (`+` as a space, double encoding too), with camelCase split and simple plurals folded ("statin" matches
 * "Statins"). Stop-words and words shorter than three letters are never topic words, so "a", "the", "and"
 * never block anything.
 */

/** The attribute on an `<article>` listing its topic words (space-separated, already normalised). */
export const TOPIC_ATTRIBUTE = 'data-wr-topic'
/** The attribute on an `<article>` carrying its opaque page id (what the analytics vendor may know of it). */
export const PAGE_ID_ATTRIBUTE = 'data-wr-page'
/**
 * Marks an article on a sensitive topic (the editors' flag, a sensitive category or keyword: the rule ads use,
 * `src/article/adPage.ts`): session replay never records a page that holds one.
 */
export const SENSITIVE_ATTRIBUTE = 'data-wr-sensitive'
/** Words shorter than this are never topic words. */
export const MIN_TOPIC_WORD_LENGTH = 3

/**
 * Words that say nothing about a health topic: English function words, the site's own URL vocabulary and the
 * generic words of titles ("guide", "best", "how"), so they never block a request.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'the and for with without your you yours our ours are was were will would should could can may might must ' +
    'they them their theirs she her his him who its been being help helps ' +
    'not but nor yet all any some each every both either neither more most less least than then that this ' +
    'these those there here what which who whom whose when where why how its into onto from about above below ' +
    'over under after before between during through per via out off has have had having does did doing done ' +
    'get gets got use uses used using also just only very too much many such own same other others new best ' +
    'top guide guides tips ways way know need needs things thing one two three four five first last yes now ' +
    'again ever never always often sometimes rarely usually make makes made like see seen say says said ' +
    'start starts started starting work works working stop much fast well good better real easy simple ' +
    'page pages search results result www http https com org net html htm php amp index home ' +
    'embed embeds autoplay player video videos watch share link links list lang language display count ' +
    'origin source sources view views click clicks event events '
  )
    .trim()
    .split(/\s+/),
)

/** Splits camelCase and letter/digit runs' case changes: "sideEffects" → "side Effects". */
function splitCamel(text: string): string {
  return text.replace(/([a-z])([A-Z])/g, '$1 $2')
}

/** Lower case, accents removed ("Ménière" → "meniere"). */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

/** Every word of a text: letters and digits, split on everything else, camelCase split, folded. */
export function wordsOf(text: string): string[] {
  return fold(splitCamel(text))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** Whether a word can be a topic word: long enough, not a stop-word, not a bare number. */
export function isTopicWord(word: string): boolean {
  return word.length >= MIN_TOPIC_WORD_LENGTH && !STOP_WORDS.has(word) && !/^\d+$/.test(word)
}

/** The topic words of a text (a title, a slug, a drug's name, a quiz answer), each once, in order. */
export function topicWordsOf(...texts: Array<string | null | undefined>): string[] {
  const out = new Set<string>()
  for (const text of texts) if (text) for (const w of wordsOf(text)) if (isTopicWord(w)) out.add(w)
  return [...out]
}

/**
 * Text as another site would read it: percent-decoding applied up to three times (double encoding), `+` as a
 * space. Malformed sequences are left as they are.
 */
export function decodeForMatching(text: string): string {
  let current = text.replace(/\+/g, ' ')
  for (let i = 0; i < 3; i++) {
    const next = current.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run)
      } catch {
        return run
      }
    })
    if (next === current) break
    current = next.replace(/\+/g, ' ')
  }
  return current
}

/** A word and its simple singular/plural forms ("statin" ↔ "statins", "allergy" ↔ "allergies"). */
function forms(word: string): string[] {
  const out = [word, `${word}s`, `${word}es`]
  if (word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`)
  else if (word.endsWith('es')) out.push(word.slice(0, -2), word.slice(0, -1))
  else if (word.endsWith('s')) out.push(word.slice(0, -1))
  if (word.endsWith('y')) out.push(`${word.slice(0, -1)}ies`)
  return out
}

/**
 * Whether a text (an address, a body) carries one of the topic words: whole words only, after decoding.
 * "heart" is found in "/c?q=Heart%2Bhealth" and "heart-rate", never in "hearth" or "sweetheart".
 */
export function carriesTopic(text: string | null | undefined, terms: Iterable<string>): boolean {
  if (!text) return false
  const words = new Set(wordsOf(decodeForMatching(text)))
  if (words.size === 0) return false
  for (const term of terms) for (const form of forms(term)) if (words.has(form)) return true
  return false
}

// ——— the page's words in the browser ———

const RUNTIME_TERMS = Symbol.for('wellread.topicTerms')
type TermScope = { [RUNTIME_TERMS]?: Set<string> }

function runtimeTerms(): Set<string> {
  const scope = globalThis as TermScope
  scope[RUNTIME_TERMS] ??= new Set()
  return scope[RUNTIME_TERMS]
}

/** Adds words the reader gave on this page (quiz answers…): from now on they count as the page's topic. */
export function addTopicTerms(texts: ReadonlyArray<string | null | undefined>): void {
  const terms = runtimeTerms()
  for (const word of topicWordsOf(...texts)) terms.add(word)
}

/** Forgets the words added at run time (a new page view; tests). */
export function clearTopicTerms(): void {
  runtimeTerms().clear()
}

/** The topic words of an address's path segments and query values ("/search?q1=knee+pain" → knee, pain). */
export function addressTopicWords(path: string, search = ''): string[] {
  const texts = path.split('/').map(decodeForMatching)
  for (const [, value] of new URLSearchParams(search)) texts.push(value)
  return topicWordsOf(...texts)
}

type TopicDocument = Pick<Document, 'querySelectorAll'>
type TopicLocation = Pick<Location, 'pathname' | 'search'>

/**
 * Every topic word of the page now: each article's `data-wr-topic` (the page's own and any the next-article
 * scroll appended), the address, and the words added at run time. Read at the moment of use.
 */
export function pageTopicTerms(
  doc: TopicDocument | null = globalThis.document ?? null,
  loc: TopicLocation | null = globalThis.location ?? null,
): Set<string> {
  const terms = new Set(runtimeTerms())
  if (doc) {
    for (const el of doc.querySelectorAll(`[${TOPIC_ATTRIBUTE}]`)) {
      for (const word of (el.getAttribute(TOPIC_ATTRIBUTE) ?? '').split(/\s+/))
        if (isTopicWord(word)) terms.add(word)
    }
  }
  if (loc) for (const word of addressTopicWords(loc.pathname, loc.search)) terms.add(word)
  return terms
}

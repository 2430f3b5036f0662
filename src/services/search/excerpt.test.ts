import { describe, expect, it } from 'vitest'
import { buildExcerpt, escapeHtml, excerptText, excerptToHtml } from './excerpt'

const filler = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

/** The excerpt with matches in [brackets], for readable expectations. */
const bracketed = (text: string, terms: string[], max?: number) =>
  buildExcerpt(text, terms, max)
    .segments.map((s) => (s.match ? `[${s.text}]` : s.text))
    .join('')

describe('buildExcerpt', () => {
  it.each([
    ['Sleep apnea raises blood pressure.', ['apnea'], 'Sleep [apnea] raises blood pressure.'],
    ['Sleep APNEA raises blood pressure.', ['apnea'], 'Sleep [APNEA] raises blood pressure.'],
    // Matches by indexed form: possessives and accents.
    ["Sjögren's syndrome is rare.", ['sjogren'], "[Sjögren's] syndrome is rare."],
    // Whole words only.
    ['Sleepiness is not sleep.', ['sleep'], 'Sleepiness is not [sleep].'],
    // Several terms, each marked.
    ['High blood pressure and sleep.', ['blood', 'sleep'], 'High [blood] pressure and [sleep].'],
    // Line breaks read as a sentence break after punctuation, as a dash after a heading or list item.
    ['First line.\nSecond line about sleep.', ['sleep'], 'First line. Second line about [sleep].'],
    ['Sleep and you\n  Good sleep matters', ['sleep'], '[Sleep] and you — Good [sleep] matters'],
    ['Signs include:\nloud snoring\npauses', ['snoring'], 'Signs include: loud [snoring] — pauses'],
  ])('%j with %j → %j', (text, terms, expected) => {
    expect(bracketed(text, terms)).toBe(expected)
  })

  it('picks the window that shows the most distinct terms, not the first match', () => {
    const text = `Sleep matters. ${filler(60)}. Sleep apnea and hypertension often come together. ${filler(60)}.`
    const excerpt = bracketed(text, ['sleep', 'apnea', 'hypertension'])
    expect(excerpt).toContain('[Sleep] [apnea] and [hypertension] often come together')
    expect(excerpt.startsWith('…')).toBe(true)
    expect(excerpt.endsWith('…')).toBe(true)
    expect(buildExcerpt(text, ['sleep', 'apnea', 'hypertension']).distinctMatches).toBe(3)
  })

  it('starts at the sentence holding the match when it is within reach', () => {
    const text = `${filler(40)}. Walking lowers blood pressure. ${filler(40)}`
    const plain = excerptText(buildExcerpt(text, ['walking']).segments)
    expect(plain).toMatch(/^…Walking lowers blood pressure\./)
  })

  it('starts at the line holding the match (a paragraph, list item or heading)', () => {
    const text = `${filler(40)}\nIf you have a heart condition\nWalking is recommended after a heart attack. ${filler(40)}`
    const plain = excerptText(buildExcerpt(text, ['heart', 'attack']).segments)
    expect(plain).toMatch(/^…If you have a heart condition — Walking is recommended after a heart attack\./)
  })

  it('stays within the length (plus ellipses) and cuts at word boundaries', () => {
    const text = `${filler(100)} hypertension ${filler(100)}`
    const plain = excerptText(buildExcerpt(text, ['hypertension'], 120).segments)
    expect(plain.length).toBeLessThanOrEqual(122)
    expect(plain).toContain('hypertension')
    expect(plain).toMatch(/^…word\d+ /)
    expect(plain).toMatch(/ word\d+…$/)
  })

  it('without a match, returns the opening of the text', () => {
    const short = buildExcerpt('A short summary.', ['zebra'])
    expect(short).toEqual({ segments: [{ text: 'A short summary.', match: false }], distinctMatches: 0 })
    const long = excerptText(buildExcerpt(`${filler(100)}`, ['zebra'], 50).segments)
    expect(long.length).toBeLessThanOrEqual(51)
    expect(long).toMatch(/^word0 word1 .*word\d+…$/)
  })

  it('returns nothing for empty text', () => {
    expect(buildExcerpt('   ', ['sleep']).segments).toEqual([])
  })
})

describe('excerptToHtml', () => {
  it('escapes every piece of text and marks matches', () => {
    const { segments } = buildExcerpt('<b>Sleep</b> & "apnea" <script>alert(\'x\')</script>', [
      'sleep',
      'apnea',
    ])
    expect(excerptToHtml(segments)).toBe(
      '&lt;b&gt;<mark>Sleep</mark>&lt;/b&gt; &amp; &quot;<mark>apnea</mark>&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;',
    )
  })

  it('escapes text inside a match too', () => {
    expect(excerptToHtml([{ text: '<img onerror=x>', match: true }])).toBe(
      '<mark>&lt;img onerror=x&gt;</mark>',
    )
  })

  it.each([
    ['&', '&amp;'],
    ['<', '&lt;'],
    ['>', '&gt;'],
    ['"', '&quot;'],
    ["'", '&#39;'],
    ['plain', 'plain'],
  ])('escapeHtml(%j) → %j', (raw, escaped) => {
    expect(escapeHtml(raw)).toBe(escaped)
  })
})

import { analyticsPageId, articlePrivacyAttributes } from './article'
import { articleTopicWords, drugNamesIn } from './pageTopic'
import { carriesTopic } from './topic'

/** The seeded drug page (src/seed/articles/atorvastatin.ts), as the article page reads it. */
const atorvastatin = {
  title: 'Atorvastatin: uses, side effects and how to save',
  slug: 'atorvastatin',
  section: 'drugs',
  path: '/drugs/atorvastatin',
  keywords: ['atorvastatin', 'Lipitor', 'statins', 'cholesterol', 'prescription savings'],
  categories: [{ title: 'Heart health', slug: 'heart-health' }],
}
/** A Lexical body with a paragraph and the drug widget, its drug populated (depth 2) as the seed's. */
const block = (fields: Record<string, unknown>) => ({ type: 'block', version: 2, fields })
const doc = (...children: unknown[]) => ({ root: { type: 'root', children } })
const body = doc(
  { type: 'paragraph', children: [{ type: 'text', text: 'Atorvastatin is a statin.' }] },
  block({
    blockType: 'drugCostSavings',
    title: 'Compare prices',
    drug: {
      id: 7,
      name: 'Atorvastatin',
      slug: 'atorvastatin',
      manufacturers: [
        { name: 'Atorvastatin (generic)', drugType: 'generic', drugSlug: 'atorvastatin', options: [] },
        { name: 'Lipitor (brand)', drugType: 'brand', drugSlug: 'lipitor', options: [] },
      ],
    },
  }),
)

describe('an article’s topic', () => {
  it('names the drugs of the body’s drug widgets, brand and generic', () => {
    expect(drugNamesIn(body)).toEqual([
      'Atorvastatin',
      'atorvastatin',
      'Atorvastatin (generic)',
      'atorvastatin',
      'Lipitor (brand)',
      'lipitor',
    ])
    // A drug that is only an id (not populated) names nothing.
    expect(drugNamesIn(doc(block({ blockType: 'drugCostSavings', drug: 7 })))).toEqual([])
  })

  it('is its title, slug, section, categories, keywords and drugs', () => {
    expect(articleTopicWords(atorvastatin, body)).toEqual([
      'atorvastatin',
      'side',
      'effects',
      'save',
      'drugs',
      'medications',
      'heart',
      'health',
      'lipitor',
      'statins',
      'cholesterol',
      'prescription',
      'savings',
      'generic',
      'brand',
    ])
  })

  it('the drug page’s words catch what a tracker would want of it', () => {
    const terms = new Set(articleTopicWords(atorvastatin, body))
    for (const leak of ['/p?drug=Lipitor', '/p?q=statin', '/c/heart-health', '/x?k=side%20effects'])
      expect(carriesTopic(leak, terms), leak).toBe(true)
    expect(carriesTopic('/v1/collect?site=wellread', terms)).toBe(false)
  })
})

describe('the article’s attributes', () => {
  it('carry the topic words and an opaque page id, the same on every render', () => {
    const attrs = articlePrivacyAttributes(atorvastatin, body)
    expect(attrs['data-wr-topic']).toBe(articleTopicWords(atorvastatin, body).join(' '))
    expect(attrs['data-wr-page']).toMatch(/^p[0-9a-f]{16}$/)
    expect(articlePrivacyAttributes(atorvastatin, body)).toEqual(attrs)
  })

  it('the page id depends on the path and the key, and says nothing of either', () => {
    const id = analyticsPageId('/drugs/atorvastatin', 'k'.repeat(32))
    expect(id).toMatch(/^p[0-9a-f]{16}$/)
    expect(analyticsPageId('/drugs/atorvastatin', 'k'.repeat(32))).toBe(id)
    expect(analyticsPageId('/drugs/lisinopril', 'k'.repeat(32))).not.toBe(id)
    expect(analyticsPageId('/drugs/atorvastatin', 'j'.repeat(32))).not.toBe(id)
    expect(carriesTopic(id, new Set(['drugs', 'atorvastatin']))).toBe(false)
  })
})

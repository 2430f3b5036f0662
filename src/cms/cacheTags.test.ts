import { describe, expect, it } from 'vitest'
import { CACHE_TAGS, embeddedDocumentTags, relationId, relationTags } from './cacheTags'

describe('embeddedDocumentTags', () => {
  const picture = { id: 12, filename: 'a.webp', mimeType: 'image/webp', url: '/media/a.webp' }
  const product = { id: 7, productTitle: 'Walking shoe' }
  const author = {
    id: 3,
    name: 'Dana Reyes',
    slug: 'dana-reyes',
    jobTitle: 'Cardiologist',
    credentials: null,
  }

  it('tags every image, product and author found at any depth, once', () => {
    const doc = {
      id: 1,
      heroImage: picture,
      body: { root: { children: [{ fields: { product, image: picture, series: { author } } }] } },
    }
    expect(embeddedDocumentTags(doc).sort()).toEqual(
      [CACHE_TAGS.media(12), CACHE_TAGS.product(7), CACHE_TAGS.author(3)].sort(),
    )
  })

  it('does not take other documents with a name and slug for authors (diets, categories)', () => {
    expect(embeddedDocumentTags({ diet: { id: 4, name: 'DASH diet', slug: 'dash' } })).toEqual([])
  })

  it('survives cycles and bare ids', () => {
    const a: Record<string, unknown> = { id: 1, picture: 5 }
    a.self = a
    expect(embeddedDocumentTags(a)).toEqual([])
  })
})

describe('relations', () => {
  it('reads ids of populated documents and bare ids', () => {
    expect(relationId({ id: 'x' })).toBe('x')
    expect(relationId(9)).toBe(9)
    expect(relationId(null)).toBeNull()
    expect(relationTags([{ id: 2 }, 3, null], CACHE_TAGS.author)).toEqual(['author:2', 'author:3'])
  })
})

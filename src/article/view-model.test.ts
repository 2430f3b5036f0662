import type { Article } from '@/cms/payload-types'
import { articleView, formatDate, nameWithCredentials, showUpdated } from './view-model'

const media = {
  id: 1,
  alt: 'A bowl of lentils',
  url: '/api/cms/media/file/lentils.png',
  width: 1600,
  height: 900,
  sizes: {
    thumbnail: { url: '/api/cms/media/file/lentils-320x240.png', width: 320, height: 240 },
    hero: { url: '/api/cms/media/file/lentils-1280x720.png', width: 1280, height: 720 },
  },
}

const article = (over: Partial<Article> = {}): Article =>
  ({
    id: 7,
    title: 'Lentils',
    summary: 'Why lentils help.',
    section: 'nutrition',
    slug: 'lentils',
    template: 'article',
    keywords: ['lentils', 'fibre'],
    body: { root: { type: 'root', children: [] } },
    authors: [{ id: 1, name: 'Ana Ruiz', slug: 'ana-ruiz', credentials: 'RDN' }, 3, null],
    medicalReviewer: 9,
    heroImage: media,
    updatedAt: '',
    createdAt: '',
    ...over,
  }) as unknown as Article

describe('articleView', () => {
  it('uses the search title, description and share image, falling back to title, summary and hero', () => {
    const plain = articleView(article())
    expect(plain.seo).toMatchObject({ title: 'Lentils', description: 'Why lentils help.' })
    expect(plain.seo.image?.src).toBe(plain.hero?.src)
    const share = { ...media, id: 2, url: '/api/cms/media/file/share.png', sizes: {} }
    const custom = articleView(
      article({
        meta: { title: 'Lentils: fibre for less', description: 'Cheap protein.', image: share },
      } as Partial<Article>),
    )
    expect(custom.seo).toMatchObject({ title: 'Lentils: fibre for less', description: 'Cheap protein.' })
    expect(custom.seo.image?.src).toContain('share.png')
  })

  it('keeps populated authors and drops deleted or unpopulated ones', () => {
    const view = articleView(article())
    expect(view.authors.map((a) => a.name)).toEqual(['Ana Ruiz'])
    expect(view.reviewer).toBeNull()
    expect(view.path).toBe('/nutrition/lentils')
    expect(view.k1).toBe('lentils')
  })

  it('drops a deleted hero image', () => {
    expect(articleView(article({ heroImage: null })).hero).toBeNull()
    expect(articleView(article({ heroImage: 12 as unknown as Article['heroImage'] })).hero).toBeNull()
  })
})

describe('formatting', () => {
  it.each([
    ['2026-03-04T10:00:00.000Z', 'March 4, 2026'],
    ['not a date', null],
    [null, null],
  ])('formatDate(%s) → %s', (iso, expected) => {
    expect(formatDate(iso)).toBe(expected)
  })

  it.each([
    ['2026-03-04T10:00:00Z', '2026-03-04T18:00:00Z', false],
    ['2026-03-04T10:00:00Z', '2026-06-01T10:00:00Z', true],
    ['2026-03-04T10:00:00Z', null, false],
    [null, '2026-06-01T10:00:00Z', true],
  ])('showUpdated(%s, %s) → %s', (p, u, expected) => {
    expect(showUpdated(p, u)).toBe(expected)
  })

  it('joins credentials', () => {
    expect(nameWithCredentials({ name: 'Ana Ruiz', credentials: 'MD' })).toBe('Ana Ruiz, MD')
    expect(nameWithCredentials({ name: 'Ana Ruiz' })).toBe('Ana Ruiz')
  })
})

import { describe, expect, it } from 'vitest'
import { decisionListArticle, listedArticlePaths, preampView } from './model'

const picture = (id: number, alt = 'A picture') => ({
  id,
  url: `/media/p${id}.webp`,
  alt,
  width: 1280,
  height: 720,
  sizes: { thumbnail: { url: `/media/p${id}-320.webp`, width: 320, height: 240 } },
})

const article = (slug: string, extra: Record<string, unknown> = {}) => ({
  id: slug.length,
  title: `About ${slug}`,
  section: 'health',
  slug,
  _status: 'published',
  heroImage: picture(slug.length),
  ...extra,
})

const asset = (decisionList: Record<string, unknown>, kind: unknown = 'decisionList') => ({
  id: 1,
  name: 'ED decision list',
  kind,
  decisionList,
})

describe('decisionListArticle', () => {
  it.each([
    ['a published article', article('pills'), { title: 'About pills', href: '/health/pills' }],
    ['a draft', article('pills', { _status: 'draft' }), null],
    ['no title', article('pills', { title: '  ' }), null],
    ['no slug', article('pills', { slug: null }), null],
    ['an unpopulated id', 7, null],
    ['a deleted relation', null, null],
  ])('%s', (_, value, expected) => {
    const result = decisionListArticle(value)
    if (expected === null) expect(result).toBeNull()
    else expect(result).toMatchObject(expected)
  })

  it('takes the article’s hero picture, with a srcset of its sizes', () => {
    expect(decisionListArticle(article('pills'))?.image).toMatchObject({
      src: '/media/p5.webp',
      srcSet: '/media/p5-320.webp 320w, /media/p5.webp 1280w',
    })
  })

  it('has no picture when the article has none', () => {
    expect(decisionListArticle(article('pills', { heroImage: null }))?.image).toBeNull()
  })
})

describe('preampView', () => {
  const three = [article('pills'), article('therapy'), article('devices')]

  it('shows the title, main picture and articles in the editor’s order', () => {
    const view = preampView(
      asset({ title: ' Choosing an ED treatment ', mainImage: picture(9), articles: three }),
    )
    expect(view?.title).toBe('Choosing an ED treatment')
    expect(view?.image?.src).toBe('/media/p9.webp')
    expect(view?.articles.map((a) => a.href)).toEqual(['/health/pills', '/health/therapy', '/health/devices'])
  })

  it.each([
    ['no title', { title: '', articles: three }],
    ['one article', { title: 'T', articles: [article('pills')] }],
    [
      'two listed but one a draft',
      { title: 'T', articles: [article('pills'), article('x', { _status: 'draft' })] },
    ],
    ['no articles', { title: 'T' }],
  ])('shows nothing with %s', (_, list) => {
    expect(preampView(asset(list))).toBeNull()
  })

  it('shows nothing for an unknown kind or a malformed asset', () => {
    expect(preampView(asset({ title: 'T', articles: three }, 'poll'))).toBeNull()
    expect(preampView(null)).toBeNull()
    expect(preampView(3)).toBeNull()
    expect(preampView({ kind: 'decisionList' })).toBeNull()
  })

  it('takes a missing kind as a decision list (assets saved before kinds existed)', () => {
    expect(preampView({ decisionList: { title: 'T', articles: three } })?.kind).toBe('decisionList')
  })

  it('shows at most six articles', () => {
    const eight = Array.from({ length: 8 }, (_, i) => article(`a${i}`))
    expect(preampView(asset({ title: 'T', articles: eight }))?.articles).toHaveLength(6)
  })

  it('has no main picture when none is set', () => {
    expect(preampView(asset({ title: 'T', articles: three }))?.image).toBeNull()
  })
})

describe('listedArticlePaths', () => {
  it('lists every article’s path, drafts included', () => {
    expect(
      listedArticlePaths(
        asset({ title: 'T', articles: [article('pills'), article('x', { _status: 'draft' }), 4] }),
      ),
    ).toEqual(['/health/pills', '/health/x'])
  })

  it('is empty for anything else', () => {
    expect(listedArticlePaths(null)).toEqual([])
    expect(listedArticlePaths({ decisionList: null })).toEqual([])
  })
})

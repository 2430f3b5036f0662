import type { Article } from '@/cms/payload-types'
import { articleTags } from './queries'

describe('an article page’s cache tags', () => {
  it('name its categories, so marking one ad-free or sensitive regenerates the page (issue 28)', () => {
    const doc = {
      authors: [3],
      medicalReviewer: 4,
      categories: [{ id: 7, slug: 'sleep' }, 9],
    } as unknown as Article
    expect(articleTags(doc)).toEqual(
      expect.arrayContaining(['category:7', 'category:9', 'author:3', 'author:4']),
    )
    expect(articleTags(null)).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { breadcrumbUrl, seoImage, seoText, truncateForPreview } from './seo'

describe('seoText', () => {
  it('uses the search title and description when the editor set them', () => {
    expect(
      seoText({
        title: 'Sleep and blood pressure',
        summary: 'Why sleep matters.',
        meta: { title: 'How sleep lowers blood pressure', description: 'Seven hours, explained.' },
      }),
    ).toEqual({
      title: 'How sleep lowers blood pressure',
      description: 'Seven hours, explained.',
      titleFrom: 'meta',
      descriptionFrom: 'meta',
    })
  })

  it('falls back to the title and summary when empty or blank', () => {
    expect(
      seoText({ title: 'Sleep', summary: 'Why sleep matters.', meta: { title: '  ', description: null } }),
    ).toEqual({
      title: 'Sleep',
      description: 'Why sleep matters.',
      titleFrom: 'title',
      descriptionFrom: 'summary',
    })
    expect(seoText({ title: 'Sleep', summary: null })).toMatchObject({ title: 'Sleep', description: '' })
  })
})

describe('seoImage', () => {
  it('prefers the share image, then the hero, then none', () => {
    expect(seoImage('share', 'hero')).toBe('share')
    expect(seoImage(null, 'hero')).toBe('hero')
    expect(seoImage(null, null)).toBeNull()
  })
})

describe('truncateForPreview', () => {
  it('keeps short text and cuts long text at a word with an ellipsis', () => {
    expect(truncateForPreview('Short title', 60)).toBe('Short title')
    const long =
      'Walking thirty minutes a day lowers blood pressure, improves sleep and lifts mood for most adults'
    const cut = truncateForPreview(long, 60)
    expect(cut.length).toBeLessThanOrEqual(61)
    expect(cut.endsWith('…')).toBe(true)
    expect(cut).toBe('Walking thirty minutes a day lowers blood pressure, improves…')
  })
})

describe('breadcrumbUrl', () => {
  it('shows host and path segments', () => {
    expect(breadcrumbUrl('wellread.example', '/health/sleep-basics')).toBe(
      'wellread.example › health › sleep-basics',
    )
  })
})

import { describe, expect, it } from 'vitest'
import type { Media } from '@/cms/payload-types'
import type { AuthorSummary } from '@/widgets/types'
import { type AuthorBioFields, type ResolvedAuthorBio, resolveAuthorBio, safeImageSrc } from './authorBio'

const author: AuthorSummary = {
  name: 'Jane Doe',
  credentials: 'MD',
  bio: 'Jane is a sleep physician.',
  imageSrc: '/media/jane.jpg',
  imageAlt: 'Jane Doe smiling',
}

function media(overrides: Partial<Media> = {}): Media {
  return {
    id: 7,
    alt: 'Portrait of Sam Lee',
    url: '/media/sam.jpg',
    sizes: { thumbnail: { url: '/media/sam-320x240.jpg', width: 320, height: 240 } },
    updatedAt: '2024-01-01T00:00:00.000Z',
    createdAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  }
}

const empty: AuthorBioFields = {}

describe('resolveAuthorBio', () => {
  it.each<[string, AuthorBioFields, AuthorSummary | undefined, ResolvedAuthorBio | null]>([
    ['nothing at all', empty, undefined, null],
    ['only blank block fields', { authorName: '  ', authorDescription: '' }, undefined, null],
    ['a fallback author with a blank name', empty, { name: ' ', bio: 'x' }, null],
    [
      'an empty block: everything from the article author',
      empty,
      author,
      {
        name: 'Jane Doe',
        credentials: 'MD',
        description: 'Jane is a sleep physician.',
        image: { src: '/media/jane.jpg', alt: 'Jane Doe smiling' },
      },
    ],
    [
      'the block only, no article author',
      {
        authorName: 'Sam Lee',
        authorDescription: 'Sam writes about food.',
        authorImageSrc: 'https://x.test/s.png',
      },
      undefined,
      {
        name: 'Sam Lee',
        credentials: null,
        description: 'Sam writes about food.',
        image: { src: 'https://x.test/s.png', alt: 'Sam Lee' },
      },
    ],
    [
      'a block description over the author bio',
      { authorDescription: 'Written for this series.' },
      author,
      {
        name: 'Jane Doe',
        credentials: 'MD',
        description: 'Written for this series.',
        image: { src: '/media/jane.jpg', alt: 'Jane Doe smiling' },
      },
    ],
    [
      'the same name on the block: the rest still comes from the author',
      { authorName: 'jane doe' },
      author,
      {
        name: 'jane doe',
        credentials: 'MD',
        description: 'Jane is a sleep physician.',
        image: { src: '/media/jane.jpg', alt: 'Jane Doe smiling' },
      },
    ],
    [
      'the name with credentials on the block: credentials are not repeated',
      { authorName: 'Jane Doe, MD' },
      author,
      {
        name: 'Jane Doe, MD',
        credentials: null,
        description: 'Jane is a sleep physician.',
        image: { src: '/media/jane.jpg', alt: 'Jane Doe smiling' },
      },
    ],
    [
      "another person on the block: nothing of the article author's is borrowed",
      { authorName: 'Sam Lee' },
      author,
      { name: 'Sam Lee', credentials: null, description: null, image: null },
    ],
    [
      'an author without image or bio',
      empty,
      { name: 'Ann Roe' },
      { name: 'Ann Roe', credentials: null, description: null, image: null },
    ],
    [
      'an author photo without alt: the name',
      empty,
      { name: 'Ann Roe', imageSrc: '/media/ann.jpg', imageAlt: ' ' },
      {
        name: 'Ann Roe',
        credentials: null,
        description: null,
        image: { src: '/media/ann.jpg', alt: 'Ann Roe' },
      },
    ],
  ])('%s', (_label, block, fallback, expected) => {
    expect(resolveAuthorBio(block, fallback)).toEqual(expected)
  })

  it.each<[string, AuthorBioFields, { src: string; alt: string } | null]>([
    [
      'uploaded media thumbnail over the URL field and the author photo',
      { authorImage: media(), authorImageSrc: '/media/other.jpg' },
      { src: '/media/sam-320x240.jpg', alt: 'Portrait of Sam Lee' },
    ],
    [
      'uploaded media without sizes: its original URL',
      { authorImage: media({ sizes: {} }) },
      { src: '/media/sam.jpg', alt: 'Portrait of Sam Lee' },
    ],
    [
      'uploaded media with a block alt: the block alt',
      { authorImage: media(), authorImageAlt: 'Jane at her desk' },
      { src: '/media/sam-320x240.jpg', alt: 'Jane at her desk' },
    ],
    [
      'uploaded media with an empty alt: the name',
      { authorImage: media({ alt: '' }) },
      { src: '/media/sam-320x240.jpg', alt: 'Jane Doe' },
    ],
    [
      'an unpopulated upload (id only): the URL field',
      { authorImage: 7, authorImageSrc: '/media/url.jpg' },
      { src: '/media/url.jpg', alt: 'Jane Doe' },
    ],
    [
      'uploaded media without any URL: the URL field',
      { authorImage: media({ url: null, sizes: {} }), authorImageSrc: '/media/url.jpg' },
      { src: '/media/url.jpg', alt: 'Jane Doe' },
    ],
    [
      "the URL field: the author's alt is not reused for a different picture",
      { authorImageSrc: '/media/url.jpg' },
      { src: '/media/url.jpg', alt: 'Jane Doe' },
    ],
    [
      'the URL field with its own alt',
      { authorImageSrc: '/u.jpg', authorImageAlt: 'Jane' },
      { src: '/u.jpg', alt: 'Jane' },
    ],
    [
      'an unsafe URL field: the author photo',
      { authorImageSrc: 'javascript:alert(1)' },
      { src: '/media/jane.jpg', alt: 'Jane Doe smiling' },
    ],
    ['nothing set: the author photo', {}, { src: '/media/jane.jpg', alt: 'Jane Doe smiling' }],
  ])('image: %s', (_label, block, image) => {
    expect(resolveAuthorBio(block, author)?.image).toEqual(image)
  })
})

describe('safeImageSrc', () => {
  it.each([
    ['/media/a.jpg', '/media/a.jpg'],
    [' https://cdn.test/a.jpg ', 'https://cdn.test/a.jpg'],
    ['http://cdn.test/a.jpg', 'http://cdn.test/a.jpg'],
    ['//cdn.test/a.jpg', '//cdn.test/a.jpg'],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['a.jpg', null],
    ['', null],
    [null, null],
  ])('%j → %j', (input, output) => {
    expect(safeImageSrc(input)).toBe(output)
  })
})

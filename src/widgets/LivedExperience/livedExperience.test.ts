import { describe, expect, it } from 'vitest'
import type { Media } from '@/cms/payload-types'
import {
  CTA_NEEDS_TEXT,
  CTA_NEEDS_URL,
  ctaProblem,
  LIVED_EXPERIENCE_CATEGORY,
  LIVED_EXPERIENCE_LABEL,
  type LivedExperienceFields,
  livedExperienceView,
  nameLine,
  photoOf,
  quoteText,
  safeAddress,
} from './livedExperience'

const SITE = 'wellread.example'

function media(overrides: Partial<Media> = {}): Media {
  return {
    id: 3,
    alt: 'Ruth smiling on her porch',
    url: '/media/ruth.webp',
    width: 600,
    height: 600,
    sizes: { thumbnail: { url: '/media/ruth-320x240.webp', width: 320, height: 240 } },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

const full: LivedExperienceFields = {
  photo: media(),
  name: ' Ruth Adeyemi ',
  credentials: 'Peer mentor',
  title: 'Living with type 2 diabetes since 2016',
  quote: '“Checking my numbers stopped feeling like a test I could fail.”',
  cta: { text: 'Read Ruth’s story', url: '/nutrition/mediterranean-diet-basics' },
  authorBioPageUrl: 'https://community.example.org/ruth',
}

describe('words the reader sees', () => {
  it('labels the block and its events', () => {
    expect(LIVED_EXPERIENCE_LABEL).toBe('Lived experience')
    expect(LIVED_EXPERIENCE_CATEGORY).toBe('lived experience')
  })
})

describe('quoteText', () => {
  it.each([
    ['  Plain words.  ', 'Plain words.'],
    ['"Straight quotes."', 'Straight quotes.'],
    ['“Curly quotes.”', 'Curly quotes.'],
    ['I said "no" twice.', 'I said "no" twice.'],
    ['"One" and "two"', '"One" and "two"'],
    ['First paragraph.\n\nSecond.', 'First paragraph.\n\nSecond.'],
    [null, ''],
    [7, ''],
  ])('%j → %j', (input, output) => {
    expect(quoteText(input)).toBe(output)
  })
})

describe('nameLine', () => {
  it.each([
    ['Ruth Adeyemi', '', 'Ruth Adeyemi'],
    ['Ruth Adeyemi', 'RN', 'Ruth Adeyemi, RN'],
    ['Ruth Adeyemi, RN', 'RN', 'Ruth Adeyemi, RN'], // credentials already typed with the name
    ['Ruth Adeyemi', ', RN ', 'Ruth Adeyemi, RN'],
  ])('%j with %j → %j', (name, credentials, line) => {
    expect(nameLine(name, credentials)).toBe(line)
  })
})

describe('safeAddress', () => {
  it.each([
    ['/health/sleep', '/health/sleep'],
    [' https://example.org/a ', 'https://example.org/a'],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['//evil.example', null],
    ['mailto:a@b.example', null],
    ['#top', null],
    ['example.org', null],
    ['', null],
    [null, null],
  ])('%j → %j', (input, output) => {
    expect(safeAddress(input)).toBe(output)
  })
})

describe('ctaProblem: the button needs both its words and its link, or neither', () => {
  it.each([
    ['', '', true],
    [null, undefined, true],
    ['Read Ruth’s story', '/health/x', true],
    ['Read Ruth’s story', '', CTA_NEEDS_URL],
    ['Read Ruth’s story', '  ', CTA_NEEDS_URL],
    ['', 'https://example.org', CTA_NEEDS_TEXT],
  ])('words %j, link %j → %s', (text, url, result) => {
    expect(ctaProblem(text, url)).toBe(result)
  })

  it('says what to fix in editors’ words', () => {
    expect(CTA_NEEDS_URL).toMatch(/^Add the button’s link/)
    expect(CTA_NEEDS_TEXT).toMatch(/^Add the button’s words/)
  })
})

describe('photoOf', () => {
  it.each<[string, unknown, ReturnType<typeof photoOf>]>([
    ['the small size when there is one', media(), { src: '/media/ruth-320x240.webp' }],
    ['the original otherwise', media({ sizes: {} }), { src: '/media/ruth.webp' }],
    ['nothing for an unpopulated id', 3, null],
    ['nothing for a deleted picture', null, null],
  ])('%s', (_label, value, expected) => {
    expect(photoOf(value)).toEqual(expected)
  })
})

describe('livedExperienceView', () => {
  it('everything filled in: the quote, the person, the bio link and the button', () => {
    expect(livedExperienceView(full, SITE)).toEqual({
      quote: 'Checking my numbers stopped feeling like a test I could fail.',
      name: 'Ruth Adeyemi',
      nameLine: 'Ruth Adeyemi, Peer mentor',
      title: 'Living with type 2 diabetes since 2016',
      photo: { src: '/media/ruth-320x240.webp' },
      bio: { href: 'https://community.example.org/ruth', external: true },
      cta: { text: 'Read Ruth’s story', href: '/nutrition/mediterranean-diet-basics', external: false },
    })
  })

  it('a link to the site’s own host is internal', () => {
    expect(
      livedExperienceView({ ...full, authorBioPageUrl: 'https://wellread.example/about/ruth' }, SITE)?.bio,
    ).toEqual({ href: 'https://wellread.example/about/ruth', external: false })
  })

  it.each<[string, Partial<LivedExperienceFields>, Partial<ReturnType<typeof livedExperienceView>>]>([
    ['no photo', { photo: null }, { photo: null }],
    ['no bio page', { authorBioPageUrl: '' }, { bio: null }],
    ['an unsafe bio page address', { authorBioPageUrl: 'javascript:alert(1)' }, { bio: null }],
    ['a button without words', { cta: { text: ' ', url: '/x' } }, { cta: null }],
    ['a button without a link', { cta: { text: 'Read more', url: null } }, { cta: null }],
    ['a button with an unsafe link', { cta: { text: 'Read more', url: 'data:x' } }, { cta: null }],
    ['no button group', { cta: null }, { cta: null }],
    ['no credentials', { credentials: null }, { nameLine: 'Ruth Adeyemi' }],
    ['no title', { title: '' }, { title: '' }],
  ])('%s', (_label, change, expected) => {
    expect(livedExperienceView({ ...full, ...change }, SITE)).toMatchObject(expected as object)
  })

  it.each<[string, Partial<LivedExperienceFields>]>([
    ['no quote', { quote: ' ' }],
    ['no name', { name: '' }],
    ['a malformed name', { name: 12 as unknown as string }],
  ])('renders nothing with %s', (_label, change) => {
    expect(livedExperienceView({ ...full, ...change }, SITE)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import type { Author, CallOutBlock, Media } from '@/cms/payload-types'
import { colors } from '@/lib/tokens'
import { doc as editorState, p } from '@/seed/lexical'
import {
  authorLine,
  boxItems,
  CALL_OUT_ICONS,
  CALL_OUT_SCHEMES,
  type CallOutFields,
  callOutHref,
  callOutTheme,
  callOutVariant,
  colorScheme,
  hasWave,
  iconName,
  itemBody,
  listLines,
  RELATED_ARTICLES_HEADING,
  relatedLinks,
  SERIES_ARTICLES_MAX,
  SERIES_ARTICLES_MIN,
  seriesArticles,
  seriesAuthor,
  seriesTitle,
  topIcon,
  WAVE_ANIMATION_MS,
  whisperText,
} from './callOut'

type SeriesArticle = NonNullable<NonNullable<CallOutBlock['contentSeries']>['articles']>[number]

/** A rich-text value of one paragraph, as the editor saves it. */
const doc = (text: string) => editorState(p(text))

function media(id: number, url: string | null = `/media/${id}.webp`): Media {
  return {
    id,
    alt: `Picture ${id}`,
    url,
    width: 600,
    height: 400,
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
  }
}

const author: Author = {
  id: 4,
  name: 'Kwame Mensah',
  slug: 'kwame-mensah',
  credentials: 'MD, FACC',
  bio: 'Kwame runs a hypertension clinic.',
  image: media(9),
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
}

describe('constants', () => {
  it('match the spec', () => {
    expect(RELATED_ARTICLES_HEADING).toBe('Related Articles')
    expect([SERIES_ARTICLES_MIN, SERIES_ARTICLES_MAX]).toEqual([2, 3])
    expect(WAVE_ANIMATION_MS).toBe(5000)
  })

  it('every icon and scheme has a label for editors', () => {
    for (const option of [...CALL_OUT_ICONS, ...CALL_OUT_SCHEMES]) {
      expect(option.label.trim().length).toBeGreaterThan(2)
      expect(option.value).toMatch(/^[a-z]+$/)
    }
    expect(new Set(CALL_OUT_ICONS.map((o) => o.value)).size).toBe(CALL_OUT_ICONS.length)
  })
})

describe('callOutVariant', () => {
  it.each<[string, CallOutFields, ReturnType<typeof callOutVariant>]>([
    ['nothing chosen', {}, 'box'],
    ['the box driver', { driverType: 'box' }, 'box'],
    ['related articles', { driverType: 'multiArticleText' }, 'relatedArticles'],
    ['a content series', { isContentSeries: true }, 'contentSeries'],
    [
      'a content series wins over related articles',
      { isContentSeries: true, driverType: 'multiArticleText' },
      'contentSeries',
    ],
    ['series switched off', { isContentSeries: false, driverType: 'multiArticleText' }, 'relatedArticles'],
    ['an unknown driver', { driverType: 'carousel' as never }, 'box'],
    ['a brand page is still a box', { isBrandPage: true }, 'box'],
  ])('%s → %s', (_label, block, variant) => {
    expect(callOutVariant(block)).toBe(variant)
  })
})

describe('colorScheme', () => {
  it.each([
    ['mint', 'mint'],
    ['sand', 'sand'],
    ['sky', 'sky'],
    ['slate', 'slate'],
    ['purple', 'mint'],
    [null, 'mint'],
    [undefined, 'mint'],
  ])('%j → %s', (value, scheme) => {
    expect(colorScheme(value)).toBe(scheme)
  })
})

describe('callOutTheme', () => {
  it.each<[string, CallOutFields, ReturnType<typeof callOutTheme>]>([
    ['a plain box', {}, { kind: 'plain' }],
    ['related articles', { driverType: 'multiArticleText' }, { kind: 'plain' }],
    [
      'a series: its scheme',
      { isContentSeries: true, contentSeries: { title: 'S', color_scheme: 'sky' } },
      { kind: 'scheme', scheme: 'sky' },
    ],
    [
      'a series without a scheme: mint',
      { isContentSeries: true, contentSeries: { title: 'S' } },
      { kind: 'scheme', scheme: 'mint' },
    ],
    [
      'a brand page: its colour, normalised',
      { isBrandPage: true, brandPage: { brandColor: '#5B3A8C' } },
      { kind: 'brand', color: '#5b3a8c' },
    ],
    [
      'a brand page colour too pale for white text: the site green',
      { isBrandPage: true, brandPage: { brandColor: '#fdf7ee' } },
      { kind: 'brand', color: colors.brand },
    ],
    [
      'a brand page colour that is not a colour: the site green',
      { isBrandPage: true, brandPage: { brandColor: 'url(x)' } },
      { kind: 'brand', color: colors.brand },
    ],
    [
      'a brand page without colour: the site green',
      { isBrandPage: true },
      { kind: 'brand', color: colors.brand },
    ],
    [
      'a brand page series: the brand colour wins over the scheme',
      {
        isBrandPage: true,
        brandPage: { brandColor: '#5b3a8c' },
        isContentSeries: true,
        contentSeries: { title: 'S', color_scheme: 'sand' },
      },
      { kind: 'brand', color: '#5b3a8c' },
    ],
    [
      'a colour left behind when brand page is off: ignored',
      { isBrandPage: false, brandPage: { brandColor: '#5b3a8c' } },
      { kind: 'plain' },
    ],
  ])('%s', (_label, block, theme) => {
    expect(callOutTheme(block)).toEqual(theme)
  })
})

describe('hasWave', () => {
  it.each<[string, CallOutFields, boolean]>([
    ['a plain box: no wave, no JavaScript', {}, false],
    ['related articles: no wave', { driverType: 'multiArticleText' }, false],
    ['a content series', { isContentSeries: true, contentSeries: { title: 'S' } }, true],
    ['a brand page box', { isBrandPage: true, brandPage: { brandColor: '#5b3a8c' } }, true],
    ['brand page related articles', { isBrandPage: true, driverType: 'multiArticleText' }, true],
  ])('%s → %s', (_label, block, wave) => {
    expect(hasWave(block)).toBe(wave)
  })
})

describe('iconName', () => {
  it.each([
    ['info', 'info'],
    ['tip', 'tip'],
    ['caution', 'caution'],
    ['doctor', 'doctor'],
    ['reading', 'reading'],
    ['none', null],
    ['INFO', null],
    ['', null],
    [null, null],
    [42, null],
    ['constructor', null],
    ['toString', null],
  ])('%j → %j', (value, icon) => {
    expect(iconName(value)).toBe(icon)
  })
})

describe('topIcon', () => {
  it.each<[string, CallOutFields, string | null]>([
    ['no optional icon', { optionalIcon: 'tip' }, null],
    ['an optional icon', { hasOptionalIcon: true, optionalIcon: 'tip' }, 'tip'],
    ['an optional icon not chosen', { hasOptionalIcon: true }, null],
    [
      'a series: its own icon',
      {
        isContentSeries: true,
        contentSeries: { title: 'S', icon: 'reading' },
        hasOptionalIcon: true,
        optionalIcon: 'tip',
      },
      'reading',
    ],
    [
      'a series without icon: the optional icon',
      { isContentSeries: true, contentSeries: { title: 'S' }, hasOptionalIcon: true, optionalIcon: 'tip' },
      'tip',
    ],
  ])('%s → %j', (_label, block, icon) => {
    expect(topIcon(block)).toBe(icon)
  })
})

describe('whisperText', () => {
  it.each([
    ['  Good   to know ', 'Good to know'],
    ['', null],
    ['   ', null],
    [null, null],
  ])('%j → %j', (value, text) => {
    expect(whisperText({ optionalWhisper: value })).toBe(text)
  })
})

describe('callOutHref', () => {
  it.each([
    ['/health/sleep', '/health/sleep'],
    ['  /health/sleep ', '/health/sleep'],
    ['#faq', '#faq'],
    ['https://www.cdc.gov/arthritis/', 'https://www.cdc.gov/arthritis/'],
    ['//evil.example/x', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['mailto:a@example.org', null],
    ['health/sleep', null],
    ['https://', null],
    ['#', null],
    ['', null],
    [null, null],
    [7, null],
  ])('%j → %j', (value, href) => {
    expect(callOutHref(value)).toBe(href)
  })
})

describe('listLines', () => {
  it('keeps the lines with words, tidied, in order', () => {
    expect(
      listLines([{ text: ' Rest  the joint ' }, { text: '' }, { text: '   ' }, {}, { text: 'Use ice' }]),
    ).toEqual(['Rest the joint', 'Use ice'])
  })

  it.each([[null], [undefined], [[]]])('%j → []', (list) => {
    expect(listLines(list)).toEqual([])
  })
})

describe('itemBody', () => {
  it.each<[string, Parameters<typeof itemBody>[0], ReturnType<typeof itemBody>]>([
    [
      'lines, bulleted by default',
      { list: [{ text: 'A' }, { text: 'B' }] },
      { kind: 'lines', lines: ['A', 'B'], bullets: true },
    ],
    [
      'lines without bullets',
      { list: [{ text: 'A' }], isBullets: false },
      { kind: 'lines', lines: ['A'], bullets: false },
    ],
    [
      'lines win over rich text',
      { list: [{ text: 'A' }], content: doc('Words') },
      { kind: 'lines', lines: ['A'], bullets: true },
    ],
    [
      'rich text when there are no lines',
      { list: [{ text: ' ' }], content: doc('Words') },
      { kind: 'richText', data: doc('Words') },
    ],
    ['empty rich text: nothing', { content: doc('  ') }, null],
    ['unreadable rich text: nothing', { content: { root: 'x' } as never }, null],
    ['nothing', {}, null],
  ])('%s', (_label, item, body) => {
    expect(itemBody(item)).toEqual(body)
  })
})

describe('boxItems', () => {
  it('keeps items with a title or a body, with a known icon', () => {
    const items = boxItems([
      { id: 'a', headerIcon: 'doctor', headerTitle: ' When to call ', list: [{ text: 'Fever' }] },
      { id: 'b', headerTitle: '  ', list: [{ text: '' }] },
      { id: 'c', headerIcon: 'rocket' as never, content: doc('Only words') },
      { id: 'd', headerIcon: 'tip', headerTitle: 'Only a title' },
    ])
    expect(items).toEqual([
      {
        key: 'a',
        icon: 'doctor',
        title: 'When to call',
        body: { kind: 'lines', lines: ['Fever'], bullets: true },
      },
      { key: 'c', icon: null, title: null, body: { kind: 'richText', data: doc('Only words') } },
      { key: 'd', icon: 'tip', title: 'Only a title', body: null },
    ])
  })

  it.each([[null], [undefined], [[]]])('%j → []', (items) => {
    expect(boxItems(items)).toEqual([])
  })

  it('gives items without an id a key from their place', () => {
    expect(boxItems([{ headerTitle: 'A' }, { headerTitle: 'B' }]).map((i) => i.key)).toEqual([
      'item-0',
      'item-1',
    ])
  })
})

describe('relatedLinks', () => {
  it('keeps links with a title and a usable address', () => {
    expect(
      relatedLinks([
        { title: ' Walking  for heart health ', link: '/fitness/walking-for-heart-health' },
        { title: '', link: '/health/sleep' },
        { title: 'Unsafe', link: 'javascript:alert(1)' },
        { title: 'Elsewhere', link: 'https://www.nhs.uk/conditions/arthritis/' },
      ]),
    ).toEqual([
      { title: 'Walking for heart health', href: '/fitness/walking-for-heart-health' },
      { title: 'Elsewhere', href: 'https://www.nhs.uk/conditions/arthritis/' },
    ])
  })

  it.each([[null], [undefined], [[]]])('%j → []', (items) => {
    expect(relatedLinks(items)).toEqual([])
  })
})

describe('authorLine', () => {
  it.each([
    [[], ''],
    [['Ann Roe'], 'By Ann Roe'],
    [['Ann Roe', 'Sam Lee'], 'By Ann Roe and Sam Lee'],
    [['Ann Roe', 'Sam Lee', 'Kim Park'], 'By Ann Roe, Sam Lee and Kim Park'],
    [[' Ann  Roe ', '', '  '], 'By Ann Roe'],
  ])('%j → %j', (names, line) => {
    expect(authorLine(names)).toBe(line)
  })
})

describe('seriesArticles', () => {
  const article = (n: number, extra: Partial<SeriesArticle> = {}): SeriesArticle => ({
    title: `Part ${n}`,
    url: `/health/part-${n}`,
    ...extra,
  })

  it.each<[string, SeriesArticle[] | null | undefined, string[]]>([
    ['no articles', null, []],
    ['an empty list', [], []],
    ['one article: no list, only the series', [article(1)], []],
    ['two articles', [article(1), article(2)], ['Part 1', 'Part 2']],
    ['three articles', [article(1), article(2), article(3)], ['Part 1', 'Part 2', 'Part 3']],
    [
      'more than three: the first three',
      [article(1), article(2), article(3), article(4), article(5)],
      ['Part 1', 'Part 2', 'Part 3'],
    ],
    [
      'unusable articles do not count',
      [article(1), article(2, { url: 'javascript:alert(1)' }), article(3, { title: ' ' })],
      [],
    ],
    [
      'unusable articles are skipped before the first three are taken',
      [article(1), article(2, { url: '' }), article(3), article(4), article(5)],
      ['Part 1', 'Part 3', 'Part 4'],
    ],
  ])('%s', (_label, articles, titles) => {
    expect(seriesArticles(articles).map((a) => a.title)).toEqual(titles)
  })

  it('gives each article its address, picture and author line', () => {
    const [first, second] = seriesArticles([
      article(1, {
        thumbnail: media(3),
        authors: [{ name: 'Jordan Ellis' }, { name: 'Kwame Mensah' }],
      }),
      article(2, { thumbnail: 5, authors: [] }),
    ])
    expect(first).toEqual({
      key: 'article-0',
      title: 'Part 1',
      href: '/health/part-1',
      image: {
        src: '/media/3.webp',
        alt: 'Picture 3',
        width: 600,
        height: 400,
        srcSet: '/media/3.webp 600w',
      },
      byline: 'By Jordan Ellis and Kwame Mensah',
    })
    // An unpopulated upload (an id) carries no address: no picture.
    expect(second).toMatchObject({ image: null, byline: '' })
  })
})

describe('seriesTitle', () => {
  it.each([
    [{ title: '  Heart health,  step by step ' }, 'Heart health, step by step'],
    [{ title: ' ' }, null],
    [{}, null],
    [null, null],
  ])('%j → %j', (series, title) => {
    expect(seriesTitle(series)).toBe(title)
  })
})

describe('seriesAuthor', () => {
  it.each<[string, Parameters<typeof seriesAuthor>[0], ReturnType<typeof seriesAuthor>]>([
    ['nobody', {}, null],
    [
      'an author profile: name with credentials, bio and photo',
      { single_author: author },
      {
        name: 'Kwame Mensah, MD, FACC',
        bio: 'Kwame runs a hypertension clinic.',
        photo: { src: '/media/9.webp', alt: '', width: 600, height: 400, srcSet: '/media/9.webp 600w' },
        href: null,
      },
    ],
    [
      'an author profile wins over typed details, the link is kept',
      { single_author: author, authorName: 'Someone Else', authorBio: 'x', authorLink: '/health' },
      {
        name: 'Kwame Mensah, MD, FACC',
        bio: 'Kwame runs a hypertension clinic.',
        photo: { src: '/media/9.webp', alt: '', width: 600, height: 400, srcSet: '/media/9.webp 600w' },
        href: '/health',
      },
    ],
    [
      'an unpopulated profile (an id): the typed details',
      {
        single_author: 4,
        authorName: ' Ann Roe ',
        authorBio: ' Writes about joints. ',
        authorPhoto: media(2),
      },
      {
        name: 'Ann Roe',
        bio: 'Writes about joints.',
        photo: { src: '/media/2.webp', alt: '', width: 600, height: 400, srcSet: '/media/2.webp 600w' },
        href: null,
      },
    ],
    [
      'a typed name only',
      { authorName: 'Ann Roe', authorLink: 'javascript:alert(1)' },
      { name: 'Ann Roe', bio: null, photo: null, href: null },
    ],
    ['typed details without a name: nobody', { authorBio: 'Writes.', authorPhoto: media(2) }, null],
    [
      'a profile without credentials or picture',
      { single_author: { ...author, credentials: null, bio: '', image: null } },
      { name: 'Kwame Mensah', bio: null, photo: null, href: null },
    ],
  ])('%s', (_label, series, resolved) => {
    expect(seriesAuthor(series)).toEqual(resolved)
  })
})

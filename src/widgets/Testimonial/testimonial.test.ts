import { describe, expect, it } from 'vitest'
import type { Media } from '@/cms/payload-types'
import {
  artDirectedPicture,
  entranceDelay,
  entranceTotalMs,
  nextViewCount,
  PHONE_PICTURE_MEDIA,
  portraitOf,
  quoteText,
  shouldAnimate,
  TESTIMONIAL_BREAKPOINT,
  TESTIMONIAL_CATEGORY,
  TESTIMONIAL_ENTRANCE_MS,
  TESTIMONIAL_STAGGER_MS,
  TESTIMONIAL_TINT_COUNT,
  TESTIMONIAL_VIEWS_BEFORE_ENTRANCE,
  type TestimonialFields,
  testimonialQuotes,
  testimonialView,
  tintIndex,
} from './testimonial'

function media(overrides: Partial<Media> = {}): Media {
  return {
    id: 7,
    alt: 'A crescent moon over rooftops',
    url: '/media/moon.webp',
    width: 1600,
    height: 900,
    sizes: {
      thumbnail: { url: '/media/moon-320x240.webp', width: 320, height: 240 },
      card: { url: '/media/moon-640x480.webp', width: 640, height: 480 },
      hero: { url: '/media/moon-1280x720.webp', width: 1280, height: 720 },
    },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

describe('constants', () => {
  it('match the spec (840 ms stagger, three tints, two views) and the site’s breakpoints', () => {
    expect(TESTIMONIAL_STAGGER_MS).toBe(840)
    expect(TESTIMONIAL_TINT_COUNT).toBe(3)
    expect(TESTIMONIAL_VIEWS_BEFORE_ENTRANCE).toBe(2)
    expect(TESTIMONIAL_ENTRANCE_MS).toBe(500)
    expect(TESTIMONIAL_BREAKPOINT).toBe(768)
    expect(PHONE_PICTURE_MEDIA).toBe('(max-width: 767px)')
    expect(TESTIMONIAL_CATEGORY).toBe('testimonial')
  })
})

describe('tintIndex: quote i gets tint i mod 3', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 0],
    [4, 1],
    [5, 2],
    [6, 0],
    [100, 1],
    [-1, 0], // out of range: the first tint
    [Number.NaN, 0],
    [2.7, 2], // a fraction counts as its whole part
  ])('quote %d → tint %d', (index, tint) => {
    expect(tintIndex(index)).toBe(tint)
  })
})

describe('entranceDelay: 840 ms per quote', () => {
  it.each([
    [0, 0],
    [1, 840],
    [2, 1680],
    [3, 2520],
    [9, 7560],
    [-2, 0],
    [Number.NaN, 0],
  ])('quote %d starts after %d ms', (index, delay) => {
    expect(entranceDelay(index)).toBe(delay)
  })

  it.each([
    [0, 0],
    [1, 500],
    [2, 1340],
    [3, 2180],
    [-1, 0],
  ])('%d quotes have finished after %d ms', (count, total) => {
    expect(entranceTotalMs(count)).toBe(total)
  })
})

describe('shouldAnimate(viewCount, quotesInView, reducedMotion)', () => {
  it.each([
    // viewCount, quotesInView, reducedMotion, animate
    [0, false, false, false],
    [0, true, false, false],
    [1, true, false, false], // first view: never
    [1, false, false, false],
    [2, false, false, false], // seen twice, but the quotes are not in view yet
    [2, true, false, true],
    [3, true, false, true], // a later view still plays it (once: the leaf keeps it from playing again)
    [2, true, true, false], // reduced motion: never
    [5, true, true, false],
    [Number.NaN, true, false, false],
  ])('%d views, quotes in view %s, reduced motion %s → %s', (views, inView, reduced, animate) => {
    expect(shouldAnimate(views, inView, reduced)).toBe(animate)
  })
})

describe('nextViewCount: each time the widget comes into view counts once', () => {
  it.each([
    // count, was in view, is in view, next
    [0, false, true, 1], // comes into view
    [1, true, true, 1], // still in view (another threshold report)
    [1, true, false, 1], // leaves
    [1, false, false, 1], // still out
    [1, false, true, 2], // comes back
    [2, false, true, 3],
  ])('%d, was %s, now %s → %d', (count, was, now, next) => {
    expect(nextViewCount(count, was, now)).toBe(next)
  })

  it('counts a scroll down past the widget and back up as two views', () => {
    const reports = [true, true, false, false, true]
    let count = 0
    let inView = false
    for (const now of reports) {
      count = nextViewCount(count, inView, now)
      inView = now
    }
    expect(count).toBe(2)
  })
})

describe('quoteText', () => {
  it.each([
    ['  I sleep better.  ', 'I sleep better.'],
    ['"I sleep better."', 'I sleep better.'],
    ['“I sleep better.”', 'I sleep better.'],
    ['‘Short.’', 'Short.'],
    ["'Single quotes.'", 'Single quotes.'],
    ['"Unbalanced', '"Unbalanced'],
    ['She said "rest" and left.', 'She said "rest" and left.'],
    ['"One" and "two"', '"One" and "two"'], // not one enclosing pair
    ['Line one\n\nLine two', 'Line one\n\nLine two'],
    ['""', ''],
    ['', ''],
    [null, ''],
    [42, ''],
  ])('%j → %j', (input, output) => {
    expect(quoteText(input)).toBe(output)
  })
})

describe('testimonialQuotes', () => {
  it('keeps quotes with words, in order, each with its tint and tidied author', () => {
    expect(
      testimonialQuotes([
        { text: '“The Sunday email is the only one I open.”', author: '  Dana, reader since 2023 ' },
        { text: '   ', author: 'Nobody' },
        { text: 'I stopped scrolling at midnight.' },
        { text: 'My partner noticed before I did.', author: null },
        { text: 'A fourth quote wraps back to the first tint.', author: 'Lee' },
      ]),
    ).toEqual([
      { text: 'The Sunday email is the only one I open.', author: 'Dana, reader since 2023', tint: 0 },
      { text: 'I stopped scrolling at midnight.', author: '', tint: 1 },
      { text: 'My partner noticed before I did.', author: '', tint: 2 },
      { text: 'A fourth quote wraps back to the first tint.', author: 'Lee', tint: 0 },
    ])
  })

  it.each([[null], [undefined], [[]], ['not a list'], [[null, 3, 'x']]])('%j → none', (rows) => {
    expect(testimonialQuotes(rows)).toEqual([])
  })
})

describe('artDirectedPicture', () => {
  const wide = media()
  const phone = media({
    id: 8,
    alt: 'A moon over one rooftop',
    url: '/media/moon-phone.webp',
    width: 800,
    height: 600,
    sizes: {
      thumbnail: { url: '/media/moon-phone-320x240.webp', width: 320, height: 240 },
      card: { url: '/media/moon-phone-640x480.webp', width: 640, height: 480 },
    },
  })

  it('the wide picture everywhere, the phone picture under the breakpoint, each with only same-shape sizes', () => {
    expect(
      artDirectedPicture({ image: wide, alt: '' }, { image: phone, alt: 'Moon over a roof, close up' }),
    ).toEqual({
      img: {
        src: '/media/moon.webp',
        // 320 × 240 and 640 × 480 are crops of another shape: left out.
        srcSet: '/media/moon-1280x720.webp 1280w, /media/moon.webp 1600w',
        width: 1600,
        height: 900,
        alt: 'A crescent moon over rooftops',
      },
      phone: {
        media: '(max-width: 767px)',
        src: '/media/moon-phone.webp',
        srcSet:
          '/media/moon-phone-320x240.webp 320w, /media/moon-phone-640x480.webp 640w, /media/moon-phone.webp 800w',
        width: 800,
        height: 600,
      },
    })
  })

  it.each<
    [string, TestimonialFields['desktopImage'], TestimonialFields['mobileImage'], string | null, boolean]
  >([
    ['only the wide picture: everywhere', { image: wide }, null, '/media/moon.webp', false],
    ['only the phone picture: everywhere', null, { image: phone }, '/media/moon-phone.webp', false],
    [
      'an unpopulated upload (id only) counts as none',
      { image: 12 },
      { image: phone },
      '/media/moon-phone.webp',
      false,
    ],
    ['no pictures', { image: null }, {}, null, false],
    ['both', { image: wide }, { image: phone }, '/media/moon.webp', true],
  ])('%s', (_label, desktop, mobile, src, hasPhone) => {
    const picture = artDirectedPicture(desktop, mobile)
    expect(picture?.img.src ?? null).toBe(src)
    expect(Boolean(picture?.phone)).toBe(hasPhone)
  })

  it.each<[string, TestimonialFields['desktopImage'], TestimonialFields['mobileImage'], string]>([
    [
      'the wide picture’s own description',
      { image: wide, alt: '  ' },
      { image: phone },
      'A crescent moon over rooftops',
    ],
    [
      'the wide picture’s description typed in the block',
      { image: wide, alt: 'Night sky' },
      { image: phone, alt: 'x' },
      'Night sky',
    ],
    [
      'the phone picture’s, when it is the only one',
      null,
      { image: phone, alt: 'Moon, close up' },
      'Moon, close up',
    ],
    [
      'the block’s phone description when the wide one has none at all',
      { image: media({ alt: '' }) },
      { image: phone, alt: 'Moon' },
      'Moon',
    ],
  ])('alt text: %s', (_label, desktop, mobile, alt) => {
    expect(artDirectedPicture(desktop, mobile)?.img.alt).toBe(alt)
  })

  it('a picture without a known size gets no srcset and no size', () => {
    expect(artDirectedPicture({ image: media({ width: null, height: null }) }, null)).toEqual({
      img: { src: '/media/moon.webp', alt: 'A crescent moon over rooftops' },
      phone: null,
    })
  })
})

describe('portraitOf', () => {
  it.each<[string, unknown, { src: string } | null]>([
    ['the small size when there is one', media(), { src: '/media/moon-320x240.webp' }],
    ['the original otherwise', media({ sizes: {} }), { src: '/media/moon.webp' }],
    ['nothing for an id', 12, null],
    ['nothing for a deleted picture', null, null],
  ])('%s', (_label, value, expected) => {
    expect(portraitOf(value)).toEqual(expected)
  })
})

describe('testimonialView', () => {
  const quotes = [{ text: 'Better sleep in two weeks.', author: 'Sam' }]

  it('the list of quotes, with heading, intro and pictures', () => {
    expect(
      testimonialView({
        kind: 'quotes',
        header: ' What readers say ',
        subheader: 'From the sleep newsletter.',
        quotes,
        desktopImage: { image: media() },
        featuredQuote: { text: 'Ignored in this kind.' },
      }),
    ).toMatchObject({
      kind: 'quotes',
      header: 'What readers say',
      subheader: 'From the sleep newsletter.',
      quotes: [{ text: 'Better sleep in two weeks.', author: 'Sam', tint: 0 }],
      picture: { img: { src: '/media/moon.webp' }, phone: null },
    })
  })

  it('the featured quote, without the list’s fields', () => {
    expect(
      testimonialView({
        kind: 'featured',
        header: 'A word from our reviewer',
        subheader: 'Not shown for a featured quote',
        quotes,
        featuredQuote: {
          text: '“Consistency beats perfection.”',
          author: 'Maya Okafor',
          title: 'Internal medicine physician',
          image: media(),
        },
      }),
    ).toEqual({
      kind: 'featured',
      header: 'A word from our reviewer',
      text: 'Consistency beats perfection.',
      author: 'Maya Okafor',
      title: 'Internal medicine physician',
      portrait: { src: '/media/moon-320x240.webp' },
    })
  })

  it('a stored block from before the choice existed is a list of quotes', () => {
    expect(testimonialView({ quotes })?.kind).toBe('quotes')
  })

  it.each<[string, TestimonialFields]>([
    ['a list without quotes', { kind: 'quotes', header: 'What readers say', quotes: [] }],
    ['a list of blank quotes', { kind: 'quotes', quotes: [{ text: ' ' }] }],
    ['a featured quote without words', { kind: 'featured', featuredQuote: { author: 'Maya' } }],
    ['a featured quote with no group at all', { kind: 'featured', featuredQuote: null }],
  ])('nothing to show: %s', (_label, block) => {
    expect(testimonialView(block)).toBeNull()
  })
})

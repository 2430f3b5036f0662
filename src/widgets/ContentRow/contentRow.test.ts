import { describe, expect, it } from 'vitest'
import type { Media } from '@/cms/payload-types'
import { doc as editorState, p } from '@/seed/lexical'
import {
  type ContentRowFields,
  contentRowView,
  HEADING_MAX,
  LINK_TEXT_MAX,
  linkProblem,
  pictureDisplay,
  rowLink,
} from './contentRow'

/** A rich-text value of one paragraph, as the editor saves it. */
const doc = (text: string) => editorState(p(text))

function media(url: string | null = '/media/walk.webp'): Media {
  return {
    id: 1,
    alt: 'A person walking at sunrise',
    url,
    width: 1200,
    height: 800,
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
  }
}

const picture = {
  src: '/media/walk.webp',
  alt: 'A person walking at sunrise',
  width: 1200,
  height: 800,
  srcSet: '/media/walk.webp 1200w',
}

describe('limits', () => {
  it('are what the help text promises', () => {
    expect([HEADING_MAX, LINK_TEXT_MAX]).toEqual([100, 60])
  })
})

describe('contentRowView', () => {
  it.each<[string, ContentRowFields, ReturnType<typeof contentRowView>]>([
    [
      'a split row, picture on the left by default',
      { heading: ' Start  small ', text: doc('Ten minutes counts.'), picture: media() },
      {
        layout: 'split',
        placement: 'above',
        side: 'left',
        picture,
        heading: 'Start small',
        text: doc('Ten minutes counts.'),
        link: null,
      },
    ],
    [
      'a split row with the picture on the right and a link',
      {
        layout: 'split',
        pictureSide: 'right',
        heading: 'Start small',
        picture: media(),
        linkText: 'Read the walking guide',
        linkUrl: '/fitness/walking-for-heart-health',
      },
      {
        layout: 'split',
        placement: 'above',
        side: 'right',
        picture,
        heading: 'Start small',
        text: null,
        link: { text: 'Read the walking guide', href: '/fitness/walking-for-heart-health' },
      },
    ],
    [
      'a full-width band, picture behind',
      { layout: 'full', picturePlacement: 'behind', heading: 'Move more', picture: media() },
      {
        layout: 'full',
        placement: 'behind',
        side: 'left',
        picture,
        heading: 'Move more',
        text: null,
        link: null,
      },
    ],
    [
      'behind with no usable picture: nothing to sit behind, so above',
      { layout: 'full', picturePlacement: 'behind', heading: 'Move more', picture: 3 },
      {
        layout: 'full',
        placement: 'above',
        side: 'left',
        picture: null,
        heading: 'Move more',
        text: null,
        link: null,
      },
    ],
    [
      'unknown choices: the defaults',
      {
        layout: 'diagonal' as never,
        pictureSide: 'top' as never,
        picturePlacement: 'under' as never,
        heading: 'H',
      },
      {
        layout: 'split',
        placement: 'above',
        side: 'left',
        picture: null,
        heading: 'H',
        text: null,
        link: null,
      },
    ],
    [
      'text without a heading',
      { text: doc('Just words.'), picture: media() },
      {
        layout: 'split',
        placement: 'above',
        side: 'left',
        picture,
        heading: null,
        text: doc('Just words.'),
        link: null,
      },
    ],
    ['a picture alone: nothing', { picture: media() }, null],
    ['empty text and heading: nothing', { heading: '  ', text: doc(' ') }, null],
    ['nothing at all', {}, null],
  ])('%s', (_label, block, view) => {
    expect(contentRowView(block)).toEqual(view)
  })

  it('a picture without a description stays decorative (empty alt): the heading says it all', () => {
    const view = contentRowView({ heading: 'Move more', picture: { ...media(), alt: '' } })
    expect(view?.picture?.alt).toBe('')
  })
})

describe('rowLink', () => {
  it.each<[string, ContentRowFields, ReturnType<typeof rowLink>]>([
    ['both', { linkText: ' Read  more ', linkUrl: '/health' }, { text: 'Read more', href: '/health' }],
    ['an anchor', { linkText: 'Jump', linkUrl: '#tips' }, { text: 'Jump', href: '#tips' }],
    [
      'https',
      { linkText: 'CDC', linkUrl: 'https://www.cdc.gov/' },
      { text: 'CDC', href: 'https://www.cdc.gov/' },
    ],
    ['words only', { linkText: 'Read more' }, null],
    ['address only', { linkUrl: '/health' }, null],
    ['an unsafe address', { linkText: 'x', linkUrl: 'javascript:alert(1)' }, null],
  ])('%s', (_label, block, link) => {
    expect(rowLink(block)).toEqual(link)
  })
})

describe('linkProblem', () => {
  it.each<[string, ContentRowFields, string | null]>([
    ['nothing', {}, null],
    ['both', { linkText: 'Read more', linkUrl: '/health' }, null],
    [
      'an address without words',
      { linkUrl: '/health' },
      'Add the link’s words, or clear the link’s address.',
    ],
    [
      'words without an address',
      { linkText: 'Read more' },
      'Add the link’s address, or clear the link’s words.',
    ],
  ])('%s', (_label, block, problem) => {
    expect(linkProblem(block)).toBe(problem)
  })
})

describe('pictureDisplay', () => {
  it.each([
    ['split', { mobile: 343, desktop: 348 }],
    ['full', { mobile: 375, desktop: 1190 }],
  ] as const)('%s → %o', (layout, display) => {
    expect(pictureDisplay(layout)).toEqual(display)
  })
})

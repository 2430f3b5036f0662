import { describe, expect, it } from 'vitest'
import type { CarouselBlock } from '@/cms/payload-types'
import { sampleRefs } from '../fixtures'
import {
  carouselDomId,
  carouselView,
  doseCards,
  imageCards,
  questionCards,
  valueCards,
} from './carouselCards'

const picture = (key: Parameters<typeof sampleRefs.picture>[0]) => sampleRefs.picture(key)

describe('questionCards', () => {
  it('keeps a question with its answer and explanation, trimmed', () => {
    expect(
      questionCards([{ title: ' Is it true? ', back: { answer: ' Myth. ', description: ' Because. ' } }]),
    ).toEqual([{ type: 'question', question: 'Is it true?', answer: 'Myth.', description: 'Because.' }])
  })

  it.each([
    ['no question', { title: '', back: { answer: 'Myth.' } }],
    ['no back at all', { title: 'Is it true?' }],
    ['an empty back', { title: 'Is it true?', back: { answer: ' ', description: null } }],
    ['not a row', 'Is it true?'],
  ])('leaves out a card with %s', (_label, row) => {
    expect(questionCards([row])).toEqual([])
  })

  it('keeps a card with only an explanation', () => {
    expect(questionCards([{ title: 'Q', back: { description: 'Because.' } }])).toHaveLength(1)
  })
})

describe('doseCards', () => {
  const lessons = ['one', 'two', 'three', 'four', 'five'].map((text) => ({ text }))

  it('shows at most 3 lessons, whatever is stored', () => {
    const [card] = doseCards([
      {
        images: { mobile: picture('dose-mobile'), desktop: picture('dose-desktop') },
        back: { title: 'Move', lessons },
      },
    ])
    expect(card?.lessons).toEqual(['one', 'two', 'three'])
    expect(card?.mobile.src).toBe('/sample/pictures/dose-mobile.webp')
    expect(card?.desktop?.src).toBe('/sample/pictures/dose-desktop.webp')
    expect([card?.mobile.width, card?.mobile.height, card?.desktop?.width]).toEqual([600, 800, 1200])
  })

  it('uses the wide picture everywhere when only that one was uploaded', () => {
    const [card] = doseCards([{ images: { desktop: picture('dose-desktop') }, back: { title: 'Move' } }])
    expect(card?.mobile.src).toBe('/sample/pictures/dose-desktop.webp')
    expect(card?.desktop).toBeNull()
  })

  it.each([
    ['no picture', { images: { mobile: 12 }, back: { title: 'Move', lessons } }],
    [
      'no title and no lessons',
      { images: { mobile: picture('dose-mobile') }, back: { lessons: [{ text: ' ' }] } },
    ],
    ['nothing', {}],
  ])('leaves out a card with %s', (_label, row) => {
    expect(doseCards([row])).toEqual([])
  })
})

describe('valueCards', () => {
  it('keeps a title with its picture, or without one', () => {
    const cards = valueCards([
      { title: 'Reviewed', media: picture('value-medically-reviewed') },
      { title: 'Plain', media: 7 },
      { title: ' ', media: picture('value-independent') },
    ])
    expect(cards.map((c) => [c.title, c.image?.src ?? null])).toEqual([
      ['Reviewed', '/sample/pictures/value-medically-reviewed.webp'],
      ['Plain', null],
    ])
  })
})

describe('imageCards: unique image sources', () => {
  it('shows a picture added twice once, in the editor’s order', () => {
    const cards = imageCards([
      { image: picture('gallery-morning-walk') },
      { image: picture('gallery-stretching') },
      { image: picture('gallery-morning-walk') },
      { image: 42 },
      { image: picture('gallery-vegetables') },
    ])
    expect(cards.map((c) => c.image.src)).toEqual([
      '/sample/pictures/gallery-morning-walk.webp',
      '/sample/pictures/gallery-stretching.webp',
      '/sample/pictures/gallery-vegetables.webp',
    ])
  })
})

describe('carouselView', () => {
  it('names the carousel by its heading, or by its kind without one', () => {
    const block = {
      blockType: 'carousel',
      kind: 'images',
      images: [{ image: picture('gallery-stretching') }],
    }
    expect(carouselView({ ...block, header: ' Small habits ' } as CarouselBlock)?.label).toBe('Small habits')
    expect(carouselView(block as CarouselBlock)?.label).toBe('Image gallery')
  })

  it('reads only the cards of the chosen kind', () => {
    const view = carouselView({
      blockType: 'carousel',
      kind: 'valueProps',
      questionCards: [{ title: 'Q', back: { answer: 'A' } }],
      valuePropCards: [{ title: 'Plain language' }],
    })
    expect(view?.cards).toEqual([{ type: 'value', title: 'Plain language', image: null }])
  })

  it.each([
    ['no block', null],
    ['an unknown kind', { blockType: 'carousel', kind: 'slideshow', images: [] }],
    ['no cards', { blockType: 'carousel', kind: 'questions', questionCards: [] }],
    ['only unusable cards', { blockType: 'carousel', kind: 'questions', questionCards: [{ title: '' }] }],
    ['cards missing', { blockType: 'carousel', kind: 'dailyDose' }],
  ])('is null with %s', (_label, block) => {
    expect(carouselView(block as CarouselBlock)).toBeNull()
  })
})

describe('carouselDomId', () => {
  it.each([
    ['65f1a2b3c4d5e6f7a8b9c0d1', 1, 'carousel-65f1a2b3c4d5e6f7a8b9c0d1'],
    ['a b/c"d', 2, 'carousel-abcd'],
    [null, 3, 'carousel-n3'],
    ['', undefined, 'carousel-n1'],
  ])('%j (block %s) → %s', (id, ordinal, domId) => {
    expect(carouselDomId(id, ordinal)).toBe(domId)
  })
})

import { describe, expect, it } from 'vitest'
import { sampleRefs } from '../fixtures'
import {
  bodyParagraphs,
  DEFAULT_DRIVER_CTA,
  paidMediaDriverView,
  SPONSORED_LABEL,
  sponsorLine,
} from './paidMediaDriver'

describe('sponsorLine (a clear sponsored label with the sponsor’s name)', () => {
  it.each([
    ['Stridewell', 'Sponsored by Stridewell'],
    ['  Pulsewise ', 'Sponsored by Pulsewise'],
    ['', 'Sponsored'],
    [null, 'Sponsored'],
  ])('%j → %j', (brand, line) => {
    expect(sponsorLine(brand)).toBe(line)
  })

  it('starts with the label', () => {
    expect(SPONSORED_LABEL).toBe('Sponsored')
  })
})

describe('bodyParagraphs', () => {
  it.each([
    ['One line.', ['One line.']],
    ['First.\n\nSecond.', ['First.', 'Second.']],
    ['First\nstill first.\n \n\nSecond.', ['First still first.', 'Second.']],
    ['  \n\n ', []],
    ['', []],
    [null, []],
    [42, []],
  ])('%j → %j', (text, paragraphs) => {
    expect(bodyParagraphs(text)).toEqual(paragraphs)
  })
})

describe('paidMediaDriverView', () => {
  const block = {
    brand: 'Pulsewise',
    whisper: 'Limited-time offer',
    headline: 'Track your heart rate on every walk',
    bodyCopy: 'A light watch with a week of battery.\n\nFree returns for 60 days.',
    image: sampleRefs.picture('driver-fitness-watch'),
    imageUrl: null,
    imageAlt: null,
    callToAction: 'See the watch',
    callToActionURL: 'https://shop.example.com/pulsewise/watch?rvo_prodid=PW-300&#038;utm_medium=paid',
  }

  it('reads the card, decoding the paid-media escapes of the link', () => {
    expect(paidMediaDriverView(block, 2)).toMatchObject({
      sponsor: 'Sponsored by Pulsewise',
      brand: 'Pulsewise',
      whisper: 'Limited-time offer',
      headline: 'Track your heart rate on every walk',
      paragraphs: ['A light watch with a week of battery.', 'Free returns for 60 days.'],
      image: {
        src: '/sample/pictures/driver-fitness-watch.webp',
        alt: expect.stringMatching(/fitness watch/),
      },
      href: 'https://shop.example.com/pulsewise/watch?rvo_prodid=PW-300&utm_medium=paid',
      ctaText: 'See the watch',
      productId: 'PW-300',
      position: 2,
    })
  })

  it('takes a typed picture address and description when nothing is uploaded', () => {
    const view = paidMediaDriverView(
      { ...block, image: null, imageUrl: 'https://img.example.com/watch.png', imageAlt: 'A black watch' },
      1,
    )
    expect(view?.image).toEqual({ src: 'https://img.example.com/watch.png', alt: 'A black watch' })
  })

  it('falls back to the default button words, and shows no button without a usable link', () => {
    expect(paidMediaDriverView({ ...block, callToAction: ' ' }, 1)?.ctaText).toBe(DEFAULT_DRIVER_CTA)
    for (const callToActionURL of ['', null, 'javascript:alert(1)', '/health/sleep']) {
      const view = paidMediaDriverView({ ...block, callToActionURL }, 1)
      expect(view?.href).toBeNull()
      expect(view?.productId).toBeNull()
    }
  })

  it('has no picture, whisper or body when they are empty', () => {
    expect(
      paidMediaDriverView({ ...block, image: 9, whisper: '', bodyCopy: null, brand: null }, 1),
    ).toMatchObject({ image: null, whisper: '', paragraphs: [], sponsor: 'Sponsored', brand: '' })
  })

  it.each([
    ['no headline', { ...block, headline: '' }],
    ['a headline that is not text', { ...block, headline: 7 }],
  ])('is null with %s', (_label, data) => {
    expect(paidMediaDriverView(data, 1)).toBeNull()
  })
})

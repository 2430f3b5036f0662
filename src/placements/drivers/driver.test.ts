import { colors } from '@/lib/tokens'
import { DRIVER_TYPE_VALUES } from '@/services/drivers/shared'
import {
  buttonColors,
  buttonWords,
  DEFAULT_BUTTON_WORDS,
  paragraphs,
  ratingView,
  sponsorText,
  telHref,
  whisperInk,
} from './driver'
import { driverEventFields, placementPosition } from './events'
import { rendererFor } from './renderer'

describe('rendererFor', () => {
  it.each([
    ['newsletter', 'newsletter', 'newsletter'],
    ['newsletter', 'card', null],
    ['newsletter', 'banner', null],
    ['copay', 'card', null],
    ['banner', 'banner', 'banner'],
    ['phone', 'banner', 'banner'],
    ['phone', 'card', 'card'],
    ['download', 'card', 'card'],
    ['quiz', 'banner', 'banner'],
    ['video', 'newsletter', 'card'],
    ['appDownload', 'card', 'card'],
  ] as const)('a %s driver in a %s space → %s', (driverType, style, renderer) => {
    expect(rendererFor({ driverType }, style)).toBe(renderer)
  })
})

describe('buttonWords', () => {
  it('has words for every type', () => {
    for (const type of DRIVER_TYPE_VALUES) expect(DEFAULT_BUTTON_WORDS[type].length).toBeGreaterThan(2)
  })

  it.each([
    ['download', null, 'Download'],
    ['quiz', '  ', 'Take the quiz'],
    ['video', null, 'Watch the video'],
    ['coupon', null, 'Get the coupon'],
    ['calculator', null, 'Use the calculator'],
    ['appDownload', null, 'Get the app'],
    ['banner', 'See the plan', 'See the plan'],
  ] as const)('%s with %j → %s', (driverType, callToAction, words) => {
    expect(buttonWords({ driverType, callToAction })).toBe(words)
  })
})

describe('telHref', () => {
  it.each([
    ['800-555-0134', 'tel:+18005550134'],
    ['1 (800) 555-0134', 'tel:+18005550134'],
    ['+1 800 555 0134', 'tel:+18005550134'],
    ['555-0134', null],
    ['call us', null],
    [null, null],
  ])('%j → %j', (number, href) => {
    expect(telHref(number)).toBe(href)
  })
})

describe('button and small-line colours stay readable', () => {
  it.each([
    ['#0b6e5e', { background: '#0b6e5e', ink: colors.onBrand }],
    ['#1D4ED8', { background: '#1d4ed8', ink: colors.onBrand }],
    ['#ffd84d', { background: '#ffd84d', ink: colors.ink }],
    ['#7f7f7f', null],
    ['red; background: url(x)', null],
    [null, null],
  ])('button %j → %j', (hex, expected) => {
    expect(buttonColors(hex)).toEqual(expected)
  })

  it.each([
    ['#0b6e5e', '#0b6e5e'],
    ['#C2410C', '#c2410c'],
    ['#ffd84d', null],
    ['nope', null],
    [null, null],
  ])('small line %j → %j', (hex, expected) => {
    expect(whisperInk(hex)).toBe(expected)
  })
})

describe('text', () => {
  it('splits body copy on blank lines', () => {
    expect(paragraphs('One\nline.\n\n  Two.  \n \n')).toEqual(['One line.', 'Two.'])
    expect(paragraphs(null)).toEqual([])
  })

  it.each([
    [4.76, { value: '4.8', filled: 5, label: 'Rated 4.8 out of 5' }],
    [3.2, { value: '3.2', filled: 3, label: 'Rated 3.2 out of 5' }],
    [7, { value: '5.0', filled: 5, label: 'Rated 5.0 out of 5' }],
    [0, null],
    [null, null],
  ])('rating %j → %j', (rating, view) => {
    expect(ratingView(rating)).toEqual(view)
  })

  it('names the sponsor only when the driver has a brand', () => {
    expect(sponsorText({ brand: 'Acme Health' })).toBe('Sponsored by Acme Health')
    expect(sponsorText({ brand: null })).toBeNull()
  })
})

describe('events', () => {
  it.each([
    ['articlePlacement', 1],
    ['articlePlacement2', 2],
    ['articlePlacement3', 3],
    ['manualPlacement1', 1],
    ['wBw2ndPagePopup', 1],
  ])('%s is position %s', (placement, position) => {
    expect(placementPosition(placement)).toBe(position)
  })

  it('carry the driver, placement, campaign and label only', () => {
    expect(
      driverEventFields(
        { _uuid: 'drv-1', driverType: 'quiz', campaignName: 'spring', ga: 'quiz-label' },
        'articlePlacement2',
      ),
    ).toEqual({
      driverId: 'drv-1',
      placement: 'articlePlacement2',
      driverType: 'quiz',
      campaignName: 'spring',
      label: 'quiz-label',
      position: 2,
    })
  })
})

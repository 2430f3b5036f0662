import { describe, expect, it } from 'vitest'
import {
  HERO_FALLBACK_RATIO,
  HERO_SIZES,
  HERO_WIDE_MEDIA,
  heroLoading,
  heroRatio,
  heroSource,
  heroView,
  sameShape,
} from './heroImage'

const wide = {
  id: 1,
  alt: 'Two people walking up a path at sunrise',
  url: '/media/walk.webp',
  width: 1600,
  height: 900,
  credit: 'Illustration: Wellread studio',
  focalX: 50,
  focalY: 35,
  sizes: {
    thumbnail: { url: '/media/walk-320x240.webp', width: 320, height: 240 },
    card: { url: '/media/walk-640x480.webp', width: 640, height: 480 },
    hero: { url: '/media/walk-1280x720.webp', width: 1280, height: 720 },
  },
}

const tall = {
  id: 2,
  alt: 'The same walk, upright',
  url: '/media/walk-tall.webp',
  width: 800,
  height: 1000,
  sizes: {
    thumbnail: { url: '/media/walk-tall-320x240.webp', width: 320, height: 240 },
    card: { url: '/media/walk-tall-640x480.webp', width: 640, height: 480 },
    // Payload leaves a size it would have to enlarge empty.
    hero: { url: null, width: null, height: null },
  },
}

describe('constants', () => {
  it('switch to the wide picture from the first breakpoint of the other widgets (768 px)', () => {
    expect(HERO_WIDE_MEDIA).toBe('(min-width: 768px)')
    expect(HERO_SIZES).toBe('100vw')
  })
})

describe('sameShape', () => {
  it.each([
    [1600, 900, 1280, 720, true],
    [1600, 900, 1281, 720, true], // rounding by the resizer
    [1600, 900, 640, 480, false],
    [800, 1000, 640, 480, false],
    [1200, 900, 640, 480, true],
    [1200, 900, 0, 480, false],
    [0, 0, 0, 0, false],
  ])('%i×%i and %i×%i → %s', (w1, h1, w2, h2, same) => {
    expect(sameShape({ width: w1, height: h1 }, { width: w2, height: h2 })).toBe(same)
  })
})

describe('heroSource', () => {
  it('lists only the sizes cut to the picture’s own shape, smallest first, then the original', () => {
    expect(heroSource(wide)).toEqual({
      src: '/media/walk.webp',
      srcSet: '/media/walk-1280x720.webp 1280w, /media/walk.webp 1600w',
      width: 1600,
      height: 900,
      alt: 'Two people walking up a path at sunrise',
      credit: 'Illustration: Wellread studio',
      position: '50% 35%',
    })
  })

  it('keeps the original alone when no size has its shape (an upright crop)', () => {
    expect(heroSource(tall)).toMatchObject({
      src: '/media/walk-tall.webp',
      srcSet: '/media/walk-tall.webp 800w',
      width: 800,
      height: 1000,
      credit: '',
      position: null,
    })
  })

  it('has no srcset and no size when the file’s size is unknown (an SVG)', () => {
    expect(heroSource({ id: 3, alt: 'Logo', url: '/media/logo.svg', width: null, height: null })).toEqual({
      src: '/media/logo.svg',
      srcSet: '',
      alt: 'Logo',
      credit: '',
      position: null,
    })
  })

  it('drops a size as wide as the original (no duplicate width)', () => {
    const exact = { ...wide, width: 1280, height: 720 }
    expect(heroSource(exact)?.srcSet).toBe('/media/walk.webp 1280w')
  })

  it.each([
    [-5, 120, null],
    [0, 100, '0% 100%'],
    [Number.NaN, 50, null],
  ])('focal point %d, %d → %s', (focalX, focalY, position) => {
    expect(heroSource({ ...wide, focalX, focalY })?.position).toBe(position)
  })

  it.each([
    ['an id (not populated)', 12],
    ['a deleted picture', null],
    ['a media document without a file', { ...wide, url: '' }],
  ])('is null for %s', (_label, media) => {
    expect(heroSource(media)).toBeNull()
  })
})

describe('heroView', () => {
  it('uses the phone picture below the breakpoint and the wide one above', () => {
    const view = heroView({ image: wide, mobileImage: tall, alt: null, caption: '  A walk after dinner ' })
    expect(view?.wide.src).toBe('/media/walk.webp')
    expect(view?.mobile?.src).toBe('/media/walk-tall.webp')
    expect(view?.caption).toBe('A walk after dinner')
  })

  it('takes the editor’s description over the library’s, and the library’s credit when none is typed', () => {
    expect(heroView({ image: wide, alt: ' Sunrise walk ' })).toMatchObject({
      alt: 'Sunrise walk',
      credit: 'Illustration: Wellread studio',
      caption: '',
      mobile: null,
    })
    expect(heroView({ image: wide, credit: 'Photo: R. Diaz' })?.credit).toBe('Photo: R. Diaz')
    expect(heroView({ image: wide })?.alt).toBe('Two people walking up a path at sunrise')
  })

  it('shows the phone picture everywhere when the wide one was deleted', () => {
    const view = heroView({ image: 41, mobileImage: tall })
    expect(view?.wide.src).toBe('/media/walk-tall.webp')
    expect(view?.mobile).toBeNull()
    expect(view?.alt).toBe('The same walk, upright')
  })

  it.each([
    ['no picture at all', {}],
    ['pictures that were deleted', { image: 4, mobileImage: 5 }],
    ['malformed content', { image: 'walk.webp' as unknown }],
  ])('is null with %s', (_label, block) => {
    expect(heroView(block)).toBeNull()
  })
})

describe('heroRatio', () => {
  it.each([
    [{ width: 1600, height: 900 }, '1600 / 900'],
    [{ width: 800, height: 1000 }, '800 / 1000'],
    [{}, HERO_FALLBACK_RATIO],
    [null, HERO_FALLBACK_RATIO],
  ])('%j → %s', (source, ratio) => {
    expect(heroRatio(source)).toBe(ratio)
  })
})

describe('heroLoading (the page’s largest picture loads first)', () => {
  it('loads the first hero image of the page at once and first', () => {
    expect(heroLoading(1)).toEqual({ loading: 'eager', fetchPriority: 'high', decoding: 'async' })
  })

  it.each([2, 3, 10, 0, -1, Number.NaN])('lets hero image %d wait until it is near', (ordinal) => {
    expect(heroLoading(ordinal)).toEqual({ loading: 'lazy', decoding: 'async' })
  })
})

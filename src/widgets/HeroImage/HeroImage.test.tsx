import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { HeroImageBlock, Media } from '@/cms/payload-types'
import { setImageSigner } from '@/content/imageSigner'
import { testWidgetContext } from '@/widgets/context'
import { sampleRefs } from '../fixtures'
import { HeroImage } from './HeroImage'

const context = testWidgetContext()

const wide: Media = {
  ...(sampleRefs.picture('hero-wide') as Media),
  focalX: 50,
  focalY: 40,
  sizes: {
    thumbnail: { url: '/media/hero-wide-320x240.webp', width: 320, height: 240 },
    card: { url: '/media/hero-wide-640x480.webp', width: 640, height: 480 },
    hero: { url: '/media/hero-wide-1280x720.webp', width: 1280, height: 720 },
  },
}
const tall = sampleRefs.picture('hero-tall') as Media

const block = (overrides: Partial<HeroImageBlock> = {}): HeroImageBlock => ({
  blockType: 'heroImage',
  id: 'hero-1',
  image: wide,
  mobileImage: tall,
  alt: 'Two people walking a path at sunrise',
  caption: 'A walk with a friend is easier to keep up.',
  credit: 'Illustration: Wellread studio',
  ...overrides,
})

function serverDoc(data: HeroImageBlock, ordinal?: number) {
  const html = renderToString(<HeroImage block={data} context={context} ordinal={ordinal} />)
  return { html, doc: new DOMParser().parseFromString(html, 'text/html') }
}

describe('HeroImage', () => {
  it('shows the phone crop on phones and the wide picture from 768 px, each with its own files', () => {
    const { doc } = serverDoc(block())
    const source = doc.querySelector('figure picture source')!
    expect(source.getAttribute('media')).toBe('(max-width: 767px)')
    expect(source.getAttribute('srcset')).toBe('/sample/pictures/hero-tall.webp 800w')
    expect(source.getAttribute('sizes')).toBe('375px')
    expect([source.getAttribute('width'), source.getAttribute('height')]).toEqual(['800', '1000'])
    const img = doc.querySelector('figure picture img')!
    expect(img.getAttribute('src')).toBe('/sample/pictures/hero-wide.webp')
    expect(img.getAttribute('srcset')).toBe(
      '/media/hero-wide-1280x720.webp 1280w, /sample/pictures/hero-wide.webp 1600w',
    )
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '900'])
  })

  describe('through the image proxy (issue 31)', () => {
    beforeEach(() => setImageSigner((v) => `/api/images/${v.file}?w=${v.width}&v=${v.version}&s=sig`))
    afterEach(() => setImageSigner(null))
    const upload = (media: Media, filename: string): Media => ({
      ...media,
      filename,
      mimeType: 'image/webp',
      updatedAt: '2026-11-30T09:00:00.000Z',
    })

    it('asks for the screen’s width × 2.1 in each crop, the first hero first', () => {
      const { doc } = serverDoc(
        block({ image: upload(wide, 'hero-wide.webp'), mobileImage: upload(tall, 'hero-tall.webp') }),
        1,
      )
      // The phone crop, 375 px wide: 788 → 800 (its own width). The wide one, 1280 px: 2688 → its own 1600.
      const source = doc.querySelector('figure picture source')!
      expect(source.getAttribute('srcset')).toMatch(/^\/api\/images\/hero-tall\.webp\?w=800&/)
      const img = doc.querySelector('figure picture img')!
      expect(img.getAttribute('src')).toMatch(/^\/api\/images\/hero-wide\.webp\?w=1600&/)
      expect(img.getAttribute('fetchpriority')).toBe('high')
      expect(img.getAttribute('loading')).toBe('eager')
    })
  })

  it('describes the picture with the editor’s words', () => {
    render(<HeroImage block={block()} context={context} ordinal={1} />)
    expect(screen.getByRole('img', { name: 'Two people walking a path at sunrise' })).toBeInTheDocument()
  })

  it('falls back to the wide picture’s description from the media library', () => {
    render(<HeroImage block={block({ alt: null })} context={context} />)
    expect(screen.getByRole('img').getAttribute('alt')).toMatch(/^Illustration of two people walking/)
  })

  it('loads the page’s first hero image at once and first', () => {
    const img = serverDoc(block(), 1).doc.querySelector('img')!
    expect(img.getAttribute('fetchpriority')).toBe('high')
    expect(img.getAttribute('loading')).toBe('eager')
    expect(img.getAttribute('decoding')).toBe('async')
  })

  it.each([2, 3])('lets hero image %i load lazily, without priority', (ordinal) => {
    const img = serverDoc(block(), ordinal).doc.querySelector('img')!
    expect(img.hasAttribute('fetchpriority')).toBe(false)
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('decoding')).toBe('async')
  })

  it('keeps the box of whichever picture shows, and its focal point', () => {
    const figure = serverDoc(block()).doc.querySelector('figure') as HTMLElement
    expect(figure.style.getPropertyValue('--hero-ratio')).toBe('1600 / 900')
    expect(figure.style.getPropertyValue('--hero-ratio-phone')).toBe('800 / 1000')
    expect(figure.style.getPropertyValue('--hero-focus')).toBe('50% 40%')
    expect(figure.style.getPropertyValue('--hero-focus-phone')).toBe('')
  })

  it('shows the wide picture everywhere without a phone crop (no <source>)', () => {
    const { doc } = serverDoc(block({ mobileImage: null }))
    expect(doc.querySelector('source')).toBeNull()
    const img = doc.querySelector('img')!
    expect(img.getAttribute('src')).toBe('/sample/pictures/hero-wide.webp')
    expect(img.getAttribute('srcset')).toContain('1280w')
    expect(img.getAttribute('sizes')).toBe('(max-width: 590px) 375px, 1280px')
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '900'])
    const figure = doc.querySelector('figure') as HTMLElement
    expect(figure.style.getPropertyValue('--hero-ratio-phone')).toBe('1600 / 900')
  })

  it('shows the caption and the credit under the picture', () => {
    render(<HeroImage block={block()} context={context} />)
    const caption = screen.getByRole('figure').querySelector('figcaption')!
    expect(caption).toHaveTextContent(
      'A walk with a friend is easier to keep up.Illustration: Wellread studio',
    )
  })

  it('uses the media library’s credit when none is typed, and has no caption when there is neither', () => {
    const credited = { ...wide, credit: 'Photo: R. Diaz' }
    render(<HeroImage block={block({ image: credited, caption: '', credit: null })} context={context} />)
    expect(screen.getByText('Photo: R. Diaz')).toBeInTheDocument()
    const { doc } = serverDoc(block({ caption: null, credit: '' }))
    expect(doc.querySelector('figcaption')).toBeNull()
  })

  it.each([
    ['a deleted picture', block({ image: 12, mobileImage: null })],
    ['pictures that were deleted', block({ image: 12, mobileImage: 13 })],
  ])('renders nothing with %s', (_label, data) => {
    const { container } = render(<HeroImage block={data} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('ships no script', () => {
    const { html } = serverDoc(block())
    expect(html).not.toContain('<script')
    expect(html).not.toContain('data-lazy-leaf')
  })
})

import { addressFor, addressImageView, imageView, isMedia, mediaVersion } from './image'
import { registerImageSigner } from './imageAddress'
import { setAddressSigner, setImageSigner } from './imageSigner'

const media = {
  id: 1,
  alt: 'A bowl of lentils',
  url: '/api/cms/media/file/lentils.png',
  width: 1600,
  height: 900,
  sizes: {
    thumbnail: { url: '/api/cms/media/file/lentils-320x240.png', width: 320, height: 240 },
    hero: { url: '/api/cms/media/file/lentils-1280x720.png', width: 1280, height: 720 },
  },
}

describe('imageView', () => {
  it('builds a srcset from the generated sizes, smallest first', () => {
    expect(imageView(media)?.srcSet).toBe(
      '/api/cms/media/file/lentils-320x240.png 320w, /api/cms/media/file/lentils-1280x720.png 1280w, /api/cms/media/file/lentils.png 1600w',
    )
  })
  it('falls back to the given alt', () => {
    expect(imageView({ ...media, alt: '' }, 'Lentils')?.alt).toBe('Lentils')
  })
})

describe('isMedia', () => {
  it.each([
    [media, true],
    [{ ...media, url: '' }, false],
    [12, false],
    [null, false],
  ])('%o → %s', (value, expected) => {
    expect(isMedia(value)).toBe(expected)
  })
})

describe('the image proxy’s variants (issue 31)', () => {
  const upload = {
    ...media,
    filename: 'lentils.png',
    mimeType: 'image/png',
    updatedAt: '2026-11-30T09:00:00.000Z',
  }
  afterEach(() => setImageSigner(null))

  it('carries signed addresses at the ladder steps up to the image’s own width, once a signer is registered', () => {
    expect(imageView(upload)?.variants).toBeUndefined()
    registerImageSigner()
    const variants = imageView(upload)?.variants ?? []
    expect(variants.map((v) => v.width)).toEqual([160, 240, 320, 480, 640, 800, 960, 1280, 1600])
    const version = Date.parse(upload.updatedAt).toString(36)
    expect(variants[4]!.url).toMatch(
      new RegExp(`^/api/images/lentils\\.png\\?w=640&v=${version}&s=[\\w-]{16}$`),
    )
    // The original stays for browsers and feeds that do not take the proxy's address.
    expect(imageView(upload)?.src).toBe('/api/cms/media/file/lentils.png')
  })

  it('has none for an SVG, an image without a size, or a name the proxy does not take', () => {
    registerImageSigner()
    expect(
      imageView({ ...upload, mimeType: 'image/svg+xml', filename: 'logo.svg' })?.variants,
    ).toBeUndefined()
    expect(imageView({ ...upload, width: null })?.variants).toBeUndefined()
    expect(imageView({ ...upload, filename: '../x.png' })?.variants).toBeUndefined()
    expect(mediaVersion('not a date')).toBeNull()
  })
})

describe('addressImageView and addressFor (images given by address, issue 31)', () => {
  beforeEach(() => setAddressSigner(null))
  afterEach(() => {
    setImageSigner(null)
    setAddressSigner(null)
  })

  it('names a shop’s photo through the proxy at the ladder steps up to its width, every step when unknown', () => {
    expect(addressImageView('https://shop.example/p.jpg', 'A shoe')).toEqual({
      src: 'https://shop.example/p.jpg',
      alt: 'A shoe',
    })
    registerImageSigner()
    const sized = addressImageView('https://shop.example/p.jpg', 'A shoe', { width: 500, height: 400 })!
    expect(sized.variants?.map((v) => v.width)).toEqual([160, 240, 320, 480, 640])
    expect([sized.width, sized.height]).toEqual([500, 400])
    const url = new URL(sized.variants![0]!.url, 'http://site.test')
    expect(url.pathname).toBe('/api/images/remote')
    expect(url.searchParams.get('u')).toBe('https://shop.example/p.jpg')
    const unsized = addressImageView('https://shop.example/p.jpg', '')!
    expect(unsized.variants).toHaveLength(11)
    expect(addressImageView(null, 'x')).toBeNull()
  })

  it('keeps the address of a picture the proxy does not take, and picks one step for a box', () => {
    registerImageSigner()
    expect(addressImageView('/sample/pictures/a.webp', 'x')?.variants).toBeUndefined()
    expect(addressFor('/sample/pictures/a.webp', 112)).toBe('/sample/pictures/a.webp')
    // 2.1 × 112 = 235.2: the 240 step.
    expect(
      new URL(addressFor('https://shop.example/logo.png', 112), 'http://s.test').searchParams.get('w'),
    ).toBe('240')
  })
})

import { imageView, isMedia } from './image'

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

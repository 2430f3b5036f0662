import { imageSigningKey, signatureMatches, signVariant, variantUrl } from '@/content/imageAddress'
import { IMAGE_LADDER, isLadderWidth, isUploadName, ladderUpTo, ladderWidth } from '@/lib/images'
import { etagMatches, negotiateFormat, originalFormat, variantId } from './rules'

const key = imageSigningKey('test-secret-0123456789abcdef0123456789abcdef')
const v = { file: 'walking-shoes.jpg', width: 640, version: '1732900000' }

describe('the width ladder', () => {
  it('asks for the first step at or above 2.1 times the displayed width, the largest at most', () => {
    expect(ladderWidth(300)).toBe(640) // 630
    expect(ladderWidth(343)).toBe(800) // 720.3
    expect(ladderWidth(609)).toBe(1280) // 1278.9
    expect(ladderWidth(610)).toBe(1600) // 1281
    expect(ladderWidth(5000)).toBe(2560)
    expect(ladderWidth(0)).toBe(160)
    expect(ladderWidth(100, 1)).toBe(160)
  })

  it('knows its steps, and offers an image only the steps up to the first at or above its own width', () => {
    expect(IMAGE_LADDER.every(isLadderWidth)).toBe(true)
    expect(isLadderWidth(641)).toBe(false)
    expect(ladderUpTo(700)).toEqual([160, 240, 320, 480, 640, 800])
    expect(ladderUpTo(160)).toEqual([160])
    expect(ladderUpTo(9000)).toEqual([...IMAGE_LADDER])
  })
})

describe('signed addresses', () => {
  it('signs file, width and version, and refuses any change to them', () => {
    const s = signVariant(key, v)
    expect(s).toMatch(/^[A-Za-z0-9_-]{16}$/)
    expect(signatureMatches(key, v, s)).toBe(true)
    expect(signatureMatches(key, { ...v, width: 800 }, s)).toBe(false)
    expect(signatureMatches(key, { ...v, version: '1732900001' }, s)).toBe(false)
    expect(signatureMatches(key, { ...v, file: 'other.jpg' }, s)).toBe(false)
    expect(signatureMatches(imageSigningKey('another-secret-0123456789abcdef0123456789'), v, s)).toBe(false)
    expect(signatureMatches(key, v, `${s}x`)).toBe(false)
    expect(variantUrl(key, v)).toBe(`/api/images/walking-shoes.jpg?w=640&v=1732900000&s=${s}`)
  })

  it('takes only one plain upload name: no folders, no dot-dot, an image extension', () => {
    for (const ok of ['walking-shoes.jpg', 'a.PNG', 'hero_2-1280x720.webp', 'x.avif', 'anim.gif'])
      expect(isUploadName(ok), ok).toBe(true)
    for (const bad of [
      '../secret.jpg',
      'a/b.jpg',
      '.hidden.jpg',
      'a..b.jpg',
      'page.html',
      'a.svg',
      '',
      'a.jpg%00',
    ])
      expect(isUploadName(bad), bad).toBe(false)
  })
})

describe('formats', () => {
  it('gives AVIF, else WebP, else the original’s format (PNG for a modern original)', () => {
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
    expect(negotiateFormat(chrome, 'jpeg')).toBe('avif')
    expect(negotiateFormat('image/webp,*/*', 'png')).toBe('webp')
    expect(negotiateFormat('image/avif;q=0, image/webp', 'jpeg')).toBe('webp')
    expect(negotiateFormat('*/*', 'jpeg')).toBe('jpeg')
    expect(negotiateFormat(null, 'png')).toBe('png')
    expect(negotiateFormat('image/png', 'webp')).toBe('png')
    expect(['a.JPG', 'b.jpeg', 'c.png', 'd.gif', 'e.webp', 'f.avif'].map(originalFormat)).toEqual([
      'jpeg',
      'jpeg',
      'png',
      'png',
      'webp',
      'avif',
    ])
  })

  it('names each variant by all that makes its bytes, and matches If-None-Match lists', () => {
    const id = variantId(v, 'avif')
    expect(id).not.toBe(variantId(v, 'webp'))
    expect(id).not.toBe(variantId({ ...v, width: 800 }, 'avif'))
    expect(etagMatches(`"x", "${id}"`, `"${id}"`)).toBe(true)
    expect(etagMatches(`W/"${id}"`, `"${id}"`)).toBe(true)
    expect(etagMatches('*', `"${id}"`)).toBe(true)
    expect(etagMatches('"other"', `"${id}"`)).toBe(false)
    expect(etagMatches(null, `"${id}"`)).toBe(false)
  })
})

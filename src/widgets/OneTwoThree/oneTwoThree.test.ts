import type { OneTwoThreeBlock } from '@/cms/payload-types'
import { sampleRefs } from '@/widgets/fixtures'
import { itemWidth, MAX_ITEMS, ONE_TWO_THREE_DEFAULT_CTA, oneTwoThreeItems } from './oneTwoThree'

type Item = NonNullable<OneTwoThreeBlock['items']>[number]

const item = (overrides: Partial<Item> = {}): Item => ({
  id: 'i1',
  imageSrc: 'https://img.example.com/a.png',
  imageAlt: 'A blue water bottle',
  name: 'Hydra',
  title: 'Drink more water at work',
  ctaLabel: 'Shop bottles',
  ctaUrl: 'https://go.example.com/c?x=1&#038;subid=HY-1',
  ...overrides,
})

describe('itemWidth (000 §5: 100%, 50% or 33.33%)', () => {
  it.each([
    [1, '100%'],
    [2, '50%'],
    [3, '33.33%'],
  ])('%i item(s) → %s each', (count, width) => {
    expect(itemWidth(count)).toBe(width)
  })

  it('never goes past three items', () => {
    expect(MAX_ITEMS).toBe(3)
    expect(itemWidth(4)).toBe('33.33%')
    expect(itemWidth(0)).toBe('100%')
  })
})

describe('oneTwoThreeItems', () => {
  it('reads each item, with its place among the items shown', () => {
    expect(oneTwoThreeItems([item(), item({ id: 'i2', name: 'Second' })])).toEqual([
      {
        key: 'i1',
        image: { src: 'https://img.example.com/a.png', alt: 'A blue water bottle' },
        name: 'Hydra',
        title: 'Drink more water at work',
        ctaLabel: 'Shop bottles',
        href: 'https://go.example.com/c?x=1&subid=HY-1',
        productId: 'HY-1',
        position: 1,
      },
      expect.objectContaining({ key: 'i2', name: 'Second', position: 2 }),
    ])
  })

  it.each([
    ['no picture', item({ imageSrc: '' })],
    ['no link', item({ ctaUrl: '' })],
    ['a link that is not a web address', item({ ctaUrl: '/health' })],
    ['an unsafe picture address', item({ imageSrc: 'javascript:alert(1)' })],
  ])('leaves out an item with %s (000 §5, 001 §5)', (_label, bad) => {
    const shown = oneTwoThreeItems([bad, item({ id: 'ok' })])
    expect(shown.map((i) => i.key)).toEqual(['ok'])
    expect(shown[0]?.position).toBe(1)
  })

  it('shows at most three items', () => {
    const shown = oneTwoThreeItems([1, 2, 3, 4].map((n) => item({ id: `i${n}` })))
    expect(shown.map((i) => i.key)).toEqual(['i1', 'i2', 'i3'])
  })

  it('uses the default button text and the name as the picture description', () => {
    const [shown] = oneTwoThreeItems([item({ ctaLabel: '', imageAlt: '' })])
    expect(shown?.ctaLabel).toBe(ONE_TWO_THREE_DEFAULT_CTA)
    expect(shown?.image.alt).toBe('Hydra')
  })

  it('takes the picture, names and link from a picked product when left empty', () => {
    const [shown] = oneTwoThreeItems([
      item({
        product: sampleRefs.product('walkingShoe'),
        imageSrc: '',
        imageAlt: '',
        name: '',
        title: '',
        ctaUrl: '',
      }),
    ])
    expect(shown).toMatchObject({
      image: { src: '/sample/products/walkingShoe.webp' },
      name: 'Stridewell',
      title: 'Stridewell Cloudpath Walking Shoe',
      href: 'https://shop.example.com/stridewell/cloudpath-walking-shoe',
      productId: 'seed-stridewell-cloudpath',
    })
  })

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['not a list', 'oops'],
    ['a list of junk', [null, 5, 'x']],
  ])('returns nothing for %s', (_label, items) => {
    expect(oneTwoThreeItems(items as OneTwoThreeBlock['items'])).toEqual([])
  })
})

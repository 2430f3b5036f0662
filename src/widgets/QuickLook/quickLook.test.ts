import {
  cardNumberOf,
  DEFAULT_JUMP_TEXT,
  DEFAULT_LINK_TEXT,
  productAnchor,
  quickLookItems,
} from './quickLook'

const partners = ['example.com']
const items = (rows: unknown) =>
  quickLookItems(rows, { siteHost: 'wellread.example', partnerDomains: partners })

describe('productAnchor', () => {
  it('is product-{page}-{cardNumber}, page 1 for the article', () => {
    expect(productAnchor(3)).toBe('product-1-3')
    expect(productAnchor(1)).toBe('product-1-1')
  })
})

describe('cardNumberOf: which product card a line jumps to', () => {
  it.each<[string, unknown, number, number | null]>([
    ['empty: the line’s own position', null, 2, 2],
    ['undefined: the line’s own position', undefined, 4, 4],
    ['blank text: the line’s own position', '  ', 1, 1],
    ['a card number', 3, 1, 3],
    ['a card number typed as text', ' 5 ', 1, 5],
    ['an anchor copied from the page', '#product-1-3', 1, 3],
    ['an anchor without #', 'product-1-12', 1, 12],
    ['zero', 0, 1, null],
    ['a negative number', -2, 1, null],
    ['a fraction', 1.5, 1, null],
    ['an anchor of another page', '#product-2-3', 1, null],
    ['some other anchor', '#faq', 1, null],
    ['words', 'third', 1, null],
    ['an object', { n: 1 }, 1, null],
  ])('%s', (_label, hashRoute, position, expected) => {
    expect(cardNumberOf(hashRoute, position)).toBe(expected)
  })
})

describe('quickLookItems', () => {
  it('jumps each line to the product card at its own position unless told otherwise', () => {
    const result = items([
      { title: 'Pulsewise Arm Monitor', superlative: 'Best overall' },
      { title: 'Dayset Organizer', superlative: 'Best budget', hashRoute: 4 },
    ])
    expect(result).toEqual([
      expect.objectContaining({
        title: 'Pulsewise Arm Monitor',
        superlative: 'Best overall',
        href: '#product-1-1',
        kind: 'anchor',
        linkText: DEFAULT_JUMP_TEXT,
        position: 1,
      }),
      expect.objectContaining({
        title: 'Dayset Organizer',
        href: '#product-1-4',
        kind: 'anchor',
        position: 2,
      }),
    ])
  })

  it('uses the editor’s link words and variant', () => {
    const [item] = items([{ title: 'Lunaring', linkTitle: ' Read our review ', variantId: ' v-9 ' }])
    expect(item).toMatchObject({ linkText: 'Read our review', variantId: 'v-9' })
  })

  it.each<[string, string, 'internal' | 'external' | 'affiliate']>([
    ['a site path', '/health/sleep-trackers', 'internal'],
    ['an article on the site by full address', 'https://www.wellread.example/health/x', 'internal'],
    ['another site', 'https://www.cdc.gov/sleep', 'external'],
    ['a listed partner', 'https://shop.example.com/lunaring', 'affiliate'],
    ['a recognised partner host', 'https://www.amazon.com/dp/B01', 'affiliate'],
  ])('a link to %s leads there instead of the card (%s)', (_label, link, kind) => {
    const [item] = items([{ title: 'Lunaring', link }])
    expect(item).toMatchObject({ href: link, kind, linkText: DEFAULT_LINK_TEXT })
  })

  it('falls back to the card when the link is unusable', () => {
    const [item] = items([{ title: 'Lunaring', link: 'javascript:alert(1)' }])
    expect(item).toMatchObject({ href: '#product-1-1', kind: 'anchor' })
  })

  it('skips lines with no title, or with neither a usable card number nor a link', () => {
    const result = items([
      { title: '  ', superlative: 'Best overall' },
      { title: 'Cloudpath', hashRoute: 'third' },
      { title: 'Deskwalk', hashRoute: 'third', link: '/fitness/treadmills' },
      null,
      'Pill organizer',
      { title: 'Dayset' },
    ])
    expect(result.map((i) => [i.title, i.href])).toEqual([
      ['Deskwalk', '/fitness/treadmills'],
      ['Dayset', '#product-1-6'],
    ])
  })

  it.each<[string, unknown]>([
    ['not a list', { title: 'x' }],
    ['missing', undefined],
    ['an empty list', []],
  ])('is empty when the stored items are %s', (_label, value) => {
    expect(items(value)).toEqual([])
  })
})

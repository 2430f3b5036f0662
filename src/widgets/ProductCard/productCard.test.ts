import { contrastRatio, parseColor } from '@/lib/color'
import { colors } from '@/lib/tokens'
import {
  BADGE_TAGS,
  badgeTags,
  cardBackground,
  cardDisclaimer,
  cardFlags,
  cardHighlights,
  cardTags,
  ctaText,
  DEFAULT_DESKTOP_DISCLAIMER,
  DEFAULT_MOBILE_DISCLAIMER,
  featuredPartnerNote,
  linkKind,
  productAnchorId,
  ratingCountText,
  ratingText,
  starFill,
  trackingProductId,
} from './productCard'

describe('ratingText', () => {
  it.each([
    [{ rating: 4.56 }, '4.6'],
    [{ rating: 7 }, '5.0'],
    [{ rating: 4.5, noProductRating: true }, null],
    [{ rating: null }, null],
  ])('%o → %s', (product, expected) => {
    expect(ratingText(product)).toBe(expected)
  })
})

describe('cardBackground', () => {
  it.each<[string, unknown, string | null]>([
    ['a pale hex is kept', '#fdf7ee', '#fdf7ee'],
    ['short hex is normalised', '#FFF', '#ffffff'],
    ['rgb() is normalised', 'rgb(243, 247, 238)', '#f3f7ee'],
    ['a named colour is normalised', 'ivory', '#fffff0'],
    ['a dark colour (ink unreadable) is refused', 'navy', null],
    ['the ink colour itself is refused', colors.ink, null],
    ['grey just under 4.5:1 against ink is refused', '#888888', null],
    ['grey readable in ink but not in muted ink is refused', '#898989', null],
    ['a light grey readable in both is kept', '#dddddd', '#dddddd'],
    ['a declaration injection is refused', 'red; background-image:url(x)', null],
    ['a url() is refused', 'url(javascript:alert(1))', null],
    ['a var() is refused', 'var(--color-brand)', null],
    ['transparency is refused', 'rgba(255, 255, 255, 0.5)', null],
    ['empty', '', null],
    ['missing', undefined, null],
    ['not a string', 0xffffff, null],
  ])('%s', (_label, value, expected) => {
    expect(cardBackground(value)).toBe(expected)
  })

  it('keeps a background exactly when both the ink and the muted ink read at 4.5:1 or better on it', () => {
    for (const value of [
      '#fdf7ee',
      'ivory',
      '#888888',
      '#898989',
      '#bbbbbb',
      '#dddddd',
      'yellow',
      'navy',
      'black',
    ]) {
      const worst = Math.min(
        contrastRatio(parseColor(value)!, parseColor(colors.ink)!),
        contrastRatio(parseColor(value)!, parseColor(colors.inkMuted)!),
      )
      expect(cardBackground(value) !== null, value).toBe(worst >= 4.5)
    }
  })
})

describe('productAnchorId', () => {
  it.each([
    [1, 'product-1-1'],
    [3, 'product-1-3'],
    [12, 'product-1-12'],
    [undefined, 'product-1-1'],
    [0, 'product-1-1'],
    [-2, 'product-1-1'],
    [2.5, 'product-1-1'],
    [Number.NaN, 'product-1-1'],
  ])('ordinal %s → #%s (where quick-look links jump)', (ordinal, id) => {
    expect(productAnchorId(ordinal)).toBe(id)
  })
})

describe('ratingCountText', () => {
  it.each([
    [3412, '3,412 ratings'],
    [1, '1 rating'],
    [1000000, '1,000,000 ratings'],
    [12.7, '12 ratings'],
    [0, null],
    [-4, null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (count, text) => {
    expect(ratingCountText(count)).toBe(text)
  })
})

describe('starFill', () => {
  it.each([
    [5, 100],
    [4.8, 96],
    [2.5, 50],
    [0, 0],
    [7, 100],
    [-1, 0],
  ])('%s stars fill %s%% of the row', (rating, percent) => {
    expect(starFill(rating)).toBe(percent)
  })
})

describe('cardHighlights', () => {
  it('formats the Price highlight with thousands separators and keeps the others as typed', () => {
    expect(
      cardHighlights({
        highlights: [
          { label: 'Price', value: '$1299' },
          { label: 'Weight', value: '1200 g' },
        ],
      }),
    ).toEqual([
      { label: 'Price', value: '$1,299', tooltip: null, linkUrl: null },
      { label: 'Weight', value: '1200 g', tooltip: null, linkUrl: null },
    ])
  })

  it('recognises the Price label whatever its case or spacing', () => {
    expect(cardHighlights({ highlights: [{ label: ' price ', value: '$2500' }] })[0]?.value).toBe('$2,500')
  })

  it('keeps a highlight’s explanation and link (a COA links to its lab certificate)', () => {
    expect(
      cardHighlights({
        highlights: [
          {
            label: 'COA',
            value: 'Every batch',
            tooltip: '  A lab report.  ',
            linkUrl: 'https://labs.example.com/coa/1',
          },
        ],
      }),
    ).toEqual([
      {
        label: 'COA',
        value: 'Every batch',
        tooltip: 'A lab report.',
        linkUrl: 'https://labs.example.com/coa/1',
      },
    ])
  })

  it('drops an unsafe link but keeps the highlight', () => {
    expect(
      cardHighlights({ highlights: [{ label: 'COA', value: 'Yes', linkUrl: 'javascript:alert(1)' }] }),
    ).toEqual([{ label: 'COA', value: 'Yes', tooltip: null, linkUrl: null }])
  })

  it('gives the Price highlight the product’s price explanation when it has none of its own', () => {
    expect(
      cardHighlights({
        highlights: [{ label: 'Price', value: '$49.99' }],
        tooltip: 'For one jar, when we last checked.',
      })[0]?.tooltip,
    ).toBe('For one jar, when we last checked.')
    expect(
      cardHighlights({
        highlights: [{ label: 'Price', value: '$49.99', tooltip: 'Own words.' }],
        tooltip: 'Product words.',
      })[0]?.tooltip,
    ).toBe('Own words.')
  })

  it('shows the product’s price first when no highlight is labelled Price', () => {
    expect(
      cardHighlights({
        highlights: [{ label: 'Size', value: '750 ml' }],
        price: '$1450',
        tooltip: 'At the time of writing.',
      }),
    ).toEqual([
      { label: 'Price', value: '$1,450', tooltip: 'At the time of writing.', linkUrl: null },
      { label: 'Size', value: '750 ml', tooltip: null, linkUrl: null },
    ])
  })

  it.each([
    ['no highlights', { highlights: null }],
    [
      'empty labels or values',
      {
        highlights: [
          { label: ' ', value: 'x' },
          { label: 'Size', value: '' },
        ],
      },
    ],
    ['malformed rows', { highlights: [null, 'Price', { label: 3, value: {} }] as never }],
    ['not a list', { highlights: 'Price: $5' as never }],
  ])('returns nothing usable for %s', (_label, product) => {
    expect(cardHighlights(product)).toEqual([])
  })
})

describe('linkKind', () => {
  it.each([
    ['https://labs.example.com/coa', 'partner'],
    ['http://labs.example.com/coa', 'partner'],
    ['/health/how-we-test-cbd', 'internal'],
    ['https://wellread.example/health/how-we-test-cbd', 'internal'],
    ['https://www.wellread.example/about', 'internal'],
    ['mailto:labs@example.com', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('%s → %s', (href, kind) => {
    expect(linkKind(href, 'wellread.example')).toBe(kind)
  })
})

describe('ctaText', () => {
  it.each([
    ['CHECK PRICE', 'CHECK PRICE'],
    ['  Buy at Example Shop ', 'Buy at Example Shop'],
    ['', 'SHOP NOW'],
    ['   ', 'SHOP NOW'],
    [null, 'SHOP NOW'],
    [undefined, 'SHOP NOW'],
  ])('%j → %s', (text, expected) => {
    expect(ctaText(text)).toBe(expected)
  })
})

describe('cardDisclaimer', () => {
  const partners = ['example.com', 'partner.example.net']
  const product = {
    showDisclaimer: true,
    ctaUrl: 'https://shop.example.com/calmleaf/gummies',
    mobileDisclaimer: 'We may earn a commission.',
    desktopDisclaimer: 'Wellread may earn a commission when you buy through links on this page.',
  }

  it('shows the phone and the larger-screen note when ticked and the shop is a recognised partner', () => {
    expect(cardDisclaimer(product, partners)).toEqual({
      mobile: 'We may earn a commission.',
      desktop: 'Wellread may earn a commission when you buy through links on this page.',
    })
  })

  it.each([
    ['the box is not ticked', { ...product, showDisclaimer: false }, partners],
    ['the box is empty', { ...product, showDisclaimer: null }, partners],
    ['the shop is not a partner', { ...product, ctaUrl: 'https://store.other.example/x' }, partners],
    ['a look-alike host', { ...product, ctaUrl: 'https://notexample.com/x' }, partners],
    ['no partners are set up', product, []],
    ['the link is not a web address', { ...product, ctaUrl: 'javascript:alert(1)' }, partners],
    ['there is no link', { ...product, ctaUrl: '' }, partners],
  ])('shows nothing when %s', (_label, p, domains) => {
    expect(cardDisclaimer(p, domains)).toBeNull()
  })

  it('uses one note for both screens when only one is written', () => {
    expect(cardDisclaimer({ ...product, desktopDisclaimer: '  ' }, partners)).toEqual({
      mobile: 'We may earn a commission.',
      desktop: 'We may earn a commission.',
    })
    expect(cardDisclaimer({ ...product, mobileDisclaimer: null }, partners)).toEqual({
      mobile: product.desktopDisclaimer,
      desktop: product.desktopDisclaimer,
    })
  })

  it('falls back to the standard notes when the box is ticked but both are empty', () => {
    expect(cardDisclaimer({ ...product, mobileDisclaimer: '', desktopDisclaimer: null }, partners)).toEqual({
      mobile: DEFAULT_MOBILE_DISCLAIMER,
      desktop: DEFAULT_DESKTOP_DISCLAIMER,
    })
  })
})

describe('cardFlags', () => {
  it('lists the ticked flags as labels, in a fixed order', () => {
    expect(
      cardFlags({
        isFeaturedPartner: true,
        isEditorPick: true,
        isBestOverall: true,
        isBrandApproved: true,
      }).map((f) => f.label),
    ).toEqual(['Best overall', 'Editor’s pick', 'Brand approved', 'Featured partner'])
  })

  it.each([
    [{}, []],
    [{ isEditorPick: false, isBestOverall: null }, []],
    [{ isBrandApproved: true }, ['brandApproved']],
    [{ isFeaturedPartner: true }, ['featuredPartner']],
    [{ isEditorPick: 'yes' as never }, []],
  ])('%o → %j', (product, keys) => {
    expect(cardFlags(product).map((f) => f.key)).toEqual(keys)
  })
})

describe('featuredPartnerNote', () => {
  it.each([
    ['Featured Partner: this brand pays for its placement here.', 'This brand pays for its placement here.'],
    ['featured partner — paid placement.', 'Paid placement.'],
    ['Featured partner - paid placement.', 'Paid placement.'],
    ['Brands pay to be featured here.', 'Brands pay to be featured here.'],
    ['  Spaced out.  ', 'Spaced out.'],
    ['Featured Partner:', ''],
  ])('%j → %j (the label is shown beside it)', (text, note) => {
    expect(featuredPartnerNote(text)).toBe(note)
  })
})

describe('badgeTags', () => {
  it('knows the six founder badges', () => {
    expect(BADGE_TAGS).toEqual([
      'AAPI-Founded',
      'Black-Founded',
      'LGBTQIA+-Founded',
      'Small Business-Founded',
      'Veteran-Founded',
      'Women-Founded',
    ])
  })

  it.each([
    [
      ['Women-Founded', 'AAPI-Founded'],
      ['Women-Founded', 'AAPI-Founded'],
    ],
    [['Veteran-Founded', 'Veteran-Founded'], ['Veteran-Founded']],
    [['Women-Founded', 'Alien-Founded', 3], ['Women-Founded']],
    [null, []],
    ['Women-Founded', []],
  ])('%j → %j', (value, expected) => {
    expect(badgeTags(value)).toEqual(expected)
  })
})

describe('cardTags', () => {
  it.each([
    [
      ['Vegan', ' THC-free ', ''],
      ['Vegan', 'THC-free'],
    ],
    [['Vegan', 'vegan'], ['Vegan']],
    [[1, null, 'Ok'], ['Ok']],
    [null, []],
    ['Vegan', []],
  ])('%j → %j', (value, expected) => {
    expect(cardTags(value)).toEqual(expected)
  })
})

describe('trackingProductId', () => {
  it.each([
    [{ id: 7, ctaUrl: 'https://shop.example.com/x?rvo_prodid=CBD-25', pid: 'WR-1' }, 'CBD-25'],
    [{ id: 7, ctaUrl: 'https://shop.example.com/x?subid=S9', pid: 'WR-1' }, 'S9'],
    [{ id: 7, ctaUrl: 'https://shop.example.com/x', pid: ' WR-1 ' }, 'WR-1'],
    [{ id: 7, ctaUrl: 'https://shop.example.com/x', pid: null }, '7'],
  ])('%o → %s', (product, id) => {
    expect(trackingProductId(product)).toBe(id)
  })
})

import {
  COLUMN_WIDTH_PX,
  cellOf,
  comparisonTableModel,
  isAffiliateHref,
  linkHrefsOf,
  needsCommissionNote,
  TABLE_MAX_HEIGHT_PX,
} from './comparisonTable'

/** A stored rich-text value with one paragraph per argument. */
function rich(...paragraphs: (string | object[])[]) {
  return {
    root: {
      type: 'root',
      children: paragraphs.map((content) => ({
        type: 'paragraph',
        children: typeof content === 'string' ? [{ type: 'text', text: content, format: 0 }] : content,
      })),
    },
  }
}

const linkNode = (url: string, label: string) => ({
  type: 'link',
  fields: { linkType: 'custom', url, newTab: false },
  children: [{ type: 'text', text: label }],
})

const product = {
  id: 7,
  productTitle: 'Pulsewise Arm Blood Pressure Monitor',
  productBrand: 'Pulsewise',
  ctaText: 'CHECK PRICE',
  ctaUrl: 'https://shop.example.com/pulsewise?rvo_prodid=p7',
}

const cell = (text: string) => ({ content: rich(text) })
const row = (...texts: string[]) => ({ columns: texts.map(cell) })

describe('constants from the spec', () => {
  it('scrolls at most 1100 px tall, columns 100 px wide', () => {
    expect(TABLE_MAX_HEIGHT_PX).toBe(1100)
    expect(COLUMN_WIDTH_PX).toBe(100)
  })
})

describe('cellOf', () => {
  it('keeps the rich text and its plain text', () => {
    const c = cellOf(cell('Upper arm'), 'k')
    expect(c.text).toBe('Upper arm')
    expect(c.nodes).toHaveLength(1)
    expect(c.link).toBeNull()
    expect(c.empty).toBe(false)
  })

  it.each<[string, unknown]>([
    ['no content', {}],
    ['an empty paragraph', { content: rich('   ') }],
    ['malformed content', { content: { root: 'x' } }],
    ['not an object', 'text'],
    ['null', null],
  ])('is empty with %s', (_label, raw) => {
    const c = cellOf(raw, 'k')
    expect(c).toMatchObject({ text: '', nodes: [], link: null, empty: true })
  })

  it('makes an affiliate link from the typed shop link and words', () => {
    const c = cellOf(
      {
        content: rich('$59.99'),
        affiliateUrl: 'https://shop.example.com/a',
        affiliateText: ' Buy at Example ',
      },
      'k',
    )
    expect(c.link).toEqual({ href: 'https://shop.example.com/a', text: 'Buy at Example', brand: null })
  })

  it('uses the picked product: its name when the cell has no text, its button words and shop link', () => {
    const c = cellOf({ product }, 'k')
    expect(c.text).toBe('Pulsewise Arm Blood Pressure Monitor')
    expect(c.nodes).toEqual([])
    expect(c.link).toEqual({ href: product.ctaUrl, text: 'CHECK PRICE', brand: 'Pulsewise' })
  })

  it('lets the typed shop link and words win over the product’s', () => {
    const c = cellOf({ product, affiliateUrl: 'https://other.example.com/x', affiliateText: 'See deal' }, 'k')
    expect(c.link).toEqual({ href: 'https://other.example.com/x', text: 'See deal', brand: 'Pulsewise' })
  })

  it.each<[string, Record<string, unknown>, string | null]>([
    ['a shop link with no words says SHOP NOW', { affiliateUrl: 'https://shop.example.com/a' }, 'SHOP NOW'],
    ['a site path is not a shop link', { affiliateUrl: '/health/sleep' }, null],
    ['javascript: is refused', { affiliateUrl: 'javascript:alert(1)' }, null],
    ['an unpopulated product gives no link', { product: 7 }, null],
    ['a product without a shop link gives no link', { product: { ...product, ctaUrl: '' } }, null],
  ])('%s', (_label, raw, text) => {
    expect(cellOf({ content: rich('x'), ...raw }, 'k').link?.text ?? null).toBe(text)
  })
})

describe('comparisonTableModel', () => {
  const block = (rows: unknown, title: unknown = 'Monitors compared') => ({ title, rows })

  it('takes the first row as the header and the rest as rows', () => {
    const model = comparisonTableModel(
      block([
        row('Monitor', 'Cuff', 'Price'),
        row('Pulsewise', 'Upper arm', '$59.99'),
        row('Cuffy', 'Wrist', '$39'),
      ]),
    )!
    expect(model.caption).toBe('Monitors compared')
    expect(model.columnCount).toBe(3)
    expect(model.header.map((c) => c.text)).toEqual(['Monitor', 'Cuff', 'Price'])
    expect(model.rows.map((r) => r.cells.map((c) => c.text))).toEqual([
      ['Pulsewise', 'Upper arm', '$59.99'],
      ['Cuffy', 'Wrist', '$39'],
    ])
  })

  it('pads short rows with empty cells so every row has as many cells as the widest', () => {
    const model = comparisonTableModel(block([row('', 'A', 'B'), row('One'), row('Two', 'x', 'y', 'z')]))!
    expect(model.columnCount).toBe(4)
    expect(model.header.map((c) => c.text)).toEqual(['', 'A', 'B', ''])
    expect(model.rows[0]!.cells.map((c) => c.empty)).toEqual([false, true, true, true])
  })

  it('drops trailing empty columns and wholly empty rows', () => {
    const model = comparisonTableModel(
      block([row('Shoe', 'Weight', ''), row('', '', ''), row('Cloudpath', '9.1 oz', '  ')]),
    )!
    expect(model.columnCount).toBe(2)
    expect(model.rows).toHaveLength(1)
    expect(model.rows[0]!.header.text).toBe('Cloudpath')
  })

  it('names each row by its first cell', () => {
    const model = comparisonTableModel(block([row('Shoe', 'Weight'), row('Cloudpath', '9.1 oz')]))!
    expect(model.rows[0]!.header.text).toBe('Cloudpath')
    expect(model.rows[0]!.position).toBe(1)
  })

  it.each<[string, unknown]>([
    ['no rows', []],
    ['rows that are not a list', 'rows'],
    ['only a header row', [row('A', 'B')]],
    ['only empty rows', [row('', ''), row(' ')]],
    ['rows whose cells are not a list', [{ columns: 'x' }, { columns: null }]],
    ['rows that are not objects', [null, 3]],
  ])('is null (the widget shows nothing) with %s', (_label, rows) => {
    expect(comparisonTableModel(block(rows))).toBeNull()
  })

  it('is null for a block that is not an object', () => {
    expect(comparisonTableModel(null)).toBeNull()
    expect(comparisonTableModel('table')).toBeNull()
  })

  it.each<[unknown, string]>([
    ['  Monitors  ', 'Monitors'],
    ['', ''],
    [null, ''],
    [42, ''],
  ])('caption %j → %j', (title, caption) => {
    expect(comparisonTableModel(block([row('A'), row('B')], title))!.caption).toBe(caption)
  })
})

describe('isAffiliateHref', () => {
  it.each<[string, string[], boolean]>([
    ['https://www.amazon.com/dp/B01', [], true],
    ['https://go.activation.example.net/x', [], true],
    ['https://shop.example.com/a', ['example.com'], true],
    ['https://shop.example.com/a', [], false],
    ['https://www.cdc.gov/bloodpressure', ['example.com'], false],
    ['/health/sleep', ['example.com'], false],
    ['mailto:team@wellread.example', [], false],
  ])('%s with partners %j → %s', (href, partners, expected) => {
    expect(isAffiliateHref(href, partners)).toBe(expected)
  })
})

describe('linkHrefsOf', () => {
  it('finds custom link addresses anywhere in the tree', () => {
    const nodes = rich(
      [{ type: 'text', text: 'See ' }, linkNode('https://shop.example.com/a', 'deal')],
      [{ type: 'list', children: [{ type: 'listitem', children: [linkNode('/health/x', 'x')] }] }],
    ).root.children
    expect(linkHrefsOf(nodes as never)).toEqual(['https://shop.example.com/a', '/health/x'])
  })
})

describe('needsCommissionNote', () => {
  const table = (rows: unknown) => comparisonTableModel({ title: 't', rows })!

  it('is true when a shop link or a link in a cell goes to a listed partner', () => {
    expect(
      needsCommissionNote(
        table([row('A', 'B'), { columns: [cell('x'), { affiliateUrl: 'https://shop.example.com/y' }] }]),
        ['example.com'],
      ),
    ).toBe(true)
    expect(
      needsCommissionNote(
        table([row('A'), { columns: [{ content: rich([linkNode('https://shop.example.com/y', 'y')]) }] }]),
        ['example.com'],
      ),
    ).toBe(true)
  })

  it('is false when no link goes to a listed partner', () => {
    expect(
      needsCommissionNote(
        table([row('A', 'B'), { columns: [cell('x'), { affiliateUrl: 'https://shop.example.com/y' }] }]),
        ['partner.example.org'],
      ),
    ).toBe(false)
  })
})

import {
  CountBuffer,
  type CountRow,
  clickThrough,
  dailySeries,
  dayOf,
  inLockOrder,
  mergeRows,
  totalsBy,
} from './aggregate'

const t = Date.parse('2026-11-23T10:00:00Z')
const e = (
  kind: 'impression' | 'click',
  productId = '7',
  position = 1,
  articlePath = '/health/best-cbd-gummies',
) => ({
  kind,
  productId,
  position,
  articlePath,
})

describe('CountBuffer', () => {
  it('counts per day, article, product and position', () => {
    const buffer = new CountBuffer()
    for (let i = 0; i < 1000; i++) buffer.add(e('impression'), t)
    buffer.add(e('click'), t)
    buffer.add(e('impression', '7', 2), t)
    buffer.add(e('impression'), t + 86_400_000)
    expect(buffer.size).toBe(3)
    expect(buffer.drain()).toEqual([
      {
        day: '2026-11-23',
        articlePath: '/health/best-cbd-gummies',
        productId: '7',
        position: 1,
        impressions: 1000,
        clicks: 1,
      },
      {
        day: '2026-11-23',
        articlePath: '/health/best-cbd-gummies',
        productId: '7',
        position: 2,
        impressions: 1,
        clicks: 0,
      },
      {
        day: '2026-11-24',
        articlePath: '/health/best-cbd-gummies',
        productId: '7',
        position: 1,
        impressions: 1,
        clicks: 0,
      },
    ])
    expect(buffer.size).toBe(0)
  })

  it('adds counted rows to what it holds', () => {
    const buffer = new CountBuffer()
    buffer.add(e('impression'), t)
    const rows = buffer.drain()
    buffer.add(e('impression'), t)
    buffer.addRows(rows)
    expect(buffer.drain()).toEqual([expect.objectContaining({ impressions: 2, clicks: 0 })])
  })
})

describe('mergeRows', () => {
  const row = (over: Partial<CountRow> = {}): CountRow => ({
    day: '2026-11-23',
    articlePath: '/health/a',
    productId: '1',
    position: 1,
    impressions: 1,
    clicks: 0,
    ...over,
  })

  it.each<[string, CountRow[], CountRow[]]>([
    ['nothing', [], []],
    ['one row as it is', [row({ impressions: 3, clicks: 1 })], [row({ impressions: 3, clicks: 1 })]],
    [
      'rows of one key add up',
      [row(), row({ impressions: 2, clicks: 1 }), row({ impressions: 0, clicks: 4 })],
      [row({ impressions: 3, clicks: 5 })],
    ],
    [
      'another day, article, product or position is another row',
      [
        row(),
        row({ day: '2026-11-24' }),
        row({ articlePath: '/health/b' }),
        row({ productId: '2' }),
        row({ position: 2 }),
      ],
      [
        row(),
        row({ day: '2026-11-24' }),
        row({ articlePath: '/health/b' }),
        row({ productId: '2' }),
        row({ position: 2 }),
      ],
    ],
  ])('%s', (_, rows, merged) => {
    expect(mergeRows(rows)).toEqual(merged)
  })

  it('leaves the rows it was given unchanged', () => {
    const rows = [row(), row()]
    mergeRows(rows)
    expect(rows).toEqual([row(), row()])
  })
})

describe('inLockOrder', () => {
  const row = (day: string, articlePath: string, productId: string, position: number): CountRow => ({
    day,
    articlePath,
    productId,
    position,
    impressions: 1,
    clicks: 0,
  })

  it('orders by day, article, product and position (positions as numbers), whatever order they came in', () => {
    const rows = [
      row('2026-11-24', '/a', '1', 1),
      row('2026-11-23', '/b', '1', 10),
      row('2026-11-23', '/b', '1', 2),
      row('2026-11-23', '/a', '9', 1),
      row('2026-11-23', '/a', '10', 1),
    ]
    const keys = (list: CountRow[]) =>
      list.map((r) => `${r.day} ${r.articlePath} ${r.productId} ${r.position}`)
    const expected = [
      '2026-11-23 /a 10 1',
      '2026-11-23 /a 9 1',
      '2026-11-23 /b 1 2',
      '2026-11-23 /b 1 10',
      '2026-11-24 /a 1 1',
    ]
    expect(keys(inLockOrder(rows))).toEqual(expected)
    // Two instances holding the same rows in opposite orders write them in the same order.
    expect(keys(inLockOrder([...rows].reverse()))).toEqual(expected)
  })

  it('leaves its input alone', () => {
    const rows = [row('2026-11-24', '/a', '1', 1), row('2026-11-23', '/a', '1', 1)]
    inLockOrder(rows)
    expect(rows[0]?.day).toBe('2026-11-24')
  })
})

describe('report figures', () => {
  const rows = [
    { day: '2026-11-22', articlePath: '/health/a', productId: '1', position: 1, impressions: 200, clicks: 9 },
    { day: '2026-11-23', articlePath: '/health/a', productId: '2', position: 2, impressions: 100, clicks: 1 },
    { day: '2026-11-23', articlePath: '/health/b', productId: '1', position: 1, impressions: 50, clicks: 0 },
  ]

  it.each([
    [0, 0, 0],
    [200, 9, 4.5],
    [3, 1, 33.3],
  ])('click-through of %d impressions and %d clicks is %d%%', (i, c, ctr) => {
    expect(clickThrough(i, c)).toBe(ctr)
  })

  it('totals per product and per article, most seen first', () => {
    expect(totalsBy(rows, 'productId', (id) => `Product ${id}`)).toEqual([
      { key: '1', label: 'Product 1', impressions: 250, clicks: 9, ctr: 3.6 },
      { key: '2', label: 'Product 2', impressions: 100, clicks: 1, ctr: 1 },
    ])
    expect(totalsBy(rows, 'articlePath').map((r) => r.key)).toEqual(['/health/a', '/health/b'])
  })

  it('a daily series of 30 days ending today, zeros included', () => {
    const series = dailySeries(rows, '2026-11-23')
    expect(series).toHaveLength(30)
    expect(series[0]?.day).toBe('2026-10-25')
    expect(series.at(-2)).toEqual({ day: '2026-11-22', impressions: 200, clicks: 9 })
    expect(series.at(-1)).toEqual({ day: '2026-11-23', impressions: 150, clicks: 1 })
  })

  it('days are UTC', () => {
    expect(dayOf(Date.parse('2026-11-23T23:59:59Z'))).toBe('2026-11-23')
  })
})

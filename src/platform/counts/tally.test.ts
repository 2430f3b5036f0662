import { dayOf, inLockOrder, mergeRows, percent, Tally, type TallySpec } from './tally'

type Row = { day: string; name: string; slot: number; seen: number; used: number }
const spec: TallySpec<Row> = {
  keys: ['day', 'name', 'slot'],
  numericKeys: ['slot'],
  counts: ['seen', 'used'],
}
const row = (over: Partial<Row> = {}): Row => ({
  day: '2026-11-23',
  name: 'a',
  slot: 1,
  seen: 1,
  used: 0,
  ...over,
})

describe('Tally', () => {
  it('adds the counts of rows of one key, keeps other keys apart, and empties on drain', () => {
    const tally = new Tally(spec)
    tally.addRow(row())
    tally.addRow(row({ seen: 2, used: 1 }))
    tally.addRows([row({ slot: 2 }), row({ name: 'b' }), row({ day: '2026-11-24' })])
    expect(tally.size).toBe(4)
    expect(tally.drain()).toEqual([
      row({ seen: 3, used: 1 }),
      row({ slot: 2 }),
      row({ name: 'b' }),
      row({ day: '2026-11-24' }),
    ])
    expect(tally.size).toBe(0)
    expect(tally.drain()).toEqual([])
  })

  it('keeps a copy: changing a row after adding it changes nothing counted', () => {
    const tally = new Tally(spec)
    const added = row()
    tally.addRow(added)
    added.seen = 99
    tally.addRow(row())
    expect(tally.drain()).toEqual([row({ seen: 2 })])
    expect(added.seen).toBe(99)
  })

  it('does not take "a" + "b|c" for "a|b" + "c" (the key joins with a character no value holds)', () => {
    const tally = new Tally<{ a: string; b: string; n: number }>({ keys: ['a', 'b'], counts: ['n'] })
    tally.addRow({ a: 'x-y', b: 'z', n: 1 })
    tally.addRow({ a: 'x', b: 'y-z', n: 1 })
    expect(tally.size).toBe(2)
  })
})

describe('mergeRows and inLockOrder', () => {
  it('merges rows of one key and leaves its input alone', () => {
    const rows = [row(), row({ seen: 4 }), row({ slot: 3 })]
    expect(mergeRows(spec, rows)).toEqual([row({ seen: 5 }), row({ slot: 3 })])
    expect(rows).toEqual([row(), row({ seen: 4 }), row({ slot: 3 })])
  })

  it('orders by the key fields in turn, numeric keys as numbers, whatever order the rows came in', () => {
    const rows = [row({ day: '2026-11-24' }), row({ slot: 10 }), row({ slot: 2 }), row({ name: 'B' }), row()]
    const keys = (list: Row[]) => list.map((r) => `${r.day} ${r.name} ${r.slot}`)
    const expected = [
      '2026-11-23 B 1',
      '2026-11-23 a 1',
      '2026-11-23 a 2',
      '2026-11-23 a 10',
      '2026-11-24 a 1',
    ]
    expect(keys(inLockOrder(spec, rows))).toEqual(expected)
    expect(keys(inLockOrder(spec, [...rows].reverse()))).toEqual(expected)
    expect(rows[0]?.day).toBe('2026-11-24')
  })
})

describe('dayOf and percent', () => {
  it('days are UTC', () => {
    expect(dayOf(Date.parse('2026-11-23T23:59:59Z'))).toBe('2026-11-23')
    expect(dayOf(Date.parse('2026-11-24T00:00:00+01:00'))).toBe('2026-11-23')
  })

  it.each([
    [0, 0, 0],
    [5, 0, 0],
    [9, 200, 4.5],
    [1, 3, 33.3],
    [2, 2, 100],
  ])('%d of %d is %d %%', (part, whole, result) => {
    expect(percent(part, whole)).toBe(result)
  })
})

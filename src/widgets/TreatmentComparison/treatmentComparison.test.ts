import type { TreatmentComparisonBlock } from '@/cms/payload-types'
import {
  comparisonTable,
  DECISION_TOOL_VIEW,
  decisionToolViewEvent,
  isSeen,
  MAX_TREATMENTS,
  MIN_TREATMENTS,
  markerPosition,
  stickyHeaderOn,
} from './treatmentComparison'

describe('markerPosition', () => {
  it.each([
    [{ isIntersecting: true, top: -5, rootTop: 0 }, 'in'],
    [{ isIntersecting: false, top: -40, rootTop: 0 }, 'above'],
    [{ isIntersecting: false, top: 900, rootTop: 0 }, 'below'],
    [{ isIntersecting: false, top: 20, rootTop: 56 }, 'above'],
  ] as const)('%o → %s', (entry, position) => {
    expect(markerPosition(entry)).toBe(position)
  })
})

describe('stickyHeaderOn (on once the top marker is above the viewport, off once the bottom one is)', () => {
  it.each([
    ['below', 'below', false],
    ['in', 'below', false],
    ['above', 'below', true],
    ['above', 'in', true],
    ['above', 'above', false],
    ['in', 'in', false],
  ] as const)('top %s, bottom %s → %s', (top, bottom, on) => {
    expect(stickyHeaderOn(top, bottom)).toBe(on)
  })
})

describe('isSeen (the view counts once half the tool, or half the screen, shows it)', () => {
  it.each([
    [{ ratio: 0.5, visibleHeight: 100, viewportHeight: 800 }, true],
    [{ ratio: 0.49, visibleHeight: 100, viewportHeight: 800 }, false],
    [{ ratio: 0.3, visibleHeight: 400, viewportHeight: 800 }, true],
    [{ ratio: 0.3, visibleHeight: 399, viewportHeight: 800 }, false],
    [{ ratio: 0, visibleHeight: 0, viewportHeight: 0 }, false],
  ])('%o → %s', (input, seen) => {
    expect(isSeen(input)).toBe(seen)
  })
})

describe('decisionToolViewEvent (000 §7)', () => {
  it('is the first-party decision-tool exposure', () => {
    expect(DECISION_TOOL_VIEW).toBe('decisiontool_view')
    expect(
      decisionToolViewEvent({
        toolName: 'ED treatment comparison',
        topic: 'erectile dysfunction',
        correlationId: 'c-1',
      }),
    ).toEqual({
      name: 'decisiontool_view',
      type: 'decisiontool_view',
      correlationId: 'c-1',
      toolName: 'ED treatment comparison',
      topic: 'erectile dysfunction',
    })
  })

  it('has a null topic when the page has no keyword', () => {
    expect(decisionToolViewEvent({ toolName: 'x', topic: null, correlationId: 'c' }).topic).toBeNull()
  })
})

type Treatment = NonNullable<TreatmentComparisonBlock['treatments']>[number]
type Row = NonNullable<TreatmentComparisonBlock['rows']>[number]

const treatments = (...names: string[]): Treatment[] => names.map((name, i) => ({ id: `t${i}`, name }))
const row = (label: string, ...values: (string | null)[]): Row => ({
  label,
  cells: values.map((text) => ({ text })),
})

describe('comparisonTable', () => {
  it('puts treatments in columns and attributes in rows', () => {
    expect(
      comparisonTable(treatments('Sildenafil', 'Tadalafil'), [
        row('Works within', '30–60 minutes', '30 minutes–2 hours'),
        row('Lasts up to', '4 hours', '36 hours'),
      ]),
    ).toEqual({
      columns: [
        { key: 't0', name: 'Sildenafil', note: '' },
        { key: 't1', name: 'Tadalafil', note: '' },
      ],
      rows: [
        { key: 'row-0', label: 'Works within', cells: ['30–60 minutes', '30 minutes–2 hours'] },
        { key: 'row-1', label: 'Lasts up to', cells: ['4 hours', '36 hours'] },
      ],
    })
  })

  it('fills missing cells with empty ones and drops cells beyond the last treatment', () => {
    const table = comparisonTable(treatments('A', 'B', 'C'), [
      row('Price', '$10', null),
      row('Extra', '1', '2', '3', '4'),
    ])
    expect(table?.rows.map((r) => r.cells)).toEqual([
      ['$10', '', ''],
      ['1', '2', '3'],
    ])
  })

  it('keeps a treatment’s note and skips nameless treatments with their column', () => {
    const table = comparisonTable(
      [{ name: 'A', note: ' brand: Viagra ' }, { name: ' ' }, { name: 'C' }],
      [row('Pill', 'yes', 'skipped', 'also yes')],
    )
    expect(table?.columns.map((c) => [c.name, c.note])).toEqual([
      ['A', 'brand: Viagra'],
      ['C', ''],
    ])
    expect(table?.rows[0]?.cells).toEqual(['yes', 'also yes'])
  })

  it(`compares at most ${MAX_TREATMENTS} treatments`, () => {
    const table = comparisonTable(treatments('1', '2', '3', '4', '5'), [row('x', 'a', 'b', 'c', 'd', 'e')])
    expect(table?.columns).toHaveLength(MAX_TREATMENTS)
    expect(table?.rows[0]?.cells).toEqual(['a', 'b', 'c', 'd'])
  })

  it('skips rows without a label', () => {
    expect(
      comparisonTable(treatments('A', 'B'), [row(' ', 'x', 'y'), row('Kept', 'x', 'y')])?.rows,
    ).toHaveLength(1)
  })

  it.each([
    ['fewer than two treatments', treatments('Only'), [row('x', 'a')]],
    ['no rows', treatments('A', 'B'), []],
    ['no labelled rows', treatments('A', 'B'), [row('', 'a', 'b')]],
    ['treatments that are not a list', 'junk', [row('x', 'a')]],
    ['rows that are not a list', treatments('A', 'B'), 'junk'],
  ])('is null with %s', (_label, t, r) => {
    expect(MIN_TREATMENTS).toBe(2)
    expect(comparisonTable(t as Treatment[], r as Row[])).toBeNull()
  })

  it('survives malformed cells', () => {
    const table = comparisonTable(treatments('A', 'B'), [
      { label: 'x', cells: 'junk' as unknown as Row['cells'] },
      { label: 'y', cells: [null, { text: 5 }] as unknown as Row['cells'] },
    ])
    expect(table?.rows.map((r) => r.cells)).toEqual([
      ['', ''],
      ['', ''],
    ])
  })
})

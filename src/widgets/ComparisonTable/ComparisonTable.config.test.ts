import type { ArrayField, Field } from 'payload'
import { atLeastTwoRows, comparisonTableBlock, TOO_FEW_ROWS_MESSAGE } from './ComparisonTable.config'

const named = (fields: Field[], name: string) => fields.find((f) => 'name' in f && f.name === name)

describe('comparison table rows', () => {
  it.each<[unknown, string | true]>([
    [[{}, {}], true],
    [[{}, {}, {}], true],
    [3, true],
    [[{}], TOO_FEW_ROWS_MESSAGE],
    [[], TOO_FEW_ROWS_MESSAGE],
    [1, TOO_FEW_ROWS_MESSAGE],
    [undefined, TOO_FEW_ROWS_MESSAGE],
  ])('%j → %s', (value, expected) => {
    expect(atLeastTwoRows(value)).toBe(expected)
  })

  it('stores rows of cells under the spec’s names, each cell rich text with an optional shop link', () => {
    const rows = named(comparisonTableBlock.fields, 'rows') as ArrayField
    expect(rows.validate).toBe(atLeastTwoRows)
    const cells = named(rows.fields, 'columns') as ArrayField
    expect(cells).toMatchObject({ type: 'array', labels: { singular: 'Cell', plural: 'Cells' } })
    expect(named(cells.fields, 'content')).toMatchObject({ type: 'richText' })
    expect(named(cells.fields, 'product')).toMatchObject({ type: 'relationship', relationTo: 'products' })
  })

  it('tells editors how to build a table of 3 columns and 5 rows', () => {
    const rows = named(comparisonTableBlock.fields, 'rows') as ArrayField
    expect(rows.admin?.description).toMatch(/3 columns and 5 rows: click "Add Row" 5 times and add 3 cells/)
  })
})

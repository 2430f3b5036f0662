import { describe, expect, it } from 'vitest'
import {
  completeQuerySchema,
  paginate,
  parseParams,
  parseResultsPageParams,
  searchQuerySchema,
  suggestQuerySchema,
} from './params'

const qs = (s: string) => new URLSearchParams(s)

describe('search API parameters', () => {
  it.each([
    ['q1=sleep', { q1: 'sleep', page: 1 }],
    ['q1=%20heart%20%20attack%20&page=2', { q1: 'heart attack', page: 2 }],
    ['q1=sleep+apnea&page=1000', { q1: 'sleep apnea', page: 1000 }],
    ['q1=a&q1=b', { q1: 'a', page: 1 }],
    ['q1=sleep&unknown=1', { q1: 'sleep', page: 1 }],
  ])('accepts %j', (query, value) => {
    expect(parseParams(searchQuerySchema, qs(query))).toEqual({ ok: true, value })
  })

  it.each([
    ['', 'Query parameter q1 is required: Please enter a valid search term.'],
    ['q=sleep', 'Query parameter q1 is required: Please enter a valid search term.'],
    ['q1=', 'Query parameter q1 is empty: Please enter a valid search term.'],
    ['q1=%20%20', 'Query parameter q1 is empty: Please enter a valid search term.'],
    [`q1=${'a'.repeat(201)}`, 'Query parameter q1 is too long: at most 200 characters.'],
    ['q1=sleep&page=0', 'Query parameter page must be a whole number from 1 to 1000.'],
    ['q1=sleep&page=-1', 'Query parameter page must be a whole number from 1 to 1000.'],
    ['q1=sleep&page=1.5', 'Query parameter page must be a whole number from 1 to 1000.'],
    ['q1=sleep&page=two', 'Query parameter page must be a whole number from 1 to 1000.'],
    ['q1=sleep&page=', 'Query parameter page must be a whole number from 1 to 1000.'],
    ['q1=sleep&page=1001', 'Query parameter page must be a whole number from 1 to 1000.'],
    ['q1=sleep&page=99999999999', 'Query parameter page must be a whole number from 1 to 1000.'],
  ])('refuses %j with a clear message', (query, error) => {
    expect(parseParams(searchQuerySchema, qs(query))).toEqual({ ok: false, error })
  })

  it('accepts exactly 200 characters', () => {
    expect(parseParams(searchQuerySchema, qs(`q1=${'a'.repeat(200)}`)).ok).toBe(true)
  })
})

describe('suggestion parameters', () => {
  it.each([
    [suggestQuerySchema, 'q=hyp', { q: 'hyp' }],
    [completeQuerySchema, 'q=hyp', { q: 'hyp' }],
    [
      completeQuerySchema,
      'client=psy-ab&cp=3&ds=&gs_id=1&gs_ri=x&gs_rn=42&hl=en&partnerid=p&q=sle&sugexp=e&types=t',
      { q: 'sle' },
    ],
  ])('accepts %#', (schema, query, value) => {
    expect(parseParams(schema, qs(query))).toEqual({ ok: true, value })
  })

  it.each([
    [suggestQuerySchema, '', 'Query parameter q is required: Please enter a valid search term.'],
    [completeQuerySchema, 'client=x', 'Query parameter q is required: Please enter a valid search term.'],
    [completeQuerySchema, 'q=+', 'Query parameter q is empty: Please enter a valid search term.'],
  ])('refuses %#', (schema, query, error) => {
    expect(parseParams(schema, qs(query))).toEqual({ ok: false, error })
  })
})

describe('paginate', () => {
  it.each([
    // total, page, perPage → totalPages, offset, hasPrevious, hasNext
    [0, 1, 10, 0, 0, false, false],
    [1, 1, 10, 1, 0, false, false],
    [10, 1, 10, 1, 0, false, false],
    [11, 1, 10, 2, 0, false, true],
    [11, 2, 10, 2, 10, true, false],
    [25, 2, 10, 3, 10, true, true],
    [25, 3, 10, 3, 20, true, false],
    [25, 4, 10, 3, 30, true, false],
    [7, 2, 3, 3, 3, true, true],
  ])(
    '%i results, page %i of %i per page',
    (total, page, perPage, totalPages, offset, hasPrevious, hasNext) => {
      expect(paginate(total, page, perPage)).toMatchObject({ totalPages, offset, hasPrevious, hasNext })
    },
  )
})

describe('parseResultsPageParams', () => {
  it.each<[Record<string, string | string[] | undefined>, { query: string | null; page: number | null }]>([
    [{}, { query: null, page: 1 }],
    [{ q1: '' }, { query: null, page: 1 }],
    [{ q1: '   ' }, { query: null, page: 1 }],
    [{ q1: ' sleep  apnea ' }, { query: 'sleep apnea', page: 1 }],
    [{ q1: ['first', 'second'] }, { query: 'first', page: 1 }],
    [
      { q1: 'sleep', page: '3' },
      { query: 'sleep', page: 3 },
    ],
    [
      { q1: 'sleep', page: ['2', '5'] },
      { query: 'sleep', page: 2 },
    ],
    [
      { q1: 'sleep', page: '0' },
      { query: 'sleep', page: null },
    ],
    [
      { q1: 'sleep', page: 'x' },
      { query: 'sleep', page: null },
    ],
    [
      { q1: 'sleep', page: '1001' },
      { query: 'sleep', page: null },
    ],
    [{ q1: 'a'.repeat(250) }, { query: 'a'.repeat(200), page: 1 }],
  ])('%j → %j', (params, expected) => {
    expect(parseResultsPageParams(params)).toEqual(expected)
  })
})

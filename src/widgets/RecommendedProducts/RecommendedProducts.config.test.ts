import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { recommendationFields, recommendedProductsBlock, sitePathField } from './RecommendedProducts.config'

type Validate = (value: unknown, options: Record<string, unknown>) => string | true | Promise<string | true>

/** A named field anywhere under `fields` (through rows, tabs and arrays), by its dotted data path. */
function fieldAt(fields: Field[], path: string): Field & { validate?: Validate } {
  const [name, ...rest] = path.split('.')
  const flat = (list: Field[]): Field[] =>
    list.flatMap((f) => {
      if ('name' in f) return [f]
      if (f.type === 'tabs') return f.tabs.flatMap((t) => flat(t.fields))
      return 'fields' in f ? flat(f.fields) : []
    })
  const found = flat(fields).find((f) => 'name' in f && f.name === name)
  if (!found) throw new Error(`no field ${path}`)
  if (rest.length === 0) return found as Field & { validate?: Validate }
  return fieldAt((found as { fields: Field[] }).fields, rest.join('.'))
}

const blockField = (path: string) => fieldAt(recommendedProductsBlock.fields, path)
const validate = (path: string, value: unknown, options: Record<string, unknown> = {}) =>
  blockField(path).validate!(value, options)

const inBlock = (source: string, extra: Record<string, unknown> = {}) => ({
  siblingData: { source, ...extra },
  blockData: { source, ...extra },
})

describe('the recommendedProducts block', () => {
  it('is named as the generated types and the widget picker expect', () => {
    expect(recommendedProductsBlock.slug).toBe('recommendedProducts')
    expect(recommendedProductsBlock.interfaceName).toBe('RecommendedProductsBlock')
    expect(recommendedProductsBlock.labels?.singular).toBe('Recommended products')
  })

  it('holds the choice, the picked page and the recommendation’s own fields', () => {
    const names = recommendedProductsBlock.fields.flatMap((f) => ('name' in f ? [f.name] : []))
    expect(names).toEqual(['source', 'setPath', 'blockTitle', 'mainImage', 'relatedArticles'])
    for (const row of ['article', 'path', 'title', 'image'])
      expect(blockField(`relatedArticles.${row}`)).toBeDefined()
  })

  it('looks this page up unless the editor chooses otherwise', () => {
    expect(blockField('source')).toEqual(
      expect.objectContaining({ type: 'select', defaultValue: 'thisPage', required: true }),
    )
  })

  it.each<[string, string, boolean]>([
    ['setPath', 'otherPage', true],
    ['setPath', 'here', false],
    ['blockTitle', 'here', true],
    ['blockTitle', 'thisPage', false],
    ['mainImage', 'here', true],
    ['relatedArticles', 'here', true],
    ['relatedArticles', 'otherPage', false],
  ])('shows %s when "What to show" is %s: %s', (path, source, shown) => {
    const condition = (blockField(path).admin as { condition: (d: unknown, s: unknown) => boolean }).condition
    expect(condition({}, { source })).toBe(shown)
  })
})

describe('the picked page (setPath)', () => {
  it.each<[string, unknown, string | true]>([
    ['a page of this site', '/health/best-cbd-gummies', true],
    ['empty', '', 'Enter the page’s address on this site, starting with / (e.g. /health/best-cbd-gummies).'],
    [
      'a web address',
      'https://wellread.example/health/best-cbd-gummies',
      'Enter the address on this site only, starting with /: leave out https:// and the domain (e.g. /health/best-cbd-gummies).',
    ],
  ])('with another page chosen, %s → %s', async (_label, value, expected) => {
    expect(await validate('setPath', value, inBlock('otherPage'))).toBe(expected)
  })

  it('is not checked while another choice is made', async () => {
    expect(await validate('setPath', '', inBlock('thisPage'))).toBe(true)
    expect(await validate('setPath', 'https://x.example', inBlock('here'))).toBe(true)
  })

  it('is a URL field, so drafts refuse a javascript: address like every other link', () => {
    expect(blockField('setPath').custom).toEqual(expect.objectContaining({ url: { sitePath: true } }))
  })
})

describe('recommendations chosen in the block', () => {
  it.each<[string, unknown, RegExp | true]>([
    ['a heading', 'OUR TOP SLEEP PRODUCTS', true],
    ['no heading', '  ', /^Add a heading: it names the block for every reader/],
    [
      'a heading too long',
      'X'.repeat(81),
      /^Heading can be at most 80 characters; this one has 81. Shorten it by 1.$/,
    ],
  ])('heading: %s', async (_label, value, expected) => {
    const result = await validate('blockTitle', value, inBlock('here'))
    if (expected === true) expect(result).toBe(true)
    else expect(result).toMatch(expected)
  })

  it('needs one to six related articles', async () => {
    expect(await validate('relatedArticles', [], inBlock('here'))).toBe(
      'Add at least one related article: the block shows nothing without one.',
    )
    expect(await validate('relatedArticles', [{}, {}], inBlock('here'))).toBe(true)
    expect(blockField('relatedArticles')).toEqual(expect.objectContaining({ maxRows: 6 }))
  })

  it('checks nothing of them when this page’s or another page’s set is shown', async () => {
    expect(await validate('blockTitle', '', inBlock('thisPage'))).toBe(true)
    expect(await validate('relatedArticles', [], inBlock('otherPage'))).toBe(true)
  })

  it('asks for an article or a page address in each row', async () => {
    const row = { article: null, path: '' }
    expect(
      await validate('relatedArticles.article', null, { siblingData: row, blockData: { source: 'here' } }),
    ).toBe('Pick an article, or enter the address of a page on this site in “Or a page address”.')
  })

  it('asks for a title when a row has a page address but no article', async () => {
    const row = { article: null, path: '/health/cbd-and-sleep' }
    expect(
      await validate('relatedArticles.title', '', { siblingData: row, blockData: { source: 'here' } }),
    ).toBe('Enter the title readers see for this page: a page address has no title of its own.')
    expect(
      await validate('relatedArticles.title', 'CBD and sleep', {
        siblingData: row,
        blockData: { source: 'here' },
      }),
    ).toBe(true)
  })

  it('lets an article’s row leave the title empty (the article’s own shows)', async () => {
    const row = { article: 12, path: '' }
    expect(
      await validate('relatedArticles.title', '', { siblingData: row, blockData: { source: 'here' } }),
    ).toBe(true)
  })

  it('refuses a web address as a row’s page address', async () => {
    expect(
      await validate('relatedArticles.path', 'https://shop.example/cbd', {
        siblingData: {},
        blockData: { source: 'here' },
      }),
    ).toMatch(/leave out https:\/\/ and the domain/)
  })
})

describe('sitePathField and recommendationFields (shared with the sets)', () => {
  it('sitePathField: empty is fine unless required', async () => {
    const optional = sitePathField({ name: 'path', label: 'Page' })
    const required = sitePathField({ name: 'path', label: 'Page', required: true })
    expect(await (optional.validate as Validate)('', {})).toBe(true)
    expect(await (required.validate as Validate)('', {})).toMatch(/^Enter the page’s address on this site/)
  })

  it('recommendationFields without a condition always checks (as in a set)', async () => {
    const fields = recommendationFields()
    expect(await fieldAt(fields, 'blockTitle').validate!('', {})).toMatch(/^Add a heading/)
    expect(await fieldAt(fields, 'relatedArticles').validate!(7, {})).toBe(
      'Related articles can be at most 6; this list has 7. Remove 1.',
    )
  })
})

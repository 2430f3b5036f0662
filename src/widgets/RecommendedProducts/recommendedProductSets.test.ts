/**
 * The CMS side of the lookup tables: `src/cms/collections/RecommendedProductSets.ts` (kept with the widget's
 * tests, as the widget folder owns both).
 */
import type { Field } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import {
  pathClash,
  RECOMMENDED_PRODUCT_SETS_SLUG,
  RECOMMENDED_PRODUCTS_TAG,
  RecommendedProductSets,
  type StoredSetPaths,
} from '@/cms/collections/RecommendedProductSets'

type Validate = (value: unknown, options: Record<string, unknown>) => string | true | Promise<string | true>

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

const field = (path: string) => fieldAt(RecommendedProductSets.fields, path)

const OTHERS: StoredSetPaths[] = [
  {
    id: 2,
    name: 'Heart health',
    pages: [{ path: '/health/high-blood-pressure-and-sleep' }],
    otherPages: [{ path: '/nutrition/mediterranean-diet-basics' }],
  },
  { id: 3, name: '', pages: [{ path: '/health/erectile-dysfunction' }], otherPages: null },
]

describe('pathClash', () => {
  const own = {
    pages: [{ path: '/health/best-cbd-gummies' }, { path: '/health/cbd-dosage-guide' }],
    otherPages: [{ path: '/mental-health/everyday-anxiety-coping-skills' }],
  }

  it.each<[string, string, { pages?: unknown; otherPages?: unknown }, string | null]>([
    ['a page no other set lists', '/health/best-cbd-gummies', own, null],
    [
      'a page of another set',
      '/health/high-blood-pressure-and-sleep',
      own,
      '/health/high-blood-pressure-and-sleep already shows the full block of “Heart health”. A page shows one set only: remove it there or here.',
    ],
    [
      'the same page in another case',
      '/Health/High-Blood-Pressure-and-Sleep/',
      own,
      '/health/high-blood-pressure-and-sleep already shows the full block of “Heart health”. A page shows one set only: remove it there or here.',
    ],
    [
      'an other page of another set',
      '/nutrition/mediterranean-diet-basics',
      own,
      '/nutrition/mediterranean-diet-basics already shows the short heading of “Heart health”. A page shows one set only: remove it there or here.',
    ],
    [
      'a page of a set without a name',
      '/health/erectile-dysfunction',
      own,
      '/health/erectile-dysfunction already shows the full block of another set. A page shows one set only: remove it there or here.',
    ],
    [
      'a page listed twice in this set',
      '/health/best-cbd-gummies',
      { pages: own.pages, otherPages: [{ path: '/health/best-cbd-gummies/' }] },
      '/health/best-cbd-gummies is listed twice in this set. Remove one of them.',
    ],
    ['not a site path (the shape check reports it)', 'https://x.example', own, null],
  ])('%s', (_label, path, ownPaths, expected) => {
    expect(pathClash(path, ownPaths, OTHERS)).toBe(expected)
  })
})

describe('the recommendedProductSets collection', () => {
  it('sits in the Commerce group under the name editors look for', () => {
    expect(RecommendedProductSets.slug).toBe(RECOMMENDED_PRODUCT_SETS_SLUG)
    expect(RecommendedProductSets.admin?.group).toBe('Commerce')
    expect(RecommendedProductSets.labels?.plural).toBe('Recommended products')
    expect(RecommendedProductSets.admin?.useAsTitle).toBe('name')
  })

  it('holds tables A, B and C: pages, heading, picture, related articles, short heading, other pages', () => {
    for (const path of [
      'name',
      'pages.path',
      'blockTitle',
      'mainImage',
      'relatedArticles.article',
      'relatedArticles.path',
      'relatedArticles.title',
      'relatedArticles.image',
      'shortHeading',
      'otherPages.path',
      'otherPages.shortHeading',
    ])
      expect(field(path), path).toBeDefined()
  })

  it('lets editors change sets and everyone signed in read them', () => {
    const access = RecommendedProductSets.access!
    const as = (role: string | null) => ({ req: { user: role ? { role } : null } }) as never
    expect(access.update?.(as('editor'))).toBe(true)
    expect(access.update?.(as('writer'))).toBe(false)
    expect(access.delete?.(as('writer'))).toBe(false)
    expect(access.read?.(as('writer'))).toBe(true)
    expect(access.read?.(as(null))).toBe(false)
  })

  it('stores every path normalised, so lookups and checks agree', async () => {
    const hook = RecommendedProductSets.hooks!.beforeValidate![0]!
    const data = {
      pages: [{ path: '/Health/Best-CBD-Gummies/' }],
      otherPages: [{ path: '/MENTAL-health/everyday-anxiety-coping-skills?x=1' }],
      relatedArticles: [{ path: '/Health/CBD-and-sleep/' }, { article: 4 }],
    }
    const result = (await hook({ data } as never)) as typeof data
    expect(result.pages[0]?.path).toBe('/health/best-cbd-gummies')
    expect(result.otherPages[0]?.path).toBe('/mental-health/everyday-anxiety-coping-skills')
    expect(result.relatedArticles).toEqual([{ path: '/health/cbd-and-sleep' }, { article: 4 }])
  })

  it('refuses a page another set lists, reading the other sets once per save', async () => {
    const find = vi.fn(async () => ({
      docs: [{ id: 1, name: 'CBD products', pages: [], otherPages: [] }, ...OTHERS],
    }))
    const req = { payload: { find } }
    const data = {
      pages: [{ path: '/health/best-cbd-gummies' }, { path: '/health/high-blood-pressure-and-sleep' }],
    }
    const validate = field('pages.path').validate!
    expect(await validate('/health/best-cbd-gummies', { req, id: 1, data })).toBe(true)
    expect(await validate('/health/high-blood-pressure-and-sleep', { req, id: 1, data })).toMatch(
      /already shows the full block of “Heart health”/,
    )
    expect(find).toHaveBeenCalledTimes(1)
    expect(find).toHaveBeenCalledWith(
      expect.objectContaining({ collection: RECOMMENDED_PRODUCT_SETS_SLUG, depth: 0 }),
    )
  })

  it('checks the shape of a page address before asking the database', async () => {
    const find = vi.fn()
    const validate = field('otherPages.path').validate!
    expect(await validate('health/x', { req: { payload: { find } }, data: {} })).toMatch(
      /^Start the address with \//,
    )
    expect(await validate('', { req: { payload: { find } }, data: {} })).toMatch(/^Enter the page’s address/)
    expect(find).not.toHaveBeenCalled()
  })

  it.each<[string, unknown, unknown[], RegExp | true]>([
    ['no other pages, no heading', '', [], true],
    ['other pages that use it', '', [{ path: '/a' }], /^Add a short heading, e.g. "Best CBD products"/],
    ['other pages with their own headings', '', [{ path: '/a', shortHeading: 'CBD picks' }], true],
    ['a heading', 'Best CBD products', [{ path: '/a' }], true],
    [
      'a heading too long',
      'X'.repeat(61),
      [],
      /^Short heading can be at most 60 characters; this one has 61/,
    ],
  ])('short heading: %s', async (_label, value, otherPages, expected) => {
    const result = await field('shortHeading').validate!(value, { data: { otherPages } })
    if (expected === true) expect(result).toBe(true)
    else expect(result).toMatch(expected)
  })

  it('needs at least one page, in editors’ words', async () => {
    expect(await field('pages').validate!([], {})).toBe(
      'Add at least one page: the set shows nowhere without one.',
    )
  })

  it('regenerates the pages that show a set after every change and deletion', () => {
    const info = vi.fn()
    const hooks = RecommendedProductSets.hooks!
    for (const hook of [hooks.afterChange![0]!, hooks.afterDelete![0]!]) {
      hook({ doc: { id: 1 }, req: { payload: { logger: { info } } }, context: {} } as never)
    }
    expect(info).toHaveBeenCalledTimes(2)
    expect(info).toHaveBeenCalledWith(expect.stringContaining(`revalidated ${RECOMMENDED_PRODUCTS_TAG}`))
  })

  it('leaves the cache alone when the seed or a script says so', () => {
    const info = vi.fn()
    RecommendedProductSets.hooks!.afterChange![0]!({
      doc: { id: 1 },
      req: { payload: { logger: { info } } },
      context: { disableRevalidate: true },
    } as never)
    expect(info).not.toHaveBeenCalled()
  })
})

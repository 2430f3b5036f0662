import { buildOf, GALLERY_PATH, type PageMarks, pageTemplateOf, routeOf } from './page'

const none: PageMarks = { articleTemplate: null, articlePath: null, pageKind: null }
const article = (template: string, path: string): PageMarks => ({
  ...none,
  articleTemplate: template,
  articlePath: path,
})

describe('pageTemplateOf', () => {
  it.each([
    ['/', none, 'home'],
    ['/health', none, 'section'],
    ['/health/page/3', none, 'section'],
    ['/search', none, 'search'],
    ['/search/results/sleep', none, 'search'],
    ['/privacy-policy', none, 'legal'],
    ['/terms-of-use/', none, 'legal'],
    ['/no-such-section', none, 'other'],
    ['/health/anything', { ...none, pageKind: 'notFound' }, 'notFound'],
    ['/health/sleep-and-blood-pressure', article('article', '/health/sleep-and-blood-pressure'), 'article'],
    ['/health/savings', article('drugSavings', '/health/savings'), 'drugSavings'],
    [GALLERY_PATH, article('article', GALLERY_PATH), 'gallery'],
    ['/drugs/atorvastatin', article('article', '/drugs/atorvastatin'), 'drug'],
    ['/health/odd', article('noSuchTemplate', '/health/odd'), 'article'],
  ] as const)('%s is counted as %s', (path, marks, template) => {
    expect(pageTemplateOf(path, marks)).toBe(template)
  })
})

describe('routeOf', () => {
  it('names a route template, never the path of an article', () => {
    expect(routeOf('article', '/health/atorvastatin-side-effects')).toBe('/[section]/[slug]')
    expect(routeOf('drug', '/drugs/atorvastatin')).toBe('/[section]/[slug]')
    expect(routeOf('section', '/health')).toBe('/[section]')
    expect(routeOf('legal', '/privacy-policy')).toBe('/privacy-policy')
    expect(routeOf('other', '/something/private')).toBe('/[other]')
    expect(routeOf('home', '/')).toBe('/')
  })
})

describe('buildOf', () => {
  it('keeps a deployment id to the characters the ingest takes', () => {
    expect(buildOf('abc123-def.4')).toBe('abc123-def.4')
    expect(buildOf('a b/c')).toBe('abc')
    expect(buildOf(undefined)).toBe('dev')
    expect(buildOf(false)).toBe('dev')
    expect(buildOf({})).toBe('dev')
    expect(buildOf('x'.repeat(100))).toHaveLength(64)
  })
})

import { sampleRefs } from '../fixtures'
import type { RecipeContent } from './model'
import { recipePicture, rowKey, storedHref, tipOf, trackerHref } from './model'
import { recipeDomId, recipeView, stepDomId, UNTITLED_RECIPE } from './view'

describe('links editors stored', () => {
  it.each([
    ['/nutrition/oats', '/nutrition/oats'],
    ['https://www.nhs.uk/live-well/', 'https://www.nhs.uk/live-well/'],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['//evil.example/x', null],
    ['#step-2', null],
    ['?x=1', null],
    ['https://nodomain', null],
    ['  ', null],
    [42, null],
  ])('%j → %j', (value, href) => {
    expect(storedHref(value)).toBe(href)
  })

  it('takes only https:// addresses for a tracking pixel', () => {
    expect(trackerHref('https://px.example/p.gif')).toBe('https://px.example/p.gif')
    expect(trackerHref('http://px.example/p.gif')).toBeNull()
    expect(trackerHref('/pixel.gif')).toBeNull()
    expect(trackerHref('')).toBeNull()
  })
})

describe('recipePicture', () => {
  const upload = sampleRefs.picture('recipe-lentil-soup')

  it('prefers the upload, with the typed description over its own', () => {
    expect(recipePicture(upload, 'https://img.example/x.jpg', '', 'Soup')).toMatchObject({
      src: '/sample/pictures/recipe-lentil-soup.webp',
      width: 1200,
      height: 800,
    })
    expect(recipePicture(upload, '', 'A bowl of soup', 'Soup')?.alt).toBe('A bowl of soup')
  })

  it('falls back to the address, described by the typed text or the title', () => {
    expect(recipePicture(null, 'https://img.example/x.jpg', '', 'Soup')).toEqual({
      src: 'https://img.example/x.jpg',
      alt: 'Soup',
    })
    expect(recipePicture(7, 'javascript:x', 'A', 'Soup')).toBeNull()
  })
})

describe('small rules', () => {
  it('keys list rows by id, else by position', () => {
    expect(rowKey('i', { id: 'abc' }, 3)).toBe('i:abc')
    expect(rowKey('s', { id: '' }, 3)).toBe('s:3')
    expect(rowKey('s', null, 0)).toBe('s:0')
  })

  it('makes a tip only when it has words', () => {
    expect(tipOf('Store it', ' Keeps 3 days. ')).toEqual({ title: 'Store it', text: 'Keeps 3 days.' })
    expect(tipOf('Store it', '  ')).toBeNull()
  })

  it('gives the card and its steps stable element ids', () => {
    expect(recipeDomId('64f a/b')).toBe('recipe-64f-a-b')
    expect(recipeDomId('')).toBe('recipe-card')
    expect(stepDomId('recipe-x', 0)).toBe('recipe-x-step-1')
  })
})

describe('recipeView', () => {
  const content: RecipeContent = {
    blockId: 'b1',
    title: '',
    description: '',
    image: null,
    times: { prep: '10 minutes' },
    servings: 2,
    servingSize: '',
    cuisine: '',
    category: '',
    ingredients: [{ key: 'i:0', text: '1 cup oats', href: 'https://fdc.example.gov/oats' }],
    substitutionHref: '/nutrition/swaps',
    tipAfterIngredients: null,
    instructions: [{ key: 's:0', text: 'Stir.', href: '/how-to/stir', tip: '' }],
    tipAfterInstructions: null,
    nutrition: { calories: 100 },
    sponsor: { href: 'https://brand.example', name: 'Brand', logo: null, trackerUrl: null },
  }
  const context = { siteHost: 'wellread.example', articlePath: '/health/oats/' }

  it('builds the card’s props: heading, times, links, nutrition and the storage key', () => {
    const view = recipeView(content, context)!
    expect(view.id).toBe('recipe-b1')
    expect(view.title).toBe(UNTITLED_RECIPE)
    expect(view.times.map((t) => t.short)).toEqual(['10min'])
    expect(view.ingredients[0]!.link).toEqual({ href: 'https://fdc.example.gov/oats', external: true })
    expect(view.instructions[0]!.link).toEqual({ href: '/how-to/stir', external: false })
    expect(view.substitution).toEqual({ href: '/nutrition/swaps', external: false })
    expect(view.nutrition.map((r) => r.key)).toEqual(['calories'])
    expect(view.sponsor?.link).toEqual({ href: 'https://brand.example', external: true })
    expect(view.storageKey).toBe('wellread:recipe:/health/oats#b1')
  })

  it('is null with nothing to cook', () => {
    expect(recipeView({ ...content, ingredients: [], instructions: [] }, context)).toBeNull()
  })

  it('is serialisable as the leaf’s props', () => {
    const view = recipeView(content, context)
    expect(JSON.parse(JSON.stringify(view))).toEqual(view)
  })
})

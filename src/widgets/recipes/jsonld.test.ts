// @vitest-environment node
/**
 * The schema.org Recipe, checked by @adobe/structured-data-validator: Google's Recipe rules (name and image
 * required; times as ISO 8601 durations; recipeYield with nutrition.calories; HowToStep text) and, with a
 * vocabulary, that every property exists on its type. The full schema.org vocabulary is not available
 * offline, so the test builds the part of it the Recipe uses, with schema.org's classes, parents and property
 * domains as published.
 */
import { recipeJsonLd } from './jsonld'
import type { RecipeContent } from './model'

type Issue = { issueMessage: string; severity: 'ERROR' | 'WARNING'; fieldNames?: string[] }

const CLASSES: Record<string, string[]> = {
  Thing: [],
  CreativeWork: ['Thing'],
  HowTo: ['CreativeWork'],
  Recipe: ['HowTo'],
  ListItem: ['Intangible'],
  ItemList: ['Intangible'],
  HowToStep: ['CreativeWork', 'ItemList', 'ListItem'],
  Intangible: ['Thing'],
  StructuredValue: ['Intangible'],
  NutritionInformation: ['StructuredValue'],
  Person: ['Thing'],
}
const PROPERTIES: Record<string, string[]> = {
  name: ['Thing'],
  description: ['Thing'],
  image: ['Thing'],
  url: ['Thing'],
  author: ['CreativeWork'],
  isPartOf: ['CreativeWork'],
  text: ['CreativeWork'],
  position: ['CreativeWork', 'ListItem'],
  itemListElement: ['ItemList'],
  prepTime: ['HowTo'],
  totalTime: ['HowTo'],
  cookTime: ['Recipe'],
  recipeYield: ['Recipe'],
  recipeIngredient: ['Recipe'],
  recipeInstructions: ['Recipe'],
  recipeCuisine: ['Recipe'],
  recipeCategory: ['Recipe'],
  nutrition: ['Recipe'],
  servingSize: ['NutritionInformation'],
  calories: ['NutritionInformation'],
  fatContent: ['NutritionInformation'],
  saturatedFatContent: ['NutritionInformation'],
  transFatContent: ['NutritionInformation'],
  sodiumContent: ['NutritionInformation'],
  carbohydrateContent: ['NutritionInformation'],
  fiberContent: ['NutritionInformation'],
  sugarContent: ['NutritionInformation'],
  proteinContent: ['NutritionInformation'],
  honorificSuffix: ['Person'],
}
const id = (name: string) => ({ '@id': `schema:${name}` })
const vocabulary = {
  '@graph': [
    ...Object.entries(CLASSES).map(([name, parents]) => ({
      '@id': `schema:${name}`,
      '@type': 'rdfs:Class',
      ...(parents.length ? { 'rdfs:subClassOf': parents.map(id) } : {}),
    })),
    ...Object.entries(PROPERTIES).map(([name, domains]) => ({
      '@id': `schema:${name}`,
      '@type': 'rdf:Property',
      'schema:domainIncludes': domains.map(id),
    })),
  ],
}

/** The validator's class (the package ships no types: imported by a name TypeScript does not resolve). */
type ValidatorClass = new (schemaOrgJson: unknown) => { validate(data: unknown): Promise<unknown[]> }
const VALIDATOR_PACKAGE: string = '@adobe/structured-data-validator'

async function validate(node: unknown): Promise<Issue[]> {
  const { default: Validator } = (await import(VALIDATOR_PACKAGE)) as { default: ValidatorClass }
  return (await new Validator(vocabulary).validate({
    jsonld: { Recipe: [structuredClone(node)] },
  })) as Issue[]
}

/**
 * Optional fields the site has nothing for: on the Recipe, ratings, videos, dates and keywords; on each
 * HowToStep, a picture, a name and a sub-list (the validator suggests a sub-list even beside the text).
 */
const EXPECTED_WARNINGS = new Set([
  'aggregateRating',
  'video',
  'datePublished',
  'keywords',
  'image',
  'name',
  'itemListElement',
])

const soup: RecipeContent = {
  blockId: 'soup-1',
  title: 'Red lentil soup',
  description: 'A warming soup.',
  image: { src: '/sample/pictures/recipe-lentil-soup.webp', alt: 'A bowl of soup', width: 1200, height: 800 },
  times: { prep: '15 minutes', cook: 'PT30M', total: '45 minutes' },
  servings: 4,
  servingSize: '1 bowl (about 350 g)',
  cuisine: 'Middle Eastern',
  category: 'Soup',
  ingredients: [
    { key: 'i:1', text: '200 g red lentils, rinsed', href: null },
    { key: 'i:2', text: '1 litre vegetable stock', href: null },
  ],
  substitutionHref: null,
  tipAfterIngredients: null,
  instructions: [
    { key: 's:1', text: 'Soften the onion.', href: null, tip: '' },
    { key: 's:2', text: 'Simmer the lentils for 20 minutes.', href: '/how-to/simmer', tip: 'Stir.' },
  ],
  tipAfterInstructions: null,
  nutrition: { calories: 260, fatContent: 4.5, sodiumContent: 320, proteinContent: 14, transFatContent: 0 },
  sponsor: null,
}
const page = { url: 'https://wellread.example/nutrition/lentils', authors: [{ name: 'Ana Ruiz' }] }

describe('recipeJsonLd', () => {
  it('describes the recipe as schema.org asks', () => {
    expect(recipeJsonLd(soup, page)).toEqual({
      '@type': 'Recipe',
      '@id': 'https://wellread.example/nutrition/lentils#recipe-soup-1',
      name: 'Red lentil soup',
      image: ['https://wellread.example/sample/pictures/recipe-lentil-soup.webp'],
      description: 'A warming soup.',
      author: [{ '@type': 'Person', name: 'Ana Ruiz' }],
      recipeYield: ['4', '4 servings'],
      prepTime: 'PT15M',
      cookTime: 'PT30M',
      totalTime: 'PT45M',
      recipeCuisine: 'Middle Eastern',
      recipeCategory: 'Soup',
      recipeIngredient: ['200 g red lentils, rinsed', '1 litre vegetable stock'],
      recipeInstructions: [
        {
          '@type': 'HowToStep',
          position: 1,
          text: 'Soften the onion.',
          url: 'https://wellread.example/nutrition/lentils#recipe-soup-1-step-1',
        },
        {
          '@type': 'HowToStep',
          position: 2,
          text: 'Simmer the lentils for 20 minutes.',
          url: 'https://wellread.example/nutrition/lentils#recipe-soup-1-step-2',
        },
      ],
      nutrition: {
        '@type': 'NutritionInformation',
        servingSize: '1 bowl (about 350 g)',
        calories: '260 calories',
        fatContent: '4.5 g',
        transFatContent: '0 g',
        sodiumContent: '320 mg',
        proteinContent: '14 g',
      },
      isPartOf: { '@id': 'https://wellread.example/nutrition/lentils#article' },
    })
  })

  it('passes the structured-data validator: no errors, no unknown properties', async () => {
    const issues = await validate(recipeJsonLd(soup, page))
    expect(issues.filter((i) => i.severity === 'ERROR')).toEqual([])
    const unexpected = issues.filter((i) => !i.fieldNames?.every((f) => EXPECTED_WARNINGS.has(f)))
    expect(unexpected).toEqual([])
  })

  it('passes for a recipe without nutrition, servings, author or total time too', async () => {
    const plain = recipeJsonLd(
      { ...soup, nutrition: null, servings: null, times: { prep: '10 minutes' }, cuisine: '', category: '' },
      { url: page.url },
    )
    const issues = await validate(plain)
    expect(issues.filter((i) => i.severity === 'ERROR')).toEqual([])
  })

  it('the validator does fail a broken Recipe (the check itself works)', async () => {
    const node = recipeJsonLd(soup, page)!
    const broken = {
      ...node,
      name: '',
      prepTime: '15 minutes',
      recipeYield: undefined,
      recipeIngredients: ['x'],
    }
    const issues = await validate(broken)
    const errors = issues.filter((i) => i.severity === 'ERROR').map((i) => i.issueMessage)
    expect(errors).toEqual(
      expect.arrayContaining([
        'Required attribute "name" is missing',
        'Required attribute "recipeYield" is missing',
      ]),
    )
    expect(issues.map((i) => i.issueMessage)).toEqual(
      expect.arrayContaining([
        'Invalid type for attribute "prepTime"',
        'Property "recipeIngredients" for type "Recipe" is not supported by the schema.org specification',
      ]),
    )
    const noImage = await validate({ ...node, image: undefined })
    expect(noImage.filter((i) => i.severity === 'ERROR').map((i) => i.issueMessage)).toEqual([
      'Required attribute "image" is missing',
    ])
  })

  it('gives no Recipe without a title, a picture, or anything to cook', () => {
    expect(recipeJsonLd({ ...soup, title: '' }, page)).toBeNull()
    expect(recipeJsonLd({ ...soup, image: null }, page)).toBeNull()
    expect(recipeJsonLd({ ...soup, ingredients: [], instructions: [] }, page)).toBeNull()
  })

  it('leaves out times it cannot read, and keeps an absolute picture address as it is', () => {
    const node = recipeJsonLd(
      {
        ...soup,
        image: { src: 'https://cdn.wellread.example/a.webp', alt: '' },
        times: { prep: 'overnight', cook: '1 hour' },
      },
      { url: 'https://wellread.example/x#frag' },
    )!
    expect(node.image).toEqual(['https://cdn.wellread.example/a.webp'])
    expect(node.prepTime).toBeUndefined()
    expect(node.cookTime).toBe('PT1H')
    expect(node.totalTime).toBeUndefined()
    expect(node['@id']).toBe('https://wellread.example/x#recipe-soup-1')
  })
})

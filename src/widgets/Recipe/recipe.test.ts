import type { RecipeBlock } from '@/cms/payload-types'
import { sampleRefs } from '../fixtures'
import { recipeContent } from './recipe'

const block = (overrides: Partial<RecipeBlock> = {}): RecipeBlock => ({
  blockType: 'recipe',
  id: 'r1',
  generalInfo: {
    recipeTitle: ' Overnight oats ',
    recipeDescription: 'No cooking.',
    recipeImage: sampleRefs.picture('recipe-overnight-oats'),
    recipeServings: 2,
    recipePrepTime: '10 minutes',
    recipeCookTime: '',
    recipeCuisine: 'American',
    recipeCategory: 'Breakfast',
  },
  recipeIngredients: [
    { id: 'a', text: '1 cup oats', link: '/nutrition/oats' },
    { id: 'b', text: '  ' },
    { id: 'c', text: '1 cup milk', link: 'javascript:alert(1)' },
  ],
  recipeInstructions: [{ id: 's1', text: 'Stir.', url: 'https://cook.example/stir', tip: 'Use a jar.' }],
  recipeTip: { title: 'Make ahead', description: 'Keeps 3 days.' },
  sponsorship: {
    isSponsored: true,
    sponsorName: 'Northfield Oats',
    sponsorUrl: 'https://northfield.example',
    sponsorTracker: 'https://px.example/p.gif',
  },
  ...overrides,
})

describe('recipeContent (v1)', () => {
  it('reads every field of 000 §3 "Recipe v1"', () => {
    const content = recipeContent(block())
    expect(content).toMatchObject({
      blockId: 'r1',
      title: 'Overnight oats',
      description: 'No cooking.',
      servings: 2,
      times: { prep: '10 minutes', cook: '' },
      cuisine: 'American',
      category: 'Breakfast',
      ingredients: [
        { key: 'i:a', text: '1 cup oats', href: '/nutrition/oats' },
        { key: 'i:c', text: '1 cup milk', href: null },
      ],
      instructions: [{ key: 's:s1', text: 'Stir.', href: 'https://cook.example/stir', tip: 'Use a jar.' }],
      tipAfterInstructions: { title: 'Make ahead', text: 'Keeps 3 days.' },
      sponsor: {
        href: 'https://northfield.example',
        name: 'Northfield Oats',
        logo: null,
        trackerUrl: 'https://px.example/p.gif',
      },
    })
    expect(content.image?.src).toBe('/sample/pictures/recipe-overnight-oats.webp')
  })

  it('has no sponsor unless the recipe is sponsored', () => {
    expect(
      recipeContent(block({ sponsorship: { isSponsored: false, sponsorUrl: 'https://x.example' } })).sponsor,
    ).toBeNull()
  })

  it('reads a tracker address that is not https:// as missing', () => {
    const content = recipeContent(
      block({ sponsorship: { isSponsored: true, sponsorTracker: 'http://px.example/p.gif' } }),
    )
    expect(content.sponsor?.trackerUrl).toBeNull()
  })

  it('reads malformed content as empty, without throwing', () => {
    const broken = {
      blockType: 'recipe',
      id: 7,
      generalInfo: null,
      recipeIngredients: 'oats',
      recipeInstructions: [null, 3, { text: 42 }],
      recipeTip: 'tip',
      sponsorship: [],
    } as unknown as RecipeBlock
    const content = recipeContent(broken)
    expect(content).toMatchObject({
      blockId: '',
      title: '',
      ingredients: [],
      instructions: [],
      sponsor: null,
    })
    expect(content.tipAfterInstructions).toBeNull()
  })
})

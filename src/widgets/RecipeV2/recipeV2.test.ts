import type { RecipeV2Block } from '@/cms/payload-types'
import { recipeV2Content } from './recipeV2'

const block = (overrides: Partial<RecipeV2Block> = {}): RecipeV2Block => ({
  blockType: 'recipeV2',
  id: 'v2',
  title: 'Red lentil soup',
  imageUrl: 'https://img.example/soup.jpg',
  imageAlt: 'A bowl of soup',
  cookingTimes: { prepTime: '15 minutes', cookTime: 'PT30M', totalTime: '45 minutes' },
  nutritionFacts: {
    servingsCount: 4,
    servingSize: '1 bowl',
    calories: 260,
    fatContent: 4.5,
    saturatedFatContent: 0.6,
    transFatContent: 0,
    sodiumContent: 320,
    proteinContent: 14,
    carbohydrateContent: 38,
    fiberContent: 8,
    sugarContent: 7,
  },
  ingredients: [{ id: 'a', text: '200 g red lentils' }],
  instructions: [{ id: 's', text: 'Simmer.' }],
  substitutionUrl: '/nutrition/swaps',
  postIngredientsTip: 'No soaking needed.',
  postInstructionsTip: 'Freezes well.',
  ...overrides,
})

describe('recipeV2Content', () => {
  it('reads every field of 000 §3 "Recipe v2" and the nutrition facts of 002 §3.6', () => {
    expect(recipeV2Content(block())).toMatchObject({
      blockId: 'v2',
      title: 'Red lentil soup',
      image: { src: 'https://img.example/soup.jpg', alt: 'A bowl of soup' },
      times: { prep: '15 minutes', cook: 'PT30M', total: '45 minutes' },
      servings: 4,
      servingSize: '1 bowl',
      ingredients: [{ key: 'i:a', text: '200 g red lentils', href: null }],
      instructions: [{ key: 's:s', text: 'Simmer.', href: null, tip: '' }],
      substitutionHref: '/nutrition/swaps',
      tipAfterIngredients: { title: '', text: 'No soaking needed.' },
      tipAfterInstructions: { title: '', text: 'Freezes well.' },
      nutrition: {
        calories: 260,
        fatContent: 4.5,
        saturatedFatContent: 0.6,
        transFatContent: 0,
        sodiumContent: 320,
        proteinContent: 14,
        carbohydrateContent: 38,
        fiberContent: 8,
        sugarContent: 7,
      },
      sponsor: null,
    })
  })

  it('reads malformed content as empty, without throwing', () => {
    const broken = {
      blockType: 'recipeV2',
      title: 5,
      nutritionFacts: 'x',
      cookingTimes: null,
    } as unknown as RecipeV2Block
    expect(recipeV2Content(broken)).toMatchObject({
      title: '',
      servings: null,
      ingredients: [],
      instructions: [],
      image: null,
      substitutionHref: null,
    })
  })
})

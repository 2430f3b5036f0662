/**
 * Recipe v2 (000 §3 "Recipe v2", "Nutrition facts display"; 002 §3.6): the stored block read as a recipe
 * (malformed content reads as empty). Pure.
 */
import type { RecipeV2Block } from '@/cms/payload-types'
import { isRecord } from '@/content/lexical'
import { textOf } from '@/lib/text'
import { type RecipeContent, recipePicture, rowKey, storedHref, tipOf } from '../recipes/model'
import { NUTRIENTS, type NutritionInput } from '../recipes/nutrition'
import { parseServings } from '../recipes/servings'

const rowsOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter(isRecord) : []
const groupOf = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {})

/** A v2 recipe block as the kit's recipe content. */
export function recipeV2Content(block: RecipeV2Block): RecipeContent {
  const title = textOf(block.title)
  const times = groupOf(block.cookingTimes)
  const facts = groupOf(block.nutritionFacts)
  const nutrition: NutritionInput = Object.fromEntries(NUTRIENTS.map((n) => [n.key, facts[n.key]]))
  return {
    blockId: textOf(block.id),
    title,
    description: '',
    image: recipePicture(block.image, block.imageUrl, block.imageAlt, title),
    times: { prep: times.prepTime, cook: times.cookTime, total: times.totalTime },
    servings: parseServings(facts.servingsCount),
    servingSize: textOf(facts.servingSize),
    cuisine: '',
    category: '',
    ingredients: rowsOf(block.ingredients).flatMap((row, index) => {
      const text = textOf(row.text)
      return text ? [{ key: rowKey('i', row as { id?: string }, index), text, href: null }] : []
    }),
    substitutionHref: storedHref(block.substitutionUrl),
    tipAfterIngredients: tipOf('', block.postIngredientsTip),
    instructions: rowsOf(block.instructions).flatMap((row, index) => {
      const text = textOf(row.text)
      return text ? [{ key: rowKey('s', row as { id?: string }, index), text, href: null, tip: '' }] : []
    }),
    tipAfterInstructions: tipOf('', block.postInstructionsTip),
    nutrition,
    sponsor: null,
  }
}

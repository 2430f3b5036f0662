/**
 * The schema.org Recipe of a recipe block (for Google's recipe results): name, image, description,
 * recipeYield, prep/cook/total times in ISO 8601, recipeIngredient, recipeInstructions as HowToStep (each
 * pointing at its step on the page), recipeCuisine, recipeCategory, nutrition (NutritionInformation with
 * units) and author when the page gives one. Pure.
 */
import type { JsonLdNode } from '../types'
import type { RecipeContent } from './model'
import { nutrientRows, nutritionInformation } from './nutrition'
import { servingsNoun } from './servings'
import { recipeTimes } from './times'
import { recipeDomId, stepDomId } from './view'

/** What the page tells the Recipe: its canonical address, and its authors when known. */
export type RecipePage = { url: string; authors?: ReadonlyArray<{ name: string }> }

function absolute(src: string, base: string): string | null {
  try {
    return new URL(src, base).href
  } catch {
    return null
  }
}

/**
 * The Recipe node, or null when Google would refuse it: a recipe needs a name and a picture, and something
 * to cook (an ingredient or a step).
 */
export function recipeJsonLd(content: RecipeContent, page: RecipePage): JsonLdNode | null {
  const image = content.image ? absolute(content.image.src, page.url) : null
  if (!content.title || !image) return null
  if (content.ingredients.length === 0 && content.instructions.length === 0) return null
  const cardId = recipeDomId(content.blockId)
  const pageUrl = page.url.split('#')[0]
  const times = Object.fromEntries(
    recipeTimes(content.times).flatMap((t) => (t.iso ? [[`${t.kind}Time`, t.iso]] : [])),
  )
  const nutrition = nutritionInformation(nutrientRows(content.nutrition), content.servingSize)
  const authors = (page.authors ?? []).filter((a) => a.name.trim())
  return {
    '@type': 'Recipe',
    '@id': `${pageUrl}#${cardId}`,
    name: content.title,
    image: [image],
    ...(content.description ? { description: content.description } : {}),
    ...(authors.length ? { author: authors.map((a) => ({ '@type': 'Person', name: a.name.trim() })) } : {}),
    ...(content.servings ? { recipeYield: [String(content.servings), servingsNoun(content.servings)] } : {}),
    ...times,
    ...(content.cuisine ? { recipeCuisine: content.cuisine } : {}),
    ...(content.category ? { recipeCategory: content.category } : {}),
    ...(content.ingredients.length ? { recipeIngredient: content.ingredients.map((i) => i.text) } : {}),
    ...(content.instructions.length
      ? {
          recipeInstructions: content.instructions.map((step, index) => ({
            '@type': 'HowToStep',
            position: index + 1,
            text: step.text,
            url: `${pageUrl}#${stepDomId(cardId, index)}`,
          })),
        }
      : {}),
    ...(nutrition ? { nutrition } : {}),
    isPartOf: { '@id': `${pageUrl}#article` },
  }
}

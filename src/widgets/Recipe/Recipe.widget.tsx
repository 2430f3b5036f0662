import { recipeJsonLd } from '../recipes/jsonld'
import { defineWidget } from '../types'
import { Recipe } from './Recipe'
import { recipeBlock } from './Recipe.config'
import { recipeContent } from './recipe'

/** Recipe v1: the interactive recipe card, and a schema.org Recipe for each recipe with a title and picture. */
export const recipeWidget = defineWidget({
  blockType: 'recipe',
  block: recipeBlock,
  render: Recipe,
  structuredData: (blocks, page) =>
    blocks.flatMap((block) => {
      const node = recipeJsonLd(recipeContent(block), page)
      return node ? [node] : []
    }),
})

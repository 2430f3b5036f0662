import { recipeJsonLd } from '../recipes/jsonld'
import { defineWidget } from '../types'
import { RecipeV2 } from './RecipeV2'
import { recipeV2Block } from './RecipeV2.config'
import { recipeV2Content } from './recipeV2'

/** Recipe v2: the interactive recipe card with nutrition facts, and a schema.org Recipe with nutrition. */
export const recipeV2Widget = defineWidget({
  blockType: 'recipeV2',
  block: recipeV2Block,
  render: RecipeV2,
  structuredData: (blocks, page) =>
    blocks.flatMap((block) => {
      const node = recipeJsonLd(recipeV2Content(block), page)
      return node ? [node] : []
    }),
})

import type { RecipeV2Block } from '@/cms/payload-types'
import type { WidgetProps } from '@/widgets/types'
import { RecipeSection } from '../recipes/RecipeSection'
import { recipeView } from '../recipes/view'
import { recipeV2Content } from './recipeV2'

/**
 * Recipe v2 (000 §3, §4, §5; 002 §3.6): the recipe card with its nutrition facts (per serving, and for the
 * whole recipe at the servings the reader chose), in the server HTML, made interactive near the viewport.
 * Renders nothing without ingredients or steps.
 */
export function RecipeV2({ block, context }: WidgetProps<RecipeV2Block>) {
  const view = recipeView(recipeV2Content(block), context)
  return view ? <RecipeSection view={view} /> : null
}

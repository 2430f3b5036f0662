import type { RecipeBlock } from '@/cms/payload-types'
import type { WidgetProps } from '@/widgets/types'
import { RecipeSection } from '../recipes/RecipeSection'
import { recipeView } from '../recipes/view'
import { recipeContent } from './recipe'

/**
 * Recipe v1 (000 §3, §4, §5, §7, §8): the recipe card, in the server HTML, made interactive near the
 * viewport (ticks and servings saved per page, servings rescale the ingredients, print). A sponsored recipe
 * says so and loads the sponsor's pixel in the browser; without a pixel address the card carries the
 * element labelled 'no-image-tracking-url-provided'. Renders nothing without ingredients or steps.
 */
export function Recipe({ block, context }: WidgetProps<RecipeBlock>) {
  const view = recipeView(recipeContent(block), context)
  return view ? <RecipeSection view={view} /> : null
}

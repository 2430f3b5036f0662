import { trackView } from '@/lib/trackingAttrs'
import { RecipeCard } from './RecipeCard'
import { LazyRecipe } from './RecipeCard.lazy.client'
import type { RecipeView } from './view'

const NOTHING_CHECKED: ReadonlySet<string> = new Set()

/**
 * A recipe on the page: the whole card in the server HTML (readable without JavaScript, indexable), which
 * the interactive leaf replaces with the same markup when the card nears the viewport.
 */
export function RecipeSection({ view }: { view: RecipeView }) {
  return (
    <div {...trackView({ category: 'recipe', name: view.title })}>
      <LazyRecipe leafProps={{ view }}>
        <div>
          <RecipeCard view={view} checked={NOTHING_CHECKED} servings={view.servings} />
        </div>
      </LazyRecipe>
    </div>
  )
}

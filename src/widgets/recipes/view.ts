/**
 * The card's props, from a recipe's content and the page: small and serialisable (the client leaf gets
 * them as they are). Pure.
 */
import type { ImageView } from '@/content/image'
import { isInternalHref } from '@/lib/links'
import type { WidgetContext } from '../types'
import type { RecipeContent, RecipeTip } from './model'
import { type NutrientRow, nutrientRows } from './nutrition'
import { recipeStorageKey } from './storage'
import { type RecipeTime, recipeTimes } from './times'

/** A link on the card: site pages open in place, other sites in a new tab. */
export type LinkView = { href: string; external: boolean }

export type RecipeView = {
  /** The card's element id (for print, anchors and the steps' ids in structured data). */
  id: string
  title: string
  description: string
  image: ImageView | null
  times: RecipeTime[]
  servings: number | null
  servingSize: string
  cuisine: string
  category: string
  ingredients: { key: string; text: string; link: LinkView | null }[]
  substitution: LinkView | null
  tipAfterIngredients: RecipeTip | null
  instructions: { key: string; text: string; link: LinkView | null; tip: string }[]
  tipAfterInstructions: RecipeTip | null
  nutrition: NutrientRow[]
  sponsor: { link: LinkView | null; name: string; logo: ImageView | null; trackerUrl: string | null } | null
  storageKey: string
}

/** The heading when an editor left the title empty. */
export const UNTITLED_RECIPE = 'Recipe'

/** The card's element id from the block's id: `recipe-<id>`. */
export function recipeDomId(blockId: string): string {
  const id = blockId.trim().replace(/[^A-Za-z0-9_-]+/g, '-')
  return `recipe-${id || 'card'}`
}

/** The id of step `index` (0-based) on the card: `<card id>-step-<n>`, n from 1. */
export function stepDomId(cardId: string, index: number): string {
  return `${cardId}-step-${index + 1}`
}

function linkView(href: string | null, siteHost: string): LinkView | null {
  return href ? { href, external: !isInternalHref(href, siteHost) } : null
}

/**
 * What the card shows, or null when the recipe has neither an ingredient nor a step (nothing to cook).
 * A recipe without a title shows "Recipe" as its heading.
 */
export function recipeView(
  content: RecipeContent,
  context: Pick<WidgetContext, 'siteHost' | 'articlePath'>,
): RecipeView | null {
  if (content.ingredients.length === 0 && content.instructions.length === 0) return null
  const id = recipeDomId(content.blockId)
  return {
    id,
    title: content.title || UNTITLED_RECIPE,
    description: content.description,
    image: content.image,
    times: recipeTimes(content.times),
    servings: content.servings,
    servingSize: content.servingSize,
    cuisine: content.cuisine,
    category: content.category,
    ingredients: content.ingredients.map((i) => ({
      key: i.key,
      text: i.text,
      link: linkView(i.href, context.siteHost),
    })),
    substitution: linkView(content.substitutionHref, context.siteHost),
    tipAfterIngredients: content.tipAfterIngredients,
    instructions: content.instructions.map((s) => ({
      key: s.key,
      text: s.text,
      link: linkView(s.href, context.siteHost),
      tip: s.tip,
    })),
    tipAfterInstructions: content.tipAfterInstructions,
    nutrition: nutrientRows(content.nutrition),
    sponsor: content.sponsor
      ? {
          link: linkView(content.sponsor.href, context.siteHost),
          name: content.sponsor.name,
          logo: content.sponsor.logo,
          trackerUrl: content.sponsor.trackerUrl,
        }
      : null,
    storageKey: recipeStorageKey(context.articlePath, content.blockId),
  }
}

/**
 * One recipe, whichever block it came from (v1 `recipe`, v2 `recipeV2`): what the card shows and the
 * structured data says. Each widget maps its block to a `RecipeContent` (`recipe.ts`, `recipeV2.ts`); the
 * kit turns it into the card's props (`recipeView`) and the schema.org Recipe (`recipeJsonLd`). Pure.
 */
import { addressImageView, type ImageView, imageView } from '@/content/image'
import { safeHref } from '@/lib/links'
import { textOf } from '@/lib/text'
import { urlProblem } from '@/lib/urlRules'
import type { NutritionInput } from './nutrition'
import type { TimeKind } from './times'

export type RecipeIngredient = { key: string; text: string; href: string | null }
export type RecipeStep = { key: string; text: string; href: string | null; tip: string }
export type RecipeTip = { title: string; text: string }

export type RecipeSponsor = {
  /** The sponsor's site (the logo and name link there). */
  href: string | null
  name: string
  logo: ImageView | null
  /** The sponsor's tracking pixel: an https:// address, else null (the card marks it missing, 000 §8). */
  trackerUrl: string | null
}

export type RecipeContent = {
  blockId: string
  title: string
  description: string
  image: ImageView | null
  /** Times as the editor typed them. */
  times: Partial<Record<TimeKind, unknown>>
  /** The servings the recipe makes, or null (no servings line, no servings control). */
  servings: number | null
  servingSize: string
  cuisine: string
  category: string
  ingredients: RecipeIngredient[]
  /** A page of ingredient swaps, linked under the ingredients (v2). */
  substitutionHref: string | null
  tipAfterIngredients: RecipeTip | null
  instructions: RecipeStep[]
  tipAfterInstructions: RecipeTip | null
  /** Amounts per serving. */
  nutrition: NutritionInput | null
  /** Set only when the recipe is sponsored. */
  sponsor: RecipeSponsor | null
}

/** A link an editor stored: a site path or an http(s) address that passes the URL rule, else null. */
export function storedHref(value: unknown): string | null {
  const href = safeHref(value)
  if (!href || href.startsWith('?') || href.startsWith('#')) return null
  return urlProblem(href) === null ? href : null
}

/** A pixel address: https:// only (a pixel is someone else's image), else null. */
export function trackerHref(value: unknown): string | null {
  const href = storedHref(value)
  return href?.startsWith('https://') ? href : null
}

/** The recipe's picture: the upload, else the typed https:// address (with the typed or the title as text). */
export function recipePicture(upload: unknown, src: unknown, alt: unknown, title: string): ImageView | null {
  const typedAlt = textOf(alt)
  const uploaded = imageView(upload, title)
  if (uploaded) return { ...uploaded, alt: typedAlt || uploaded.alt }
  return addressImageView(storedHref(src), typedAlt || title)
}

/** A stored list row's key for the checkbox state: its id, else its position. */
export function rowKey(prefix: 'i' | 's', row: { id?: string | null } | null | undefined, index: number) {
  const id = typeof row?.id === 'string' && row.id.trim() ? row.id.trim() : `${index}`
  return `${prefix}:${id}`
}

/** A tip, when it has words. */
export function tipOf(title: unknown, text: unknown): RecipeTip | null {
  const body = textOf(text)
  return body ? { title: textOf(title), text: body } : null
}

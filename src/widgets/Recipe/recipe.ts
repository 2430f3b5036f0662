/** Recipe v1 (000 §3 "Recipe v1"): the stored block read as a recipe (malformed content reads as empty). Pure. */
import type { RecipeBlock } from '@/cms/payload-types'
import { imageView } from '@/content/image'
import { isRecord } from '@/content/lexical'
import { textOf } from '@/lib/text'
import { type RecipeContent, recipePicture, rowKey, storedHref, tipOf, trackerHref } from '../recipes/model'
import { parseServings } from '../recipes/servings'

const rowsOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter(isRecord) : []
const groupOf = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {})

/** A v1 recipe block as the kit's recipe content. */
export function recipeContent(block: RecipeBlock): RecipeContent {
  const info = groupOf(block.generalInfo)
  const title = textOf(info.recipeTitle)
  const sponsorship = groupOf(block.sponsorship)
  const tip = groupOf(block.recipeTip)
  const sponsorName = textOf(sponsorship.sponsorName)
  return {
    blockId: textOf(block.id),
    title,
    description: textOf(info.recipeDescription),
    image: recipePicture(info.recipeImage, info.recipeImageUrl, info.recipeImageAlt, title),
    times: { prep: info.recipePrepTime, cook: info.recipeCookTime },
    servings: parseServings(info.recipeServings),
    servingSize: '',
    cuisine: textOf(info.recipeCuisine),
    category: textOf(info.recipeCategory),
    ingredients: rowsOf(block.recipeIngredients).flatMap((row, index) => {
      const text = textOf(row.text)
      return text
        ? [{ key: rowKey('i', row as { id?: string }, index), text, href: storedHref(row.link) }]
        : []
    }),
    substitutionHref: null,
    tipAfterIngredients: null,
    instructions: rowsOf(block.recipeInstructions).flatMap((row, index) => {
      const text = textOf(row.text)
      return text
        ? [
            {
              key: rowKey('s', row as { id?: string }, index),
              text,
              href: storedHref(row.url),
              tip: textOf(row.tip),
            },
          ]
        : []
    }),
    tipAfterInstructions: tipOf(tip.title, tip.description),
    nutrition: null,
    sponsor:
      sponsorship.isSponsored === true
        ? {
            href: storedHref(sponsorship.sponsorUrl),
            name: sponsorName,
            logo: imageView(sponsorship.sponsorLogo, sponsorName),
            trackerUrl: trackerHref(sponsorship.sponsorTracker),
          }
        : null,
  }
}

import { recipeImages as draw } from '../recipes/thumbnail'

/** A recipe card with its nutrition table. */
export const recipeV2Images = draw(
  'A recipe card with a title, a picture of a bowl, ticked ingredients and a nutrition table',
  true,
)

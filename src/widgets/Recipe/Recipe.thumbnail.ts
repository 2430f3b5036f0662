import { recipeImages as draw } from '../recipes/thumbnail'

/** A recipe card: title, picture, ticked ingredients and the steps under them. */
export const recipeImages = draw(
  'A recipe card with a title, a picture of a bowl, ticked ingredients and the steps',
  false,
)

import type { Diet } from '@/cms/payload-types'
import type { PictureKey } from '../images'

/**
 * The lifestyle diets readers compare in the diet comparison widget (002 §1: a ketogenic and a Mediterranean
 * diet; DASH and plant-based added so the widget's list and its search have more than two). Written for
 * general readers, cautiously: what each diet may do, with the evidence's limits. The "Learn More" links go
 * to our own article where there is one, otherwise to a public health agency's or a medical reference's page.
 */
export type DietSeed = Pick<
  Diet,
  | 'name'
  | 'slug'
  | 'description'
  | 'foodsToAvoid'
  | 'alcoholPermitted'
  | 'alcoholNote'
  | 'mealKitsAvailable'
  | 'mealKitsNote'
  | 'possibleHealthBenefits'
  | 'learnMoreUrl'
> & {
  /** The seeded illustration shown at the top of the diet's column. */
  picture: PictureKey
}

export const DIETS = {
  ketogenic: {
    name: 'Ketogenic diet',
    slug: 'ketogenic',
    picture: 'diet-ketogenic',
    description:
      'A very low-carbohydrate, high-fat way of eating that makes the body burn fat for fuel (ketosis). Meals are built on meat, fish, eggs, cheese, oils, nuts and non-starchy vegetables.',
    foodsToAvoid:
      'Bread, pasta, rice and other grains; sugar and sweets; most fruit; potatoes and other starchy vegetables; beans and lentils.',
    alcoholPermitted: 'moderation',
    alcoholNote:
      'Only low-carb drinks such as dry wine or spirits, in small amounts; beer and sweet mixers are out.',
    mealKitsAvailable: 'yes',
    mealKitsNote: 'Several meal delivery services offer keto or low-carb menus.',
    possibleHealthBenefits:
      'May help with weight loss and blood sugar control in the short term. A medically supervised version treats some kinds of epilepsy. Long-term effects are less well studied.',
    learnMoreUrl: 'https://www.ncbi.nlm.nih.gov/books/NBK499830/',
  },
  mediterranean: {
    name: 'Mediterranean diet',
    slug: 'mediterranean',
    picture: 'diet-mediterranean',
    description:
      'The traditional way of eating around the Mediterranean Sea: plenty of vegetables, fruit, whole grains, beans, nuts and olive oil, fish a few times a week, and little red meat.',
    foodsToAvoid:
      'Limits rather than bans: red and processed meat, refined grains, sugary drinks, sweets and highly processed foods.',
    alcoholPermitted: 'moderation',
    alcoholNote: 'Wine with meals is traditional, but no one needs to start drinking for their health.',
    mealKitsAvailable: 'yes',
    mealKitsNote: 'Many meal delivery services offer Mediterranean-style menus.',
    possibleHealthBenefits:
      'Linked in large studies to a lower risk of heart disease and stroke; may also help with weight and blood sugar control. One of the most studied eating patterns.',
    learnMoreUrl: '/nutrition/mediterranean-diet-basics',
  },
  dash: {
    name: 'DASH diet',
    slug: 'dash',
    picture: 'diet-dash',
    description:
      'Dietary Approaches to Stop Hypertension: an eating plan from the US National Heart, Lung, and Blood Institute, rich in vegetables, fruit, whole grains and low-fat dairy, and low in salt.',
    foodsToAvoid: 'Cuts back on salt, fatty meats, full-fat dairy, tropical oils, sweets and sugary drinks.',
    alcoholPermitted: 'moderation',
    alcoholNote: 'If you drink, no more than 1 drink a day for women or 2 for men.',
    mealKitsAvailable: 'few',
    mealKitsNote: 'Some services offer heart-healthy or low-sodium menus; few call them DASH.',
    possibleHealthBenefits:
      'Shown in clinical trials to lower blood pressure, more so with less salt. May also lower LDL ("bad") cholesterol.',
    learnMoreUrl: 'https://www.nhlbi.nih.gov/education/dash-eating-plan',
  },
  plantBased: {
    name: 'Plant-based diet',
    slug: 'plant-based',
    picture: 'diet-plant-based',
    description:
      'Meals built mostly or only from plants: vegetables, fruit, whole grains, beans, lentils, nuts and seeds. Vegetarian versions keep eggs and dairy; vegan versions leave out all animal foods.',
    foodsToAvoid:
      'Meat, poultry and fish; in vegan versions also eggs, dairy and honey. Heavily processed plant foods are best kept small.',
    alcoholPermitted: 'moderation',
    alcoholNote: 'The diet has no rule of its own; if you drink, keep it moderate.',
    mealKitsAvailable: 'yes',
    mealKitsNote: 'Many delivery services have vegetarian or vegan menus.',
    possibleHealthBenefits:
      'Linked to lower risks of heart disease and type 2 diabetes, and to a healthier weight. Vegans need a reliable source of vitamin B12.',
    learnMoreUrl: 'https://medlineplus.gov/vegetariandiet.html',
  },
} as const satisfies Record<string, DietSeed>

export type DietKey = keyof typeof DIETS

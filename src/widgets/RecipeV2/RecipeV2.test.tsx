import { within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { RecipeV2Block } from '@/cms/payload-types'
import { testWidgetContext } from '../context'
import { sampleRefs, withIds } from '../fixtures'
import { RecipeV2 } from './RecipeV2'
import { recipeV2Fixtures } from './RecipeV2.fixtures'
import { recipeV2Widget } from './RecipeV2.widget'

const context = testWidgetContext({ articlePath: '/health/widget-gallery' })
const [fixture] = withIds(recipeV2Fixtures.examples(sampleRefs)[0]!.blocks, 'soup') as RecipeV2Block[]

function serverHtml(block: RecipeV2Block) {
  const host = document.createElement('div')
  host.innerHTML = renderToString(<RecipeV2 block={block} context={context} />)
  document.body.append(host)
  return host
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('Recipe v2, in the server HTML', () => {
  it('has the times shortened to digits plus h or min, spelt out for screen readers', () => {
    const host = serverHtml(fixture!)
    const times = Array.from(host.querySelectorAll('time')).map((t) => [
      t.getAttribute('datetime'),
      t.textContent,
    ])
    expect(times).toEqual([
      ['PT15M', '15min15 minutes'],
      ['PT30M', '30min30 minutes'],
      ['PT45M', '45min45 minutes'],
    ])
  })

  it('has the servings line, the tips and the ingredients as the editor wrote them', () => {
    const host = serverHtml(fixture!)
    expect(host).toHaveTextContent('Makes 4 servings')
    expect(within(host).getByRole('checkbox', { name: '½ lemon, juiced' })).toBeInTheDocument()
    expect(host).toHaveTextContent('Red lentils need no soaking.')
    expect(host).toHaveTextContent('The soup thickens as it stands')
  })

  it('has the nutrition facts: servings and size, every amount per serving and for the whole recipe', () => {
    const host = serverHtml(fixture!)
    const panel = within(host).getByRole('region', { name: 'Nutrition facts' })
    expect(panel).toHaveTextContent('4 servings per recipe · Serving size: 1 bowl (about 350 g)')
    const rows = within(panel)
      .getAllByRole('row')
      .map((row) => Array.from(row.children).map((cell) => cell.textContent))
    expect(rows).toEqual([
      ['Nutrient', 'Per serving', 'Whole recipe (4 servings)'],
      ['Calories', '260 kcalkilocalories', '1,040 kcalkilocalories'],
      ['Total fat', '4.5 ggrams', '18 ggrams'],
      ['Saturated fat', '0.6 ggrams', '2.4 ggrams'],
      ['Trans fat', '0 ggrams', '0 ggrams'],
      ['Sodium', '320 mgmilligrams', '1,280 mgmilligrams'],
      ['Carbohydrate', '38 ggrams', '152 ggrams'],
      ['Fiber', '8 ggrams', '32 ggrams'],
      ['Sugars', '7 ggrams', '28 ggrams'],
      ['Protein', '14 ggrams', '56 ggrams'],
    ])
  })

  it('links the ingredient swaps page when there is one', () => {
    const host = serverHtml({ ...fixture!, substitutionUrl: '/nutrition/swaps' })
    expect(within(host).getByRole('link', { name: 'See ingredient substitutions' })).toHaveAttribute(
      'href',
      '/nutrition/swaps',
    )
  })

  it('shows no nutrition panel without amounts, and no sponsor marker ever', () => {
    const host = serverHtml({ ...fixture!, nutritionFacts: { servingsCount: 4 } })
    expect(within(host).queryByRole('region', { name: 'Nutrition facts' })).toBeNull()
    expect(within(host).queryByLabelText('no-image-tracking-url-provided')).toBeNull()
  })
})

describe('recipeV2Widget.structuredData', () => {
  it('gives a Recipe with nutrition and ISO 8601 times', () => {
    const [node] = recipeV2Widget.structuredData!([fixture!], {
      url: 'https://wellread.example/health/widget-gallery',
    })
    expect(node).toMatchObject({
      '@type': 'Recipe',
      name: 'Red lentil soup',
      prepTime: 'PT15M',
      cookTime: 'PT30M',
      totalTime: 'PT45M',
      recipeYield: ['4', '4 servings'],
      nutrition: {
        '@type': 'NutritionInformation',
        servingSize: '1 bowl (about 350 g)',
        calories: '260 calories',
        sodiumContent: '320 mg',
        transFatContent: '0 g',
      },
    })
    expect(node!.recipeInstructions).toHaveLength(4)
  })
})

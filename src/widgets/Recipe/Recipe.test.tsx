import { render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { RecipeBlock } from '@/cms/payload-types'
import { testWidgetContext } from '../context'
import { sampleRefs, withIds } from '../fixtures'
import { Recipe } from './Recipe'
import { recipeFixtures } from './Recipe.fixtures'
import { recipeWidget } from './Recipe.widget'

const context = testWidgetContext({ articlePath: '/health/widget-gallery' })
const [fixture] = withIds(recipeFixtures.examples(sampleRefs)[0]!.blocks, 'oats') as RecipeBlock[]

function serverHtml(block: RecipeBlock) {
  const host = document.createElement('div')
  host.innerHTML = renderToString(<Recipe block={block} context={context} />)
  document.body.append(host)
  return host
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('Recipe (v1), in the server HTML', () => {
  it('has the whole recipe: title, description, picture, times, servings, ingredients, steps and tip', () => {
    const host = serverHtml(fixture!)
    const card = within(host).getByRole('region', { name: 'Overnight oats with berries' })
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Overnight oats with berries')
    expect(card).toHaveTextContent('A no-cook breakfast you stir together in the evening')
    expect(within(card).getByRole('img', { name: /oats/i })).toHaveAttribute(
      'src',
      '/sample/pictures/recipe-overnight-oats.webp',
    )
    const prep = card.querySelector('time')!
    expect(prep).toHaveAttribute('datetime', 'PT10M')
    expect(prep).toHaveTextContent('10min10 minutes')
    expect(card).toHaveTextContent('Makes 2 servings')
    expect(within(card).getAllByRole('checkbox')).toHaveLength(7 + 3)
    expect(within(card).getByRole('checkbox', { name: '½ cup plain Greek yogurt' })).not.toBeChecked()
    expect(within(card).getByRole('heading', { name: 'Instructions' })).toBeInTheDocument()
    expect(card).toHaveTextContent('Tip: Frozen berries can go in now')
    expect(card).toHaveTextContent('Make it ahead')
  })

  it('shows the controls, disabled until the leaf loads', () => {
    const host = serverHtml(fixture!)
    expect(within(host).getByRole('button', { name: 'Print recipe' })).toBeDisabled()
    expect(within(host).getByRole('button', { name: 'More servings' })).toBeDisabled()
  })

  it('links an ingredient, with a name that says which', () => {
    const host = serverHtml(fixture!)
    const link = within(host).getByRole('link', { name: 'Learn more about 1 cup rolled oats' })
    expect(link).toHaveAttribute('href', '/nutrition/mediterranean-diet-basics')
    expect(link).not.toHaveAttribute('target')
  })

  it('says it is sponsored, links the sponsor as sponsored, and marks the missing pixel (000 §8)', () => {
    const host = serverHtml(fixture!)
    expect(host).toHaveTextContent('Sponsored by Northfield Oats')
    const sponsor = within(host).getByRole('link', { name: 'Northfield Oats' })
    expect(sponsor).toHaveAttribute('href', 'https://northfield-oats.example/')
    expect(sponsor).toHaveAttribute('target', '_blank')
    expect(sponsor.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['sponsored', 'noopener']))
    const marker = within(host).getByLabelText('no-image-tracking-url-provided')
    expect(marker).not.toBeVisible()
    // The pixel itself never comes from the server: the browser loads it (and only with the reader's leave).
    expect(host.querySelector('img[data-tracking-pixel]')).toBeNull()
  })

  it('has no marker and no sponsor line when the recipe is not sponsored', () => {
    render(<Recipe block={{ ...fixture!, sponsorship: { isSponsored: false } }} context={context} />)
    expect(screen.queryByText(/Sponsored/)).toBeNull()
    expect(screen.queryByLabelText('no-image-tracking-url-provided')).toBeNull()
  })

  it('has no marker when the sponsor gave a pixel address', () => {
    const sponsored = {
      ...fixture!,
      sponsorship: { ...fixture!.sponsorship, sponsorTracker: 'https://px.example/p.gif' },
    }
    render(<Recipe block={sponsored} context={context} />)
    expect(screen.queryByLabelText('no-image-tracking-url-provided')).toBeNull()
  })

  it('gives each step an anchor that the structured data points at', () => {
    const host = serverHtml(fixture!)
    expect(host.querySelector('#recipe-oats-0-step-2')).toHaveTextContent('Cover and refrigerate')
  })

  it('renders nothing without ingredients or steps', () => {
    const { container } = render(
      <Recipe block={{ ...fixture!, recipeIngredients: [], recipeInstructions: [] }} context={context} />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})

describe('recipeWidget.structuredData', () => {
  it('gives a Recipe for the fixture, with the page’s address in its ids', () => {
    const nodes = recipeWidget.structuredData!([fixture!], {
      url: 'https://wellread.example/health/widget-gallery',
    })
    expect(nodes).toHaveLength(1)
    expect(nodes[0]).toMatchObject({
      '@type': 'Recipe',
      name: 'Overnight oats with berries',
      image: ['https://wellread.example/sample/pictures/recipe-overnight-oats.webp'],
      recipeYield: ['2', '2 servings'],
      prepTime: 'PT10M',
      recipeCuisine: 'American',
      recipeCategory: 'Breakfast',
    })
    expect(nodes[0]!.recipeIngredient).toHaveLength(7)
  })

  it('gives none for a recipe without a picture', () => {
    const withoutPicture = { ...fixture!, generalInfo: { ...fixture!.generalInfo, recipeImage: null } }
    expect(recipeWidget.structuredData!([withoutPicture], { url: 'https://wellread.example/x' })).toEqual([])
  })
})

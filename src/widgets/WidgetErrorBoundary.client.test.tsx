import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { widgetList } from './registry'
import { RESOURCE_UNAVAILABLE_MESSAGE, WidgetErrorBoundary } from './WidgetErrorBoundary.client'

/** A widget whose browser code breaks when the reader presses its button. */
function Fragile() {
  const [broken, setBroken] = useState(false)
  if (broken) throw new Error('the quiz lost its answers')
  return (
    <button type="button" onClick={() => setBroken(true)}>
      Check my answers
    </button>
  )
}

const events = () => window.wellreadEvents ?? []

beforeEach(() => {
  window.wellreadEvents = []
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

describe('WidgetErrorBoundary: a widget that fails in the browser', () => {
  it('leaves 002 §8’s "Resource not available" message in its place, and reports the error', () => {
    render(
      <>
        <WidgetErrorBoundary widget="quiz">
          <Fragile />
        </WidgetErrorBoundary>
        <p>The rest of the article.</p>
      </>,
    )
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Check my answers' })))
    expect(screen.getByRole('status')).toHaveTextContent(
      "Resource not available. We're unable to show some of our resources at this time.",
    )
    expect(RESOURCE_UNAVAILABLE_MESSAGE).toBe(
      "Resource not available. We're unable to show some of our resources at this time.",
    )
    expect(screen.getByText('The rest of the article.')).toBeInTheDocument()
    expect(events()).toContainEqual(
      expect.objectContaining({
        name: 'client.error',
        where: 'widget.quiz',
        message: 'the quiz lost its answers',
      }),
    )
  })

  it('leaves nothing for the widgets 001 §8 keeps silent (product cards, rows, drug cost, drivers)', () => {
    const { container } = render(
      <WidgetErrorBoundary widget="productCard" quiet>
        <Fragile />
      </WidgetErrorBoundary>,
    )
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Check my answers' })))
    expect(container).toBeEmptyDOMElement()
  })

  it('the silent ones are exactly 001 §8’s', () => {
    const quiet = widgetList
      .filter((d) => d.failsQuietly)
      .map((d) => d.blockType)
      .sort()
    expect(quiet).toEqual([
      'contentRow',
      'drugCostSavings',
      'paidMediaDriver',
      'productCard',
      'promotionSlot',
      'shoppingProduct',
    ])
  })
})

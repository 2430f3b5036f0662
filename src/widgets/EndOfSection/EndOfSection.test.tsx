import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { EndOfSectionBlock } from '@/cms/payload-types'
import { parseTrackFields } from '@/lib/trackingAttrs'
import { commerceContext } from '@/widgets/context'
import type { WidgetContext } from '@/widgets/types'
import { EndOfSection } from './EndOfSection'

const context: WidgetContext = {
  commerce: commerceContext(null, '/health/test-article'),
  keywords: [],
  articleTitle: 'Walking basics',
  articlePath: '/fitness/walking',
  authors: [],
  siteHost: 'wellread.example',
}

function block(fields: Partial<EndOfSectionBlock> = {}): EndOfSectionBlock {
  return {
    blockType: 'endOfSection',
    prompt: 'Up next:',
    displayText: 'How to start walking',
    destinationUrl: '/fitness/walking-for-heart-health',
    ...fields,
  }
}

describe('EndOfSection', () => {
  it('is one link named by its prompt and words', () => {
    render(<EndOfSection block={block()} context={context} />)
    const link = screen.getByRole('link', { name: 'Up next: How to start walking' })
    expect(link).toHaveAttribute('href', '/fitness/walking-for-heart-health')
    expect(link).not.toHaveAttribute('target')
    expect(screen.getAllByRole('link')).toHaveLength(1)
  })

  it('carries the three data attributes with what the editor set', () => {
    render(<EndOfSection block={block()} context={context} />)
    const link = screen.getByRole('link')
    expect(link).toHaveAttribute('data-prompt', 'Up next:')
    expect(link).toHaveAttribute('data-display-text', 'How to start walking')
    expect(link).toHaveAttribute('data-destination-url', '/fitness/walking-for-heart-health')
  })

  it('is marked for click tracking with its position', () => {
    render(<EndOfSection block={block()} context={context} ordinal={3} />)
    expect(parseTrackFields(screen.getByRole('link').getAttribute('data-track-click'))).toEqual({
      category: 'end-of-section link',
      name: 'Up next:',
      text: 'How to start walking',
      linkUrl: '/fitness/walking-for-heart-health',
      position: 3,
    })
  })

  it('without a prompt shows the link alone, data-prompt empty', () => {
    render(<EndOfSection block={block({ prompt: '' })} context={context} />)
    const link = screen.getByRole('link', { name: 'How to start walking' })
    expect(link).toHaveAttribute('data-prompt', '')
  })

  it('opens another site in a new tab, and says so', () => {
    render(
      <EndOfSection
        block={block({
          prompt: 'From the CDC:',
          displayText: 'Sleep basics',
          destinationUrl: 'https://www.cdc.gov/sleep/',
        })}
        context={context}
      />,
    )
    const link = screen.getByRole('link', { name: 'From the CDC: Sleep basics (opens in a new tab)' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).toHaveAttribute('data-destination-url', 'https://www.cdc.gov/sleep/')
  })

  it('keeps its arrow away from assistive technology', () => {
    const { container } = render(<EndOfSection block={block()} context={context} />)
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })

  it.each([
    ['no words', block({ displayText: '  ' })],
    ['an unsafe address', block({ destinationUrl: 'javascript:alert(1)' })],
    ['no address', block({ destinationUrl: '' })],
  ])('renders nothing with %s', (_label, data) => {
    const { container } = render(<EndOfSection block={data} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('is static: the server HTML is the whole widget', () => {
    const html = renderToString(<EndOfSection block={block()} context={context} />)
    expect(html).toContain('data-display-text="How to start walking"')
    expect(html).not.toContain('data-lazy-leaf')
  })
})

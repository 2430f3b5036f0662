import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { TilesBlock } from '@/cms/payload-types'
import { commerceContext } from '@/widgets/context'
import type { WidgetContext } from '@/widgets/types'
import { Tiles } from './Tiles'

const context: WidgetContext = {
  commerce: commerceContext(null, '/health/test-article'),
  keywords: [],
  articleTitle: 'Sleep basics',
  articlePath: '/sleep/basics',
  authors: [],
  siteHost: 'wellread.example',
}

function block(tiles: TilesBlock['tiles'], hubTitle = 'Sleep'): TilesBlock {
  return { blockType: 'tiles', hubTitle, tiles }
}

describe('Tiles', () => {
  it('renders the heading and one link per tile', () => {
    render(
      <Tiles
        block={block([
          { title: 'Insomnia', url: '/sleep/insomnia' },
          { title: 'Naps', url: '#naps' },
        ])}
        context={context}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Discover more about Sleep' })).toBeInTheDocument()
    const list = screen.getByRole('list')
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Insomnia' })).toHaveAttribute('href', '/sleep/insomnia')
    expect(screen.getByRole('link', { name: 'Naps' })).toHaveAttribute('href', '#naps')
  })

  it.each([
    ['no tiles array', null],
    ['an empty list', []],
    [
      'only tiles without title or URL',
      [
        { title: '', url: '/a' },
        { title: 'B', url: '' },
      ],
    ],
  ])('renders nothing with %s', (_label, tiles) => {
    const { container } = render(<Tiles block={block(tiles)} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })

  it.each([
    ['/sleep/insomnia', false],
    ['#comments', false],
    ['https://example.org/sleep', true],
  ])('link %s opens in a new tab: %s', (url, external) => {
    render(<Tiles block={block([{ title: 'Read this', url }])} context={context} />)
    const link = screen.getByRole('link', { name: external ? 'Read this (opens in a new tab)' : 'Read this' })
    if (external) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    } else {
      expect(link).not.toHaveAttribute('target')
      expect(link).not.toHaveAttribute('rel')
    }
  })

  it('shows a cut tile title but keeps the full title for assistive tech and tooltips', () => {
    const full = 'Cognitive behavioural therapy for insomnia'
    render(<Tiles block={block([{ title: full, url: '/cbt-i' }])} context={context} />)
    const link = screen.getByRole('link', { name: full })
    expect(link).toHaveAttribute('title', full)
    expect(within(link).getByText('Cognitive behavioural…')).toBeVisible()
  })

  it('does not add a tooltip when nothing was cut', () => {
    render(<Tiles block={block([{ title: 'Insomnia', url: '/i' }])} context={context} />)
    expect(screen.getByRole('link', { name: 'Insomnia' })).not.toHaveAttribute('title')
  })

  it('cuts a long heading to 60 characters and keeps the full text accessible', () => {
    const hub = 'Living well with chronic obstructive pulmonary disease'
    render(<Tiles block={block([{ title: 'Inhalers', url: '/copd/inhalers' }], hub)} context={context} />)
    const heading = screen.getByRole('heading', { level: 2, name: `Discover more about ${hub}` })
    expect(
      within(heading).getByText('Discover more about Living well with chronic obstructive…'),
    ).toBeVisible()
    expect(heading).toHaveAttribute('title', `Discover more about ${hub}`)
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { LivedExperienceBlock } from '@/cms/payload-types'
import { commerceContext } from '@/widgets/context'
import { sampleRefs } from '@/widgets/fixtures'
import type { WidgetContext } from '@/widgets/types'
import { LivedExperience } from './LivedExperience'

const context: WidgetContext = {
  commerce: commerceContext(null, '/health/test-article'),
  keywords: [],
  articleTitle: 'Living with type 2 diabetes',
  articlePath: '/health/type-2-diabetes',
  authors: [],
  siteHost: 'wellread.example',
}

function block(fields: Partial<LivedExperienceBlock> = {}): LivedExperienceBlock {
  return {
    blockType: 'livedExperience',
    quote: '“A walk after dinner did more than I expected.”',
    name: 'Rosa Whitfield',
    credentials: 'CPS',
    title: 'Living with type 2 diabetes since 2015',
    photo: sampleRefs.picture('lived-experience-portrait'),
    authorBioPageUrl: '/health/widget-gallery',
    cta: { text: 'Read Rosa’s story', url: '/nutrition/mediterranean-diet-basics' },
    ...fields,
  }
}

describe('LivedExperience', () => {
  it('shows the label, the quote, and who said it as the figure’s caption', () => {
    render(<LivedExperience block={block()} context={context} />)
    const figure = screen.getByRole('figure')
    expect(within(figure).getByText('Lived experience')).toBeInTheDocument()
    expect(figure.querySelector('blockquote')).toHaveTextContent(
      /^“A walk after dinner did more than I expected\.$/,
    )
    const caption = figure.querySelector('figcaption')!
    expect(caption).toHaveTextContent('Rosa Whitfield, CPS')
    expect(caption).toHaveTextContent('Living with type 2 diabetes since 2015')
  })

  it('reads the quote once: the quotation mark and the photo are decoration', () => {
    const { container } = render(<LivedExperience block={block()} context={context} />)
    expect((container.textContent ?? '').split('A walk after dinner')).toHaveLength(2)
    expect(container.querySelector('.mark')).toHaveAttribute('aria-hidden', 'true')
    const photo = container.querySelector('img')!
    expect(photo).toHaveAttribute('alt', '')
    expect(photo).toHaveAttribute('src', '/sample/pictures/lived-experience-portrait.webp')
    expect(photo).toHaveAttribute('width', '96')
    expect(photo).toHaveAttribute('height', '96')
    expect(photo).toHaveAttribute('loading', 'lazy')
  })

  it('links the name to the bio page, and the button to its page, on this site in the same tab', () => {
    render(<LivedExperience block={block()} context={context} />)
    const bio = screen.getByRole('link', { name: 'Rosa Whitfield' })
    expect(bio).toHaveAttribute('href', '/health/widget-gallery')
    expect(bio).not.toHaveAttribute('target')
    const button = screen.getByRole('link', { name: 'Read Rosa’s story' })
    expect(button).toHaveAttribute('href', '/nutrition/mediterranean-diet-basics')
    expect(button).not.toHaveAttribute('target')
    expect(JSON.parse(button.getAttribute('data-track-click')!)).toEqual({
      category: 'lived experience',
      position: 1,
      location: 'button',
      text: 'Read Rosa’s story',
    })
  })

  it('opens other sites in a new tab, and says so', () => {
    render(
      <LivedExperience
        block={block({
          authorBioPageUrl: 'https://community.example.org/rosa',
          cta: { text: 'Her blog', url: 'https://rosa.example.org' },
        })}
        context={context}
        ordinal={2}
      />,
    )
    const bio = screen.getByRole('link', { name: 'Rosa Whitfield (opens in a new tab)' })
    expect(bio).toHaveAttribute('target', '_blank')
    expect(bio).toHaveAttribute('rel', 'noopener noreferrer')
    const button = screen.getByRole('link', { name: 'Her blog (opens in a new tab)' })
    expect(button).toHaveAttribute('rel', 'noopener noreferrer')
    expect(JSON.parse(button.getAttribute('data-track-click')!)).toMatchObject({ position: 2 })
  })

  it('shows the name without a link, and no button or photo, when they are not given', () => {
    const { container } = render(
      <LivedExperience
        block={block({
          authorBioPageUrl: null,
          cta: { text: 'Read more', url: '' },
          photo: null,
          credentials: '',
        })}
        context={context}
      />,
    )
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('figcaption')).toHaveTextContent(/^Rosa WhitfieldLiving with type 2/)
  })

  it('refuses unsafe addresses: no link rather than a dangerous one', () => {
    render(
      <LivedExperience
        block={block({
          authorBioPageUrl: 'javascript:alert(1)',
          cta: { text: 'Go', url: 'data:text/html,x' },
        })}
        context={context}
      />,
    )
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('is counted when seen, through the page’s tracking island', () => {
    const { container } = render(<LivedExperience block={block()} context={context} ordinal={3} />)
    expect(JSON.parse(container.firstElementChild!.getAttribute('data-track-view')!)).toEqual({
      category: 'lived experience',
      position: 3,
    })
  })

  it.each([
    ['no quote', block({ quote: '  ' })],
    ['no name', block({ name: '' })],
  ])('renders nothing with %s', (_label, data) => {
    const { container } = render(<LivedExperience block={data} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('ships no JavaScript: no client files, no lazy leaf', () => {
    const html = renderToString(<LivedExperience block={block()} context={context} />)
    expect(html).not.toContain('data-lazy-leaf')
    const files = fs.readdirSync(path.dirname(new URL(import.meta.url).pathname))
    expect(files.filter((file) => file.includes('.client.'))).toEqual([])
  })
})

import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AuthorBioBlock } from '@/cms/payload-types'
import { commerceContext } from '@/widgets/context'
import type { AuthorSummary, WidgetContext } from '@/widgets/types'
import { AuthorBio } from './AuthorBio'

const jane: AuthorSummary = {
  name: 'Jane Doe',
  credentials: 'MD',
  bio: 'Jane is a sleep physician.',
  imageSrc: '/media/jane.jpg',
  imageAlt: 'Jane Doe smiling',
}

function context(authors: AuthorSummary[]): WidgetContext {
  return {
    commerce: commerceContext(null, '/health/test-article'),
    keywords: [],
    articleTitle: 'Sleep basics',
    articlePath: '/sleep/basics',
    authors,
    siteHost: 'wellread.example',
  }
}

function block(fields: Partial<AuthorBioBlock> = {}): AuthorBioBlock {
  return { blockType: 'authorBio', ...fields }
}

describe('AuthorBio', () => {
  it("shows the article's first author when the block is empty", () => {
    render(<AuthorBio block={block()} context={context([jane, { name: 'Second Author' }])} />)
    expect(screen.getByRole('heading', { level: 2, name: 'About the author' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Jane Doe, MD' })).toBeInTheDocument()
    expect(screen.getByRole('paragraph')).toHaveTextContent('Jane is a sleep physician.')
    expect(screen.queryByText(/Second Author/)).not.toBeInTheDocument()
    const photo = screen.getByRole('img', { name: 'Jane Doe smiling' })
    expect(photo).toHaveAttribute('src', '/media/jane.jpg')
    expect(photo).toHaveAttribute('loading', 'lazy')
    expect(photo).toHaveAttribute('width', '96')
    expect(photo).toHaveAttribute('height', '96')
  })

  it('prefers the fields set on the block', () => {
    render(
      <AuthorBio
        block={block({
          authorName: 'Sam Lee',
          authorDescription: 'Sam writes about food.',
          authorImageSrc: 'https://images.test/sam.png',
        })}
        context={context([jane])}
      />,
    )
    expect(screen.getByRole('heading', { level: 3, name: 'Sam Lee' })).toBeInTheDocument()
    expect(screen.getByText('Sam writes about food.')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Sam Lee' })).toHaveAttribute('src', 'https://images.test/sam.png')
    expect(screen.queryByText(/Jane/)).not.toBeInTheDocument()
  })

  it('renders without photo or description when there are none', () => {
    render(<AuthorBio block={block({ authorName: 'Ann Roe' })} context={context([])} />)
    expect(screen.getByRole('heading', { level: 3, name: 'Ann Roe' })).toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(screen.queryByRole('paragraph')).not.toBeInTheDocument()
  })

  it.each([
    ['no block name and no article author', block(), []],
    ['a blank block name and an author without a name', block({ authorName: ' ' }), [{ name: '' }]],
  ])('renders nothing with %s', (_label, data, authors) => {
    const { container } = render(<AuthorBio block={data} context={context(authors)} />)
    expect(container).toBeEmptyDOMElement()
  })
})

import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import type { UpNextItem } from './choose'
import { UpNextBar } from './UpNextBar.client'

const items = (count: number): UpNextItem[] =>
  Array.from({ length: count }, (_, i) => ({
    title: [`Article ${i + 1}`, 'unused'],
    link: `/health/article-${i + 1}`,
  }))

const toggle = () => screen.getByRole('button', { name: /up next/i })

describe('UpNextBar', () => {
  it('starts closed: a button that controls a hidden list', () => {
    render(<UpNextBar items={items(3)} />)
    expect(screen.getByRole('navigation', { name: 'Up next' })).toBeInTheDocument()
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    const list = document.getElementById(toggle().getAttribute('aria-controls')!)
    expect(list?.tagName).toBe('OL')
    expect(list).not.toBeVisible()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('opens to list the upcoming articles by their first title, linked, and closes again', async () => {
    const user = userEvent.setup()
    render(<UpNextBar items={items(3)} />)
    await user.click(toggle())
    expect(toggle()).toHaveAttribute('aria-expanded', 'true')
    const list = screen.getByRole('list')
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Article 1', '/health/article-1'],
      ['Article 2', '/health/article-2'],
      ['Article 3', '/health/article-3'],
    ])
    await user.click(toggle())
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('list')).toBeNull()
  })

  it.each([
    [1, 1, '1 article'],
    [5, 5, '5 articles'],
    [8, 5, '5 articles'],
  ])('with %i items lists %i (%s)', async (given, shown, label) => {
    const user = userEvent.setup()
    render(<UpNextBar items={items(given)} />)
    expect(toggle()).toHaveTextContent(label)
    await user.click(toggle())
    expect(within(screen.getByRole('list')).getAllByRole('link')).toHaveLength(shown)
  })

  it('closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup()
    render(<UpNextBar items={items(2)} />)
    await user.click(toggle())
    await user.tab()
    expect(screen.getByRole('link', { name: 'Article 1' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    expect(toggle()).toHaveFocus()
  })

  it('opens from the keyboard', async () => {
    const user = userEvent.setup()
    render(<UpNextBar items={items(2)} />)
    await user.tab()
    expect(toggle()).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(toggle()).toHaveAttribute('aria-expanded', 'true')
  })

  it('closes on a tap outside, not on a tap inside', async () => {
    const user = userEvent.setup()
    render(
      <>
        <p>Article text</p>
        <UpNextBar items={items(2)} />
      </>,
    )
    await user.click(toggle())
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('list') })
    expect(toggle()).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByText('Article text'))
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
  })

  it('renders nothing without usable items', () => {
    const { container } = render(
      <UpNextBar
        items={[
          { title: [], link: '/health/a' },
          { title: ['Off site'], link: 'https://example.com/x' },
        ]}
      />,
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('renders on the server, closed', () => {
    const html = renderToString(<UpNextBar items={items(2)} />)
    expect(html).toContain('aria-expanded="false"')
    expect(html).toContain('href="/health/article-1"')
  })
})

import { render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { QUOTE_PHOTO_SIZE, QuoteCard } from './QuoteCard'

describe('QuoteCard', () => {
  it('shows the quote in a figure, captioned with who said it and their title', () => {
    render(
      <QuoteCard
        tone="brand"
        quote="Pick one habit and keep it for two weeks."
        name="Maya Okafor, MD"
        title="Internal medicine physician"
        photo={{ src: '/sample/avatars/mayaOkafor.webp' }}
      />,
    )
    const figure = screen.getByRole('figure')
    expect(
      within(figure).getByText('Pick one habit and keep it for two weeks.').closest('blockquote'),
    ).not.toBeNull()
    const caption = figure.querySelector('figcaption')!
    expect(caption).toHaveTextContent('Maya Okafor, MDInternal medicine physician')
    const photo = within(caption).getByRole('presentation')
    expect(photo).toHaveAttribute('src', '/sample/avatars/mayaOkafor.webp')
    expect(photo).toHaveAttribute('width', String(QUOTE_PHOTO_SIZE))
    expect(photo).toHaveAttribute('loading', 'lazy')
  })

  it('lets screen readers read the words once: the quotation mark and the photo are decoration', () => {
    const html = renderToString(
      <QuoteCard tone="accent" quote="A walk after dinner helped." name="Rosa" photo={{ src: '/p.webp' }} />,
    )
    const page = new DOMParser().parseFromString(html, 'text/html')
    const hidden = [...page.querySelectorAll('[aria-hidden="true"]')].map((el) => el.textContent)
    expect(hidden).toEqual(['“'])
    expect(page.querySelector('img')?.getAttribute('alt')).toBe('')
    expect(page.body.textContent).toBe('“A walk after dinner helped.Rosa')
  })

  it('has no caption (and no photo) when nobody is named', () => {
    render(<QuoteCard tone="brand" quote="Sleep is a skill." photo={{ src: '/p.webp' }} title="" />)
    expect(screen.getByRole('figure')).toHaveTextContent(/^“Sleep is a skill\.$/)
    expect(screen.getByRole('figure').querySelector('figcaption')).toBeNull()
    expect(screen.queryByRole('presentation')).toBeNull()
  })

  it('puts the label above the quote in the figure, and what it is given under the figure in the card', () => {
    const { container } = render(
      <QuoteCard
        tone="accent"
        quote="Small steps add up."
        name={<a href="/authors/rosa">Rosa</a>}
        label={<p>Lived experience</p>}
        attrs={{ 'data-lived-experience': '' }}
      >
        <a href="/nutrition/walking">Read Rosa’s story</a>
      </QuoteCard>,
    )
    const card = container.querySelector('[data-lived-experience]')!
    const figure = within(card as HTMLElement).getByRole('figure')
    expect(figure.firstElementChild).toHaveTextContent('Lived experience')
    expect(within(figure).getByRole('link', { name: 'Rosa' })).toHaveAttribute('href', '/authors/rosa')
    const story = within(card as HTMLElement).getByRole('link', { name: 'Read Rosa’s story' })
    expect(figure).not.toContainElement(story)
  })
})

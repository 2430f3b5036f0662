import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { DecisionListView } from './model'
import { Preamp } from './Preamp'

const view: DecisionListView = {
  kind: 'decisionList',
  title: 'Before you choose a treatment',
  image: { src: '/media/walk.webp', alt: 'A person walking', width: 1200, height: 800 },
  articles: [
    { title: 'Walking for heart health', href: '/fitness/walking', image: { src: '/media/w.webp', alt: '' } },
    { title: 'Blood pressure and sleep', href: '/health/bp-sleep', image: null },
  ],
}

describe('Preamp', () => {
  it('renders nothing without an asset', () => {
    const { container } = render(<Preamp view={null} />)
    expect(container.innerHTML).toBe('')
  })

  it('shows the decision list as a titled region with a numbered list of links', () => {
    render(<Preamp view={view} />)
    const region = screen.getByRole('region', { name: 'Before you choose a treatment' })
    expect(within(region).getByRole('img', { name: 'A person walking' })).toBeTruthy()
    const links = within(region).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Walking for heart health', '/fitness/walking'],
      ['Blood pressure and sleep', '/health/bp-sleep'],
    ])
    expect(within(region).getByRole('list').tagName).toBe('OL')
  })

  it('gives every thumbnail the 80 × 61 box, pictures decorative (the link says the title)', () => {
    const { container } = render(<Preamp view={view} />)
    const thumb = container.querySelector('a img') as HTMLImageElement
    expect([thumb.getAttribute('width'), thumb.getAttribute('height'), thumb.getAttribute('alt')]).toEqual([
      '80',
      '61',
      '',
    ])
    // An article without a picture keeps the same box, so the titles line up.
    expect(container.querySelectorAll('a > :first-child')).toHaveLength(2)
  })

  it('tracks the list’s view and each article’s click with its position, first-party', () => {
    const { container } = render(<Preamp view={view} />)
    const section = container.querySelector('section') as HTMLElement
    expect(JSON.parse(section.dataset.trackView ?? '{}')).toMatchObject({ category: 'decision list' })
    const second = screen.getByRole('link', { name: 'Blood pressure and sleep' })
    expect(JSON.parse(second.dataset.trackClick ?? '{}')).toMatchObject({
      position: 2,
      linkUrl: '/health/bp-sleep',
    })
  })
})

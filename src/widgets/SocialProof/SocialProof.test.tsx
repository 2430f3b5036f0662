import { render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { SocialProofBlock } from '@/cms/payload-types'
import { parseTrackFields } from '@/lib/trackingAttrs'
import { testWidgetContext } from '@/widgets/context'
import { SocialProof } from './SocialProof'

const context = testWidgetContext()

const block = (items: SocialProofBlock['items']): SocialProofBlock => ({
  blockType: 'socialProof',
  id: 'sp1',
  items,
})

const three = block([
  { icon: 'clock', mainText: 'A five-minute read', subtext: 'One short email every Tuesday' },
  { icon: 'heart', mainText: 'Reviewed by clinicians', subtext: null },
  { icon: 'cancel', mainText: 'Unsubscribe any time', subtext: 'One click' },
])

describe('SocialProof', () => {
  it('lists each item with its icon, main text and subtext', () => {
    render(<SocialProof block={three} context={context} ordinal={2} />)
    const list = screen.getByRole('list')
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'A five-minute readOne short email every Tuesday',
      'Reviewed by clinicians',
      'Unsubscribe any timeOne click',
    ])
    expect(within(items[0]!).getByText('A five-minute read').tagName).toBe('STRONG')
    expect(items.map((item) => item.querySelector('svg')?.getAttribute('data-icon'))).toEqual([
      'clock',
      'heart',
      'cancel',
    ])
    expect(list).toHaveAttribute('data-count', '3')
    expect(parseTrackFields(list.getAttribute('data-track-view'))).toEqual({
      category: 'social proof',
      position: 2,
    })
  })

  it('hides the icons from screen readers (the text says it all)', () => {
    render(<SocialProof block={three} context={context} />)
    for (const svg of document.querySelectorAll('svg')) expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('leaves out an item lacking its icon or its main text', () => {
    render(
      <SocialProof
        block={block([
          { icon: 'star', mainText: '', subtext: 'No main text' },
          { icon: 'rocket' as never, mainText: 'Unknown icon' },
          { icon: 'globe', mainText: 'Read around the world' },
        ])}
        context={context}
      />,
    )
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Read around the world'])
    expect(screen.getByRole('list')).toHaveAttribute('data-count', '1')
  })

  it('shows at most three items', () => {
    const four = block([...three.items, { icon: 'pills', mainText: 'A fourth item', subtext: null }])
    render(<SocialProof block={four} context={context} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    expect(screen.queryByText('A fourth item')).toBeNull()
  })

  it.each([
    ['no items', block([])],
    ['only incomplete items', block([{ icon: 'star', mainText: ' ' }])],
    ['malformed content', { blockType: 'socialProof', items: null } as unknown as SocialProofBlock],
  ])('renders nothing with %s', (_label, data) => {
    const { container } = render(<SocialProof block={data} context={context} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('ships no script', () => {
    const html = renderToString(<SocialProof block={three} context={context} />)
    expect(html).toContain('Reviewed by clinicians')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('data-lazy-leaf')
  })
})

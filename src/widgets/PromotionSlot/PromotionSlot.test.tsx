import { render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { PromotionSlotBlock } from '@/cms/payload-types'
import { testWidgetContext } from '../context'
import { PromotionSlot } from './PromotionSlot'

const block = (fields: Partial<PromotionSlotBlock>): PromotionSlotBlock => ({
  blockType: 'promotionSlot',
  placement: 'articlePlacement',
  style: 'card',
  id: 'slot-1',
  ...fields,
})

describe('PromotionSlot', () => {
  it('the cached HTML is the reserved, empty box of the chosen space, for every reader', () => {
    const html = renderToString(
      <PromotionSlot
        block={block({ placement: 'articlePlacement3', style: 'newsletter' })}
        context={testWidgetContext()}
      />,
    )
    const { container } = render(<div dangerouslySetInnerHTML={{ __html: html }} />)
    const box = container.querySelector('[data-placement]')!
    expect(box).toHaveAttribute('data-placement', 'articlePlacement3')
    expect(box).toHaveAttribute('data-style', 'newsletter')
    expect(box).toHaveAttribute('data-stage', 'queued')
    expect(box.querySelector('a, img, section, form')).toBeNull()
    expect(box.textContent).toBe('Promotion')
    expect(box.querySelector('.visually-hidden')).toHaveTextContent('Promotion')
  })

  it('an unknown position or space falls back to the first position and a card', () => {
    const html = renderToString(
      <PromotionSlot
        block={block({ placement: 'drugCopay' as never, style: 'wide' as never })}
        context={testWidgetContext()}
      />,
    )
    expect(html).toContain('data-placement="articlePlacement"')
    expect(html).toContain('data-style="card"')
  })
})

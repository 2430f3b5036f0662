import { ARTICLE_SLOT_PLACEMENTS } from '@/lib/placements'
import { pagePlacements } from '@/services/drivers/page'
import { DRIVER_STYLE_VALUES } from '@/services/drivers/shared'
import { promotionSlotBlock } from './PromotionSlot.config'
import { SLOT_PLACEMENT_OPTIONS, SLOT_STYLE_OPTIONS, slotPlacement, slotStyle } from './promotionSlot'

describe('a promotion position block', () => {
  it.each([
    [{ placement: 'articlePlacement2' }, 'articlePlacement2'],
    [{ placement: 'articlePlacement3' }, 'articlePlacement3'],
    [{ placement: 'headerNewsletter' }, 'articlePlacement'],
    [{ placement: null }, 'articlePlacement'],
    [{}, 'articlePlacement'],
  ])('position of %j → %s', (block, placement) => {
    expect(slotPlacement(block)).toBe(placement)
  })

  it.each([
    [{ style: 'banner' }, 'banner'],
    [{ style: 'newsletter' }, 'newsletter'],
    [{ style: 'huge' }, 'card'],
    [{}, 'card'],
  ])('space of %j → %s', (block, style) => {
    expect(slotStyle(block)).toBe(style)
  })

  it('offers every article position and every look, in editors’ words', () => {
    expect(SLOT_PLACEMENT_OPTIONS.map((o) => o.value)).toEqual([...ARTICLE_SLOT_PLACEMENTS])
    expect(SLOT_STYLE_OPTIONS.map((o) => o.value)).toEqual([...DRIVER_STYLE_VALUES])
    for (const o of [...SLOT_PLACEMENT_OPTIONS, ...SLOT_STYLE_OPTIONS])
      expect(o.label).not.toMatch(/[A-Z][a-z]+[A-Z]/)
  })

  it('stores what the placement engine reads: blockType promotionSlot with placement and style', () => {
    expect(promotionSlotBlock.slug).toBe('promotionSlot')
    expect(promotionSlotBlock.fields.map((f) => ('name' in f ? f.name : null))).toEqual([
      'placement',
      'style',
    ])
    const body = {
      root: {
        children: [
          {
            type: 'block',
            fields: { blockType: 'promotionSlot', placement: 'articlePlacement2', style: 'banner' },
          },
          {
            type: 'block',
            fields: { blockType: 'promotionSlot', placement: 'articlePlacement', style: 'newsletter' },
          },
        ],
      },
    }
    expect(pagePlacements(body, 'article')).toMatchObject({
      placements: ['articlePlacement2', 'articlePlacement', 'headerNewsletter', 'wBw2ndPagePopup'],
      placementStyles: { articlePlacement2: 'banner', articlePlacement: 'newsletter' },
    })
  })
})

// @vitest-environment jsdom
import type { AdFill } from '@/services/ads/shared'
import { creativeElement, sponsorLine } from './creative'

const classes = { creative: 'c', native: 'n', headline: 'h', text: 't', sponsor: 's' }

const imageFill: AdFill = {
  creative: {
    id: 'cr1',
    campaignId: 'ca1',
    size: 'mediumRect',
    format: 'image',
    image: { src: '/media/shoe.png', width: 300, height: 250, alt: 'Trail shoes, 20% off' },
    headline: null,
    text: null,
    sponsor: 'Northpath Running',
  },
  clickUrl: '/api/ads/click?c=cr1&p=MMR1&s=abc',
  frequencyCap: null,
}

describe('an ad’s creative', () => {
  it('is a sponsored link through the click address, holding the image with its alt text', () => {
    const link = creativeElement(document, imageFill, classes)
    expect(link.getAttribute('href')).toBe('/api/ads/click?c=cr1&p=MMR1&s=abc')
    expect(link.rel).toBe('sponsored noopener')
    expect(link.target).toBe('_blank')
    const img = link.querySelector('img')
    expect(img?.alt).toBe('Trail shoes, 20% off')
    expect([img?.width, img?.height]).toEqual([300, 250])
    expect(link.dataset.adCreative).toBe('cr1')
  })

  it('shows a native ad’s words as text, never as markup, with its sponsor', () => {
    const link = creativeElement(
      document,
      {
        ...imageFill,
        creative: {
          ...imageFill.creative,
          format: 'native',
          image: null,
          headline: '<b>Dinner</b> in 20 minutes',
          text: 'Fresh kits, delivered weekly.',
          sponsor: 'Greenfork',
        },
      },
      classes,
    )
    expect(link.className).toBe('c n')
    expect(link.querySelector('b')).toBeNull()
    expect(link.textContent).toBe(
      `<b>Dinner</b> in 20 minutesFresh kits, delivered weekly.${sponsorLine('Greenfork')}`,
    )
    expect(sponsorLine('Greenfork')).toBe('Sponsored by Greenfork')
  })
})

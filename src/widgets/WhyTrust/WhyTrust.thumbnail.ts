import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

const metric = (x: number, value: string) =>
  `<text x="${x + 14}" y="36" text-anchor="middle" font-family="system-ui, sans-serif" font-size="11" font-weight="700" fill="${colors.brand}">${value}</text>` +
  bar(x, 41, 28, 3, colors.inkMuted)

/** A shield with a check mark; the sketch: a heading, three numbers, a clipped explanation and "Read more". */
export const whyTrustImages = widgetImages({
  alt: 'A heading over three numbers in green, then a few lines of explanation fading out above a Read more link',
  icon:
    `<path d="M10 1.5l7 2.8v5.2c0 4.3-3 7.6-7 9-4-1.4-7-4.7-7-9V4.3z" fill="${colors.brand}"/>` +
    `<path d="M6.4 10.2l2.5 2.5 4.8-5" fill="none" stroke="${colors.onBrand}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>`,
  thumbnail:
    backdrop(colors.paperAlt) +
    bar(12, 10, 60, 6, colors.ink) +
    metric(12, '120+') +
    metric(46, '4k') +
    metric(80, '25y') +
    bar(12, 52, 96, 3.5, colors.ink) +
    bar(12, 58, 92, 3.5, colors.inkMuted) +
    bar(12, 64, 84, 3.5, colors.line) +
    bar(12, 71, 26, 3.5, colors.brandDark),
})

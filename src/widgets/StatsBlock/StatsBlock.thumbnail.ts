import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

const stat = (cx: number, value: string) =>
  `<text x="${cx}" y="43" text-anchor="middle" font-family="system-ui, sans-serif" font-size="14" font-weight="700" fill="${colors.brand}">${value}</text>` +
  bar(cx - 14, 52, 28, 3.5, colors.inkMuted) +
  bar(cx - 10, 59, 20, 3.5, colors.inkMuted)

/** A heading over three big numbers with their captions. */
export const statsBlockImages = widgetImages({
  alt: 'Three big numbers in green, each with a short caption',
  icon:
    `<rect x="2" y="11" width="4.5" height="7" rx="1" fill="${colors.brand}"/>` +
    `<rect x="7.75" y="6.5" width="4.5" height="11.5" rx="1" fill="${colors.brand}"/>` +
    `<rect x="13.5" y="2" width="4.5" height="16" rx="1" fill="${colors.accent}"/>` +
    `<rect x="1" y="18.5" width="18" height="1.5" rx="0.75" fill="${colors.ink}"/>`,
  thumbnail:
    backdrop(colors.paperAlt) +
    bar(14, 10, 52, 6, colors.ink) +
    stat(24, '72%') +
    stat(60, '3×') +
    stat(96, '8h'),
})

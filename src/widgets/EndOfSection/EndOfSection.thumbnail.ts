import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

const arrow = (x: number, y: number, color: string, width = 2) =>
  `<path d="M${x} ${y}h10M${x + 6} ${y - 4}l4 4-4 4" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`

/** Paragraph lines, then a ruled row: a small prompt, the link's words and an arrow. */
export const endOfSectionImages = widgetImages({
  alt: 'The end of a section: a small prompt and the words of a link with an arrow, between two rules',
  icon:
    `<rect x="1" y="5" width="18" height="1.2" fill="${colors.line}"/>` +
    `<rect x="1" y="14" width="18" height="1.2" fill="${colors.line}"/>` +
    bar(1.5, 8.6, 6, 2.8, colors.brandDark) +
    arrow(8.5, 10, colors.brand, 1.8),
  thumbnail:
    backdrop(colors.paperAlt) +
    bar(12, 12, 96, 4, colors.inkMuted) +
    bar(12, 20, 84, 4, colors.inkMuted) +
    bar(12, 28, 60, 4, colors.inkMuted) +
    `<rect x="12" y="42" width="96" height="1.5" fill="${colors.line}"/>` +
    `<rect x="12" y="68" width="96" height="1.5" fill="${colors.line}"/>` +
    bar(14, 52, 20, 3.5, colors.brandDark) +
    bar(38, 50, 50, 7, colors.brandDark) +
    arrow(94, 54, colors.brand),
})

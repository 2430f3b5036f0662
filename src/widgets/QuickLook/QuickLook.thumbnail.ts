import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** One line: a green award word, a product name and a down arrow (a jump further into the article). */
function line(y: number, award: number, name: number): string {
  return (
    bar(16, y, award, 4, colors.brand) +
    bar(20 + award, y, name, 4, colors.ink) +
    `<path d="M100 ${y - 1.5}v6m-3-3l3 3 3-3" fill="none" stroke="${colors.brand}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/>`
  )
}

/** A heading over four lines, each an award, a product name and a jump arrow. */
export const quickLookImages = widgetImages({
  alt: 'A heading over a list of picks, each an award, a product name and an arrow down to its card',
  icon:
    bar(1.5, 3, 4, 3, colors.brand) +
    bar(7, 3, 9, 3, colors.ink) +
    bar(1.5, 8.5, 4, 3, colors.brand) +
    bar(7, 8.5, 7, 3, colors.ink) +
    `<path d="M10 13v5.5m-3-3l3 3 3-3" fill="none" stroke="${colors.brand}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>`,
  thumbnail:
    backdrop(colors.paperAlt) +
    `<rect x="10" y="7" width="100" height="66" rx="5" fill="${colors.paper}" stroke="${colors.line}"/>` +
    bar(16, 13, 56, 6, colors.ink) +
    line(28, 18, 44) +
    line(40, 24, 36) +
    line(52, 14, 48) +
    line(64, 20, 40),
})

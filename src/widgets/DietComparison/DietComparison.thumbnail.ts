import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** One column: a picture, a name, then rows of text. */
const column = (x: number, picture: string) =>
  `<rect x="${x}" y="30" width="44" height="18" rx="2" fill="${picture}"/>` +
  bar(x, 52, 30, 4, colors.ink) +
  [59, 65, 71].map((y) => bar(x, y, 44, 3, colors.inkMuted)).join('')

/** The heading, the dropdown's header, and two diets side by side. */
export const dietComparisonImages = widgetImages({
  alt: 'Two diets side by side, each with a picture, a name and rows of facts, under a heading and a dropdown',
  icon:
    `<rect x="1.5" y="2" width="7.5" height="16" rx="1.5" fill="none" stroke="${colors.brand}" stroke-width="1.5"/>` +
    `<rect x="11" y="2" width="7.5" height="16" rx="1.5" fill="none" stroke="${colors.accent}" stroke-width="1.5"/>` +
    bar(3, 6, 4.5, 1.8, colors.ink) +
    bar(12.5, 6, 4.5, 1.8, colors.ink) +
    bar(3, 10, 4.5, 1.5, colors.inkMuted) +
    bar(12.5, 10, 4.5, 1.5, colors.inkMuted) +
    bar(3, 13.5, 4.5, 1.5, colors.inkMuted) +
    bar(12.5, 13.5, 4.5, 1.5, colors.inkMuted),
  thumbnail:
    backdrop(colors.paperAlt) +
    bar(14, 7, 60, 6, colors.ink) +
    `<rect x="14" y="17" width="92" height="9" rx="2" fill="${colors.paper}" stroke="${colors.line}"/>` +
    bar(18, 20, 40, 3, colors.inkMuted) +
    column(14, colors.brandTint) +
    column(62, colors.brand),
})

import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** A score bar: the grey track and its green fill. */
const scoreBar = (y: number, fill: number) =>
  bar(58, y, 48, 4, colors.line) + bar(58, y, 48 * fill, 4, colors.brand)

/** The headline score in a green disc, score bars beside it, the pros-and-cons row and the shop button. */
export const scorecardImages = widgetImages({
  alt: 'A review card with a big score in a green circle, score bars, a pros and cons row and a shop button',
  icon:
    `<circle cx="7" cy="8" r="5.5" fill="${colors.brand}"/>` +
    `<text x="7" y="10.4" text-anchor="middle" font-family="system-ui, sans-serif" font-size="6.5" font-weight="700" fill="${colors.paper}">5</text>` +
    bar(14, 4, 5, 2, colors.brand) +
    bar(14, 8, 4, 2, colors.brand) +
    bar(1.5, 15, 17, 3, colors.accent),
  thumbnail:
    backdrop(colors.paperAlt) +
    `<rect x="8" y="5" width="104" height="70" rx="5" fill="${colors.paper}" stroke="${colors.line}"/>` +
    bar(14, 10, 50, 5, colors.ink) +
    `<circle cx="31" cy="34" r="13" fill="${colors.brand}"/>` +
    bar(24, 31, 14, 5, colors.paper) +
    bar(58, 23, 30, 3, colors.inkMuted) +
    scoreBar(28, 0.94) +
    bar(58, 36, 24, 3, colors.inkMuted) +
    scoreBar(41, 0.8) +
    `<rect x="14" y="51" width="92" height="8" rx="2" fill="${colors.paperAlt}" stroke="${colors.line}"/>` +
    bar(17, 54, 30, 2.5, colors.ink) +
    `<rect x="35" y="63" width="50" height="8" rx="4" fill="${colors.accent}"/>` +
    bar(47, 66, 26, 2.5, colors.paper),
})

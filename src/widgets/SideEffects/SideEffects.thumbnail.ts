import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** A list row: a name bar and the chevron that opens it. */
const row = (y: number, width: number) =>
  `<rect x="14" y="${y}" width="92" height="11" rx="2" fill="${colors.paper}" stroke="${colors.line}"/>` +
  bar(19, y + 3.5, width, 4, colors.ink) +
  `<path d="M${98} ${y + 3} l3 2.5 l-3 2.5" fill="none" stroke="${colors.brand}" stroke-width="1.3" stroke-linecap="round" stroke-linejoin="round"/>`

/** Two tabs (mild selected, underlined in green) over a list of side effects. */
export const sideEffectsImages = widgetImages({
  alt: 'Two tabs, Mild and Severe, over a list of side effects that each open to a description',
  icon:
    `<rect x="2" y="2" width="7" height="4" rx="1" fill="${colors.brand}"/>` +
    `<rect x="10.5" y="2" width="7" height="4" rx="1" fill="${colors.line}"/>` +
    [8.5, 12.5, 16.5].map((y) => bar(2, y, 16, 2.5, colors.ink)).join(''),
  thumbnail:
    backdrop(colors.paperAlt) +
    bar(14, 8, 60, 6, colors.ink) +
    bar(14, 20, 22, 4, colors.brand) +
    bar(42, 20, 22, 4, colors.inkMuted) +
    `<rect x="14" y="26" width="22" height="1.6" fill="${colors.brand}"/>` +
    `<rect x="14" y="27.6" width="92" height="0.6" fill="${colors.line}"/>` +
    row(32, 40) +
    row(46, 54) +
    row(60, 34),
})

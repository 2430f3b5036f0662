import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** One comment: a card with a quote mark, two lines of text and a short attribution. */
const card = (y: number) =>
  `<rect x="10" y="${y}" width="100" height="17" rx="3" fill="${colors.paper}"/>` +
  `<rect x="10" y="${y}" width="2.5" height="17" fill="${colors.brand}"/>` +
  bar(17, y + 3.5, 84, 3, colors.ink) +
  bar(17, y + 8.5, 66, 3, colors.ink) +
  bar(17, y + 13, 30, 2.5, colors.inkMuted)

/** Two speech bubbles; the sketch: a heading, three quoted comments and a "Show more" control. */
export const topCommentsImages = widgetImages({
  alt: 'A heading over three quoted reader comments, each with a short attribution, and a Show more comments link',
  icon:
    `<path d="M2 3.5A1.5 1.5 0 0 1 3.5 2h9A1.5 1.5 0 0 1 14 3.5v6a1.5 1.5 0 0 1-1.5 1.5H7l-3 2.5V11h-.5A1.5 1.5 0 0 1 2 9.5z" fill="${colors.brand}"/>` +
    `<path d="M16 7h.5A1.5 1.5 0 0 1 18 8.5v6a1.5 1.5 0 0 1-1.5 1.5H16v2.5L13 16H9.5A1.5 1.5 0 0 1 8 14.5V13h5.5A2.5 2.5 0 0 0 16 10.5z" fill="${colors.accent}"/>`,
  thumbnail:
    backdrop(colors.paperAlt) +
    bar(10, 5, 56, 5, colors.ink) +
    card(13) +
    card(33) +
    card(53) +
    bar(10, 73.5, 48, 3, colors.brandDark),
})

import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

const check = (cx: number, cy: number, r: number, stroke: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colors.brand}"/>` +
  `<path d="M${cx - r * 0.5} ${cy} l${r * 0.35} ${r * 0.35} l${r * 0.7} -${r * 0.75}" fill="none" stroke="${colors.paper}" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round"/>`

/** A heading over three items, each with the green check mark the page shows. */
export const checklistImages = widgetImages({
  alt: 'A heading over a list of items, each with a green check mark',
  icon: [4, 10, 16].map((y) => check(4, y, 2.8, 1) + bar(9, y - 1.25, 10, 2.5, colors.ink)).join(''),
  thumbnail:
    backdrop(colors.paperAlt) +
    bar(14, 10, 56, 7, colors.ink) +
    [
      [30, 70],
      [45, 58],
      [60, 64],
    ]
      .map(([y, width]) => check(21, y!, 5.5, 1.8) + bar(32, y! - 2.5, width!, 5, colors.inkMuted))
      .join(''),
})

import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** A radio button: a ring, filled when chosen. */
const radio = (cx: number, cy: number, r: number, chosen: boolean, stroke = 1) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colors.paper}" stroke="${chosen ? colors.brand : colors.inkMuted}" stroke-width="${stroke}"/>` +
  (chosen ? `<circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="${colors.brand}"/>` : '')

/** A question over three answers (the second chosen) and the 'Get Results' button. */
export const quizImages = widgetImages({
  alt: 'A question with three answers to choose from, the second one chosen, over a Get Results button',
  icon:
    radio(4, 4, 2.6, false) +
    bar(9, 2.75, 10, 2.5, colors.ink) +
    radio(4, 10, 2.6, true) +
    bar(9, 8.75, 8, 2.5, colors.ink) +
    radio(4, 16, 2.6, false) +
    bar(9, 14.75, 9, 2.5, colors.ink),
  thumbnail:
    backdrop(colors.paperAlt) +
    bar(14, 8, 62, 7, colors.ink) +
    bar(14, 20, 80, 4.5, colors.inkMuted) +
    [
      [32, false, 52],
      [43, true, 44],
      [54, false, 58],
    ]
      .map(
        ([y, chosen, width]) =>
          radio(20, y as number, 3.6, chosen as boolean, 1.4) +
          bar(28, (y as number) - 2.25, width as number, 4.5, colors.ink),
      )
      .join('') +
    `<rect x="14" y="64" width="40" height="10" rx="5" fill="${colors.brand}"/>` +
    bar(22, 67.5, 24, 3, colors.onBrand),
})

import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** One price card: a chain's round logo, two lines of name and address, the price and its coupon button. */
const card = (y: number, best: boolean) =>
  `<rect x="14" y="${y}" width="92" height="15" rx="3" fill="${colors.paper}" stroke="${best ? colors.brand : colors.line}"/>` +
  `<circle cx="22" cy="${y + 7.5}" r="4" fill="${colors.inkMuted}"/>` +
  bar(30, y + 4, 30, 3, colors.ink) +
  bar(30, y + 9, 22, 2.5, colors.inkMuted) +
  bar(66, y + 5, 12, 5, colors.ink) +
  `<rect x="82" y="${y + 3.5}" width="20" height="8" rx="4" fill="${colors.accent}"/>`

/** The drug price comparison: a heading, the info card with EDIT, and price cards, the best one marked. */
export const drugCostSavingsImages = widgetImages({
  alt: 'A drug price comparison: a heading, the chosen dosage and ZIP code, and pharmacy price cards with coupon buttons, the cheapest marked',
  icon:
    `<rect x="2" y="6" width="16" height="8" rx="4" fill="${colors.brand}" transform="rotate(-35 10 10)"/>` +
    `<rect x="10" y="6" width="8" height="8" fill="${colors.brandTint}" transform="rotate(-35 10 10)"/>` +
    `<circle cx="15.5" cy="15.5" r="4" fill="${colors.accent}"/>` +
    `<rect x="14.75" y="13" width="1.5" height="5" rx="0.75" fill="${colors.paper}"/>`,
  thumbnail:
    backdrop(colors.paperAlt) +
    bar(14, 8, 62, 6, colors.ink) +
    `<rect x="14" y="19" width="92" height="12" rx="3" fill="${colors.brandTint}"/>` +
    bar(18, 23, 36, 3.5, colors.brandDark) +
    bar(88, 23, 14, 3.5, colors.brand) +
    card(38, true) +
    bar(16, 33.5, 20, 3, colors.brand) +
    card(58, false),
})

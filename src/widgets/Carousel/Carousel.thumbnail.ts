import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

const card = (x: number, fill: string) =>
  `<rect x="${x}" y="20" width="34" height="38" rx="4" fill="${fill}" stroke="${colors.line}"/>`
const dot = (cx: number, fill: string) => `<circle cx="${cx}" cy="68" r="2.2" fill="${fill}"/>`
const arrow = (x: number, pointsLeft: boolean) =>
  `<circle cx="${x}" cy="68" r="4.5" fill="${colors.paper}" stroke="${colors.brand}"/>` +
  `<path d="${pointsLeft ? `M${x + 1} ${66} l-2 2 l2 2` : `M${x - 1} ${66} l2 2 l-2 2`}" fill="none" stroke="${colors.brand}" stroke-width="1.3" stroke-linecap="round" stroke-linejoin="round"/>`

/** A heading over a row of cards, the last one peeking in, with arrows and dots under them. */
export const carouselImages = widgetImages({
  alt: 'A row of cards with the next one peeking in, arrows and dots underneath',
  icon:
    `<rect x="5" y="3" width="10" height="13" rx="1.5" fill="${colors.brand}"/>` +
    `<rect x="1" y="5" width="3" height="9" rx="1" fill="${colors.inkMuted}"/>` +
    `<rect x="16" y="5" width="3" height="9" rx="1" fill="${colors.inkMuted}"/>` +
    `<circle cx="7" cy="18.5" r="1.2" fill="${colors.brand}"/>` +
    `<circle cx="10" cy="18.5" r="1.2" fill="${colors.inkMuted}"/>` +
    `<circle cx="13" cy="18.5" r="1.2" fill="${colors.inkMuted}"/>`,
  thumbnail:
    backdrop(colors.paperAlt) +
    bar(14, 8, 56, 6, colors.ink) +
    card(10, colors.brandTint) +
    bar(15, 30, 24, 4, colors.brand) +
    bar(15, 38, 20, 3, colors.inkMuted) +
    card(48, colors.paper) +
    bar(53, 30, 24, 4, colors.ink) +
    bar(53, 38, 18, 3, colors.inkMuted) +
    card(86, colors.paper) +
    bar(91, 30, 20, 4, colors.ink) +
    arrow(40, true) +
    dot(52, colors.brand) +
    dot(60, colors.inkMuted) +
    dot(68, colors.inkMuted) +
    arrow(80, false),
})

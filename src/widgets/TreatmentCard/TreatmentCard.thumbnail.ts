import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

const chevron = (y: number) =>
  `<path d="M97 ${y - 1.5} l3 3 l3 -3" fill="none" stroke="${colors.brand}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>`

/** A treatment card: heading, faded description with "Show more", then two closed sections. */
export const treatmentCardImages = widgetImages({
  alt: 'A treatment card with a heading, a faded description with Show more, and two closed sections',
  icon:
    `<rect x="1" y="1.5" width="18" height="17" rx="2.5" fill="${colors.paper}" stroke="${colors.brand}" stroke-width="1.2"/>` +
    `<rect x="8.5" y="4" width="3" height="9" rx="1" fill="${colors.brand}"/>` +
    `<rect x="5.5" y="7" width="9" height="3" rx="1" fill="${colors.brand}"/>` +
    bar(4, 15, 12, 1.8, colors.inkMuted),
  thumbnail:
    backdrop(colors.paperAlt) +
    `<rect x="10" y="5" width="100" height="70" rx="5" fill="${colors.paper}" stroke="${colors.line}"/>` +
    bar(16, 10, 56, 6, colors.ink) +
    bar(16, 21, 86, 3, colors.inkMuted) +
    bar(16, 27, 80, 3, colors.inkMuted) +
    bar(16, 33, 70, 3, colors.line) +
    bar(16, 39, 26, 4, colors.brand) +
    `<rect x="16" y="47" width="88" height="11" rx="2.5" fill="${colors.paperAlt}"/>` +
    bar(20, 50.5, 46, 4, colors.ink) +
    chevron(52.5) +
    `<rect x="16" y="61" width="88" height="11" rx="2.5" fill="${colors.paperAlt}"/>` +
    bar(20, 64.5, 36, 4, colors.ink) +
    chevron(66.5),
})

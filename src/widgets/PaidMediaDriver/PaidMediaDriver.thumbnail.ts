import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** A card with a "Sponsored by" tag across the top, a picture on the left, a headline, lines and a button. */
export const paidMediaDriverImages = widgetImages({
  alt: 'A sponsored card with a "Sponsored by" tag, a picture on the left, a headline, two lines of text and a button',
  icon:
    `<rect x="1" y="2" width="18" height="16" rx="2.5" fill="${colors.paper}" stroke="${colors.inkMuted}" stroke-width="1"/>` +
    bar(3, 4, 9, 2.5, colors.accent) +
    `<rect x="3" y="8" width="6" height="7.5" rx="1" fill="${colors.brandTint}"/>` +
    bar(10.5, 8.5, 7, 2.2, colors.ink) +
    bar(10.5, 12.5, 6, 3, colors.accent),
  thumbnail:
    backdrop(colors.paperAlt) +
    `<rect x="10" y="7" width="100" height="66" rx="5" fill="${colors.paper}" stroke="${colors.line}"/>` +
    `<rect x="10" y="7" width="100" height="4" rx="2" fill="${colors.brand}"/>` +
    `<rect x="16" y="15" width="42" height="7" rx="3.5" fill="${colors.paperAlt}" stroke="${colors.inkMuted}" stroke-width="0.8"/>` +
    bar(19, 17.5, 36, 2, colors.inkMuted) +
    `<rect x="16" y="28" width="34" height="38" rx="3" fill="${colors.brandTint}"/>` +
    `<circle cx="33" cy="44" r="7" fill="${colors.brand}"/>` +
    bar(56, 29, 22, 3, colors.inkMuted) +
    bar(56, 35, 48, 6, colors.ink) +
    bar(56, 45, 44, 3, colors.line) +
    bar(56, 50, 36, 3, colors.line) +
    `<rect x="56" y="57" width="40" height="9" rx="4.5" fill="${colors.accent}"/>` +
    bar(64, 60.5, 24, 2.5, colors.paper),
})

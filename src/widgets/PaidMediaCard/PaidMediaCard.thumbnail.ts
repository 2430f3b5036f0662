import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** A sponsored card: the "Sponsored" tag, a picture, the name, a big rating and the shop button. */
export const paidMediaCardImages = widgetImages({
  alt: 'A sponsored product card with a Sponsored tag, a picture, a big rating number and a shop button',
  icon:
    `<rect x="1" y="2" width="18" height="16" rx="2.5" fill="${colors.paperAlt}" stroke="${colors.inkMuted}" stroke-width="1"/>` +
    bar(3, 4, 7, 2.5, colors.inkMuted) +
    `<rect x="3" y="8" width="6" height="6" rx="1" fill="${colors.brandTint}"/>` +
    `<text x="14.5" y="12.5" text-anchor="middle" font-family="system-ui, sans-serif" font-size="6" font-weight="700" fill="${colors.ink}">4.8</text>` +
    bar(10.5, 14.5, 7, 2.5, colors.accent),
  thumbnail:
    backdrop(colors.paperAlt) +
    `<rect x="10" y="7" width="100" height="66" rx="5" fill="${colors.paper}" stroke="${colors.line}"/>` +
    `<rect x="16" y="12" width="26" height="7" rx="3.5" fill="${colors.paperAlt}" stroke="${colors.inkMuted}" stroke-width="0.8"/>` +
    bar(19, 14.5, 20, 2, colors.inkMuted) +
    `<rect x="16" y="25" width="30" height="30" rx="3" fill="${colors.brandTint}"/>` +
    `<circle cx="31" cy="40" r="8" fill="${colors.brand}"/>` +
    bar(52, 25, 24, 3.5, colors.inkMuted) +
    bar(52, 31, 50, 6, colors.ink) +
    `<text x="52" y="50" font-family="system-ui, sans-serif" font-size="11" font-weight="700" fill="${colors.ink}">4.8</text>` +
    bar(74, 43, 26, 4, colors.rating) +
    `<rect x="52" y="57" width="50" height="11" rx="5.5" fill="${colors.accent}"/>` +
    bar(62, 61, 30, 3, colors.paper),
})

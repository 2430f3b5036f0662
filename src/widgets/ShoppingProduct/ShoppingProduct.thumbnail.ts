import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** A price button: the orange pill with its words. */
const button = (y: number, width: number) =>
  `<rect x="56" y="${y}" width="${width}" height="8" rx="4" fill="${colors.accent}"/>` +
  bar(61, y + 3, width - 10, 2.5, colors.paper)

/** A photo beside the name, two spec lines and two price buttons, one per shop. */
export const shoppingProductImages = widgetImages({
  alt: 'A product card with a photo, the name, two spec lines and a price button for each of two shops',
  icon:
    `<rect x="1.5" y="2" width="17" height="16" rx="2" fill="${colors.paper}" stroke="${colors.line}"/>` +
    `<rect x="3.5" y="4" width="5.5" height="5.5" rx="1" fill="${colors.brandTint}" stroke="${colors.brand}"/>` +
    bar(10.5, 4.5, 6, 2, colors.ink) +
    bar(3.5, 11.5, 13, 2.5, colors.accent) +
    bar(3.5, 15, 13, 1.5, colors.inkMuted),
  thumbnail:
    backdrop(colors.paperAlt) +
    `<rect x="8" y="6" width="104" height="68" rx="5" fill="${colors.paper}" stroke="${colors.line}"/>` +
    `<rect x="14" y="12" width="36" height="36" rx="3" fill="${colors.brandTint}"/>` +
    `<path d="M20 38c6-1 10-6 14-10l8 4c2 1 3 3 2 5l-1 3H20z" fill="${colors.brand}"/>` +
    bar(56, 12, 26, 3, colors.inkMuted) +
    bar(56, 18, 48, 5, colors.ink) +
    bar(56, 28, 40, 3, colors.inkMuted) +
    bar(56, 34, 34, 3, colors.inkMuted) +
    button(46, 48) +
    button(58, 44),
})

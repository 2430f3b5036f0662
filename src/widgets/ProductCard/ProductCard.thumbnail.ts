import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

const star = (x: number, y: number) =>
  `<path d="M${x} ${y - 2.6}l0.8 1.7 1.8 0.2-1.4 1.3 0.4 1.8-1.6-0.9-1.6 0.9 0.4-1.8-1.4-1.3 1.8-0.2z" fill="${colors.rating}"/>`

/** A product card: the green award line, photo, name, star rating and the orange shop button. */
export const productCardImages = widgetImages({
  alt: 'A product card with an award line, a photo, the name, a star rating and a shop button',
  icon:
    `<rect x="1" y="2" width="18" height="16" rx="2.5" fill="${colors.brandTint}"/>` +
    `<rect x="3.5" y="4.5" width="6" height="6" rx="1" fill="${colors.brand}"/>` +
    bar(11, 5, 6, 2, colors.ink) +
    bar(11, 8.5, 4.5, 2, colors.inkMuted) +
    bar(3.5, 13, 13, 3, colors.accent),
  thumbnail:
    backdrop(colors.paperAlt) +
    `<rect x="10" y="7" width="100" height="66" rx="5" fill="${colors.paper}" stroke="${colors.line}"/>` +
    bar(16, 12, 34, 6, colors.brand) +
    `<rect x="16" y="24" width="30" height="32" rx="3" fill="${colors.brandTint}"/>` +
    `<rect x="27" y="30" width="8" height="20" rx="2" fill="${colors.brand}"/>` +
    bar(52, 25, 50, 6, colors.ink) +
    [56, 62, 68, 74, 80].map((x) => star(x, 39)).join('') +
    bar(52, 45, 38, 3.5, colors.inkMuted) +
    `<rect x="52" y="55" width="50" height="11" rx="5.5" fill="${colors.accent}"/>` +
    bar(65, 59, 24, 3, colors.paper),
})

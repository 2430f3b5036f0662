import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** A small landscape: hills under a sun, as the sketches draw a picture. */
const picture = (x: number, y: number, width: number, height: number) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="3" fill="${colors.brandTint}"/>` +
  `<circle cx="${x + width * 0.72}" cy="${y + height * 0.32}" r="${height * 0.13}" fill="${colors.accent}"/>` +
  `<path d="M${x} ${y + height * 0.8}l${width * 0.3} ${-height * 0.36} ${width * 0.22} ${height * 0.2} ${width * 0.2} ${-height * 0.14} ${width * 0.28} ${height * 0.3}V${y + height - 3}a3 3 0 0 1-3 3H${x + 3}a3 3 0 0 1-3-3z" fill="${colors.brand}"/>`

/** A picture on the left, a heading, lines of text and a link on the right. */
export const contentRowImages = widgetImages({
  alt: 'A picture beside a heading, a few lines of text and a link',
  icon:
    picture(1, 4, 9, 12) +
    bar(12, 5, 7, 2.5, colors.ink) +
    bar(12, 10, 7, 1.6, colors.inkMuted) +
    bar(12, 13.5, 5, 1.6, colors.inkMuted),
  thumbnail:
    backdrop(colors.paperAlt) +
    picture(10, 14, 50, 52) +
    bar(68, 20, 42, 6, colors.ink) +
    bar(68, 33, 40, 3.5, colors.inkMuted) +
    bar(68, 40, 42, 3.5, colors.inkMuted) +
    bar(68, 47, 30, 3.5, colors.inkMuted) +
    bar(68, 58, 28, 4, colors.brandDark),
})

import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** A wide picture filling the column (sun over two hills), with a caption and a credit under it. */
export const heroImageImages = widgetImages({
  alt: 'A large landscape picture across the whole width, with a short caption and a credit under it',
  icon:
    `<rect x="1" y="3" width="18" height="14" rx="2" fill="${colors.brandTint}" stroke="${colors.brand}" stroke-width="1.2"/>` +
    `<circle cx="14" cy="7.5" r="2" fill="${colors.accent}"/>` +
    `<path d="M 1.6 15 L 7 9.5 L 11 13 L 13.5 11 L 18.4 15.5 L 18.4 16.4 L 1.6 16.4 Z" fill="${colors.brand}"/>`,
  thumbnail:
    backdrop(colors.paperAlt) +
    `<rect x="8" y="7" width="104" height="52" rx="3" fill="${colors.brandTint}"/>` +
    `<circle cx="88" cy="22" r="8" fill="${colors.accent}"/>` +
    `<path d="M 8 52 L 38 30 L 60 46 L 76 36 L 112 54 L 112 59 L 8 59 Z" fill="${colors.brand}"/>` +
    `<path d="M 8 56 L 30 48 L 112 58 L 112 59 L 8 59 Z" fill="${colors.brandDark}"/>` +
    bar(8, 65, 70, 4, colors.inkMuted) +
    bar(8, 72, 34, 3, colors.line),
})

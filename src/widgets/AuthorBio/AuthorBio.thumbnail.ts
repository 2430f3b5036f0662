import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** A round portrait beside a name, credentials and a short bio. */
export const authorBioImages = widgetImages({
  alt: 'A round portrait beside the author’s name, credentials and a short bio',
  icon:
    `<circle cx="10" cy="10" r="9.5" fill="${colors.brandTint}"/>` +
    `<circle cx="10" cy="7.8" r="3.4" fill="${colors.brand}"/>` +
    `<path d="M4.2 16.6a5.8 4.8 0 0 1 11.6 0z" fill="${colors.brand}"/>`,
  thumbnail:
    backdrop(colors.paperAlt) +
    `<circle cx="31" cy="40" r="18" fill="${colors.brandTint}"/>` +
    `<circle cx="31" cy="34" r="6.5" fill="${colors.brand}"/>` +
    `<path d="M19.5 52a11.5 10 0 0 1 23 0z" fill="${colors.brand}"/>` +
    bar(58, 25, 44, 6, colors.ink) +
    bar(58, 35, 28, 4, colors.brand) +
    bar(58, 45, 48, 3.5, colors.inkMuted) +
    bar(58, 52, 40, 3.5, colors.inkMuted),
})

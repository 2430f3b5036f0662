import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** A mint hero: a headline with a highlighted changing word (stacked alternatives), lines, a button, a picture. */
export const tickerHeroImages = widgetImages({
  alt: 'A light green hero with a headline whose highlighted word changes, a few lines, a button and a picture',
  icon:
    `<rect x="1" y="2" width="18" height="16" rx="2.5" fill="${colors.brandTint}"/>` +
    bar(3, 5, 5, 2.5, colors.ink) +
    `<rect x="9" y="3.6" width="8" height="5.2" rx="1.2" fill="${colors.paper}" stroke="${colors.brand}" stroke-width="0.9"/>` +
    bar(10.3, 5, 5.4, 2.5, colors.brand) +
    bar(3, 10.5, 12, 2, colors.inkMuted) +
    `<rect x="3" y="14" width="8" height="2.5" rx="1.25" fill="${colors.accent}"/>`,
  thumbnail:
    backdrop(colors.paperAlt) +
    `<rect x="6" y="8" width="108" height="64" rx="5" fill="${colors.brandTint}"/>` +
    bar(12, 16, 22, 6, colors.ink) +
    `<rect x="37" y="12" width="26" height="14" rx="3" fill="${colors.paper}" stroke="${colors.brand}" stroke-width="1"/>` +
    bar(40, 16, 20, 6, colors.brand) +
    bar(40, 29, 16, 2.5, colors.line) +
    bar(40, 33, 12, 2.5, colors.line) +
    bar(12, 40, 54, 3.5, colors.inkMuted) +
    bar(12, 47, 46, 3.5, colors.inkMuted) +
    `<rect x="12" y="56" width="30" height="9" rx="4.5" fill="${colors.accent}"/>` +
    `<rect x="74" y="16" width="34" height="48" rx="4" fill="${colors.paper}"/>` +
    `<path d="M 80 32 L 91 40 L 102 32 L 102 52 L 80 52 Z" fill="none" stroke="${colors.brand}" stroke-width="1.6" stroke-linejoin="round"/>`,
})

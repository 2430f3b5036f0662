import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** A mint box with a green top edge: two items, each an icon beside a title over lines, and a wave below. */
export const callOutImages = widgetImages({
  alt: 'A tinted box with a coloured top edge: items with an icon and a title over lines of text',
  icon:
    `<rect x="1.5" y="2.5" width="17" height="15" rx="2" fill="${colors.brandTint}" stroke="${colors.brand}"/>` +
    `<rect x="1.5" y="2.5" width="17" height="2.5" rx="1" fill="${colors.brand}"/>` +
    `<circle cx="5.5" cy="9" r="1.8" fill="${colors.accent}"/>` +
    bar(8.5, 8, 7.5, 2, colors.ink) +
    bar(4, 13, 12, 1.6, colors.inkMuted),
  thumbnail:
    backdrop(colors.paper) +
    `<rect x="10" y="8" width="100" height="64" rx="5" fill="${colors.brandTint}"/>` +
    `<rect x="10" y="8" width="100" height="4" rx="2" fill="${colors.brand}"/>` +
    `<circle cx="22" cy="24" r="5" fill="none" stroke="${colors.brand}" stroke-width="2"/>` +
    bar(31, 21, 46, 6, colors.ink) +
    bar(31, 32, 64, 3.5, colors.inkMuted) +
    bar(31, 39, 52, 3.5, colors.inkMuted) +
    `<circle cx="22" cy="51" r="5" fill="none" stroke="${colors.accent}" stroke-width="2"/>` +
    bar(31, 48, 40, 6, colors.ink) +
    `<path d="M10 66c15-6 30 6 50 0s35-6 50 0v1a5 5 0 0 1-5 5H15a5 5 0 0 1-5-5z" fill="${colors.brand}" fill-opacity="0.25"/>`,
})

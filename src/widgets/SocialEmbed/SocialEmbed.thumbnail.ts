import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** A post-shaped preview with the provider's name, a "Show post" button and the notice band. */
export const socialEmbedImages = widgetImages({
  alt: 'A social media post preview with a "Show post" button and a notice under it',
  icon:
    `<rect x="4" y="1.5" width="12" height="17" rx="2.5" fill="none" stroke="${colors.brand}" stroke-width="1.8"/>` +
    `<circle cx="10" cy="8.5" r="3" fill="${colors.brand}"/>` +
    bar(6.5, 13.5, 7, 1.8, colors.ink),
  thumbnail:
    backdrop(colors.paperAlt) +
    `<rect x="38" y="6" width="44" height="68" rx="4" fill="${colors.brandTint}"/>` +
    `<circle cx="60" cy="28" r="10" fill="${colors.brand}"/>` +
    `<rect x="38" y="50" width="44" height="24" fill="${colors.ink}"/>` +
    bar(41, 52, 18, 3, colors.paper) +
    `<rect x="41" y="57" width="26" height="8" rx="4" fill="${colors.paper}"/>` +
    bar(41, 68, 36, 2.5, colors.paper),
})

import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

const item = (x: number) =>
  `<rect x="${x}" y="18" width="30" height="54" rx="3" fill="${colors.paper}" stroke="${colors.line}"/>` +
  `<rect x="${x + 4}" y="22" width="22" height="20" rx="2" fill="${colors.brandTint}"/>` +
  `<circle cx="${x + 15}" cy="32" r="5" fill="${colors.brand}"/>` +
  bar(x + 4, 46, 14, 2.5, colors.inkMuted) +
  bar(x + 4, 51, 22, 3.5, colors.ink) +
  `<rect x="${x + 4}" y="60" width="22" height="7" rx="3.5" fill="${colors.accent}"/>`

/** Three sponsored items side by side under the "Sponsored" tag. */
export const oneTwoThreeImages = widgetImages({
  alt: 'Three sponsored items side by side, each a picture, a title and an orange button',
  icon:
    `<rect x="1" y="4" width="5" height="12" rx="1" fill="${colors.brand}"/>` +
    `<rect x="7.5" y="4" width="5" height="12" rx="1" fill="${colors.brand}"/>` +
    `<rect x="14" y="4" width="5" height="12" rx="1" fill="${colors.brand}"/>` +
    bar(1, 17.5, 18, 1.5, colors.accent),
  thumbnail:
    backdrop(colors.paperAlt) +
    `<rect x="12" y="7" width="26" height="7" rx="3.5" fill="${colors.paper}" stroke="${colors.inkMuted}" stroke-width="0.8"/>` +
    bar(15, 9.5, 20, 2, colors.inkMuted) +
    item(12) +
    item(45) +
    item(78),
})

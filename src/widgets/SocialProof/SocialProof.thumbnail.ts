import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

const item = (x: number, icon: string) =>
  `<circle cx="${x + 16}" cy="30" r="11" fill="${colors.brandTint}"/>` +
  icon +
  bar(x + 3, 48, 26, 5, colors.ink) +
  bar(x + 6, 57, 20, 3.5, colors.inkMuted)

/** Three items side by side, each an icon in a circle (a star, a heart, a clock) over two lines of text. */
export const socialProofImages = widgetImages({
  alt: 'Three short facts side by side, each with a round icon (a star, a heart, a clock) above its text',
  icon:
    `<circle cx="4" cy="6" r="3" fill="${colors.brand}"/>` +
    `<circle cx="10" cy="6" r="3" fill="${colors.accent}"/>` +
    `<circle cx="16" cy="6" r="3" fill="${colors.brand}"/>` +
    bar(1.5, 12, 5, 2, colors.ink) +
    bar(7.5, 12, 5, 2, colors.ink) +
    bar(13.5, 12, 5, 2, colors.ink) +
    bar(2, 16, 4, 1.5, colors.inkMuted) +
    bar(8, 16, 4, 1.5, colors.inkMuted) +
    bar(14, 16, 4, 1.5, colors.inkMuted),
  thumbnail:
    backdrop(colors.paperAlt) +
    item(
      6,
      `<path d="M22 23.5 L23.9 27.5 L28.2 28 L25 31 L25.8 35.2 L22 33.1 L18.2 35.2 L19 31 L15.8 28 L20.1 27.5 Z" fill="none" stroke="${colors.brand}" stroke-width="1.4" stroke-linejoin="round"/>`,
    ) +
    item(
      44,
      `<path d="M60 36 C55.5 32.5 54 30.5 54 28.2 C54 26.4 55.4 25 57.1 25 C58.3 25 59.4 25.7 60 26.7 C60.6 25.7 61.7 25 62.9 25 C64.6 25 66 26.4 66 28.2 C66 30.5 64.5 32.5 60 36 Z" fill="none" stroke="${colors.accent}" stroke-width="1.4" stroke-linejoin="round"/>`,
    ) +
    item(
      82,
      `<circle cx="98" cy="30" r="6" fill="none" stroke="${colors.brand}" stroke-width="1.4"/><path d="M98 26.5 V30 L100.5 31.5" fill="none" stroke="${colors.brand}" stroke-width="1.4" stroke-linecap="round"/>`,
    ),
})

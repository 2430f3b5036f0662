import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** Lines of article text around a dashed box held open for a promotion, a small star in its corner. */
export const promotionSlotImages = widgetImages({
  alt: 'Lines of article text around a dashed box kept open for a promotion',
  icon:
    bar(2, 2, 16, 2, colors.inkMuted) +
    `<rect x="2" y="6.5" width="16" height="8" rx="1.5" fill="${colors.brandTint}" stroke="${colors.brand}" stroke-width="1" stroke-dasharray="2 1.5"/>` +
    `<path d="M10 8.4l.9 1.8 2 .3-1.45 1.4.35 2-1.8-.95-1.8.95.35-2-1.45-1.4 2-.3z" fill="${colors.accent}"/>` +
    bar(2, 16.5, 12, 2, colors.inkMuted),
  thumbnail:
    backdrop(colors.paper) +
    bar(12, 9, 96, 4, colors.inkMuted) +
    bar(12, 17, 80, 4, colors.inkMuted) +
    `<rect x="12" y="26" width="96" height="30" rx="4" fill="${colors.brandTint}" stroke="${colors.brand}" stroke-width="1.5" stroke-dasharray="5 3"/>` +
    `<path d="M60 32.5l2.2 4.4 4.9.7-3.55 3.45.85 4.85L60 43.6l-4.4 2.3.85-4.85-3.55-3.45 4.9-.7z" fill="${colors.accent}"/>` +
    bar(12, 63, 96, 4, colors.inkMuted) +
    bar(12, 71, 64, 4, colors.inkMuted),
})

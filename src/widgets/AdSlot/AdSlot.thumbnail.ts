import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** Lines of article text around a grey box labelled as an ad. */
export const adSlotImages = widgetImages({
  alt: 'Lines of article text around a grey box marked as an advertisement',
  icon:
    bar(2, 2, 16, 2, colors.inkMuted) +
    `<rect x="2" y="6.5" width="16" height="8" rx="1" fill="${colors.paperAlt}" stroke="${colors.line}" stroke-width="1"/>` +
    `<text x="10" y="12.3" font-size="4.5" text-anchor="middle" fill="${colors.inkMuted}" font-family="sans-serif">AD</text>` +
    bar(2, 16.5, 12, 2, colors.inkMuted),
  thumbnail:
    backdrop(colors.paper) +
    bar(12, 9, 96, 4, colors.inkMuted) +
    bar(12, 17, 80, 4, colors.inkMuted) +
    `<rect x="30" y="26" width="60" height="30" rx="2" fill="${colors.paperAlt}" stroke="${colors.line}" stroke-width="1.5"/>` +
    `<text x="60" y="45" font-size="9" text-anchor="middle" fill="${colors.inkMuted}" font-family="sans-serif">AD</text>` +
    bar(12, 63, 96, 4, colors.inkMuted) +
    bar(12, 71, 64, 4, colors.inkMuted),
})

import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** An ad: the "Ad" tag, a picture beside a big line of text and an orange button. */
export const affiliateAdImages = widgetImages({
  alt: 'An ad with a Sponsored tag, a picture beside a large line of text and an orange button',
  icon:
    `<rect x="1" y="3" width="18" height="14" rx="2.5" fill="${colors.brandTint}"/>` +
    `<text x="10" y="12.5" text-anchor="middle" font-family="system-ui, sans-serif" font-size="7" font-weight="700" fill="${colors.brandDark}">AD</text>` +
    bar(12, 14, 5, 1.6, colors.accent),
  thumbnail:
    backdrop(colors.paperAlt) +
    `<rect x="8" y="10" width="104" height="60" rx="5" fill="${colors.brandTint}"/>` +
    `<rect x="14" y="15" width="24" height="7" rx="3.5" fill="${colors.paper}"/>` +
    bar(17, 17.5, 18, 2, colors.inkMuted) +
    `<rect x="14" y="27" width="34" height="36" rx="3" fill="${colors.paper}"/>` +
    `<circle cx="31" cy="45" r="9" fill="${colors.brand}"/>` +
    bar(54, 27, 50, 7, colors.ink) +
    bar(54, 38, 44, 3.5, colors.inkMuted) +
    bar(54, 44, 36, 3.5, colors.inkMuted) +
    `<rect x="54" y="52" width="40" height="11" rx="5.5" fill="${colors.accent}"/>` +
    bar(62, 56, 24, 3, colors.paper),
})

import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

const button = (x: number, width: number, filled: boolean) =>
  `<rect x="${x}" y="58" width="${width}" height="11" rx="3" fill="${filled ? colors.brand : colors.paper}" stroke="${colors.brand}" stroke-width="1.2"/>`

/** A page with a download arrow; the card: a portrait preview, a title and text, Download, Print and Share. */
export const downloadableImages = widgetImages({
  alt: 'A card with a portrait preview picture, a title, a line of text and Download, Print and Share buttons',
  icon:
    `<path d="M4 1.5h8l4 4v13H4z" fill="${colors.paper}" stroke="${colors.ink}" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<path d="M10 7v7M7 11l3 3 3-3" fill="none" stroke="${colors.brand}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>`,
  thumbnail:
    backdrop(colors.paperAlt) +
    `<rect x="10" y="10" width="34" height="42" rx="2" fill="${colors.footerBg}"/>` +
    `<rect x="15" y="24" width="24" height="23" rx="1.5" fill="${colors.paper}"/>` +
    `<circle cx="36" cy="17" r="3.5" fill="${colors.warningBg}"/>` +
    bar(52, 14, 52, 6, colors.ink) +
    bar(52, 27, 58, 3.5, colors.inkMuted) +
    bar(52, 34, 44, 3.5, colors.inkMuted) +
    button(10, 40, true) +
    button(54, 26, false) +
    button(84, 26, false),
})

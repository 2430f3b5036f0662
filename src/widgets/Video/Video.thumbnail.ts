import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** A heading over a wide poster with a play button and the notice band, and a "Transcript" line under it. */
export const videoImages = widgetImages({
  alt: 'A heading over a video poster with a play button, and a transcript line under it',
  icon:
    `<rect x="1" y="4" width="18" height="12" rx="2.5" fill="${colors.brand}"/>` +
    `<path d="M8 7.5v5l4.5-2.5z" fill="${colors.paper}"/>`,
  thumbnail:
    backdrop(colors.paperAlt) +
    bar(14, 8, 56, 6, colors.ink) +
    `<rect x="14" y="19" width="92" height="44" rx="4" fill="${colors.brand}"/>` +
    `<rect x="14" y="51" width="92" height="12" fill="${colors.ink}"/>` +
    `<rect x="18" y="53" width="24" height="8" rx="4" fill="${colors.paper}"/>` +
    `<path d="M21 55v4l3.5-2z" fill="${colors.brand}"/>` +
    bar(46, 55.5, 40, 3, colors.paper) +
    bar(14, 69, 40, 4, colors.inkMuted),
})

import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

const offer = (y: number) =>
  `<rect x="16" y="${y}" width="88" height="13" rx="2.5" fill="${colors.paper}" stroke="${colors.line}"/>` +
  `<rect x="19" y="${y + 2.5}" width="8" height="8" rx="1.5" fill="${colors.brandTint}"/>` +
  bar(30, y + 3, 30, 3, colors.ink) +
  bar(30, y + 8, 40, 2.5, colors.accentDark) +
  `<rect x="80" y="${y + 3}" width="20" height="7" rx="3.5" fill="${colors.accent}"/>`

/** A box with a heading, the "Featured Partner" label and its note, and three offers with buttons. */
export const featuredPartnerOffersImages = widgetImages({
  alt: 'A box titled with a Featured Partner label and a short note, listing three offers with orange buttons',
  icon:
    `<rect x="1" y="1.5" width="18" height="17" rx="2.5" fill="${colors.paper}" stroke="${colors.brand}" stroke-width="1.5"/>` +
    `<path d="M10 4.5l1.5 3 3.3.4-2.4 2.3.6 3.3-3-1.6-3 1.6.6-3.3-2.4-2.3 3.3-.4z" fill="${colors.brand}"/>` +
    bar(4, 15, 12, 2, colors.accent),
  thumbnail:
    backdrop(colors.paperAlt) +
    `<rect x="10" y="5" width="100" height="70" rx="5" fill="${colors.paper}" stroke="${colors.brand}" stroke-width="1.2"/>` +
    bar(16, 10, 52, 6, colors.ink) +
    `<rect x="72" y="9.5" width="32" height="7" rx="2" fill="${colors.paper}" stroke="${colors.brand}" stroke-width="0.8"/>` +
    bar(75, 12, 26, 2, colors.brandDark) +
    bar(16, 20, 80, 2.5, colors.inkMuted) +
    offer(26) +
    offer(42) +
    offer(58),
})

import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** A related-article card: a small picture and two lines of title, with an arrow. */
const card = (x: number, y: number) =>
  `<rect x="${x}" y="${y}" width="44" height="15" rx="3" fill="${colors.paper}" stroke="${colors.line}"/>` +
  `<rect x="${x + 2.5}" y="${y + 2.5}" width="13" height="10" rx="2" fill="${colors.brandTint}"/>` +
  bar(x + 18, y + 4, 20, 3, colors.ink) +
  bar(x + 18, y + 9, 14, 3, colors.inkMuted)

/** The block: a brand rule on top, the main picture beside the heading, then four related articles in two rows. */
export const recommendedProductsImages = widgetImages({
  alt: 'A boxed heading beside a main picture, over four linked related articles with small pictures',
  icon:
    `<rect x="1" y="1.5" width="18" height="17" rx="2.5" fill="${colors.brandTint}"/>` +
    `<rect x="1" y="1.5" width="18" height="2.5" rx="1.25" fill="${colors.brand}"/>` +
    `<rect x="3.5" y="6" width="5" height="4" rx="1" fill="${colors.brand}"/>` +
    bar(10, 7, 6.5, 2, colors.ink) +
    `<rect x="3.5" y="12" width="6" height="4" rx="1" fill="${colors.paper}" stroke="${colors.brand}" stroke-width="0.8"/>` +
    `<rect x="10.5" y="12" width="6" height="4" rx="1" fill="${colors.paper}" stroke="${colors.brand}" stroke-width="0.8"/>`,
  thumbnail:
    backdrop(colors.paperAlt) +
    `<rect x="8" y="6" width="104" height="68" rx="5" fill="${colors.paper}" stroke="${colors.line}"/>` +
    `<rect x="8" y="6" width="104" height="4" rx="2" fill="${colors.brand}"/>` +
    `<rect x="14" y="15" width="30" height="20" rx="3" fill="${colors.brandTint}"/>` +
    `<circle cx="24" cy="25" r="5" fill="${colors.brand}"/>` +
    `<rect x="30" y="22" width="9" height="9" rx="2" fill="${colors.accent}"/>` +
    bar(50, 19, 52, 5, colors.brandDark) +
    bar(50, 28, 34, 4, colors.brandDark) +
    card(14, 40) +
    card(62, 40) +
    card(14, 57) +
    card(62, 57),
})

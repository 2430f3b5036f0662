import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** One tile as the page draws it: a mint box with a green left edge and the article's title. */
const tile = (x: number, y: number, titleWidth: number) =>
  `<rect x="${x}" y="${y}" width="44" height="22" rx="3" fill="${colors.brandTint}" stroke="${colors.line}"/>` +
  `<rect x="${x}" y="${y}" width="3.5" height="22" rx="1.5" fill="${colors.brand}"/>` +
  bar(x + 8, y + 6, titleWidth, 4, colors.ink) +
  bar(x + 8, y + 13, titleWidth - 12, 4, colors.ink)

const iconTile = (x: number, y: number) =>
  `<rect x="${x}" y="${y}" width="8" height="8" rx="1.5" fill="${colors.brand}"/>` +
  bar(x + 2, y + 3.25, 4.5, 1.5, colors.paper)

/** "Discover more about …" over a grid of article tiles, each an article's title. */
export const tilesImages = widgetImages({
  alt: 'A heading over a grid of tiles, each with the title of a related article',
  icon: iconTile(1.5, 1.5) + iconTile(10.5, 1.5) + iconTile(1.5, 10.5) + iconTile(10.5, 10.5),
  thumbnail:
    backdrop(colors.paperAlt) +
    bar(14, 10, 70, 6, colors.ink) +
    tile(14, 25, 30) +
    tile(62, 25, 26) +
    tile(14, 52, 28) +
    tile(62, 52, 32),
})

/** The recipe blocks' picker pictures: a bowl icon; a card with a picture, ticked ingredients and steps. */
import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

const bowl =
  `<path d="M3 9h14a7 7 0 0 1-14 0z" fill="${colors.brand}"/>` +
  `<path d="M7 6c0-2 2-2 2-4M11 6c0-2 2-2 2-4" fill="none" stroke="${colors.accent}" stroke-width="1.4" stroke-linecap="round"/>` +
  bar(2, 17, 16, 2, colors.ink)

const tick = (x: number, y: number) =>
  `<rect x="${x}" y="${y}" width="6" height="6" rx="1.5" fill="${colors.brand}"/>` +
  `<path d="M${x + 1.5} ${y + 3}l1.3 1.3 2-2.6" fill="none" stroke="${colors.paper}" stroke-width="1" stroke-linecap="round"/>`

/** The pictures of a recipe block; `nutrition` adds the nutrition table under the lists (v2). */
export function recipeImages(alt: string, nutrition: boolean) {
  const rows = [0, 1, 2]
  return widgetImages({
    alt,
    icon: bowl,
    thumbnail:
      backdrop(colors.paperAlt) +
      bar(10, 7, 60, 6, colors.ink) +
      `<rect x="10" y="17" width="44" height="28" rx="3" fill="${colors.brandTint}"/>` +
      `<path d="M18 33h28a14 9 0 0 1-28 0z" fill="${colors.brand}"/>` +
      rows.map((i) => tick(60, 18 + i * 10) + bar(69, 19.5 + i * 10, 40, 3, colors.inkMuted)).join('') +
      (nutrition
        ? `<rect x="10" y="52" width="100" height="22" rx="3" fill="${colors.paper}" stroke="${colors.line}"/>` +
          [56, 63, 70]
            .map((y) => bar(14, y - 1, 40, 3, colors.ink) + bar(80, y - 1, 24, 3, colors.inkMuted))
            .join('')
        : rows.map((i) => bar(10, 52 + i * 8, 100 - i * 20, 3.5, colors.inkMuted)).join('')),
  })
}

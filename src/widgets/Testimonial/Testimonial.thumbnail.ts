import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** A quotation mark ("66") at (x, y), `size` tall. */
const quoteMark = (x: number, y: number, size: number, fill: string) => {
  const r = size * 0.22
  const dot = (cx: number) =>
    `<circle cx="${cx}" cy="${y + size - r}" r="${r}" fill="${fill}"/>` +
    `<path d="M${cx - r} ${y + size - r} Q${cx - r} ${y + size * 0.2} ${cx + r * 0.6} ${y}" fill="none" stroke="${fill}" stroke-width="${r * 0.8}" stroke-linecap="round"/>`
  return dot(x + r) + dot(x + r * 3.4)
}

/** One tinted quote card: a mark, three lines of words and a name. */
const card = (x: number, fill: string, mark: string) =>
  `<rect x="${x}" y="30" width="32" height="42" rx="3" fill="${fill}"/>` +
  quoteMark(x + 4, 34, 7, mark) +
  bar(x + 4, 45, 24, 3, colors.inkMuted) +
  bar(x + 4, 51, 24, 3, colors.inkMuted) +
  bar(x + 4, 57, 16, 3, colors.inkMuted) +
  bar(x + 4, 65, 12, 3, colors.ink)

/** A heading and an intro over three quote cards taking turns in three tints. */
export const testimonialImages = widgetImages({
  alt: 'A heading over three quote cards in three soft colours, each with a quotation mark and a name',
  icon:
    `<path d="M3 3h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H9l-4 3.5V15H3a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z" fill="${colors.brandTint}" stroke="${colors.brand}" stroke-width="1.5" stroke-linejoin="round"/>` +
    quoteMark(5.5, 5.5, 6, colors.brand),
  thumbnail:
    backdrop(colors.paper) +
    bar(10, 9, 56, 6, colors.ink) +
    bar(10, 19, 80, 3.5, colors.inkMuted) +
    card(8, colors.brandTint, colors.brand) +
    card(44, colors.warningBg, colors.accent) +
    card(80, colors.paperAlt, colors.focus),
})

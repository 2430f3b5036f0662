import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** A quotation mark ("66") at (x, y), `size` tall. */
const quoteMark = (x: number, y: number, size: number, fill: string) => {
  const r = size * 0.22
  const half = (cx: number) =>
    `<circle cx="${cx}" cy="${y + size - r}" r="${r}" fill="${fill}"/>` +
    `<path d="M${cx - r} ${y + size - r} Q${cx - r} ${y + size * 0.2} ${cx + r * 0.6} ${y}" fill="none" stroke="${fill}" stroke-width="${r * 0.8}" stroke-linecap="round"/>`
  return half(x + r) + half(x + r * 3.4)
}

/** A head and shoulders in a circle (no face). */
const person = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colors.brandTint}"/>` +
  `<circle cx="${cx}" cy="${cy - r * 0.2}" r="${r * 0.36}" fill="${colors.brand}"/>` +
  `<path d="M${cx - r * 0.62} ${cy + r * 0.78}a${r * 0.62} ${r * 0.52} 0 0 1 ${r * 1.24} 0z" fill="${colors.brand}"/>`

/** A label, a quote in large type, a round photo with a name and a line, and a button. */
export const livedExperienceImages = widgetImages({
  alt: 'A quote in large type with a quotation mark, a round photo with a name under it, and a button',
  icon: quoteMark(1, 2, 7, colors.accent) + person(12.5, 12.5, 7),
  thumbnail:
    backdrop(colors.paperAlt) +
    `<rect x="8" y="8" width="3" height="64" rx="1.5" fill="${colors.accent}"/>` +
    bar(18, 10, 30, 3.5, colors.accentDark) +
    quoteMark(18, 18, 9, colors.accent) +
    bar(34, 20, 72, 5, colors.ink) +
    bar(34, 29, 64, 5, colors.ink) +
    bar(34, 38, 44, 5, colors.ink) +
    person(26, 56, 8) +
    bar(38, 51, 34, 4, colors.ink) +
    bar(38, 58, 26, 3.5, colors.inkMuted) +
    `<rect x="80" y="52" width="30" height="12" rx="3" fill="${colors.paper}" stroke="${colors.brand}" stroke-width="1.5"/>` +
    bar(86, 56.5, 18, 3, colors.brandDark),
})

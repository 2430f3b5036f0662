import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

const row = (y: number, shade: string) =>
  `<rect x="10" y="${y}" width="100" height="11" fill="${shade}"/>` +
  bar(13, y + 4, 22, 3, colors.ink) +
  bar(42, y + 4, 16, 3, colors.inkMuted) +
  bar(66, y + 4, 16, 3, colors.inkMuted) +
  bar(90, y + 4, 16, 3, colors.inkMuted)

/** A table: treatment names in a green header row over rows of values. */
export const treatmentComparisonImages = widgetImages({
  alt: 'A table with three treatment names in a green header row over rows of values',
  icon:
    `<rect x="1" y="2" width="18" height="16" rx="2" fill="${colors.paper}" stroke="${colors.brand}" stroke-width="1.2"/>` +
    `<rect x="1" y="2" width="18" height="4.5" rx="1.5" fill="${colors.brand}"/>` +
    `<path d="M7 6.5V18M13 6.5V18M1 10.5h18M1 14.3h18" stroke="${colors.line}" stroke-width="1"/>`,
  thumbnail:
    backdrop(colors.paperAlt) +
    bar(10, 6, 54, 6, colors.ink) +
    `<rect x="10" y="16" width="100" height="13" rx="2" fill="${colors.brand}"/>` +
    bar(42, 20.5, 16, 4, colors.paper) +
    bar(66, 20.5, 16, 4, colors.paper) +
    bar(90, 20.5, 16, 4, colors.paper) +
    row(30, colors.paper) +
    row(41, colors.paperAlt) +
    row(52, colors.paper) +
    row(63, colors.paperAlt),
})

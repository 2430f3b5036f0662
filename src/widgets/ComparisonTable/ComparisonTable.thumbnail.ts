import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

/** A grid whose top row (the column names) is green and whose first column (the row names) is tinted. */
function grid(): string {
  const x0 = 10
  const y0 = 14
  const cols = [30, 24, 24, 24]
  const rowHeight = 11
  const rows = 5
  let out = `<rect x="${x0}" y="${y0}" width="102" height="${rowHeight * rows}" rx="3" fill="${colors.paper}" stroke="${colors.line}"/>`
  out += `<rect x="${x0}" y="${y0}" width="102" height="${rowHeight}" rx="3" fill="${colors.brand}"/>`
  out += `<rect x="${x0}" y="${y0 + rowHeight}" width="${cols[0]}" height="${rowHeight * (rows - 1)}" fill="${colors.brandTint}"/>`
  let x = x0
  for (const [c, width] of cols.entries()) {
    for (let r = 0; r < rows; r++) {
      const y = y0 + r * rowHeight + 4
      const fill =
        r === 0 ? colors.paper : c === 0 ? colors.ink : r === 2 && c === 3 ? colors.accent : colors.inkMuted
      out += bar(x + 4, y, width - (c === 0 ? 10 : 8), 3, fill)
    }
    x += width
  }
  for (let r = 2; r < rows; r++)
    out += `<rect x="${x0}" y="${y0 + r * rowHeight}" width="102" height="0.6" fill="${colors.line}"/>`
  return out
}

/** A table title over a grid: green header row, tinted row names, one orange shop link. */
export const comparisonTableImages = widgetImages({
  alt: 'A table with a green header row, tinted row names in the first column and a shop link in one cell',
  icon:
    `<rect x="1.5" y="2.5" width="17" height="15" rx="2" fill="${colors.paper}" stroke="${colors.ink}"/>` +
    `<rect x="1.5" y="2.5" width="17" height="4.5" rx="2" fill="${colors.brand}"/>` +
    `<rect x="2" y="7" width="5" height="10" fill="${colors.brandTint}"/>` +
    `<path d="M7 7v10.5M12.5 7v10.5M1.5 12h17" stroke="${colors.ink}" stroke-width="0.9"/>`,
  thumbnail: backdrop(colors.paperAlt) + bar(10, 5, 52, 5, colors.ink) + grid(),
})

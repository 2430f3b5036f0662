import { colors } from '@/lib/tokens'
import { backdrop, bar, widgetImages } from '../thumbnail'

const row = (y: number, height: number) =>
  `<rect x="12" y="${y}" width="96" height="${height}" rx="4" fill="${colors.paper}" stroke="${colors.line}"/>`
const chevron = (y: number, open: boolean) =>
  `<path d="${open ? `M95 ${y + 2} l3 -3 l3 3` : `M95 ${y - 1.5} l3 3 l3 -3`}" fill="none" stroke="${colors.brand}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>`

/** A heading over three questions; the first is open and shows its answer. */
export const faqImages = widgetImages({
  alt: 'Questions in rows, the first one open showing its answer',
  icon:
    `<path d="M3 2.5h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H9.5l-4 3.5v-3.5H3a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2z" fill="${colors.brand}"/>` +
    `<text x="10" y="12.3" text-anchor="middle" font-family="system-ui, sans-serif" font-size="9.5" font-weight="700" fill="${colors.paper}">?</text>`,
  thumbnail:
    backdrop(colors.paperAlt) +
    bar(14, 8, 60, 6, colors.ink) +
    row(19, 27) +
    bar(18, 24, 56, 5, colors.ink) +
    chevron(26.5, true) +
    bar(18, 34, 76, 3.5, colors.inkMuted) +
    bar(18, 40, 58, 3.5, colors.inkMuted) +
    row(50, 11) +
    bar(18, 53, 48, 5, colors.ink) +
    chevron(55.5, false) +
    row(65, 11) +
    bar(18, 68, 54, 5, colors.ink) +
    chevron(70.5, false),
})

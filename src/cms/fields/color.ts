import type { TextField } from 'payload'
import { contrastRatio, MIN_CONTRAST, parseColor, toHex } from '@/lib/color'
import { colors } from '@/lib/tokens'

/** The palette the colour picker offers first: the site's own colours, then calm tints that read well. */
export const COLOR_SWATCHES: readonly { name: string; hex: string }[] = [
  { name: 'Brand green', hex: colors.brand },
  { name: 'Dark green', hex: colors.brandDark },
  { name: 'Mint tint', hex: colors.brandTint },
  { name: 'Accent orange', hex: colors.accent },
  { name: 'Ink', hex: colors.ink },
  { name: 'White', hex: colors.paper },
  { name: 'Light grey', hex: colors.paperAlt },
  { name: 'Cream', hex: '#fdf7ee' },
  { name: 'Sky tint', hex: '#e8f1fb' },
  { name: 'Lavender tint', hex: '#f1edf9' },
]

export const COLOR_FORMAT_MESSAGE = 'Pick a colour, or type it as #rrggbb (e.g. #0b6e5e).'

/** What is wrong with a colour an editor typed, or null. Named colours and rgb() are accepted and saved as hex. */
export function colorProblem(value: string): string | null {
  return parseColor(value) ? null : COLOR_FORMAT_MESSAGE
}

export type ContrastSummary = { ratio: number; readable: boolean; text: string }

/** How two colours read together, as the colour field shows it under the picker. Pure. */
export function contrastSummary(background: string, foreground: string): ContrastSummary | null {
  const bg = parseColor(background)
  const fg = parseColor(foreground)
  if (!bg || !fg) return null
  const ratio = Math.round(contrastRatio(bg, fg) * 10) / 10
  const readable = ratio >= MIN_CONTRAST
  return {
    ratio,
    readable,
    text: readable
      ? `Contrast with the text: ${ratio}:1, readable.`
      : `Contrast with the text: ${ratio}:1, too low to read comfortably (needs ${MIN_CONTRAST}:1). The site will use its default colours instead.`,
  }
}

/**
 * A colour field used everywhere an editor picks a colour: swatches, a picker and a hex box, validated, saved
 * as `#rrggbb`, and with the contrast against the text shown as the editor picks. The text colour is a fixed
 * colour (`contrastWith`) or another field of the same group (`contrastWithField`).
 */
export function colorField(
  field: Omit<TextField, 'type' | 'validate' | 'hooks'> & {
    contrastWith?: string
    contrastWithField?: string
  },
): TextField {
  const { contrastWith, contrastWithField, ...rest } = field
  return {
    ...rest,
    type: 'text',
    custom: { ...(rest.custom ?? {}), color: true },
    validate: (value: unknown) => {
      if (value === undefined || value === null || value === '')
        return rest.required ? COLOR_FORMAT_MESSAGE : true
      return typeof value === 'string' ? (colorProblem(value) ?? true) : COLOR_FORMAT_MESSAGE
    },
    hooks: {
      beforeChange: [
        ({ value }) => {
          const rgb = parseColor(value)
          return rgb ? toHex(rgb) : value
        },
      ],
    },
    admin: {
      ...(rest.admin ?? {}),
      components: {
        Field: {
          path: '@/cms/admin/ColorField.client#ColorField',
          clientProps: { swatches: COLOR_SWATCHES, contrastWith, contrastWithField },
        },
      },
    },
  } as TextField
}

/**
 * Editors' fields shared by the commerce widgets' blocks (paid-media card and widget, affiliate ad,
 * featured-partner offers, treatment card): picking a product, a picture, and a text that is needed only
 * when no product is picked. Block configs only: no React.
 */
import type { Field, RelationshipField, TextField, UploadField } from 'payload'
import { urlField } from '@/cms/fields/url'

/** "Product (optional)": a product from Commerce → Products whose details fill what is left empty. */
export function productPickField(fills: string): RelationshipField {
  return {
    name: 'product',
    label: 'Product (optional)',
    type: 'relationship',
    relationTo: 'products',
    admin: {
      description: `Pick from Commerce → Products to use its ${fills} wherever the fields below are left empty. Leave empty to fill everything in here.`,
    },
  }
}

/** A text the page needs unless a product is picked (whose own text is then used). */
export function textOrProduct(field: Omit<TextField, 'type' | 'validate'> & { message: string }): TextField {
  const { message, ...rest } = field
  return {
    ...rest,
    type: 'text',
    validate: (value: unknown, options: { siblingData?: unknown }) => {
      const sibling = (options.siblingData ?? {}) as { product?: unknown }
      if (typeof value === 'string' && value.trim()) return true
      return sibling.product ? true : message
    },
  } as TextField
}

/** The picture of an item: an upload, or an address, and its description for people who cannot see it. */
export function pictureFields(args: {
  /** Names of the address and description fields, as the spec spells them. */
  srcName: string
  altName: string
  where: string
  /** What shows when there is no picture at all. */
  without: string
}): Field {
  const upload: UploadField = {
    name: 'image',
    label: 'Picture',
    type: 'upload',
    relationTo: 'media',
    admin: { description: `Shown ${args.where}. Preferred over a picture address.` },
  }
  return {
    type: 'collapsible',
    label: 'Picture',
    admin: { initCollapsed: false },
    fields: [
      upload,
      {
        type: 'row',
        fields: [
          urlField({
            name: args.srcName,
            label: 'Picture address',
            admin: {
              description: `Only when no picture is uploaded: its https:// address. ${args.without}`,
            },
          }),
          {
            name: args.altName,
            label: 'Picture description',
            type: 'text',
            admin: {
              description:
                'What the picture shows, for people who cannot see it, e.g. "A jar of green gummies". Empty: the uploaded picture’s own description, else the name.',
            },
          },
        ],
      },
    ],
  }
}

/**
 * The validation of a list with a smallest and largest number of rows, in the editor's words. (A custom
 * `validate` replaces Payload's own row-count checks, so both limits are checked here; `maxRows` still hides
 * the add button in the form.)
 */
export function rowCount(limits: { min: number; max: number; tooFew: string; tooMany: string }) {
  return (value: unknown): string | true => {
    const count = Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0
    if (count < limits.min) return limits.tooFew
    if (count > limits.max) return limits.tooMany
    return true
  }
}

/**
 * Editors' fields shared by the recipe blocks (v1 `recipe`, v2 `recipeV2`): the picture, times, the
 * ingredient and instruction lists, and the nutrition facts. Block configs only: no React.
 */
import type { ArrayField, Field, NumberField } from 'payload'
import { atLeastOne } from '@/cms/fields/arrays'
import { urlField } from '@/cms/fields/url'
import { NUTRIENTS } from './nutrition'
import { SERVINGS_MAX } from './servings'

/** The recipe's picture: an upload, else an address, and its description. */
export function recipePictureFields(names: { upload: string; src: string; alt: string }): Field {
  return {
    type: 'collapsible',
    label: 'Picture',
    admin: { initCollapsed: false },
    fields: [
      {
        name: names.upload,
        label: 'Picture',
        type: 'upload',
        relationTo: 'media',
        admin: {
          description:
            'The finished dish, shown under the title, wide (3 : 2). Search engines need a picture to show the recipe in their recipe results. Preferred over a picture address.',
        },
      },
      {
        type: 'row',
        fields: [
          urlField({
            name: names.src,
            label: 'Picture address',
            admin: {
              description:
                'Only when no picture is uploaded: its https:// address or a path on this site. Empty with no upload: no picture.',
            },
          }),
          {
            name: names.alt,
            label: 'Picture description',
            type: 'text',
            admin: {
              description:
                'What the picture shows, for people who cannot see it, e.g. "A bowl of orange lentil soup with a swirl of yogurt". Empty: the uploaded picture’s own description, else the title.',
            },
          },
        ],
      },
    ],
  }
}

/** A time field: what readers see shortened ("1h 30min"), and what search engines read. */
export function timeField(name: string, label: string, example: string, whenEmpty = 'not shown'): Field {
  return {
    name,
    label,
    type: 'text',
    admin: {
      description: `e.g. "${example}", "1 hour 30 minutes" or "PT1H30M"; shown shortened, like "1h 30min". Text that is not a time (e.g. "overnight") shows as typed. Empty: ${whenEmpty}.`,
    },
  }
}

/** The servings the recipe makes. */
export function servingsField(name: string): NumberField {
  return {
    name,
    label: 'Servings',
    type: 'number',
    min: 1,
    max: 999,
    admin: {
      step: 1,
      description: `How many servings the quantities make, e.g. 4: shown as "Makes 4 servings". Readers can change it (1 to ${SERVINGS_MAX}) and the ingredient amounts and nutrition totals follow. Empty: no servings line and no servings control.`,
    },
  }
}

/** The ingredient list, with an optional link per ingredient. */
export function ingredientsField(name: string, withLink: boolean): ArrayField {
  return {
    name,
    label: 'Ingredients',
    type: 'array',
    required: true,
    validate: atLeastOne('Add at least one ingredient.'),
    labels: { singular: 'Ingredient', plural: 'Ingredients' },
    admin: {
      description:
        'One ingredient per line, in the order they are used. Readers can tick them off; ticks are kept in their browser. Start with the amount ("1 1/2 cups", "½ tsp", "200 g", "2-3") so it can be rescaled when a reader changes the servings.',
    },
    fields: [
      {
        name: 'text',
        label: 'Ingredient',
        type: 'text',
        required: true,
        admin: {
          description:
            'e.g. "200 g red lentils, rinsed". Text without an amount ("Salt, to taste") stays as typed.',
        },
      },
      ...(withLink
        ? [
            urlField({
              name: 'link',
              label: 'Link (optional)',
              admin: {
                description:
                  'A page about this ingredient: a page on this site (/nutrition/…) or an https:// address (opens in a new tab). Shown as "Learn more" after the ingredient. Empty: no link.',
              },
            }),
          ]
        : []),
    ],
  }
}

/** The steps, with an optional link and tip per step when `withExtras`. */
export function instructionsField(name: string, withExtras: boolean): ArrayField {
  return {
    name,
    label: 'Instructions',
    type: 'array',
    required: true,
    validate: atLeastOne('Add at least one step.'),
    labels: { singular: 'Step', plural: 'Steps' },
    admin: {
      description:
        'The method, one step each, numbered on the page in this order. Readers can tick steps off as they cook.',
    },
    fields: [
      {
        name: 'text',
        label: 'Step',
        type: 'textarea',
        required: true,
        admin: {
          description: 'e.g. "Simmer for 20 minutes, stirring now and then, until the lentils break down."',
        },
      },
      ...(withExtras
        ? [
            urlField({
              name: 'url',
              label: 'How-to link (optional)',
              admin: {
                description:
                  'A page showing how to do this step, e.g. a technique video on this site. Shown as "See how" after the step. Empty: no link.',
              },
            }),
            {
              name: 'tip',
              label: 'Tip (optional)',
              type: 'textarea',
              admin: {
                description:
                  'A short hint shown under this step, e.g. "Frozen berries work too." Empty: none.',
              },
            } satisfies Field,
          ]
        : []),
    ],
  }
}

/** The nutrition facts per serving, in the units nutrition labels use. */
export function nutrientFields(): Field[] {
  const help: Record<string, string> = {
    kcal: 'Kilocalories (the "calories" on food labels)',
    g: 'Grams',
    mg: 'Milligrams',
  }
  const rows: Field[][] = []
  NUTRIENTS.forEach((n, i) => {
    const field: NumberField = {
      name: n.key,
      label: `${n.label} (${n.unit})`,
      type: 'number',
      min: 0,
      admin: { description: `${help[n.unit]} per serving. Empty: not shown.` },
    }
    if (i % 3 === 0) rows.push([])
    rows.at(-1)!.push(field)
  })
  return rows.map((fields) => ({ type: 'row', fields }))
}

import type { ArrayFieldValidation, Block, Field } from 'payload'
import { limitedTextField } from '@/cms/fields/lengthLimit'
import { plainRichTextEditor } from '@/cms/fields/plainRichText'
import { urlField } from '@/cms/fields/url'
import { sideEffectsImages } from './SideEffects.thumbnail'
import {
  HEADING_MAX,
  MILD_BLURB,
  NAME_MAX,
  PREVALENCE_GUIDE_TITLE,
  PREVALENCE_MAX,
  PREVALENCE_TERMS,
  SEVERE_BLURB,
} from './sideEffects'

/** The message when both lists are empty (the block would show nothing). */
export const NO_EFFECTS_MESSAGE =
  'Add at least one side effect, mild or severe: with none, the block shows nothing on the page.'

/** Both lists empty is refused on publish; the message shows on the mild list. */
export const validateEffects: ArrayFieldValidation = (value, { siblingData }) => {
  const count = (list: unknown) => (Array.isArray(list) ? list.length : typeof list === 'number' ? list : 0)
  const severe = (siblingData as { severeSideEffects?: unknown } | undefined)?.severeSideEffects
  return count(value) + count(severe) > 0 ? true : NO_EFFECTS_MESSAGE
}

/** A text field's length rule on publish, with the counter under the input. */
function limitedText(name: string, label: string, max: number, description: string, required = false) {
  const whenEmpty = required ? `Add a ${label.toLowerCase()}.` : undefined
  return limitedTextField({ name, label, max, description, whenEmpty, limitInHelp: false })
}

/** The fields of one side effect (001 §3: name, prevalence, description, url). */
function effectFields(severity: 'mild' | 'severe'): Field[] {
  const example = severity === 'mild' ? 'Headache' : 'Signs of a liver problem'
  return [
    limitedText(
      'name',
      'Name',
      NAME_MAX,
      `What readers look for, e.g. "${example}". Shown as a button in the list (sorted A to Z, whatever the order here) and as the heading when opened. At most ${NAME_MAX} characters.`,
      true,
    ),
    limitedText(
      'prevalence',
      'How common',
      PREVALENCE_MAX,
      `Shown under the name when the effect is opened, e.g. "Common (more than 1 in 100 people)" or "Rare (fewer than 1 in 1,000 people)". Use the standard words (very common, common, uncommon, rare, very rare) that the frequency explanation defines. Leave empty when it is not known. At most ${PREVALENCE_MAX} characters.`,
    ),
    {
      name: 'description',
      label: 'Description',
      type: 'richText',
      editor: plainRichTextEditor,
      admin: {
        description:
          severity === 'mild'
            ? 'What the reader may notice and what helps, in a few short sentences; say when to talk to a doctor or pharmacist. Shown when the effect is opened.'
            : 'The signs to look for and what to do (call a doctor, or 911), in a few short sentences. Shown when the effect is opened.',
      },
    },
    urlField({
      name: 'url',
      label: 'Learn more link',
      admin: {
        description:
          'Optional. A page of this site (e.g. /drugs/atorvastatin) or a trusted site (https://…), shown as a "Learn more" link under the description. Other sites open in a new tab. Leave empty for no link.',
      },
    }),
  ]
}

/** Side-effects explorer (001 §3, §4): mild and severe side effects of a medicine, in tabs. */
export const sideEffectsBlock: Block = {
  slug: 'sideEffects',
  interfaceName: 'SideEffectsBlock',
  labels: { singular: 'Side-effects explorer', plural: 'Side-effects explorers' },
  admin: {
    images: sideEffectsImages,
    custom: {
      description:
        'A medicine’s mild and severe side effects in two tabs; readers open one to read about it.',
    },
  },
  fields: [
    limitedText(
      'heading',
      'Heading',
      HEADING_MAX,
      `Shown above the tabs, e.g. "Side effects of atorvastatin". At most ${HEADING_MAX} characters.`,
      true,
    ),
    {
      name: 'mildSideEffects',
      label: 'Mild side effects',
      type: 'array',
      labels: { singular: 'Mild side effect', plural: 'Mild side effects' },
      validate: validateEffects,
      admin: {
        description: `The "Mild" tab, shown first. Under the tab readers see: "${MILD_BLURB}" Leave empty when there are none: the tab is then left out. The block needs at least one mild or severe side effect.`,
      },
      fields: effectFields('mild'),
    },
    {
      name: 'severeSideEffects',
      label: 'Severe side effects',
      type: 'array',
      labels: { singular: 'Severe side effect', plural: 'Severe side effects' },
      admin: {
        description: `The "Severe" tab. Under the tab readers see: "${SEVERE_BLURB}" Leave empty when there are none: the tab is then left out.`,
      },
      fields: effectFields('severe'),
    },
    {
      name: 'showPrevalenceGuide',
      label: 'Explain the frequency words',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description: `Puts an info button next to "How common" that opens "${PREVALENCE_GUIDE_TITLE}": what very common, common, uncommon, rare and very rare mean in numbers. Switch it off when no side effect says how common it is in those words.`,
      },
    },
    {
      name: 'prevalenceGuide',
      label: 'Frequency explanation',
      type: 'richText',
      editor: plainRichTextEditor,
      admin: {
        condition: (_data, siblingData) => siblingData?.showPrevalenceGuide !== false,
        description: `Optional. Leave empty to use the standard explanation, which lists: ${PREVALENCE_TERMS.map((t) => `${t.term} — ${t.meaning}`).join('; ')}. Write your own only when this medicine's information uses other words.`,
      },
    },
  ],
}

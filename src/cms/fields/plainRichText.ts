import {
  BoldFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  lexicalEditor,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
} from '@payloadcms/richtext-lexical'
import type { Field } from 'payload'
import { urlProblem } from '@/lib/urlRules'

/**
 * A link's address in rich text, checked like every link field: web addresses, site paths, mailto:/tel: and
 * #anchors; `javascript:` and other schemes are refused at save with a message (they used to be accepted and
 * silently dropped from the page). Links to another article are picked from the list and need no address.
 */
export function validateLinkAddress(
  value: unknown,
  siblingData: { linkType?: unknown } | undefined,
): string | true {
  if (siblingData?.linkType === 'internal') return true
  if (typeof value !== 'string' || value === '') return 'Enter the link’s address.'
  return urlProblem(value, { contact: true, anchor: true }) ?? true
}

/** The link feature every editor uses: links to articles, or to addresses checked by `validateLinkAddress`. */
export function safeLinkFeature() {
  return LinkFeature({
    enabledCollections: ['articles'],
    fields: ({ defaultFields }) =>
      defaultFields.map((field) => {
        if (!('name' in field) || field.name !== 'url') return field as unknown as Field
        const validate = (value: unknown, { siblingData }: { siblingData?: { linkType?: unknown } }) =>
          validateLinkAddress(value, siblingData)
        return { ...field, validate } as unknown as Field
      }),
  })
}

/** A small rich-text editor for short answers and notes inside widgets: paragraphs, emphasis, links, lists. */
export const plainRichTextEditor = lexicalEditor({
  features: () => [
    ParagraphFeature(),
    BoldFeature(),
    ItalicFeature(),
    safeLinkFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
  ],
})

/**
 * The smallest editor, for one line of text inside a widget (a checklist item): bold, italic and links, with
 * the toolbar that appears over selected text. No headings or lists: the widget lays the line out.
 */
export const inlineRichTextEditor = lexicalEditor({
  features: () => [
    ParagraphFeature(),
    BoldFeature(),
    ItalicFeature(),
    safeLinkFeature(),
    InlineToolbarFeature(),
  ],
})

/** Long documents edited in the admin (legal pages): paragraphs, headings, emphasis, links, lists. */
export const documentRichTextEditor = lexicalEditor({
  features: () => [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3'] }),
    BoldFeature(),
    ItalicFeature(),
    safeLinkFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
  ],
})

import {
  BoldFeature,
  HeadingFeature,
  ItalicFeature,
  LinkFeature,
  lexicalEditor,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
} from '@payloadcms/richtext-lexical'

/** A small rich-text editor for short answers and notes inside widgets: paragraphs, emphasis, links, lists. */
export const plainRichTextEditor = lexicalEditor({
  features: () => [
    ParagraphFeature(),
    BoldFeature(),
    ItalicFeature(),
    LinkFeature({ enabledCollections: ['articles'] }),
    UnorderedListFeature(),
    OrderedListFeature(),
  ],
})

/** Long documents edited in the admin (legal pages): paragraphs, headings, emphasis, links, lists. */
export const documentRichTextEditor = lexicalEditor({
  features: () => [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3'] }),
    BoldFeature(),
    ItalicFeature(),
    LinkFeature({ enabledCollections: ['articles'] }),
    UnorderedListFeature(),
    OrderedListFeature(),
  ],
})

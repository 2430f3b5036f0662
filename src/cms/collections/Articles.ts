import {
  BlockquoteFeature,
  BlocksFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  lexicalEditor,
  OrderedListFeature,
  ParagraphFeature,
  StrikethroughFeature,
  UnderlineFeature,
  UnorderedListFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'
import type { BlockSlug, CollectionConfig, TextFieldSingleValidation, Where } from 'payload'
import { repairEditorState } from '@/content/lexical'
import { articlePath, pathsToRevalidate, RESERVED_ARTICLE_SLUGS, SECTIONS, TEMPLATES } from '@/lib/sections'
import { SLUG_PATTERN, slugify } from '@/lib/slug'
import { widgetBlocks } from '@/widgets/blocks.generated'
import { canSaveArticle, isEditor, isEditorField, isSignedIn, signedInOrPublished } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { draftRulesHook, maxLengthRule, requiredText } from '../fields/draftRules'
import { revalidateHook } from '../revalidate'
import { preventWriterUnpublish, reviewFields, reviewStatusRule } from './articleReview'

type ArticleLike = {
  id?: string | number
  section?: string | null
  slug?: string | null
  _status?: string | null
}

export const articleBodyEditor = lexicalEditor({
  features: () => [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    BoldFeature(),
    ItalicFeature(),
    UnderlineFeature(),
    StrikethroughFeature(),
    LinkFeature({ enabledCollections: ['articles'] }),
    UnorderedListFeature(),
    OrderedListFeature(),
    BlockquoteFeature(),
    HorizontalRuleFeature(),
    UploadFeature({ collections: { media: { fields: [] } } }),
    BlocksFeature({ blocks: widgetBlocks.map((block) => block.slug as BlockSlug) }),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
})

/**
 * Any change to an article (publish, edit, unpublish, delete, a move to another URL) regenerates its page at
 * the old and new URL, every list of articles (home, sections, sitemap, feeds), and read-next lists naming either URL.
 */
const revalidateArticle = revalidateHook<ArticleLike>((doc, previousDoc) => [
  CACHE_TAGS.articles,
  ...pathsToRevalidate(doc, previousDoc).map(CACHE_TAGS.articlePath),
])

const TITLE_MAX = 200
const SUMMARY_MAX = 400

function previewPath(doc: ArticleLike): string | null {
  const path = articlePath(doc)
  return path ? `/next/preview?path=${encodeURIComponent(path)}` : null
}

export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'section', 'template', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'slug', 'summary'],
    preview: (doc) => previewPath(doc as ArticleLike),
  },
  // Roles: src/cms/access. Writers save drafts and ask for review; editors publish, schedule and delete.
  access: {
    read: signedInOrPublished,
    readVersions: isSignedIn,
    create: canSaveArticle,
    update: canSaveArticle,
    delete: isEditor,
  },
  versions: {
    drafts: { schedulePublish: false },
    maxPerDoc: 50,
  },
  defaultPopulate: {
    title: true,
    slug: true,
    section: true,
    summary: true,
    heroImage: true,
    publishedDate: true,
  },
  indexes: [{ fields: ['section', 'slug'], unique: true }],
  hooks: {
    beforeRead: [
      ({ doc, req }) => {
        // Stored bodies may be malformed (imports, hand edits, older schemas). Payload's rich-text hooks
        // assume a valid tree, so repair it before they run; the page pipeline then drops what it cannot use.
        const { state, repaired } = repairEditorState(doc.body)
        if (!repaired) return doc
        req.payload.logger.warn(`article ${doc.id}: stored body was malformed; repaired for reading`)
        return { ...doc, body: state }
      },
    ],
    beforeValidate: [
      draftRulesHook('articles', [
        maxLengthRule('title', 'Title', TITLE_MAX),
        maxLengthRule('summary', 'Summary', SUMMARY_MAX),
        reviewStatusRule,
      ]),
      ({ data }) => {
        if (data && !data.slug && typeof data.title === 'string') data.slug = slugify(data.title)
        return data
      },
    ],
    beforeChange: [
      preventWriterUnpublish,
      ({ data }) => {
        if (data._status === 'published' && !data.publishedDate) data.publishedDate = new Date().toISOString()
        return data
      },
    ],
    afterChange: [revalidateArticle],
    afterDelete: [revalidateArticle],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      validate: requiredText(
        'Title',
        TITLE_MAX,
        'readers see it as the headline, in lists and in search results.',
      ),
      admin: {
        description: `The headline. Up to ${TITLE_MAX} characters; under 70 reads best in search results.`,
      },
    },
    {
      name: 'summary',
      type: 'textarea',
      required: true,
      validate: requiredText(
        'Summary',
        SUMMARY_MAX,
        'one or two sentences shown under the title, in lists and search results.',
      ),
      admin: {
        description: `One or two sentences shown under the title, in article lists and as the search-result description. Up to ${SUMMARY_MAX} characters.`,
      },
    },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    {
      name: 'body',
      type: 'richText',
      required: true,
      editor: articleBodyEditor,
      admin: {
        description: 'Insert widgets between paragraphs with the "+" menu or the toolbar\'s block button.',
      },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Leave empty to make one from the title when you save. The URL is /{section}/{slug}.',
      },
      validate: (async (value, { req, data, id }) => {
        // Empty is allowed: the beforeValidate hook fills the slug from the title when the document is saved
        // (the admin validates the form before that hook runs).
        if (value === undefined || value === null || value === '') {
          return typeof (data as { title?: unknown } | undefined)?.title === 'string'
            ? true
            : 'Enter a slug, or a title to make one from.'
        }
        if (typeof value !== 'string' || !SLUG_PATTERN.test(value)) {
          return 'Use lowercase letters, digits and single hyphens, e.g. "sleep-and-blood-pressure".'
        }
        if (RESERVED_ARTICLE_SLUGS.includes(value)) {
          return `The slug "${value}" is used by the section's list of older articles (/health/page/2). Choose a different slug.`
        }
        const section = (data as { section?: string } | undefined)?.section
        if (!section || !req?.payload) return true
        const where: Where = { and: [{ slug: { equals: value } }, { section: { equals: section } }] }
        if (id !== undefined) where.and!.push({ id: { not_equals: id } })
        const clash = await req.payload.find({
          collection: 'articles',
          where,
          limit: 1,
          depth: 0,
          draft: true,
          overrideAccess: true,
          pagination: false,
          req,
        })
        return clash.docs.length > 0
          ? `Another article in the "${section}" section already uses the slug "${value}". Choose a different slug.`
          : true
      }) satisfies TextFieldSingleValidation,
    },
    {
      name: 'section',
      type: 'select',
      required: true,
      defaultValue: 'health',
      options: SECTIONS.map((s) => ({ label: s.label, value: s.slug })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'template',
      type: 'select',
      required: true,
      defaultValue: 'article',
      options: TEMPLATES.map((t) => ({ label: t.label, value: t.value })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'keywords',
      type: 'text',
      hasMany: true,
      admin: { position: 'sidebar', description: 'The first keyword is the page topic (k1).' },
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'authors',
      type: 'relationship',
      relationTo: 'authors',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'medicalReviewer',
      type: 'relationship',
      relationTo: 'authors',
      access: { create: isEditorField, update: isEditorField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'relatedArticles',
      label: 'Read next',
      type: 'relationship',
      relationTo: 'articles',
      hasMany: true,
      maxRows: 5,
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
      admin: {
        position: 'sidebar',
        description:
          'Loaded below the article when the reader reaches its end, and listed in the UP NEXT bar on phones. Empty: chosen from the same categories and section.',
      },
    },
    {
      name: 'sponsored',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Paid-for content: labelled as sponsored for readers.' },
    },
    {
      name: 'publishedDate',
      type: 'date',
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Set on first publish when empty.',
      },
    },
    ...reviewFields,
    {
      name: 'updatedDate',
      type: 'date',
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Last meaningful update or medical review.',
      },
    },
  ],
}

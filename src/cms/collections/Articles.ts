import {
  BlockquoteFeature,
  BlocksFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  InlineToolbarFeature,
  ItalicFeature,
  lexicalEditor,
  OrderedListFeature,
  ParagraphFeature,
  StrikethroughFeature,
  UnderlineFeature,
  UnorderedListFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'
import type { BlockSlug, CollectionConfig, RichTextFieldValidation, TextFieldSingleValidation } from 'payload'
import { richText as richTextValidation } from 'payload/shared'
import { plainTextFromRichText, repairEditorState } from '@/content/lexical'
import { articlePath, listedPathsToRevalidate, pathsToRevalidate, SECTIONS, TEMPLATES } from '@/lib/sections'
import { widgetBlocks } from '@/widgets/blocks.generated'
import { canSaveArticle, isEditor, isEditorField, isSignedIn, signedInOrPublished } from '../access'
import { CACHE_TAGS } from '../cacheTags'
import { bodyLinkProblems } from '../fields/bodyLinks'
import { type DraftRule, draftRulesHook, maxLengthRule, requiredText } from '../fields/draftRules'
import { lengthLimitComponent } from '../fields/lengthLimit'
import { safeLinkFeature } from '../fields/plainRichText'
import { revalidateHook } from '../revalidate'
import { preventWriterUnpublish, reviewFields, reviewStatusRule } from './articleReview'
import { seoFields, seoRules } from './articleSeo'
import { fillAndCheckSlug, SLUG_HELP, slugMessages, slugProblem } from './articleSlug'
import { publishedPathBefore, redirectOnMove, rememberPublishedPath } from './Redirects'

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
    safeLinkFeature(),
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
const revalidateArticle = revalidateHook<ArticleLike>((doc, previousDoc, context) => {
  const moved = publishedPathBefore(context)
  const real = (paths: (string | null)[]) => paths.filter((path): path is string => path !== null)
  return [
    CACHE_TAGS.articles,
    ...real([...pathsToRevalidate(doc, previousDoc), moved]).map(CACHE_TAGS.articlePath),
    ...listedPathsToRevalidate(doc, previousDoc, moved).map(CACHE_TAGS.articleListed),
  ]
})

/**
 * The body's check, in editors' words: Payload's own rich-text check (which also runs each widget's fields),
 * with its messages replaced. The widget's own field shows what to fix; the body says where to look.
 */
export const BODY_MESSAGES = {
  empty: 'Write the article: the body needs at least one paragraph.',
  widget: 'A widget in the body is not complete: the widget marked in red below says what to add or fix.',
} as const

const bodyValidate: RichTextFieldValidation = async (value, options) => {
  if (options.required && plainTextFromRichText(value).trim() === '' && !hasBlock(value))
    return BODY_MESSAGES.empty
  // The text's own links, in editors' words (Payload says "link node failed to validate: … url").
  const links = bodyLinkProblems(value, [], { draft: false })
  if (links.length > 0) return links.join(' ')
  const result = await richTextValidation(value, options)
  if (typeof result === 'string' && /block node failed to validate/i.test(result)) return BODY_MESSAGES.widget
  return result
}

function hasBlock(value: unknown): boolean {
  return JSON.stringify(value ?? null).includes('"type":"block"')
}

/** Drafts too: no address in the body or its widgets that could never be published (`javascript:`…). */
const bodyLinksRule: DraftRule = {
  path: 'body',
  label: 'Body',
  check: (value) => {
    const problems = bodyLinkProblems(value, widgetBlocks, { draft: true })
    return problems.length > 0 ? problems.join(' ') : true
  },
}

const TITLE_MAX = 200
const SUMMARY_MAX = 400

function previewPath(doc: ArticleLike): string | null {
  const path = articlePath(doc)
  return path ? `/next/preview?path=${encodeURIComponent(path)}` : null
}

/** The widths the live preview offers (the site's phone, tablet and desktop layouts). */
export const PREVIEW_BREAKPOINTS = [
  { name: 'phone', label: 'Phone', width: 390, height: 844 },
  { name: 'tablet', label: 'Tablet', width: 820, height: 1180 },
  { name: 'desktop', label: 'Desktop', width: 1366, height: 900 },
]

/** Autosave interval while the editor types: the live preview refreshes after each save. */
const AUTOSAVE_MS = 1500

export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: {
    useAsTitle: 'title',
    // Issue 27: the list reads only its columns (a page of articles was 335 KB of bodies and blocks, 50–130 ms;
    // its columns alone 2 KB, 9 ms). No cell or hook here needs a field the columns leave out.
    enableListViewSelectAPI: true,
    group: 'Content',
    defaultColumns: ['title', 'section', 'template', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'slug', 'summary'],
    preview: (doc) => previewPath(doc as ArticleLike),
    // Live preview: the page beside the form, refreshed after each autosave (src/article/LivePreview.client.tsx).
    livePreview: {
      // By id, so the preview follows the article when the editor changes its slug or section.
      url: ({ data }) => {
        const id = (data as ArticleLike | undefined)?.id
        return id !== undefined ? `/next/preview?id=${encodeURIComponent(String(id))}` : null
      },
      breakpoints: PREVIEW_BREAKPOINTS,
    },
    description:
      'Drafts save themselves as you type. The eye button shows the article beside the form (phone, tablet or desktop width); "Preview in new tab" opens it full size. Writers: set Review → "Ready for review" when it is ready. Editors: publish now, or schedule with the arrow beside "Publish changes".',
    components: { edit: { PreviewButton: '@/cms/admin/PreviewButton.client#PreviewButton' } },
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
    // Drafts autosave as the editor types (the live preview follows); "Save draft" stays for a deliberate save.
    // Editors schedule publish and unpublish from the arrow beside "Publish changes" (Payload's job queue).
    drafts: { autosave: { interval: AUTOSAVE_MS, showSaveDraftButton: true }, schedulePublish: true },
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
        bodyLinksRule,
        ...seoRules,
      ]),
      fillAndCheckSlug,
    ],
    beforeChange: [
      // First: reads the live version once for the hooks after it (redirects, writers' unpublish rule).
      rememberPublishedPath,
      preventWriterUnpublish,
      ({ data }) => {
        if (data._status === 'published' && !data.publishedDate) data.publishedDate = new Date().toISOString()
        return data
      },
    ],
    afterChange: [redirectOnMove, revalidateArticle],
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
        components: { afterInput: [lengthLimitComponent('Title', TITLE_MAX)] },
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
        components: { afterInput: [lengthLimitComponent('Summary', SUMMARY_MAX)] },
      },
    },
    {
      name: 'heroImage',
      label: 'Hero image',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'The large photo under the headline, also used on article cards and, unless you pick a share image below, when the article is shared. Landscape, at least 1200 px wide; its alt text describes it for screen readers.',
      },
    },
    {
      name: 'body',
      type: 'richText',
      required: true,
      editor: articleBodyEditor,
      validate: bodyValidate,
      admin: {
        // How to insert a widget, and each widget's picture, name and one-line description.
        components: { Description: '@/cms/admin/WidgetGuide#WidgetGuide' },
      },
    },
    {
      name: 'slug',
      type: 'text',
      index: true,
      admin: { position: 'sidebar', description: SLUG_HELP },
      validate: (async (value, { req, data, id }) => {
        // Empty is fine: a free slug is made from the title when the article is saved (fillAndCheckSlug).
        if (value === undefined || value === null || value === '') {
          const title = (data as { title?: unknown } | undefined)?.title
          return typeof title === 'string' && title.trim()
            ? true
            : 'Enter a slug, or a title to make one from.'
        }
        if (typeof value !== 'string') return slugMessages.shape
        const section = (data as { section?: string } | undefined)?.section
        return (await slugProblem(value, { req, section, id })) ?? true
      }) satisfies TextFieldSingleValidation,
    },
    {
      name: 'section',
      type: 'select',
      required: true,
      defaultValue: 'health',
      options: SECTIONS.map((s) => ({ label: s.label, value: s.slug })),
      admin: {
        position: 'sidebar',
        description:
          'Where the article is listed, and the first part of its address (/section/slug). Moving a published article leaves a redirect from the old address.',
      },
    },
    {
      name: 'template',
      type: 'select',
      required: true,
      defaultValue: 'article',
      options: TEMPLATES.map((t) => ({ label: t.label, value: t.value })),
      admin: {
        position: 'sidebar',
        description:
          'The page layout. Article: the usual page, with the next article loading below it. Landing pages (category, subcategory, marketing): no next article; marketing landing pages get the short header. Paid media, editorial paid, transactional and drug savings: pages for partner and savings content, without the next article.',
      },
    },
    {
      name: 'keywords',
      type: 'text',
      hasMany: true,
      admin: {
        position: 'sidebar',
        description:
          'Topics of the article, most important first: the first one is the page’s main topic, used to choose related content and promotions. Press Enter after each.',
      },
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      admin: {
        position: 'sidebar',
        description:
          'Used to pick the read-next articles: articles sharing a category come first. Not shown on the page.',
      },
    },
    {
      name: 'authors',
      type: 'relationship',
      relationTo: 'authors',
      hasMany: true,
      admin: {
        position: 'sidebar',
        description:
          'Shown as the byline under the headline, in this order; the author bio widget shows the first.',
      },
    },
    {
      name: 'medicalReviewer',
      type: 'relationship',
      relationTo: 'authors',
      access: { create: isEditorField, update: isEditorField },
      admin: {
        position: 'sidebar',
        description:
          'The clinician who checked the article. Shown as "Medically reviewed by …" with the review date below. Editors only.',
      },
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
      name: 'preampAsset',
      label: 'Preamp asset',
      type: 'relationship',
      relationTo: 'preampAssets',
      // Kept as an id in the article: the page reads the asset on its own (src/article/preamp/load.ts), so that a
      // change to the asset regenerates exactly the pages it is attached to.
      maxDepth: 0,
      admin: {
        position: 'sidebar',
        description:
          'A box shown at the top of the page, above the article text, from Content → Preamp assets, e.g. a decision list of treatment articles. Empty: none. Shows once the article is published with it.',
      },
    },
    {
      name: 'sponsored',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Paid-for content: labelled as sponsored for readers.' },
    },
    {
      name: 'advertising',
      label: 'Advertising',
      type: 'group',
      // In the form's main column: Payload renders a group's own fields empty in the sidebar (seen in 3.x).
      admin: {
        description: 'Ads on this page. Its categories and the site settings can also take ads off it.',
      },
      fields: [
        {
          name: 'adFree',
          label: 'No ads on this page',
          type: 'checkbox',
          defaultValue: false,
        },
        {
          name: 'sensitive',
          label: 'Sensitive topic: house ads only, no advertising partners',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description: 'Only the site’s own ads show, e.g. on pages about addiction, self-harm or grief.',
          },
        },
        {
          name: 'cpuv',
          label: 'Sold per unique visitor: fewer ads (3 medium rectangles, 2 leaderboards)',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description:
              'For pages sold per unique visitor (CPUV): at most 3 medium rectangles and 2 leaderboards in the text, instead of 5 and 3.',
          },
        },
        {
          name: 'automaticAds',
          label: 'Place ads automatically between paragraphs',
          type: 'checkbox',
          defaultValue: true,
          admin: {
            description:
              'The site puts ads between paragraphs by itself. You can still insert an Advertisement block where you want one; off: ads in the text only where you insert one.',
          },
        },
      ],
    },
    {
      name: 'publishedDate',
      type: 'date',
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description:
          'Shown as the publication date. Filled in when the article is first published, if empty.',
      },
    },
    ...reviewFields,
    {
      name: 'viewOnSite',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '@/cms/admin/ViewOnSite.client#ViewOnSite' } },
    },
    {
      name: 'updatedDate',
      type: 'date',
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description:
          'Shown as "Updated" under the headline: set it when you change the substance of the article.',
      },
    },
    ...seoFields,
  ],
}

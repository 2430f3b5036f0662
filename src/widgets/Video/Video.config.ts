import type { Block, TextareaFieldValidation } from 'payload'
import { plainRichTextEditor } from '@/cms/fields/plainRichText'
import { urlField } from '@/cms/fields/url'
import { EMBED_SHAPES } from '../embed/providers'
import { videoImages } from './Video.thumbnail'
import { embedCodeProblem, isoDuration, type VideoFields } from './video'

const validateEmbedCode: TextareaFieldValidation = (value, { siblingData }) =>
  embedCodeProblem({ ...(siblingData as VideoFields), embeddedVideoCode: value ?? '' }) ?? true

/** Video: a YouTube or JW Player video behind a privacy facade, with its transcript. */
export const videoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: 'Video', plural: 'Videos' },
  admin: {
    images: videoImages,
    custom: {
      description:
        'A YouTube or JW Player video that loads only when the reader presses play, with its transcript.',
    },
  },
  fields: [
    {
      name: 'embeddedVideoCode',
      label: 'Embed code or video address',
      type: 'textarea',
      validate: validateEmbedCode,
      admin: {
        description:
          'Paste the embed code from YouTube (Share → Embed) or JW Player, or the video’s address, e.g. https://youtu.be/abc123DEF45?t=90. A start time in it (t=90 or t=1m30s) is kept, and a playlist (list=PL…) plays as one. Readers see your poster until they press play; nothing loads from YouTube before. Left empty, a "Video Placeholder" box shows instead.',
      },
    },
    {
      name: 'title',
      label: 'Title',
      type: 'text',
      admin: {
        description:
          'Shown above the video, and its name in search results, e.g. "A 10-minute walk to start your day". Left empty, no heading shows.',
      },
    },
    {
      name: 'description',
      label: 'Description',
      type: 'textarea',
      admin: {
        description:
          'One or two sentences under the video on what it shows, also used by search engines. Optional.',
      },
    },
    {
      name: 'poster',
      label: 'Poster picture',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'Shown in the video’s place until the reader presses play (a 16:9 picture, at least 1280 × 720). Without one, a plain panel with a play symbol shows, and search engines will not list the video.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'uploadDate',
          label: 'First published on',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayOnly' },
            description: 'When the video first went online. Search engines list a video only with this date.',
          },
        },
        {
          name: 'duration',
          label: 'Length',
          type: 'text',
          validate: (value: unknown) =>
            value === undefined || value === null || value === '' || isoDuration(value)
              ? true
              : 'Write the length as minutes:seconds or hours:minutes:seconds, e.g. 4:30 or 1:02:03.',
          admin: { description: 'e.g. 4:30. For search engines; optional.' },
        },
        {
          name: 'aspectRatio',
          label: 'Shape',
          type: 'select',
          defaultValue: '16:9',
          options: EMBED_SHAPES.map((shape) => ({ label: shape.label, value: shape.value })),
          admin: { description: 'The player’s shape. Most videos are wide (16:9); Shorts are vertical.' },
        },
      ],
    },
    {
      name: 'htmlTitle',
      label: 'Name for screen readers',
      type: 'text',
      admin: {
        description:
          'What screen readers hear after "Play video" and "YouTube video", e.g. "a 10-minute walking warm-up with a physiotherapist". Left empty, the title is used.',
      },
    },
    {
      name: 'transcripts',
      label: 'Transcripts',
      type: 'array',
      labels: { singular: 'Transcript', plural: 'Transcripts' },
      admin: {
        description:
          'What is said and shown in the video, for readers who cannot hear it or prefer to read. Each shows under the video behind a "Transcript" button that opens it. Add one per language.',
      },
      fields: [
        {
          name: 'label',
          label: 'Language or version',
          type: 'text',
          admin: {
            description: 'Shown after "Transcript", e.g. "Spanish" gives "Transcript (Spanish)". Optional.',
          },
        },
        {
          name: 'text',
          label: 'Transcript',
          type: 'richText',
          editor: plainRichTextEditor,
          required: true,
          admin: { description: 'The words of the video, in paragraphs. Name who speaks when it helps.' },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'More video settings',
      admin: {
        initCollapsed: true,
        description: 'IDs the embed code usually gives, and player settings kept from the old video player.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'videoId',
              label: 'YouTube video ID',
              type: 'text',
              admin: {
                description:
                  'Only when the embed code does not name the video: the 11 characters after "v=" in its address, e.g. abc123DEF45.',
              },
            },
            {
              name: 'playListId',
              label: 'YouTube playlist ID',
              type: 'text',
              admin: {
                description:
                  'Only when the embed code does not name the playlist: what follows "list=" in its address, e.g. PL… .',
              },
            },
          ],
        },
        {
          name: 'videoAutoplay',
          label: 'Start playing on its own',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description:
              'Not used on the page: a video starts only when the reader presses play, so nothing loads from the video service before and nothing moves or makes sound unasked.',
          },
        },
        {
          name: 'skipPeriod',
          label: 'Seconds before an ad can be skipped',
          type: 'number',
          min: 0,
          admin: { description: 'Not used on the page yet: videos play without ads.' },
        },
        {
          name: 'enablePostRoll',
          label: 'Ad after the video',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Not used on the page yet: videos play without ads.' },
        },
        {
          name: 'videoTrackers',
          label: 'Tracking addresses',
          type: 'array',
          labels: { singular: 'Tracking address', plural: 'Tracking addresses' },
          admin: {
            description:
              'Not used on the page yet: the site loads nothing from other companies unless the reader asks, so these sponsor tracking addresses are kept but never loaded.',
          },
          fields: [urlField({ name: 'url', label: 'Address', required: true })],
        },
      ],
    },
  ],
}

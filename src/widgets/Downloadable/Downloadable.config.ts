import type { Block, TextField } from 'payload'
import { urlField } from '@/cms/fields/url'
import { downloadableImages } from './Downloadable.thumbnail'
import { NOTHING_TO_DOWNLOAD_MESSAGE, nothingToDownload } from './downloadable'

const fileAddress = urlField({
  name: 'downloadUrl',
  label: 'File address',
  admin: {
    description:
      'Only when no file is uploaded above: the address of the file, e.g. a PDF at https://… or a path on this site such as /files/sleep-diary.pdf. Empty: readers download the uploaded file, else the preview picture.',
  },
})

/** Publishing needs something to download: a file, its address, or at least a preview picture. */
const downloadUrl: TextField = {
  ...fileAddress,
  validate: (value, options) => {
    const own = fileAddress.validate ? fileAddress.validate(value as never, options as never) : true
    if (own !== true) return own
    return nothingToDownload(options.siblingData) ? NOTHING_TO_DOWNLOAD_MESSAGE : true
  },
} as TextField

/** Downloadable: a card with a preview picture, a title and a line of text, to download, print or share. */
export const downloadableBlock: Block = {
  slug: 'downloadable',
  interfaceName: 'DownloadableBlock',
  labels: { singular: 'Downloadable', plural: 'Downloadables' },
  admin: {
    images: downloadableImages,
    custom: {
      description:
        'A card offering a file (a printable diary, a checklist) to download, print or share, with a preview picture.',
    },
  },
  fields: [
    {
      name: 'title',
      label: 'Title',
      type: 'text',
      required: true,
      admin: {
        description:
          'The card’s heading, e.g. "Printable sleep diary". Also the words shared with the link and the name of the downloaded file.',
      },
    },
    {
      name: 'subText',
      label: 'Short description',
      type: 'textarea',
      admin: {
        description:
          'A sentence or two under the title: what the file is and how to use it, e.g. "Fill in one row each morning for two weeks, then bring it to your appointment." Also in shared emails. Empty: not shown.',
      },
    },
    {
      type: 'collapsible',
      label: 'Preview picture',
      admin: { initCollapsed: false },
      fields: [
        {
          name: 'image',
          label: 'Picture',
          type: 'upload',
          relationTo: 'media',
          admin: {
            description:
              'Shown on the card and printed by the Print button; also the picture readers can pin on Pinterest. A portrait page (e.g. 800 × 1000) works best. Preferred over a picture address. Without any picture the card shows only its text, Print prints the file to download when it is a picture (otherwise there is no Print button), and sharing offers X instead of Pinterest.',
          },
        },
        {
          type: 'row',
          fields: [
            urlField({
              name: 'imageSrc',
              label: 'Picture address',
              admin: {
                description: 'Only when no picture is uploaded: its https:// address.',
              },
            }),
            {
              name: 'imgAlt',
              label: 'Picture description',
              type: 'text',
              admin: {
                description:
                  'What the picture shows, for people who cannot see it, e.g. "Cover of a sleep diary with a week grid". Empty: the uploaded picture’s own description, else the title.',
              },
            },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'File to download',
      admin: { initCollapsed: false },
      fields: [
        {
          name: 'downloadFile',
          label: 'File',
          type: 'upload',
          relationTo: 'media',
          admin: {
            description:
              'What the Download button gives readers. Uploads take pictures only (PNG, JPG, WebP, AVIF, GIF, SVG); for a PDF or another kind of file, give its address below. Empty: the address below, else the preview picture itself.',
          },
        },
        downloadUrl,
      ],
    },
  ],
}

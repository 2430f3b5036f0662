import type { Block, TextareaFieldValidation } from 'payload'
import { EMBED_SHAPES } from '../embed/providers'
import { socialEmbedImages } from './SocialEmbed.thumbnail'
import { embedProblem } from './socialEmbed'

const validateEmbedCode: TextareaFieldValidation = (value) => embedProblem(value) ?? true

/** Social embed: an Instagram or TikTok post, a video, a Tableau or D3 chart or a Qzzr quiz, behind a facade. */
export const socialEmbedBlock: Block = {
  slug: 'socialEmbed',
  interfaceName: 'SocialEmbedBlock',
  labels: { singular: 'Social embed', plural: 'Social embeds' },
  admin: {
    images: socialEmbedImages,
    custom: {
      description:
        'An Instagram or TikTok post, a YouTube video, a Tableau or D3 chart or a Qzzr quiz, loaded when the reader asks.',
    },
  },
  fields: [
    {
      name: 'embedCode',
      label: 'Embed code or address',
      type: 'textarea',
      required: true,
      validate: validateEmbedCode,
      admin: {
        description:
          'Paste the post’s address or the embed code its site gives you, e.g. https://www.instagram.com/p/C8wR3xLpQ7d/. Works with Instagram, TikTok, YouTube, JW Player, Tableau Public, Qzzr and D3 charts on Observable; anything else shows nothing on the page. Readers see a preview and a button; nothing loads from that site until they press it.',
      },
    },
    {
      name: 'title',
      label: 'What it shows',
      type: 'text',
      admin: {
        description:
          'A few words for screen readers and the button, e.g. "a five-minute desk stretch". Left empty, readers hear only "Instagram post".',
      },
    },
    {
      name: 'poster',
      label: 'Preview picture',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'Shown in the post’s place until the reader asks for it: a picture you have the rights to, uploaded here (never taken from the post’s site). Without one, a plain panel shows.',
      },
    },
    {
      name: 'aspectRatio',
      label: 'Shape',
      type: 'select',
      options: EMBED_SHAPES.map((shape) => ({ label: shape.label, value: shape.value })),
      admin: {
        description:
          'Left empty, the usual shape for the site: a tall card for Instagram and TikTok, 4:3 for charts and quizzes, 16:9 for videos. Pick one if the post shows cut off.',
      },
    },
  ],
}

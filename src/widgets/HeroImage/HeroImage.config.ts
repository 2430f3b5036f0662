import type { Block } from 'payload'
import { limitedTextField } from '@/cms/fields/lengthLimit'
import { heroImageImages } from './HeroImage.thumbnail'
import { HERO_ALT_MAX, HERO_CAPTION_MAX, HERO_CREDIT_MAX, HERO_WIDE_MIN_WIDTH } from './heroImage'

/** An optional text with a length limit: the counter under the input, the same sentence on publish. */
function limitedText(name: string, label: string, max: number, description: string) {
  return limitedTextField({ name, label, max, description, limitInHelp: false })
}

/** Full-screen hero image (000 §1, §2): one large picture, with its own crop for phones. */
export const heroImageBlock: Block = {
  slug: 'heroImage',
  interfaceName: 'HeroImageBlock',
  labels: { singular: 'Full-screen hero image', plural: 'Full-screen hero images' },
  admin: {
    images: heroImageImages,
    custom: {
      description: 'A large picture across the article column, with its own crop for phones and a caption.',
    },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'image',
          label: 'Wide picture',
          type: 'upload',
          relationTo: 'media',
          required: true,
          admin: {
            width: '50%',
            description: `Landscape, at least 1600 × 900 px. Shown on screens ${HERO_WIDE_MIN_WIDTH} px wide and up, and on phones too when there is no phone picture. The first hero image of an article loads before everything else on the page, so use it near the top.`,
          },
        },
        {
          name: 'mobileImage',
          label: 'Picture for phones',
          type: 'upload',
          relationTo: 'media',
          admin: {
            width: '50%',
            description: `Optional: an upright crop of the same scene, e.g. 800 × 1000 px, shown on screens narrower than ${HERO_WIDE_MIN_WIDTH} px. Empty: the wide picture everywhere.`,
          },
        },
      ],
    },
    limitedText(
      'alt',
      'Picture description',
      HERO_ALT_MAX,
      `What the picture shows, for people who cannot see it, e.g. "Two people walking up a hill path at sunrise". Used for both pictures. Empty: the wide picture’s description from the media library. At most ${HERO_ALT_MAX} characters.`,
    ),
    {
      type: 'row',
      fields: [
        limitedText(
          'caption',
          'Caption',
          HERO_CAPTION_MAX,
          `Optional, shown under the picture, e.g. "Ten-minute walks after meals add up over a week." At most ${HERO_CAPTION_MAX} characters. Empty: no caption.`,
        ),
        limitedText(
          'credit',
          'Credit',
          HERO_CREDIT_MAX,
          `Optional, shown small under the picture, e.g. "Illustration: Wellread studio". Empty: the credit saved with the wide picture in the media library, if any. At most ${HERO_CREDIT_MAX} characters.`,
        ),
      ],
    },
  ],
}

import { defineWidget } from '../types'
import { HeroImage } from './HeroImage'
import { heroImageBlock } from './HeroImage.config'

/**
 * Full-screen hero image: static HTML (a `<picture>` with a phone crop), the page's first one loaded first. No
 * structured data: the article's own image already describes the page.
 */
export const heroImageWidget = defineWidget({
  blockType: 'heroImage',
  block: heroImageBlock,
  render: HeroImage,
})

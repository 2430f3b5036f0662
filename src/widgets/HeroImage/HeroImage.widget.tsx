import { defineWidget } from '../types'
import { HeroImage } from './HeroImage'
import { heroImageBlock } from './HeroImage.config'

/**
 * Full-screen hero image: static HTML (a `<picture>` with a phone crop), the page's first one loaded first. No
 * structured data: the article's own image already describes the page. First in the body, it is the page's
 * hero (the article's hero image is not shown above it).
 */
export const heroImageWidget = defineWidget({
  blockType: 'heroImage',
  block: heroImageBlock,
  render: HeroImage,
  pageHero: true,
})

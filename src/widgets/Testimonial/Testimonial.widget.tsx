import { defineWidget } from '../types'
import { Testimonial } from './Testimonial'
import { testimonialBlock } from './Testimonial.config'

/**
 * Testimonial: quotes in the server HTML; a small leaf, loaded near the viewport, plays their one-time
 * entrance. The featured-quote form ships no JavaScript. No structured data: schema.org's Review would need a
 * reviewed item and a rating, which a reader's quote about the site does not have.
 */
export const testimonialWidget = defineWidget({
  blockType: 'testimonial',
  block: testimonialBlock,
  render: Testimonial,
})

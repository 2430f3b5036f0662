import { defineWidget } from '../types'
import { Carousel } from './Carousel'
import { carouselBlock } from './Carousel.config'

/**
 * Carousel: every card in the server HTML, in a row that scrolls and snaps without JavaScript; the leaf
 * (loaded near the viewport) adds the arrows, dots, active page, keys, mouse swipes and the card flip. No
 * structured data: no schema.org type fits cards of myths, lessons or a few pictures in an article.
 */
export const carouselWidget = defineWidget({
  blockType: 'carousel',
  block: carouselBlock,
  render: Carousel,
})

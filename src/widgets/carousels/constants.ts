/*
 * The carousels' constants (000 §9 "Carousel"), one home for every carousel: the reader-tool carousels
 * (`src/widgets/Carousel/`) and the product-card carousel (`src/widgets/ProductCard/carousel.ts`).
 */

/** One page of a carousel is this many pixels of scroll (the product-card carousel's shortest arrow move). */
export const CAROUSEL_PAGE_STEP_PX = 300
/** Within this many pixels of either end, the carousel is at that end. */
export const CAROUSEL_END_TOLERANCE_PX = 5

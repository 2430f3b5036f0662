import type { Block } from 'payload'
import { authorBioBlock } from './AuthorBio/AuthorBio.config'
import { checklistBlock } from './Checklist/Checklist.config'
import { faqBlock } from './Faq/Faq.config'
import { productCardBlock } from './ProductCard/ProductCard.config'
import { statsBlockBlock } from './StatsBlock/StatsBlock.config'
import { tilesBlock } from './Tiles/Tiles.config'

/** Every widget block an editor can insert into an article body. The registry must cover each slug. */
export const widgetBlocks: Block[] = [
  faqBlock,
  authorBioBlock,
  checklistBlock,
  tilesBlock,
  statsBlockBlock,
  productCardBlock,
]

import type { ReactNode } from 'react'
import { AuthorBio } from './AuthorBio/AuthorBio'
import { Checklist } from './Checklist/Checklist'
import { Faq } from './Faq/Faq'
import { ProductCard } from './ProductCard/ProductCard'
import { StatsBlock } from './StatsBlock/StatsBlock'
import { Tiles } from './Tiles/Tiles'
import type { WidgetBlock, WidgetBlockType, WidgetProps } from './types'

export type WidgetRenderer<B extends WidgetBlock> = (props: WidgetProps<B>) => ReactNode | Promise<ReactNode>

/** Block type → renderer. Exhaustive over the generated block-type union: a missing entry fails type-checking. */
export type WidgetRegistry = {
  [K in WidgetBlockType]: WidgetRenderer<Extract<WidgetBlock, { blockType: K }>>
}

export const widgetRegistry: WidgetRegistry = {
  faq: Faq,
  authorBio: AuthorBio,
  checklist: Checklist,
  tiles: Tiles,
  statsBlock: StatsBlock,
  productCard: ProductCard,
}

export const knownBlockTypes: ReadonlySet<string> = new Set(Object.keys(widgetRegistry))

export function rendererFor<K extends WidgetBlockType>(
  blockType: K,
): WidgetRenderer<Extract<WidgetBlock, { blockType: K }>> {
  return widgetRegistry[blockType]
}

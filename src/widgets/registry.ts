import type { AnyWidgetDefinition, WidgetBlockType, WidgetDefinition } from './types'
import { widgetDefinitions } from './widgets.generated'

/**
 * Block type → widget definition, derived from the generated list of widget folders.
 *
 * Exhaustive both ways, checked by the compiler: a block type registered with Payload that has no widget
 * folder, or a widget whose block is not registered, fails type-checking here.
 */
type Defined = (typeof widgetDefinitions)[number]['blockType']
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const everyBlockHasAWidget: Same<Defined, WidgetBlockType> = true
void everyBlockHasAWidget

export type WidgetRegistry = { readonly [K in WidgetBlockType]: WidgetDefinition<K> }

export const widgetRegistry = Object.freeze(
  Object.fromEntries(widgetDefinitions.map((definition) => [definition.blockType, definition])),
) as WidgetRegistry

/**
 * Every definition, as the pipeline handles them without knowing which widget it is. (Each definition only
 * ever receives blocks of its own type: `definitionFor` looks it up by the block's own `blockType`.)
 */
export const widgetList: readonly AnyWidgetDefinition[] =
  widgetDefinitions as unknown as AnyWidgetDefinition[]

export const knownBlockTypes: ReadonlySet<string> = new Set(widgetList.map((d) => d.blockType))

/** The definition for a stored block type, or undefined for one no widget renders (left out, reported). */
export function definitionFor(blockType: string): AnyWidgetDefinition | undefined {
  return knownBlockTypes.has(blockType) ? (widgetRegistry[blockType as WidgetBlockType] as never) : undefined
}

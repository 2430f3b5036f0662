import type { ReactNode } from 'react'
import type { BodySegment } from '@/article/enhance-body'
import { RichTextNodes } from '@/content/RichText'
import { ProductCardGroup } from './ProductCard/ProductCard'
import styles from './RenderWidgets.module.css'
import { rendererFor } from './registry'
import type { WidgetBlock, WidgetContext } from './types'
import { WidgetErrorBoundary } from './WidgetErrorBoundary.client'

export type WidgetErrorReporter = (blockType: string, error: unknown) => void

const defaultReporter: WidgetErrorReporter = (blockType, error) => {
  console.error(`[widget:${blockType}] failed to render; left out of the page`, error)
}

/**
 * Render one widget on the server, isolated: if the renderer throws (malformed stored content), the widget
 * renders nothing, the error is reported, and the rest of the page is unaffected.
 */
type AnyRenderer = (props: { block: WidgetBlock; context: WidgetContext }) => ReactNode | Promise<ReactNode>

export async function renderWidgetSafely(
  block: WidgetBlock,
  context: WidgetContext,
  report: WidgetErrorReporter = defaultReporter,
  render: AnyRenderer = rendererFor(block.blockType) as AnyRenderer,
): Promise<ReactNode> {
  try {
    return await render({ block, context })
  } catch (error) {
    report(block.blockType, error)
    return null
  }
}

async function WidgetSlot({
  block,
  context,
  report,
}: {
  block: WidgetBlock
  context: WidgetContext
  report?: WidgetErrorReporter
}) {
  const node = await renderWidgetSafely(block, context, report)
  if (node === null || node === undefined || node === false) return null
  return (
    <div className={styles.widget} data-widget={block.blockType}>
      <WidgetErrorBoundary widget={block.blockType}>{node}</WidgetErrorBoundary>
    </div>
  )
}

async function ProductGroupSlot({
  blocks,
  context,
  report,
}: {
  blocks: Extract<BodySegment, { kind: 'productCardGroup' }>['blocks']
  context: WidgetContext
  report?: WidgetErrorReporter
}) {
  let node: ReactNode = null
  try {
    node = ProductCardGroup({ blocks, context })
  } catch (error) {
    ;(report ?? defaultReporter)('productCardGroup', error)
  }
  if (!node) return null
  return (
    <div className={styles.widget} data-widget="productCardGroup">
      <WidgetErrorBoundary widget="productCardGroup">{node}</WidgetErrorBoundary>
    </div>
  )
}

/**
 * The article body: rich-text runs and widgets in order. Widgets get their spacing here (they never set
 * their own outer margin or width), each inside an error boundary.
 */
export function RenderWidgets({
  segments,
  context,
  report,
}: {
  segments: BodySegment[]
  context: WidgetContext
  report?: WidgetErrorReporter
}) {
  return (
    <>
      {segments.map((segment, i) => {
        switch (segment.kind) {
          case 'rich':
            return <RichTextNodes key={`r${i}`} nodes={segment.nodes} />
          case 'widget':
            return (
              <WidgetSlot
                key={segment.block.id ?? `w${i}`}
                block={segment.block}
                context={context}
                report={report}
              />
            )
          case 'productCardGroup':
            return (
              <ProductGroupSlot key={`g${i}`} blocks={segment.blocks} context={context} report={report} />
            )
          default:
            return null
        }
      })}
    </>
  )
}

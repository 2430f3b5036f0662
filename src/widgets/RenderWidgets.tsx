import { Fragment, type ReactNode } from 'react'
import { RichTextNodes } from '@/content/RichText'
import { InlineAd } from '@/placements/ads/AdSlot'
import { log } from '@/platform/log.mjs'
import styles from './RenderWidgets.module.css'
import { definitionFor } from './registry'
import type { BodySegment, WidgetBlock, WidgetContext } from './types'
import { WidgetErrorBoundary } from './WidgetErrorBoundary.client'

export type WidgetErrorReporter = (blockType: string, error: unknown) => void

const defaultReporter: WidgetErrorReporter = (blockType, error) => {
  log('widgets').error({ err: error, widget: blockType }, 'failed to render; left out of the page')
}

/**
 * Run a widget renderer on the server, isolated: if it throws or rejects (malformed stored content), the
 * widget renders nothing, the error is reported, and the rest of the page is unaffected. (React error
 * boundaries do not catch errors while rendering on the server.)
 */
export async function isolate(
  blockType: string,
  render: () => ReactNode | Promise<ReactNode>,
  report: WidgetErrorReporter = defaultReporter,
): Promise<ReactNode> {
  try {
    return await render()
  } catch (error) {
    report(blockType, error)
    return null
  }
}

type AnyRenderer = (props: {
  block: WidgetBlock
  context: WidgetContext
  ordinal?: number
}) => ReactNode | Promise<ReactNode>

/** One widget through its registered renderer (or `render`, in tests), isolated. */
export async function renderWidgetSafely(
  block: WidgetBlock,
  context: WidgetContext,
  report: WidgetErrorReporter = defaultReporter,
  render: AnyRenderer | undefined = definitionFor(block.blockType)?.render,
  ordinal = 1,
): Promise<ReactNode> {
  if (!render) {
    report(block.blockType, new Error(`no widget renders "${block.blockType}"`))
    return null
  }
  return isolate(block.blockType, () => render({ block, context, ordinal }), report)
}

/** The slot every widget sits in: spacing (widgets never set their own outer margin), and a client boundary. */
function Slot({ name, quiet, children }: { name: string; quiet?: boolean; children: ReactNode }) {
  if (children === null || children === undefined || children === false) return null
  return (
    <div className={styles.widget} data-widget={name}>
      <WidgetErrorBoundary widget={name} quiet={quiet}>
        {children}
      </WidgetErrorBoundary>
    </div>
  )
}

async function WidgetSlot({
  block,
  context,
  report,
  ordinal,
}: {
  block: WidgetBlock
  context: WidgetContext
  report?: WidgetErrorReporter
  ordinal: number
}) {
  return (
    <Slot name={block.blockType} quiet={definitionFor(block.blockType)?.failsQuietly}>
      {await renderWidgetSafely(block, context, report, undefined, ordinal)}
    </Slot>
  )
}

async function GroupSlot({
  blockType,
  blocks,
  context,
  report,
  firstOrdinal,
}: {
  blockType: string
  blocks: WidgetBlock[]
  context: WidgetContext
  report?: WidgetErrorReporter
  firstOrdinal: number
}) {
  const definition = definitionFor(blockType)
  const group = definition?.group
  const name = `${blockType}Group`
  if (!group) return null
  return (
    <Slot name={name} quiet={definition.failsQuietly}>
      {await isolate(name, () => group.render({ blocks, context, firstOrdinal }), report)}
    </Slot>
  )
}

/** Each widget segment's first ordinal: its 1-based position among the blocks of its type so far. */
export function ordinals(segments: BodySegment[]): number[] {
  const seen = new Map<string, number>()
  return segments.map((segment) => {
    if (segment.kind === 'rich' || segment.kind === 'ad') return 0
    const type = segment.kind === 'widget' ? segment.block.blockType : segment.blockType
    const first = (seen.get(type) ?? 0) + 1
    seen.set(type, first - 1 + (segment.kind === 'widget' ? 1 : segment.blocks.length))
    return first
  })
}

/**
 * The article body: rich-text runs, widgets and widget groups in order. Widgets get their spacing here
 * (they never set their own outer margin or width), each isolated so a broken one renders nothing.
 */
export function RenderWidgets({
  segments,
  context,
  report,
  after,
}: {
  segments: BodySegment[]
  context: WidgetContext
  report?: WidgetErrorReporter
  /** Something of the page's own placed after one segment (a landing page's band after its hero). */
  after?: { index: number; node: ReactNode }
}) {
  const first = ordinals(segments)
  return (
    <>
      {segments.map((segment, i) => {
        const rendered = renderSegment(segment, i)
        return after?.index === i ? (
          <Fragment key={`after${i}`}>
            {rendered}
            {after.node}
          </Fragment>
        ) : (
          rendered
        )
      })}
    </>
  )

  function renderSegment(segment: BodySegment, i: number) {
    switch (segment.kind) {
      case 'rich':
        return <RichTextNodes key={`r${i}`} nodes={segment.nodes} siteHost={context.siteHost} />
      case 'widget':
        return (
          <WidgetSlot
            key={segment.block.id ?? `w${i}`}
            block={segment.block}
            context={context}
            report={report}
            ordinal={first[i] ?? 1}
          />
        )
      case 'group':
        return (
          <GroupSlot
            key={`g${i}`}
            blockType={segment.blockType}
            blocks={segment.blocks}
            context={context}
            report={report}
            firstOrdinal={first[i] ?? 1}
          />
        )
      case 'ad': {
        const slot = <InlineAd k={segment.k} context="body" cpuv={segment.cpuv} placedBy={segment.placedBy} />
        // An editor's Advertisement block is a widget of the body like any other (the gallery finds it so).
        return segment.placedBy === 'editor' ? (
          <div key={`ad${segment.k}`} data-widget="adSlot">
            {slot}
          </div>
        ) : (
          <Fragment key={`ad${segment.k}`}>{slot}</Fragment>
        )
      }
      default:
        return null
    }
  }
}

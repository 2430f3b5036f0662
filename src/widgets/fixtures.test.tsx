import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { wakeEveryIsland } from '@/ui/deferredIsland'
import { commerceContext } from '@/widgets/context'
import { widgetBlocks } from './blocks.generated'
import { sampleRefs, withIds } from './fixtures'
import { widgetFixtures } from './fixtures.generated'
import { definitionFor, widgetList } from './registry'
import type { WidgetBlock, WidgetContext } from './types'

// The widgets' interactive parts are deferred islands: load their code first, as the reader's approach would,
// so that a render in the browser's way shows them (and the text they hold).
beforeAll(async () => {
  await wakeEveryIsland()
})

const context: WidgetContext = {
  commerce: commerceContext(null, '/health/test-article'),
  keywords: [],
  articleTitle: 'Widget gallery',
  articlePath: '/health/widget-gallery',
  authors: [{ name: 'Samuel Brooks', credentials: 'MPH', bio: 'Samuel writes about everyday health.' }],
  siteHost: 'wellread.example',
}

const text = (node: ReactNode) => {
  const { container, unmount } = render(<div>{node}</div>)
  const content = (container.textContent ?? '').replace(/\s+/g, ' ')
  unmount()
  return content
}

/** Renders an example as the page would: a run of grouping blocks as their group, others one by one. */
async function renderExample(blocks: WidgetBlock[]): Promise<string> {
  const definition = definitionFor(blocks[0]!.blockType)!
  if (definition.group && blocks.length >= definition.group.min) {
    return text(await definition.group.render({ blocks, context }))
  }
  const parts: string[] = []
  for (const block of blocks) parts.push(text(await definition.render({ block, context })))
  return parts.join(' ')
}

describe('every widget folder is complete and consistent', () => {
  it.each(widgetList.map((w) => [w.blockType, w] as const))('%s', (blockType, widget) => {
    expect(widget.block.slug).toBe(blockType)
    expect(widgetBlocks).toContain(widget.block)
    const fixtures = widgetFixtures.find((f) => f.blockType === blockType)
    expect(fixtures, `${blockType} has fixtures`).toBeDefined()
    expect(fixtures!.name.trim()).not.toBe('')
    expect(fixtures!.about.length).toBeGreaterThan(0)
  })

  it('lists the same widgets in the same order in all three generated lists', () => {
    expect(widgetList.map((w) => w.blockType)).toEqual(widgetBlocks.map((b) => b.slug))
    expect(widgetFixtures.map((f) => f.blockType)).toEqual(widgetBlocks.map((b) => b.slug))
  })
})

describe('every fixture renders what it promises', () => {
  const cases = widgetFixtures.flatMap((fixtures) =>
    fixtures
      .examples(sampleRefs)
      .map(
        (example, i) =>
          [
            `${fixtures.blockType}: ${example.title ?? `example ${i + 1}`}`,
            fixtures.blockType,
            example,
          ] as const,
      ),
  )

  it.each(cases)('%s', async (_name, blockType, example) => {
    expect(example.blocks.length).toBeGreaterThan(0)
    for (const block of example.blocks) expect(block.blockType).toBe(blockType)
    const shown = await renderExample(withIds(example.blocks as never[], blockType) as WidgetBlock[])
    expect(shown.trim().length).toBeGreaterThan(0)
    for (const expected of example.shows) expect(shown).toContain(expected)
  })
})

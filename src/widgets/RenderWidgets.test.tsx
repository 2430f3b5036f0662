import { render, screen } from '@testing-library/react'
import type { FaqBlock } from '@/cms/payload-types'
import { commerceContext } from '@/widgets/context'
import { ordinals, renderWidgetSafely } from './RenderWidgets'
import type { WidgetContext } from './types'

const context: WidgetContext = {
  commerce: commerceContext(null, '/health/test-article'),
  keywords: [],
  articleTitle: 'T',
  articlePath: '/health/t',
  authors: [],
  siteHost: 'wellread.example',
}
const block = { id: 'b1', blockType: 'faq', initialState: 'collapsed', items: [] } as unknown as FaqBlock

describe('renderWidgetSafely', () => {
  it.each([
    [
      'throws',
      () => {
        throw new Error('bad data')
      },
    ],
    [
      'rejects',
      async () => {
        throw new Error('bad data')
      },
    ],
  ])('renders nothing and reports when the renderer %s', async (_label, renderer) => {
    const reports: [string, unknown][] = []
    const node = await renderWidgetSafely(
      block,
      context,
      (type, error) => reports.push([type, error]),
      renderer,
    )
    expect(node).toBeNull()
    expect(reports).toHaveLength(1)
    expect(reports[0]?.[0]).toBe('faq')
    expect(String(reports[0]?.[1])).toContain('bad data')
  })

  it('passes the block and context to the renderer and returns its output', async () => {
    const node = await renderWidgetSafely(
      block,
      context,
      () => {},
      ({ block: b, context: c }) => (
        <p>
          {b.blockType} on {c.articlePath}
        </p>
      ),
    )
    render(node)
    expect(screen.getByText('faq on /health/t')).toBeInTheDocument()
  })

  it('uses the registry renderer by default (an FAQ with no items renders nothing, without error)', async () => {
    const reports: unknown[] = []
    expect(await renderWidgetSafely(block, context, (...a) => reports.push(a))).toBeNull()
    expect(reports).toEqual([])
  })
})

describe('ordinals', () => {
  const w = (blockType: string) => ({ kind: 'widget' as const, block: { blockType } as never })
  const g = (blockType: string, n: number) => ({
    kind: 'group' as const,
    blockType: blockType as never,
    blocks: Array.from({ length: n }, () => ({ blockType }) as never),
  })
  it('numbers each type’s blocks from 1 across singles and groups', () => {
    expect(
      ordinals([
        w('productCard'),
        { kind: 'rich', nodes: [] },
        g('productCard', 3),
        w('faq'),
        w('productCard'),
        w('faq'),
      ]),
    ).toEqual([1, 0, 2, 1, 5, 2])
  })
})

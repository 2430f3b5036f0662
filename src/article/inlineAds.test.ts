import type { LexicalNode } from '@/content/lexical'
import type { BodySegment, WidgetBlock } from '@/widgets/types'
import { AD_BLOCK_TYPE, withInlineAds } from './inlineAds'

// Lexical nodes by hand (the article pipeline stands below the seed's builders, ADR 22).
const textNode = (value: string) => ({
  type: 'text',
  version: 1,
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
})
const p = (value: string) => ({ type: 'paragraph', version: 1, children: [textNode(value)] })
const h2 = (value: string) => ({ type: 'heading', version: 1, tag: 'h2', children: [textNode(value)] })
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')
const rich = (...nodes: unknown[]): BodySegment => ({ kind: 'rich', nodes: nodes as LexicalNode[] })
const widget = (blockType: string): BodySegment => ({
  kind: 'widget',
  block: { blockType } as unknown as WidgetBlock,
})
const ON = { enabled: true, automatic: true, cpuv: false }

/** What the page shows, in order: "p80" a paragraph of 80 words, "h" a heading, "ad1" the first ad… */
function outline(segments: BodySegment[]): string[] {
  return segments.flatMap((s) => {
    if (s.kind === 'ad') return [`ad${s.k}${s.placedBy === 'editor' ? 'e' : ''}`]
    if (s.kind === 'rich')
      return s.nodes.map((n) =>
        n.type === 'heading'
          ? 'h'
          : `p${String((n as { children?: { text?: string }[] }).children?.[0]?.text ?? '').split(' ').length}`,
      )
    return [s.kind === 'widget' ? s.block.blockType : 'group']
  })
}

describe('an article’s inline ads', () => {
  it('go between paragraphs after the introduction, spaced by reading, within the limit of 5', () => {
    const body = [rich(...Array.from({ length: 30 }, () => p(words(100))))]
    const out = withInlineAds(body, ON)
    const shown = outline(out)
    const ads = shown.filter((s) => s.startsWith('ad'))
    expect(ads).toEqual(['ad1', 'ad2', 'ad3', 'ad4', 'ad5'])
    // 120 words before the first: two paragraphs of 100.
    expect(shown.indexOf('ad1')).toBe(2)
    // 300 words between two: three paragraphs.
    expect(shown.indexOf('ad2') - shown.indexOf('ad1')).toBe(4)
    // Paragraphs between two ads are one rich run again.
    expect(out.filter((s) => s.kind === 'rich').length).toBe(6)
    expect(shown.at(-1)?.startsWith('p')).toBe(true)
  })

  it('hold pages sold per unique visitor to 3', () => {
    const body = [rich(...Array.from({ length: 30 }, () => p(words(100))))]
    const ads = withInlineAds(body, { ...ON, cpuv: true }).filter((s) => s.kind === 'ad')
    expect(ads).toHaveLength(3)
    expect(ads.every((s) => s.kind === 'ad' && s.cpuv)).toBe(true)
  })

  it('never come after a heading, beside a promotion, or last', () => {
    const out = outline(
      withInlineAds(
        [rich(p(words(130)), h2('Next'), p(words(400))), widget('promotionSlot'), rich(p(words(400)))],
        ON,
      ),
    )
    expect(out).toEqual(['p130', 'ad1', 'h', 'p400', 'promotionSlot', 'p400'])
  })

  it('put an editor’s Advertisement block in its place, counted in the numbering and the limit', () => {
    const out = outline(
      withInlineAds([rich(p(words(50))), widget(AD_BLOCK_TYPE), rich(p(words(200)), p(words(200)))], ON),
    )
    expect(out).toEqual(['p50', 'ad1e', 'p200', 'p200'])
  })

  it('leave out automatic ones when the article turns them off, keeping the editor’s', () => {
    const body = [
      rich(...Array.from({ length: 10 }, () => p(words(100)))),
      widget(AD_BLOCK_TYPE),
      rich(p(words(20))),
    ]
    const ads = withInlineAds(body, { ...ON, automatic: false }).filter((s) => s.kind === 'ad')
    expect(ads).toEqual([{ kind: 'ad', k: 1, cpuv: false, placedBy: 'editor' }])
  })

  it('are none on an ad-free page, where the editor’s blocks are left out too', () => {
    const body = [rich(...Array.from({ length: 10 }, () => p(words(100)))), widget(AD_BLOCK_TYPE)]
    const out = withInlineAds(body, { ...ON, enabled: false })
    expect(
      out.some((s) => s.kind === 'ad' || (s.kind === 'widget' && s.block.blockType === 'promotionSlot')),
    ).toBe(false)
    expect(outline(out)).not.toContain(AD_BLOCK_TYPE)
    expect(out).toHaveLength(1)
  })

  it('keep an opening hero first', () => {
    const out = withInlineAds(
      [widget('heroImage'), rich(...Array.from({ length: 6 }, () => p(words(100))))],
      ON,
      1,
    )
    expect(outline(out)[0]).toBe('heroImage')
    expect(outline(out)[1]).toBe('p100')
  })
})

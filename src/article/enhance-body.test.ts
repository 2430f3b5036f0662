import { blocksOfType, type GroupingRule, groupConsecutive, processBody, segmentBody } from './enhance-body'

const known = new Set(['faq', 'productCard', 'tiles'])
/** Product cards group from two; so do tiles from three (a made-up rule, to show rules are per widget). */
const rules: GroupingRule[] = [
  { blockType: 'faq' },
  { blockType: 'productCard', group: { min: 2, render: () => null } },
  { blockType: 'tiles', group: { min: 3, render: () => null } },
] as GroupingRule[]
const text = (t: string) => ({ type: 'text', text: t, format: 0, version: 1 })
const p = (t: string) => ({ type: 'paragraph', version: 1, children: t ? [text(t)] : [] })
const block = (blockType: string, extra: Record<string, unknown> = {}) => ({
  type: 'block',
  version: 2,
  fields: { id: `${blockType}-${Math.random()}`, blockType, ...extra },
})
const doc = (...children: unknown[]) => ({ root: { type: 'root', children } })

describe('segmentBody', () => {
  it('keeps paragraphs together and puts widgets between them', () => {
    const { segments, problems } = segmentBody(doc(p('a'), p('b'), block('faq'), p('c')), known)
    expect(problems).toEqual([])
    expect(segments.map((s) => s.kind)).toEqual(['rich', 'widget', 'rich'])
    expect(segments[0]).toMatchObject({ kind: 'rich', nodes: [{ type: 'paragraph' }, { type: 'paragraph' }] })
  })

  it('drops an unknown block type, reports it, and keeps the rest of the page', () => {
    const { segments, problems } = segmentBody(doc(p('before'), block('hologram'), p('after')), known)
    expect(problems).toEqual([{ message: 'unknown block type "hologram"', blockType: 'hologram' }])
    expect(segments).toHaveLength(1)
    expect(segments[0]).toMatchObject({ kind: 'rich' })
  })

  it.each([
    ['a string', 'not json'],
    ['an object without root', { foo: 1 }],
    ['a root without children', { root: { type: 'root' } }],
    ['a number', 42],
  ])('reports %s as unreadable and yields no segments', (_label, data) => {
    const { segments, problems } = segmentBody(data, known)
    expect(segments).toEqual([])
    expect(problems).toHaveLength(1)
  })

  it('yields nothing and no problem for an absent body', () => {
    expect(segmentBody(undefined, known)).toEqual({ segments: [], problems: [] })
  })

  it('skips malformed children and blocks without a type', () => {
    const { segments, problems } = segmentBody(
      doc(null, 'x', { type: 'block', fields: null }, p('ok')),
      known,
    )
    expect(segments).toHaveLength(1)
    expect(problems).toEqual([{ message: 'block without a block type' }])
  })

  it('drops empty paragraphs', () => {
    const { segments } = segmentBody(doc(p(''), block('faq'), p('')), known)
    expect(segments.map((s) => s.kind)).toEqual(['widget'])
  })
})

describe('groupConsecutive', () => {
  it('merges consecutive product cards into one group and leaves a lone card alone', () => {
    const { segments } = processBody(
      doc(block('productCard'), block('productCard'), block('productCard'), p('x'), block('productCard')),
      rules,
    )
    expect(segments.map((s) => s.kind)).toEqual(['group', 'rich', 'widget'])
    expect(segments[0]).toMatchObject({ kind: 'group', blockType: 'productCard' })
    if (segments[0]?.kind === 'group') expect(segments[0].blocks).toHaveLength(3)
  })

  it('treats empty paragraphs between cards as no separation', () => {
    const { segments } = processBody(doc(block('productCard'), p(''), block('productCard')), rules)
    expect(segments.map((s) => s.kind)).toEqual(['group'])
  })

  it('does not merge cards separated by another widget', () => {
    const { segments } = processBody(doc(block('productCard'), block('faq'), block('productCard')), rules)
    expect(segments.map((s) => s.kind)).toEqual(['widget', 'widget', 'widget'])
  })

  it('is the identity on segments without grouping widgets', () => {
    const segs = segmentBody(doc(p('a'), block('faq'), block('faq')), known).segments
    expect(groupConsecutive(segs, rules)).toEqual(segs)
  })

  it('applies each widget its own minimum, and never mixes types in one group', () => {
    const { segments } = processBody(
      doc(block('tiles'), block('tiles'), block('productCard'), block('productCard'), block('tiles')),
      rules,
    )
    expect(segments.map((s) => (s.kind === 'group' ? `group:${s.blockType}` : s.kind))).toEqual([
      'widget',
      'widget',
      'group:productCard',
      'widget',
    ])
    const three = processBody(doc(block('tiles'), block('tiles'), block('tiles')), rules).segments
    expect(three).toMatchObject([{ kind: 'group', blockType: 'tiles' }])
  })
})

describe('blocksOfType', () => {
  it('finds blocks inside groups too', () => {
    const { segments } = processBody(doc(block('productCard'), block('productCard'), block('faq')), rules)
    expect(blocksOfType(segments, 'productCard')).toHaveLength(2)
    expect(blocksOfType(segments, 'faq')).toHaveLength(1)
  })
})

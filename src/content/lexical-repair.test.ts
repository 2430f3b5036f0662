import { repairEditorState } from './lexical'

const t = (text: string) => ({ type: 'text', text })
const p = (...children: unknown[]) => ({ type: 'paragraph', children })

describe('repairEditorState', () => {
  it('returns a valid state untouched (same object)', () => {
    const state = { root: { type: 'root', children: [p(t('a'))] } }
    const { state: out, repaired } = repairEditorState(state)
    expect(repaired).toBe(false)
    expect(out).toBe(state)
  })

  it('drops null and non-node children at any depth', () => {
    const { state, repaired } = repairEditorState({
      root: { type: 'root', children: [null, 'x', p(null, t('a'), 3)] },
    })
    expect(repaired).toBe(true)
    expect(state?.root.children).toEqual([p(t('a'))])
  })

  it('empties children that are not a list', () => {
    const { state } = repairEditorState({
      root: { type: 'root', children: [{ type: 'paragraph', children: 'oops' }] },
    })
    expect(state?.root.children).toEqual([{ type: 'paragraph', children: [] }])
  })

  it('drops blocks without fields and repairs rich text nested in block fields', () => {
    const { state } = repairEditorState({
      root: {
        type: 'root',
        children: [
          { type: 'block', fields: null },
          {
            type: 'block',
            fields: {
              blockType: 'faq',
              items: [{ question: 'Q', answer: { root: { type: 'root', children: [null, p(t('A'))] } } }],
            },
          },
        ],
      },
    })
    expect(state?.root.children).toEqual([
      {
        type: 'block',
        fields: {
          blockType: 'faq',
          items: [{ question: 'Q', answer: { root: { type: 'root', children: [p(t('A'))] } } }],
        },
      },
    ])
  })

  it.each([
    ['a string', 'junk'],
    ['no root', { foo: 1 }],
    ['a root without children', { root: {} }],
  ])('turns %s into an empty document', (_label, value) => {
    const { state, repaired } = repairEditorState(value)
    expect(repaired).toBe(true)
    expect(state?.root.children).toEqual([])
  })

  it('leaves an absent value absent', () => {
    expect(repairEditorState(null)).toEqual({ state: null, repaired: false })
  })
})

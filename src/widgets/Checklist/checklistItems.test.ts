import { bold, doc, p } from '@/seed/lexical'
import { EMPTY_ITEM_MESSAGE, itemContent, itemProblem } from './checklistItems'

describe('itemContent', () => {
  it('gives the rich text as inline nodes', () => {
    expect(itemContent({ text: doc(p('List your ', bold('medicines'))) })).toEqual({
      kind: 'richText',
      nodes: [
        expect.objectContaining({ type: 'text', text: 'List your ' }),
        expect.objectContaining({ type: 'text', text: 'medicines', format: 1 }),
      ],
    })
  })

  it('prefers the rich text to old HTML', () => {
    expect(itemContent({ text: doc(p('New')), html: 'Old' })?.kind).toBe('richText')
  })

  it.each([
    ['no rich text', { html: 'Old <em>words</em>' }],
    ['empty rich text', { text: doc(p()), html: 'Old <em>words</em>' }],
    ['blank rich text', { text: doc(p('  ')), html: 'Old <em>words</em>' }],
    ['null rich text', { text: null, html: 'Old <em>words</em>' }],
  ])('falls back to the old HTML, sanitised, with %s', (_label, item) => {
    expect(itemContent(item)).toEqual({ kind: 'html', html: 'Old <em>words</em>' })
  })

  it('sanitises the old HTML', () => {
    expect(itemContent({ html: '<a href="javascript:x()" onclick="y()">x</a><script>z()</script>' })).toEqual(
      {
        kind: 'html',
        html: '<a>x</a>',
      },
    )
  })

  it.each([
    ['nothing', {}],
    ['an empty editor', { text: doc(p()) }],
    ['HTML that shows nothing', { html: '<script>x()</script> <br>' }],
    ['a value that is not rich text', { text: 'plain string' }],
  ])('is null for %s', (_label, item) => {
    expect(itemContent(item)).toBeNull()
  })
})

describe('itemProblem', () => {
  it('accepts an item with text, or an old item with HTML', () => {
    expect(itemProblem(doc(p('Rest')), {})).toBeNull()
    expect(itemProblem(undefined, { html: 'Rest' })).toBeNull()
  })

  it.each([
    ['no text', undefined, {}],
    ['an empty editor', doc(p()), { id: 'x' }],
    ['only spaces', doc(p('   ')), undefined],
    ['HTML that shows nothing', doc(p()), { html: '<br>' }],
  ])('asks for words when the item has %s', (_label, text, sibling) => {
    expect(itemProblem(text, sibling)).toBe(EMPTY_ITEM_MESSAGE)
  })
})

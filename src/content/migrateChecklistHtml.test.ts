import { inlineHtmlToLexical } from './inlineHtml'
import { migrateChecklistHtml } from './migrateChecklistHtml'

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text, format: 0 }] })
const block = (fields: Record<string, unknown>) => ({ type: 'block', version: 2, format: '', fields })
const body = (...children: unknown[]) => ({ root: { type: 'root', version: 1, children } })
const richText = (text: string) => ({ root: { type: 'root', children: [paragraph(text)] } })

const oldChecklist = () =>
  block({
    id: 'c1',
    blockType: 'checklist',
    header: 'Before your appointment',
    items: [
      { id: 'i1', html: 'List your <strong>medicines</strong>' },
      { id: 'i2', html: 'Read <a href="/health/sleep">the guide</a>' },
    ],
  })

describe('migrateChecklistHtml', () => {
  it('moves every HTML item into rich text and removes the HTML', () => {
    const { state, changed } = migrateChecklistHtml(body(paragraph('Intro'), oldChecklist()))
    expect(changed).toBe(true)
    expect(state.root.children[1]).toEqual(
      block({
        id: 'c1',
        blockType: 'checklist',
        header: 'Before your appointment',
        items: [
          { id: 'i1', text: inlineHtmlToLexical('List your <strong>medicines</strong>') },
          { id: 'i2', text: inlineHtmlToLexical('Read <a href="/health/sleep">the guide</a>') },
        ],
      }),
    )
  })

  it('keeps text an editor already wrote, and drops the HTML that was never shown', () => {
    const written = richText('Written in the editor')
    const { state, changed } = migrateChecklistHtml(
      body(
        block({ blockType: 'checklist', items: [{ id: 'i1', text: written, html: 'Old <em>HTML</em>' }] }),
      ),
    )
    expect(changed).toBe(true)
    expect(state.root.children[0]).toEqual(
      block({ blockType: 'checklist', items: [{ id: 'i1', text: written }] }),
    )
  })

  it('fills an empty rich-text item from its HTML', () => {
    const empty = { root: { type: 'root', children: [{ type: 'paragraph', children: [] }] } }
    const { state } = migrateChecklistHtml(
      body(block({ blockType: 'checklist', items: [{ text: empty, html: 'Rest' }] })),
    )
    expect(state.root.children[0]).toEqual(
      block({ blockType: 'checklist', items: [{ text: inlineHtmlToLexical('Rest') }] }),
    )
  })

  it.each([
    ['empty', ''],
    ['null', null],
  ])('removes %s HTML without inventing text', (_label, html) => {
    const { state, changed } = migrateChecklistHtml(
      body(block({ blockType: 'checklist', items: [{ html }] })),
    )
    expect(changed).toBe(true)
    expect(state.root.children[0]).toEqual(block({ blockType: 'checklist', items: [{}] }))
  })

  it('finds checklists nested in other nodes, and leaves other widgets alone', () => {
    const faq = block({ blockType: 'faq', items: [{ question: 'Q', html: 'not a checklist' }] })
    const input = body(faq, { type: 'quote', children: [oldChecklist()] })
    const { state } = migrateChecklistHtml(input)
    expect(state.root.children[0]).toBe(faq)
    const nested = (state.root.children[1] as { children: { fields: { items: unknown[] } }[] }).children[0]!
    expect(nested.fields.items).toEqual([
      { id: 'i1', text: inlineHtmlToLexical('List your <strong>medicines</strong>') },
      { id: 'i2', text: inlineHtmlToLexical('Read <a href="/health/sleep">the guide</a>') },
    ])
  })

  it('does not change its input', () => {
    const input = body(oldChecklist())
    const copy = structuredClone(input)
    migrateChecklistHtml(input)
    expect(input).toEqual(copy)
  })

  it('rebuilds only what changed', () => {
    const intro = paragraph('Intro')
    const input = body(intro, oldChecklist())
    const { state } = migrateChecklistHtml(input)
    expect(state).not.toBe(input)
    expect(state.root.children[0]).toBe(intro)
  })

  it('returns the same object when there is nothing to move, so it can run twice', () => {
    const once = migrateChecklistHtml(body(paragraph('Intro'), oldChecklist())).state
    const twice = migrateChecklistHtml(once)
    expect(twice.changed).toBe(false)
    expect(twice.state).toBe(once)
  })

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', '{"root":{}}'],
    ['an object without a root', { foo: 1 }],
    ['a root without children', { root: { type: 'root' } }],
    ['a checklist without items', body(block({ blockType: 'checklist' }))],
    ['a block without fields', body({ type: 'block' })],
    ['items that are not objects', body(block({ blockType: 'checklist', items: [null, 'x', 3] }))],
  ])('leaves %s as it is', (_label, value) => {
    const { state, changed } = migrateChecklistHtml(value)
    expect(changed).toBe(false)
    expect(state).toBe(value)
  })
})

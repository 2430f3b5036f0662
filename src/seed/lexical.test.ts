import { block, blockId, bold, doc, h2, h3, italic, link, ol, p, quote, text, ul } from './lexical'

describe('text()', () => {
  it.each([
    [{}, 0],
    [{ bold: true }, 1],
    [{ italic: true }, 2],
    [{ underline: true }, 8],
    [{ bold: true, italic: true }, 3],
    [{ bold: true, italic: true, underline: true }, 11],
  ])('encodes %j as format %i', (options, format) => {
    expect(text('word', options)).toEqual({
      type: 'text',
      version: 1,
      text: 'word',
      format,
      detail: 0,
      mode: 'normal',
      style: '',
    })
  })

  it('has bold and italic shorthands', () => {
    expect(bold('a').format).toBe(1)
    expect(italic('a').format).toBe(2)
  })
})

describe('element builders', () => {
  it('turns strings passed to p() into text nodes and keeps nodes as given', () => {
    const strong = bold('Important:')
    const node = p(strong, ' see a clinician.')
    expect(node).toMatchObject({
      type: 'paragraph',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      textFormat: 0,
    })
    expect(node.children).toEqual([strong, text(' see a clinician.')])
  })

  it.each([
    ['h2', h2],
    ['h3', h3],
  ] as const)('builds %s headings', (tag, build) => {
    expect(build('Causes')).toEqual({
      type: 'heading',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      tag,
      children: [text('Causes')],
    })
  })

  it('builds a quote of inline content', () => {
    const node = quote('Sleep is ', italic('not'), ' optional.')
    expect(node.type).toBe('quote')
    expect(node.children.map((c) => c.type)).toEqual(['text', 'text', 'text'])
    expect(node.children[1]).toMatchObject({ format: 2, text: 'not' })
  })

  it('builds a custom link with its own text child', () => {
    expect(link('https://example.org/a', 'a source', { newTab: true })).toEqual({
      type: 'link',
      version: 3,
      direction: 'ltr',
      format: '',
      indent: 0,
      fields: { linkType: 'custom', url: 'https://example.org/a', newTab: true },
      children: [text('a source')],
    })
    expect(link('/health/x', 'internal').fields.newTab).toBe(false)
  })
})

describe('lists', () => {
  it.each([
    ['ul', ul, 'bullet'],
    ['ol', ol, 'number'],
  ] as const)('%s() builds a %s list with numbered items', (tag, build, listType) => {
    const node = build('first', [bold('second'), ' item'], link('/x', 'third'))
    expect(node).toMatchObject({
      type: 'list',
      version: 1,
      listType,
      tag,
      start: 1,
      indent: 0,
      direction: 'ltr',
    })
    expect(node.children.map((item) => [item.type, item.value, item.version])).toEqual([
      ['listitem', 1, 1],
      ['listitem', 2, 1],
      ['listitem', 3, 1],
    ])
    expect(node.children[0]?.children).toEqual([text('first')])
    expect(node.children[1]?.children).toEqual([bold('second'), text(' item')])
    expect(node.children[2]?.children[0]?.type).toBe('link')
  })
})

describe('block()', () => {
  it('wraps widget fields in a version 2 block node with an id and empty block name', () => {
    const node = block({
      blockType: 'tiles',
      hubTitle: 'Heart health',
      tiles: [{ title: 'Walking', url: '/a/b' }],
    })
    expect(node).toMatchObject({
      type: 'block',
      version: 2,
      format: '',
      fields: {
        blockName: '',
        blockType: 'tiles',
        hubTitle: 'Heart health',
        tiles: [{ title: 'Walking', url: '/a/b' }],
      },
    })
    expect(node.fields.id).toMatch(/^[0-9a-f]{24}$/)
  })

  it('gives every block a different id', () => {
    const ids = new Set(Array.from({ length: 200 }, () => blockId()))
    expect(ids.size).toBe(200)
    const a = block({ blockType: 'authorBio' })
    const b = block({ blockType: 'authorBio' })
    expect(a.fields.id).not.toBe(b.fields.id)
  })
})

describe('doc()', () => {
  it('builds a root node holding the children in order', () => {
    const children = [h2('Heading'), p('Body'), ul('One')]
    const state = doc(...children)
    expect(state).toEqual({
      root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children },
    })
  })

  it('is plain JSON (survives a round trip unchanged)', () => {
    const state = doc(p('a ', link('/b', 'c')), block({ blockType: 'statsBlock', header: 'None', items: [] }))
    expect(JSON.parse(JSON.stringify(state))).toEqual(state)
  })
})

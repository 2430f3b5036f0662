import { inlineNodes, plainTextOfNodes } from './lexical'

const t = (text: string, format = 0) => ({ type: 'text', text, format })
const p = (...children: unknown[]) => ({ type: 'paragraph', children })
const state = (...children: unknown[]) => ({ root: { type: 'root', children } })
const br = { type: 'linebreak', version: 1 }

describe('inlineNodes', () => {
  it('gives the paragraph’s children, without the paragraph', () => {
    expect(inlineNodes(state(p(t('List your '), t('medicines', 1))))).toEqual([
      t('List your '),
      t('medicines', 1),
    ])
  })

  it('puts a line break between paragraphs and skips empty ones', () => {
    expect(inlineNodes(state(p(t('One')), p(), p(t('Two'))))).toEqual([t('One'), br, t('Two')])
  })

  it('keeps links and line breaks inside a paragraph', () => {
    const link = { type: 'link', fields: { url: '/a' }, children: [t('guide')] }
    expect(inlineNodes(state(p(t('See '), link, br, t('then rest'))))).toEqual([
      t('See '),
      link,
      br,
      t('then rest'),
    ])
  })

  it('keeps other top-level nodes whole', () => {
    const list = { type: 'list', children: [{ type: 'listitem', children: [t('a')] }] }
    expect(inlineNodes(state(p(t('Intro')), list))).toEqual([t('Intro'), br, list])
  })

  it.each([
    ['null', null],
    ['a string', 'Drink water'],
    ['no root', {}],
    ['an empty editor', state(p())],
  ])('is empty for %s', (_label, value) => {
    expect(inlineNodes(value)).toEqual([])
  })

  it('reads as the same text', () => {
    expect(plainTextOfNodes(inlineNodes(state(p(t('One')), p(t('Two')))))).toBe('One\nTwo')
  })
})

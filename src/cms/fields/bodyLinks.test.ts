import type { Block } from 'payload'
import { bodyLinkProblems, draftUrlProblem } from './bodyLinks'
import { urlField } from './url'

const text = (t: string) => ({ type: 'text', text: t, version: 1 })
const link = (url: string, label = 'read more', linkType = 'custom') => ({
  type: 'link',
  fields: { url, linkType },
  children: [text(label)],
})
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children })
const body = (...children: unknown[]) => ({ root: { type: 'root', children } })

const tiles: Block = {
  slug: 'tiles',
  labels: { singular: 'Article tiles', plural: 'Article tiles' },
  fields: [
    { name: 'hubTitle', type: 'text' },
    {
      name: 'tiles',
      label: 'Tiles',
      type: 'array',
      fields: [{ name: 'title', type: 'text' }, urlField({ name: 'url', label: 'Link' })],
    },
    { name: 'note', label: 'Note', type: 'richText' },
  ],
}
const tilesBlock = (url: string, note?: unknown) => ({
  type: 'block',
  fields: {
    blockType: 'tiles',
    hubTitle: 'Heart',
    tiles: [
      { title: 'Ok', url: '/health/a' },
      { title: 'Bad', url },
    ],
    note,
  },
})

describe('draftUrlProblem', () => {
  it.each(['h', 'htt', 'https:', 'https://exa', 'www.example', '/health', 'mailto:', 'tel:+1'])(
    'lets a draft keep "%s" while the editor types',
    (value) => {
      expect(draftUrlProblem(value, {})).toBeNull()
    },
  )
  it.each(['javascript:alert(1)', ' JavaScript:void(0)', 'data:text/html,x', 'vbscript:x', 'file:///etc'])(
    'refuses "%s" in a draft',
    (value) => {
      expect(draftUrlProblem(value, {})).toMatch(/are not allowed/)
    },
  )
})

describe('bodyLinkProblems', () => {
  it('names a refused link in the text and what to fix', () => {
    const problems = bodyLinkProblems(
      body(paragraph(text('See '), link('javascript:alert(1)', 'this'))),
      [],
      {
        draft: false,
      },
    )
    expect(problems).toEqual([
      expect.stringMatching(/^Body, the link “this”: Links starting with "javascript:" are not allowed\./),
    ])
  })

  it('accepts site paths, anchors, mail and phone links, and links to articles', () => {
    const value = body(
      paragraph(link('/health/sleep'), link('#faq'), link('mailto:team@example.com'), link('tel:+15550100')),
      paragraph(link('', 'an article', 'internal'), link('https://example.com/page')),
    )
    expect(bodyLinkProblems(value, [], { draft: false })).toEqual([])
  })

  it('on publish an incomplete address is refused; in a draft it may wait', () => {
    const value = body(paragraph(link('www.example.com')))
    expect(bodyLinkProblems(value, [], { draft: false })).toHaveLength(1)
    expect(bodyLinkProblems(value, [], { draft: true })).toEqual([])
  })

  it('finds link fields in widgets, their lists and their rich text, and says where', () => {
    const value = body(
      tilesBlock('javascript:alert(1)', body(paragraph(link('data:text/html,x', 'note link')))),
    )
    const problems = bodyLinkProblems(value, [tiles], { draft: true })
    expect(problems).toEqual([
      expect.stringMatching(/^Body, Article tiles → Tiles 2 → Link: Links starting with "javascript:"/),
      expect.stringMatching(/^Body, Article tiles → Note, the link “note link”: Links starting with "data:"/),
    ])
  })

  it('without blocks, checks only the text’s own links', () => {
    expect(bodyLinkProblems(body(tilesBlock('javascript:x')), [], { draft: true })).toEqual([])
  })

  it.each([null, undefined, {}, { root: null }, 'text', { root: { children: 'x' } }])(
    'ignores a malformed body (%j)',
    (value) => {
      expect(bodyLinkProblems(value, [tiles], { draft: false })).toEqual([])
    },
  )
})

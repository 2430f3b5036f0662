import {
  type InlineEditorState,
  inlineHtmlToLexical,
  inlineLinkUrl,
  paragraphsHtmlToLexical,
  storedHtmlAsRichTextJson,
} from './inlineHtml'
import { plainTextFromRichText } from './lexical'

type Leaf =
  | string
  | { b?: string; i?: string; bi?: string }
  | { link: string; text: string; newTab?: boolean }

/** A compact reading of the paragraph: plain strings, formatted text, links and "\n" for line breaks. */
function read(state: InlineEditorState): Leaf[] {
  expect(state.root.children).toHaveLength(1)
  return state.root.children[0]!.children.map((node): Leaf => {
    if (node.type === 'linebreak') return '\n'
    if (node.type === 'link') {
      const text = node.children.map((c) => (c.type === 'text' ? c.text : '\n')).join('')
      return node.fields.newTab
        ? { link: node.fields.url, text, newTab: true }
        : { link: node.fields.url, text }
    }
    if (node.format === 0) return node.text
    if (node.format === 1) return { b: node.text }
    if (node.format === 2) return { i: node.text }
    if (node.format === 3) return { bi: node.text }
    return `format ${node.format}: ${node.text}`
  })
}

const convert = (html: string) => read(inlineHtmlToLexical(html))

describe('inlineHtmlToLexical', () => {
  it('saves the shape the rich-text editor saves: one paragraph of text nodes', () => {
    expect(inlineHtmlToLexical('Drink water')).toEqual({
      root: {
        type: 'root',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        children: [
          {
            type: 'paragraph',
            version: 1,
            direction: 'ltr',
            format: '',
            indent: 0,
            textFormat: 0,
            children: [
              {
                type: 'text',
                version: 1,
                text: 'Drink water',
                format: 0,
                detail: 0,
                mode: 'normal',
                style: '',
              },
            ],
          },
        ],
      },
    })
  })

  it.each([
    ['List your <strong>medicines</strong>', ['List your ', { b: 'medicines' }]],
    ['List your <b>medicines</b>', ['List your ', { b: 'medicines' }]],
    ['With <em>food</em> or <i>without</i>', ['With ', { i: 'food' }, ' or ', { i: 'without' }]],
    ['<strong>Both <em>at once</em></strong> here', [{ b: 'Both ' }, { bi: 'at once' }, ' here']],
    ['<STRONG>Shouting</STRONG> tags', [{ b: 'Shouting' }, ' tags']],
    ['<strong>Unclosed bold', [{ b: 'Unclosed bold' }]],
  ])('keeps emphasis: %s', (html, expected) => {
    expect(convert(html)).toEqual(expected)
  })

  it('keeps links with their text, and whether they open in a new tab', () => {
    expect(
      convert(
        'Read <a href="/health/sleep">our guide</a> or <a href="https://www.nhs.uk/" target="_blank">the NHS</a>.',
      ),
    ).toEqual([
      'Read ',
      { link: '/health/sleep', text: 'our guide' },
      ' or ',
      { link: 'https://www.nhs.uk/', text: 'the NHS', newTab: true },
      '.',
    ])
  })

  it('keeps emphasis inside a link', () => {
    const state = inlineHtmlToLexical('<a href="/a">a <strong>bold</strong> link</a>')
    const link = state.root.children[0]!.children[0]
    expect(link).toMatchObject({
      type: 'link',
      fields: { linkType: 'custom', url: '/a', newTab: false },
      children: [
        { type: 'text', text: 'a ', format: 0 },
        { type: 'text', text: 'bold', format: 1 },
        { type: 'text', text: ' link', format: 0 },
      ],
    })
  })

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(document.cookie)'],
    [' javascript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD4='],
    ['vbscript:msgbox(1)'],
    ['//evil.example/x'],
    ['example.com/page'],
  ])('keeps only the text of a link the editor would refuse: %s', (href) => {
    expect(convert(`Open <a href="${href}" onclick="steal()">this</a> now`)).toEqual(['Open this now'])
  })

  it('keeps the text of a link without an address', () => {
    expect(convert('An <a name="top">anchor</a> target')).toEqual(['An anchor target'])
  })

  it.each([
    ['mailto:help@wellread.example', 'mailto:help@wellread.example'],
    ['tel:+15551234567', 'tel:+15551234567'],
    ['#faq', '#faq'],
    ['  /health/sleep  ', '/health/sleep'],
  ])('accepts %s as a link address', (href, url) => {
    expect(inlineLinkUrl(href)).toBe(url)
  })

  it('drops scripts, styles and other non-text content, with what is inside them', () => {
    expect(
      convert(
        'Take <strong>one</strong> tablet<script>alert("x")</script><style>p{}</style><iframe src="https://evil.example">frame</iframe><svg><text>vector</text></svg><img src=x onerror="alert(1)"> daily',
      ),
    ).toEqual(['Take ', { b: 'one' }, ' tablet daily'])
  })

  it('gives nothing for markup that shows nothing', () => {
    expect(convert('<script>alert(1)</script>')).toEqual([])
    expect(convert('  <br> ')).toEqual([])
    expect(convert('')).toEqual([])
  })

  it('keeps the text of unknown tags', () => {
    expect(convert('<span class="x">Rest</span> and <abbr title="blood pressure">BP</abbr>')).toEqual([
      'Rest and BP',
    ])
  })

  it.each([
    ['Fish &amp; chips', 'Fish & chips'],
    ['5 &lt; 6 &gt; 4', '5 < 6 > 4'],
    ['&quot;quoted&quot; &#39;too&#39;', '"quoted" \'too\''],
    ['caf&eacute; &#233; &#xe9;', 'café é é'],
    ['10&nbsp;mg', '10\u00a0mg'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '<script>alert(1)</script>'],
  ])('decodes entities: %s', (html, text) => {
    expect(convert(html)).toEqual([text])
  })

  it.each([
    ['  Trim   the\n\tedges  ', ['Trim the edges']],
    ['One <strong> two </strong> three', ['One ', { b: 'two ' }, 'three']],
    ['<strong>bold</strong> <em>italic</em>', [{ b: 'bold' }, ' ', { i: 'italic' }]],
    ['<strong>bold</strong><em>italic</em>', [{ b: 'bold' }, { i: 'italic' }]],
    ['Line one<br>line two', ['Line one', '\n', 'line two']],
    ['Line one <br/> line two', ['Line one', '\n', 'line two']],
    ['<br>Leading and trailing breaks go<br>', ['Leading and trailing breaks go']],
    ['<p>First</p>\n<p>Second</p>', ['First', '\n', 'Second']],
    ['<ul><li>One</li><li>Two</li></ul>', ['One', '\n', 'Two']],
    ['Go <a href="/x"> here </a> now', ['Go ', { link: '/x', text: 'here ' }, 'now']],
  ])('collapses whitespace as a browser shows it: %j', (html, expected) => {
    expect(convert(html)).toEqual(expected)
  })
})

describe('paragraphsHtmlToLexical', () => {
  it('makes one paragraph per <p>, keeping emphasis, and drops blank ones', () => {
    const state = paragraphsHtmlToLexical(
      '<p>First <strong>bold</strong>.</p>\n<p> </p><p class="x">Second.</p>',
    )
    expect(state.root.children).toHaveLength(2)
    expect(plainTextFromRichText(state)).toContain('First bold.')
    expect(plainTextFromRichText(state)).toContain('Second.')
    expect(state.root.children[0]?.children).toContainEqual(
      expect.objectContaining({ text: 'bold', format: 1 }),
    )
  })
  it('turns text without <p> into a paragraph, and empty input into one empty paragraph', () => {
    expect(paragraphsHtmlToLexical('Plain text').root.children).toHaveLength(1)
    expect(plainTextFromRichText(paragraphsHtmlToLexical(''))).toBe('')
  })
})

describe('storedHtmlAsRichTextJson', () => {
  it('converts stored HTML, and leaves empty values and editor states alone', () => {
    const json = storedHtmlAsRichTextJson('<p>One.</p><p>Two.</p>')
    expect(json && plainTextFromRichText(JSON.parse(json))).toContain('Two.')
    expect(storedHtmlAsRichTextJson('')).toBeNull()
    expect(storedHtmlAsRichTextJson(null)).toBeNull()
    expect(storedHtmlAsRichTextJson('{"root":{}}')).toBeNull()
  })
})

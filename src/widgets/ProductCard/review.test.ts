import type { LexicalNode } from '@/content/lexical'
import {
  animatedImage,
  EDITORS_TAKE,
  overallScore,
  productDetailRows,
  prosAndCons,
  reviewBody,
  reviewFit,
  reviewTitle,
  scoreBreakdown,
  scoreText,
} from './review'

const paragraph = (text: string): LexicalNode => ({
  type: 'paragraph',
  version: 1,
  children: [{ type: 'text', version: 1, text, format: 0 }],
})
const richText = (...children: LexicalNode[]) => ({ root: { type: 'root', version: 1, children } })
const upload = (value: unknown, fields: Record<string, unknown> = {}): LexicalNode => ({
  type: 'upload',
  version: 3,
  relationTo: 'media',
  value,
  fields,
})
const gif = {
  id: 9,
  url: '/api/media/file/pour.gif',
  alt: 'Gummies being poured from the jar',
  mimeType: 'image/gif',
  filename: 'pour.gif',
  width: 480,
  height: 320,
}

describe('reviewTitle', () => {
  it('titles a featured partner’s review "Editor\'s take"', () => {
    expect(EDITORS_TAKE).toBe("Editor's take")
    expect(
      reviewTitle({
        isFeaturedPartner: true,
        productTitle: 'Northfield Gummies, 30 mg',
        productName: 'Northfield',
      }),
    ).toBe("Editor's take")
  })

  it.each([
    [
      { productTitle: 'Calmleaf Broad-Spectrum CBD Gummies, 25 mg', productName: 'Calmleaf Gummies' },
      'Our review of Calmleaf Gummies',
    ],
    [
      { productTitle: 'Calmleaf Broad-Spectrum CBD Gummies', productName: '  ' },
      'Our review of Calmleaf Broad-Spectrum CBD Gummies',
    ],
    [{ productTitle: 'Calmleaf', productName: null, isFeaturedPartner: false }, 'Our review of Calmleaf'],
  ])('titles other reviews after the product (%o)', (product, title) => {
    expect(reviewTitle(product)).toBe(title)
  })
})

describe('overallScore', () => {
  it.each([
    [
      [
        { scoreCriteriaName: 'Overall', scoreCriteriaValue: 4.8 },
        { scoreCriteriaName: 'Taste', scoreCriteriaValue: 4 },
      ],
      4.8,
    ],
    [[{ scoreCriteriaName: ' overall ', scoreCriteriaValue: 4.2 }], 4.2],
    [[{ scoreCriteriaName: 'Overall', scoreCriteriaValue: 7 }], 5],
    [[{ scoreCriteriaName: 'Overall', scoreCriteriaValue: -1 }], 0],
    [[{ scoreCriteriaName: 'Taste', scoreCriteriaValue: 4 }], null],
    [[{ scoreCriteriaName: 'Overall', scoreCriteriaValue: null }], null],
    [[{ scoreCriteriaName: 'Overall', scoreCriteriaValue: '4.5' }], null],
    [[], null],
    [null, null],
    ['Overall 5', null],
  ])('%j → %s', (reviews, score) => {
    expect(overallScore(reviews)).toBe(score)
  })
})

describe('scoreBreakdown', () => {
  it('lists every criterion but Overall, out of 5, with its bar width = score / 5', () => {
    expect(
      scoreBreakdown([
        { scoreCriteriaName: 'Overall', scoreCriteriaValue: 4.6 },
        { scoreCriteriaName: 'Lab testing', scoreCriteriaValue: 5 },
        { scoreCriteriaName: 'Taste', scoreCriteriaValue: 4.1 },
        { scoreCriteriaName: 'Value', scoreCriteriaValue: 2.5 },
      ]),
    ).toEqual([
      { name: 'Lab testing', value: 5, percent: 100 },
      { name: 'Taste', value: 4.1, percent: 82 },
      { name: 'Value', value: 2.5, percent: 50 },
    ])
  })

  it('clamps scores to 0–5 and leaves out unnamed or unscored rows', () => {
    expect(
      scoreBreakdown([
        { scoreCriteriaName: 'Fit', scoreCriteriaValue: 9 },
        { scoreCriteriaName: 'Noise', scoreCriteriaValue: -2 },
        { scoreCriteriaName: ' ', scoreCriteriaValue: 3 },
        { scoreCriteriaName: 'Price', scoreCriteriaValue: Number.NaN },
        null,
      ]),
    ).toEqual([
      { name: 'Fit', value: 5, percent: 100 },
      { name: 'Noise', value: 0, percent: 0 },
    ])
  })

  it.each([null, undefined, 'x', {}])('is empty for %j', (value) => {
    expect(scoreBreakdown(value)).toEqual([])
  })
})

describe('scoreText', () => {
  it.each([
    [4.8, '4.8'],
    [5, '5.0'],
    [4.25, '4.3'],
    [0, '0.0'],
  ])('%s → %s', (score, shown) => {
    expect(scoreText(score)).toBe(shown)
  })
})

describe('reviewBody', () => {
  it('keeps rich text as nodes', () => {
    const body = reviewBody(richText(paragraph('Solid lab testing.')))
    expect(body).toEqual({
      kind: 'richText',
      nodes: [paragraph('Solid lab testing.')],
      text: 'Solid lab testing.',
    })
  })

  it.each([
    ['empty rich text', richText()],
    ['only empty paragraphs', richText(paragraph('   '))],
    ['a malformed value', { root: 'broken' }],
    ['nothing', null],
    ['a number', 42],
    ['an empty HTML string', '  <p> </p> '],
  ])('is null for %s', (_label, value) => {
    expect(reviewBody(value)).toBeNull()
  })

  it('keeps a review that is only an image', () => {
    expect(reviewBody(richText(upload(gif)))?.kind).toBe('richText')
  })

  it('sanitises a review still stored as HTML (before the rich-text migration)', () => {
    const body = reviewBody(
      '<p onclick="steal()">Tasty <strong>and</strong> tested.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="https://img.example.com/a.gif" alt="Jar" onerror="x()">',
    )
    expect(body?.kind).toBe('html')
    if (body?.kind !== 'html') return
    expect(body.html).toContain('<p>Tasty <strong>and</strong> tested.</p>')
    expect(body.html).toContain('<img src="https://img.example.com/a.gif" alt="Jar" />')
    expect(body.html).not.toMatch(/script|onclick|onerror|javascript:/i)
    expect(body.text).toBe('Tasty and tested. x')
  })
})

describe('reviewFit', () => {
  const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ')

  it.each([
    ['one short sentence', richText(paragraph('Good value for the price.')), 'always'],
    ['two one-line paragraphs', richText(paragraph(words(5)), paragraph(words(5))), 'always'],
    ['a paragraph of three wide lines', richText(paragraph(words(40))), 'wide'],
    ['one long paragraph', richText(paragraph(words(80))), 'measure'],
    [
      'several paragraphs',
      richText(paragraph(words(30)), paragraph(words(30)), paragraph(words(30))),
      'measure',
    ],
    ['an image, whatever its text', richText(paragraph('Short.'), upload(gif)), 'measure'],
    ['HTML with an image', '<p>Short.</p><img src="https://img.example.com/a.png" alt="a">', 'measure'],
    ['short HTML', '<p>Short and sweet.</p>', 'always'],
    ['long HTML', `<p>${words(60)}</p><p>${words(60)}</p>`, 'measure'],
  ])('%s', (_label, value, fit) => {
    const body = reviewBody(value)
    expect(body).not.toBeNull()
    expect(reviewFit(body!)).toBe(fit)
  })
})

describe('animatedImage', () => {
  it('recognises an uploaded GIF (or APNG) in a review, with its size and description', () => {
    expect(animatedImage(upload(gif))).toEqual({
      src: '/api/media/file/pour.gif',
      alt: 'Gummies being poured from the jar',
      width: 480,
      height: 320,
    })
    expect(animatedImage(upload({ ...gif, mimeType: 'image/apng', filename: 'pour.png' }))?.src).toBe(
      '/api/media/file/pour.gif',
    )
    expect(animatedImage(upload({ ...gif, mimeType: undefined, filename: 'POUR.GIF' }))).not.toBeNull()
  })

  it.each([
    ['a still image', upload({ ...gif, mimeType: 'image/webp', filename: 'jar.webp' })],
    ['an upload that is not populated', upload(9)],
    ['an unsafe address', upload({ ...gif, url: 'javascript:alert(1)' })],
    ['a paragraph', paragraph('text')],
  ])('ignores %s', (_label, node) => {
    expect(animatedImage(node)).toBeNull()
  })

  it('falls back to an empty description (decorative) rather than a file name', () => {
    expect(animatedImage(upload({ ...gif, alt: null }))?.alt).toBe('')
  })
})

describe('prosAndCons', () => {
  it('lists the points, trimmed, without empty ones', () => {
    expect(
      prosAndCons({
        pros: [{ text: ' Lab tested ' }, { text: '' }, null as never],
        cons: [{ text: 'Pricey' }],
      }),
    ).toEqual({ pros: ['Lab tested'], cons: ['Pricey'] })
  })

  it.each([[{ pros: null, cons: null }], [{ pros: 'x' as never, cons: undefined }]])(
    'is empty for %j',
    (product) => {
      expect(prosAndCons(product)).toEqual({ pros: [], cons: [] })
    },
  )
})

describe('productDetailRows', () => {
  it('keeps labelled rows with a value, and their safe links', () => {
    expect(
      productDetailRows({
        productDetails: [
          { label: 'Extract', value: 'Broad-spectrum' },
          { label: 'Lab report', value: 'Batch 2611', linkUrl: 'https://labs.example.com/2611' },
          { label: 'Bad link', value: 'x', linkUrl: 'javascript:alert(1)' },
          { label: '', value: 'orphan' },
          { label: 'Empty', value: ' ' },
        ],
      }),
    ).toEqual([
      { label: 'Extract', value: 'Broad-spectrum', linkUrl: null },
      { label: 'Lab report', value: 'Batch 2611', linkUrl: 'https://labs.example.com/2611' },
      { label: 'Bad link', value: 'x', linkUrl: null },
    ])
  })

  it('is empty for nothing stored', () => {
    expect(productDetailRows({ productDetails: null })).toEqual([])
  })
})

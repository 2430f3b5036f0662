import type { FaqBlock } from '@/cms/payload-types'
import { faqItemId, faqItemsForJsonLd, faqPageJsonLd, isInitiallyOpen } from './faq'

function richText(...paragraphs: string[]): FaqBlock['items'][number]['answer'] {
  return {
    root: {
      type: 'root',
      version: 1,
      direction: null,
      format: '',
      indent: 0,
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        textFormat: 0,
        children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
      })),
    },
  }
}

describe('isInitiallyOpen', () => {
  it.each([
    ['expanded', 0, true],
    ['expanded', 1, true],
    ['expanded', 5, true],
    ['collapsed', 0, false],
    ['collapsed', 1, false],
    ['firstExpanded', 0, true],
    ['firstExpanded', 1, false],
    ['firstExpanded', 4, false],
    [null, 0, false],
    [undefined, 0, false],
  ] as const)('%s, item %s → %s', (state, index, expected) => {
    expect(isInitiallyOpen(state, index)).toBe(expected)
  })

  it('treats an unrecognised stored value as collapsed', () => {
    expect(isInitiallyOpen('open' as unknown as FaqBlock['initialState'], 0)).toBe(false)
  })
})

describe('faqItemId', () => {
  it.each([
    ['65f1a2b3', 0, 'faq-65f1a2b3-0'],
    ['65f1a2b3', 3, 'faq-65f1a2b3-3'],
    ['a b/c', 1, 'faq-a-b-c-1'],
    [null, 2, 'faq-2'],
    ['', 0, 'faq-0'],
  ])('block %j, item %s → %s', (blockId, index, expected) => {
    expect(faqItemId(blockId, index)).toBe(expected)
  })
})

describe('faqPageJsonLd', () => {
  it('builds a schema.org FAQPage with one Question per item', () => {
    expect(
      faqPageJsonLd([
        { question: 'Is coffee bad for blood pressure?', answer: 'Not for most people.' },
        { question: 'How much sleep do adults need?', answer: 'Seven to nine hours.' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is coffee bad for blood pressure?',
          acceptedAnswer: { '@type': 'Answer', text: 'Not for most people.' },
        },
        {
          '@type': 'Question',
          name: 'How much sleep do adults need?',
          acceptedAnswer: { '@type': 'Answer', text: 'Seven to nine hours.' },
        },
      ],
    })
  })

  it.each([
    ['empty question', { question: '  ', answer: 'A' }],
    ['empty answer', { question: 'Q?', answer: '' }],
    ['whitespace answer', { question: 'Q?', answer: ' \n ' }],
  ])('skips an item with an %s', (_label, bad) => {
    const ld = faqPageJsonLd([bad, { question: 'Kept?', answer: 'Yes.' }])
    expect(ld?.mainEntity.map((q) => q.name)).toEqual(['Kept?'])
  })

  it.each([
    ['no items', []],
    [
      'only incomplete items',
      [
        { question: '', answer: 'A' },
        { question: 'Q', answer: '' },
      ],
    ],
  ])('returns null with %s', (_label, items) => {
    expect(faqPageJsonLd(items)).toBeNull()
  })

  it('trims question and answer text', () => {
    const ld = faqPageJsonLd([{ question: '  Why?  ', answer: '\nBecause.  ' }])
    expect(ld?.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'Why?',
      acceptedAnswer: { '@type': 'Answer', text: 'Because.' },
    })
  })
})

describe('faqItemsForJsonLd', () => {
  it('flattens each rich-text answer to plain text', () => {
    const block: FaqBlock = {
      blockType: 'faq',
      id: 'b1',
      initialState: 'collapsed',
      items: [
        { question: ' Does it hurt? ', answer: richText('Rarely.', 'Ask your doctor.') },
        { question: 'Empty?', answer: { root: 'broken' } as unknown as FaqBlock['items'][number]['answer'] },
      ],
    }
    expect(faqItemsForJsonLd(block)).toEqual([
      { question: 'Does it hurt?', answer: 'Rarely.\nAsk your doctor.' },
      { question: 'Empty?', answer: '' },
    ])
  })

  it('feeds faqPageJsonLd, which drops the unanswered item', () => {
    const block: FaqBlock = {
      blockType: 'faq',
      initialState: 'expanded',
      items: [
        { question: 'Q1', answer: richText('A1') },
        { question: 'Q2', answer: richText('') },
      ],
    }
    expect(faqPageJsonLd(faqItemsForJsonLd(block))?.mainEntity).toEqual([
      { '@type': 'Question', name: 'Q1', acceptedAnswer: { '@type': 'Answer', text: 'A1' } },
    ])
  })
})

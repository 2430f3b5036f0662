import { describe, expect, it } from 'vitest'
import type { LexicalNode } from '@/content/lexical'
import { doc, p, ul } from '@/seed/lexical'
import type { CollapseState } from '../collapse/collapse'
import {
  EXPLANATION_ESTIMATE,
  estimatedExplanationHeight,
  explanationFits,
  explanationNodes,
  TOGGLE_WORDS,
  toggleWords,
  WHY_TRUST_COLLAPSED_HEIGHT_PX,
  whyTrustMetrics,
  whyTrustTitle,
} from './whyTrust'

const nodes = (...children: Parameters<typeof doc>) => doc(...children).root.children as LexicalNode[]

describe('constants', () => {
  it('match the spec: collapsed to 75 px', () => {
    expect(WHY_TRUST_COLLAPSED_HEIGHT_PX).toBe(75)
  })

  it('name the toggle in plain words', () => {
    expect(TOGGLE_WORDS).toEqual({ more: 'Read more', less: 'Show less' })
  })
})

describe('toggleWords', () => {
  it.each([
    ['collapsed', 'Read more'],
    ['pending', 'Read more'],
    ['expanded', 'Show less'],
    ['short', 'Read more'],
  ] as const satisfies ReadonlyArray<readonly [CollapseState, string]>)('%s → %s', (state, words) => {
    expect(toggleWords(state)).toBe(words)
  })
})

describe('whyTrustMetrics', () => {
  it('keeps metrics with both a number and a description, tidied, in order', () => {
    expect(
      whyTrustMetrics([
        { count: ' 120+ ', description: ' clinicians on our\n medical review board ' },
        { count: '', description: 'a description without a number' },
        { count: '4,000', description: '   ' },
        { count: '25', description: 'years of health publishing', id: 'm3' },
      ]),
    ).toEqual([
      { key: 'metric-0', count: '120+', description: 'clinicians on our medical review board' },
      { key: 'm3', count: '25', description: 'years of health publishing' },
    ])
  })

  it.each([[null], [undefined], [[]], ['not a list'], [[null, 3, 'x']]])(
    'returns nothing for %j',
    (value) => {
      expect(whyTrustMetrics(value)).toEqual([])
    },
  )

  it('ignores values that are not text', () => {
    expect(whyTrustMetrics([{ count: 120, description: { text: 'x' } }])).toEqual([])
  })
})

describe('whyTrustTitle', () => {
  it.each([
    ['How we keep our health information accurate', 'How we keep our health information accurate'],
    ['  Why  trust us \n', 'Why trust us'],
    ['   ', ''],
    [null, ''],
    [42, ''],
  ])('%j → %j', (value, title) => {
    expect(whyTrustTitle(value)).toBe(title)
  })
})

describe('explanationNodes', () => {
  it('reads the stored rich text', () => {
    const state = doc(p('Every article is checked.'))
    expect(explanationNodes(state)).toHaveLength(1)
  })

  it.each([
    ['nothing', null],
    ['a malformed value', { root: 'broken' }],
    ['only empty paragraphs', doc(p(''), p('   '))],
    ['HTML text', '<p>Old content</p>'],
  ])('is empty for %s', (_label, value) => {
    expect(explanationNodes(value)).toEqual([])
  })
})

describe('estimatedExplanationHeight', () => {
  const { charsPerLine, lineHeightPx, blockGapPx } = EXPLANATION_ESTIMATE

  it('counts wrapped lines per paragraph and the gaps between them', () => {
    expect(estimatedExplanationHeight(nodes(p('Short.')))).toBe(lineHeightPx)
    expect(estimatedExplanationHeight(nodes(p('x'.repeat(charsPerLine + 1))))).toBe(2 * lineHeightPx)
    expect(estimatedExplanationHeight(nodes(p('One.'), p('Two.')))).toBe(2 * lineHeightPx + blockGapPx)
  })

  it('counts each list item as its own line', () => {
    expect(estimatedExplanationHeight(nodes(ul('One', 'Two', 'Three')))).toBe(
      3 * lineHeightPx + 2 * blockGapPx,
    )
  })

  it('is 0 for nothing', () => {
    expect(estimatedExplanationHeight([])).toBe(0)
  })
})

describe('explanationFits (decided on the server: no toggle, no JavaScript)', () => {
  it.each([
    ['a short sentence', nodes(p('Reviewed by doctors.')), true],
    ['two lines at the narrowest width', nodes(p('x'.repeat(EXPLANATION_ESTIMATE.charsPerLine * 2))), true],
    // Three lines might just fit in 75 px, but a wider font would not: the browser measures it.
    ['three lines', nodes(p('x'.repeat(EXPLANATION_ESTIMATE.charsPerLine * 3))), false],
    ['two short paragraphs', nodes(p('One.'), p('Two.')), true],
    ['three short paragraphs', nodes(p('One.'), p('Two.'), p('Three.')), false],
    ['a long paragraph', nodes(p('Our medical reviewers check every article. '.repeat(8))), false],
    ['nothing', [], true],
  ])('%s → %s', (_label, value, fits) => {
    expect(explanationFits(value)).toBe(fits)
  })
})

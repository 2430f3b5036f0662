import { describe, expect, it } from 'vitest'
import {
  ageProblem,
  attribution,
  COMMENT_AGE,
  commentParagraphs,
  FEWER_COMMENTS_LABEL,
  moreCommentsLabel,
  shownComments,
  splitComments,
  TOP_COMMENTS_SHOWN,
  topCommentsHeading,
} from './topComments'

describe('constants', () => {
  it('match the spec: 3 comments shown by default', () => {
    expect(TOP_COMMENTS_SHOWN).toBe(3)
  })

  it('accept ages from 13 to 120', () => {
    expect(COMMENT_AGE).toEqual({ min: 13, max: 120 })
  })
})

describe('commentParagraphs', () => {
  it.each([
    ['One line.', ['One line.']],
    ['  First.\n\nSecond.  ', ['First.', 'Second.']],
    ['First.\nSecond.\r\n\r\n\r\nThird.', ['First.', 'Second.', 'Third.']],
    ['Too   many    spaces\tinside.', ['Too many spaces inside.']],
    ['', []],
    ['  \n \n ', []],
  ])('%j → %j', (text, paragraphs) => {
    expect(commentParagraphs(text)).toEqual(paragraphs)
  })
})

describe('attribution', () => {
  it.each([
    [47, 'High blood pressure', ['Age 47', 'Main health concern: High blood pressure']],
    [47, '  ', ['Age 47']],
    [null, 'Migraine', ['Main health concern: Migraine']],
    [null, null, []],
    [12, 'Migraine', ['Main health concern: Migraine']], // out of range: not shown
    [121, null, []],
    [33.5, null, []], // not a whole number
    [Number.NaN, null, []],
    [13, null, ['Age 13']],
    [120, null, ['Age 120']],
  ])('age %j, concern %j → %j', (age, concern, parts) => {
    expect(attribution(age, concern)).toEqual(parts)
  })
})

describe('shownComments', () => {
  it('shows the edited comment instead of the original when there is one', () => {
    expect(
      shownComments([
        {
          id: 'c1',
          comment: 'orig text that rambles on',
          editedComment: ' Short and clear. ',
          age: 52,
          primaryHealthConcern: 'Type 2 diabetes',
        },
        { comment: 'Walking after dinner helped me.', editedComment: '   ', age: null },
      ]),
    ).toEqual([
      {
        key: 'c1',
        paragraphs: ['Short and clear.'],
        attribution: ['Age 52', 'Main health concern: Type 2 diabetes'],
      },
      { key: 'comment-1', paragraphs: ['Walking after dinner helped me.'], attribution: [] },
    ])
  })

  it('drops comments that would show no text', () => {
    expect(
      shownComments([
        { comment: '  ', age: 30 },
        { comment: null, editedComment: null },
        { comment: 'Kept.', primaryHealthConcern: 'Asthma' },
      ]).map((c) => c.paragraphs),
    ).toEqual([['Kept.']])
  })

  it.each([[null], [undefined], [[]], ['text'], [[null, 4]]])('returns nothing for %j', (value) => {
    expect(shownComments(value)).toEqual([])
  })
})

describe('splitComments', () => {
  const list = (n: number) => Array.from({ length: n }, (_, i) => i + 1)

  it.each([
    [0, [], []],
    [1, [1], []],
    [3, [1, 2, 3], []],
    [4, [1, 2, 3], [4]],
    [7, [1, 2, 3], [4, 5, 6, 7]],
  ])('%i comments → first %j, rest %j', (count, first, rest) => {
    expect(splitComments(list(count))).toEqual({ first, rest })
  })

  it('takes another number to show first', () => {
    expect(splitComments(list(4), 1)).toEqual({ first: [1], rest: [2, 3, 4] })
  })
})

describe('the control for the rest', () => {
  it.each([
    [1, 'Show 1 more comment'],
    [2, 'Show 2 more comments'],
    [12, 'Show 12 more comments'],
    [1200, 'Show 1,200 more comments'],
  ])('%i hidden → %s', (count, label) => {
    expect(moreCommentsLabel(count)).toBe(label)
  })

  it('closes with "Show fewer comments"', () => {
    expect(FEWER_COMMENTS_LABEL).toBe('Show fewer comments')
  })
})

describe('topCommentsHeading', () => {
  it.each([
    ['What readers say', 'What readers say'],
    ['  Tips  from readers ', 'Tips from readers'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (value, heading) => {
    expect(topCommentsHeading(value)).toBe(heading)
  })
})

describe('ageProblem (the age field, in editors’ words)', () => {
  it.each([
    [null, true],
    [undefined, true],
    [13, true],
    [47, true],
    [120, true],
    [12, 'Age must be between 13 and 120; this one is 12. Fix the age, or leave it empty to show none.'],
    [121, 'Age must be between 13 and 120; this one is 121. Fix the age, or leave it empty to show none.'],
    [
      33.5,
      'Age must be a whole number of years; this one is 33.5. Fix the age, or leave it empty to show none.',
    ],
  ])('%j → %j', (value, result) => {
    expect(ageProblem(value)).toBe(result)
  })
})

import {
  answeredCount,
  choose,
  DEFAULT_DISCLAIMER,
  DISCLAIMER_CORE,
  groupKey,
  groupProblems,
  groupScore,
  maximumScoreOf,
  orderedRanges,
  progressText,
  type QuizQuestion,
  quizQuestions,
  quizResults,
  type RangeLike,
  rangeLabel,
  rangeProblems,
  rangeText,
  responseFor,
  scoreBounds,
  scoreQuiz,
  scoreText,
  scoreTypeOf,
  unanswered,
} from './quiz'

type R = RangeLike & { title: string }
const r = (low: number | null, high: number | null, title: string): R => ({ low, high, title })

/** Three ranges, as the sleep quiz has them: 0–4, 5–9, 10+ (10–15 stored). */
const three = [r(0, 4, 'Tired'), r(5, 9, 'Getting there'), r(10, 15, 'Well rested')]

const q = (text: string, answers: Array<[string, number, string?]>, group?: string): QuizQuestion => ({
  key: text,
  sectionTitle: null,
  text,
  answers: answers.map(([label, score, answerGroup]) => ({
    label,
    score,
    group: answerGroup ?? group ?? null,
  })),
})

describe('the disclaimer (001 §5)', () => {
  it('is a full sentence that says the quiz is not a diagnostic tool', () => {
    expect(DEFAULT_DISCLAIMER).toContain(DISCLAIMER_CORE)
    expect(DEFAULT_DISCLAIMER).toMatch(/^This quiz is not a diagnostic tool\. .+\.$/)
  })
})

describe('responseFor: the response whose inclusive range holds the score (000 §5)', () => {
  it.each<[string, number, string | null]>([
    ['below the first range', -1, null],
    ['the first range’s low', 0, 'Tired'],
    ['inside the first range', 2, 'Tired'],
    ['the first range’s high', 4, 'Tired'],
    ['the second range’s low', 5, 'Getting there'],
    ['the second range’s high', 9, 'Getting there'],
    ['the last range’s low', 10, 'Well rested'],
    ['the last range’s stored high', 15, 'Well rested'],
    ['above the last range (it reads “10+”)', 99, 'Well rested'],
  ])('%s (%d) → %s', (_case, score, title) => {
    expect(responseFor(three, score)?.title ?? null).toBe(title)
  })

  it.each<[string, number, string | null]>([
    ['the end of the range before the gap', 4, 'Low'],
    ['the first score of the gap', 5, null],
    ['the last score of the gap', 6, null],
    ['the start of the range after the gap', 7, 'High'],
  ])('with a gap: %s (%d) → %s', (_case, score, title) => {
    expect(responseFor([r(0, 4, 'Low'), r(7, 10, 'High')], score)?.title ?? null).toBe(title)
  })

  it.each<[number, string]>([
    [0, 'Tired'],
    [4, 'Tired'],
    [5, 'Getting there'],
    [10, 'Well rested'],
  ])('reads ranges in order of their low, whatever the editor’s order (%d → %s)', (score, title) => {
    const unsorted = [three[2]!, three[0]!, three[1]!]
    expect(responseFor(unsorted, score)?.title).toBe(title)
  })

  it('treats the highest low as the last range even when the editor listed it first', () => {
    expect(responseFor([r(10, 12, 'Top'), r(0, 9, 'Rest')], 50)?.title).toBe('Top')
  })

  it.each<[string, R[] | null | undefined]>([
    ['no ranges', []],
    ['a missing list', undefined],
    ['a null list', null],
    ['only ranges without a low', [r(null, 4, 'Broken')]],
  ])('finds nothing with %s', (_case, ranges) => {
    expect(responseFor(ranges, 3)).toBeNull()
  })

  it('ignores a range without a low but still uses the others', () => {
    expect(responseFor([r(null, 4, 'Broken'), r(0, 4, 'Fine')], 3)?.title).toBe('Fine')
  })

  it('a single range holds every score from its low up', () => {
    expect(responseFor([r(3, 5, 'Only')], 2)).toBeNull()
    expect(responseFor([r(3, 5, 'Only')], 3)?.title).toBe('Only')
    expect(responseFor([r(3, 5, 'Only')], 300)?.title).toBe('Only')
  })

  it('a range without a high runs up to the next range’s low', () => {
    const ranges = [r(0, null, 'Open'), r(5, 9, 'Next')]
    expect(responseFor(ranges, 4)?.title).toBe('Open')
    expect(responseFor(ranges, 5)?.title).toBe('Next')
  })

  it('a single-score range (low = high) holds exactly that score', () => {
    const ranges = [r(0, 2, 'A'), r(3, 3, 'B'), r(4, 6, 'C')]
    expect([2, 3, 4].map((s) => responseFor(ranges, s)?.title)).toEqual(['A', 'B', 'C'])
  })

  it('with overlapping ranges, the lower low wins (and the editors’ check refuses the overlap)', () => {
    const ranges = [r(0, 6, 'First'), r(5, 9, 'Second')]
    expect([5, 6, 7].map((s) => responseFor(ranges, s)?.title)).toEqual(['First', 'First', 'Second'])
  })

  it('ties on the low keep the editor’s order', () => {
    expect(responseFor([r(0, 3, 'Editor first'), r(0, 3, 'Editor second')], 1)?.title).toBe('Editor first')
  })

  it.each<[string, number, number | null | undefined, string | null]>([
    ['a score above the maximum is capped to it', 14, 9, 'Getting there'],
    ['a score at the maximum is kept', 9, 9, 'Getting there'],
    ['a score below the maximum is kept', 4, 9, 'Tired'],
    ['no maximum: no cap', 14, null, 'Well rested'],
    ['an undefined maximum: no cap', 14, undefined, 'Well rested'],
  ])('maximumScore cap: %s (%d, max %s)', (_case, score, max, title) => {
    expect(responseFor(three, score, max)?.title ?? null).toBe(title)
  })

  it('works with negative scores', () => {
    const ranges = [r(-5, -1, 'Negative'), r(0, 5, 'Positive')]
    expect([-6, -5, -1, 0].map((s) => responseFor(ranges, s)?.title ?? null)).toEqual([
      null,
      'Negative',
      'Negative',
      'Positive',
    ])
  })
})

describe('rangeLabel / rangeText: how a range reads', () => {
  it.each<[RangeLike, boolean, string]>([
    [{ low: 0, high: 4 }, false, '0–4'],
    [{ low: 5, high: 5 }, false, '5'],
    [{ low: 10, high: 15 }, true, '10+'],
    [{ low: 10, high: null }, true, '10+'],
    [{ low: 3, high: null }, false, '3'],
    [{ low: -2, high: 2 }, false, '-2–2'],
  ])('%j (last: %s) → %s', (range, isLast, label) => {
    expect(rangeLabel(range, isLast)).toBe(label)
  })

  it('adds the word readers see', () => {
    expect(rangeText({ low: 10, high: 15 }, true)).toBe('Score 10+')
    expect(rangeText({ low: 0, high: 4 }, false)).toBe('Score 0–4')
  })

  it('orders the ranges for display by their low', () => {
    expect(orderedRanges([three[1]!, three[2]!, three[0]!]).map((x) => x.title)).toEqual([
      'Tired',
      'Getting there',
      'Well rested',
    ])
  })
})

const sleepQuestions = [
  q('Bedtime', [
    ['Same time', 3],
    ['Varies', 0],
  ]),
  q('Screens', [
    ['Never', 3],
    ['Sometimes', 1],
    ['Always', 0],
  ]),
]

describe('scoreQuiz', () => {
  it('simple: sums the selected answers’ scores', () => {
    expect(scoreQuiz(sleepQuestions, [0, 1]).total).toBe(4)
    expect(scoreQuiz(sleepQuestions, [1, 2]).total).toBe(0)
  })

  it('ignores unanswered questions and indexes that are not answers', () => {
    expect(scoreQuiz(sleepQuestions, [null, 0]).total).toBe(3)
    expect(scoreQuiz(sleepQuestions, [7, 0.5]).total).toBe(0)
    expect(scoreQuiz(sleepQuestions, []).total).toBe(0)
  })

  it('multi and hybrid: sums per group, an answer’s own group winning over its question’s', () => {
    const questions = [
      q(
        'Work',
        [
          ['Rarely', 0],
          ['Often', 3],
        ],
        'Work',
      ),
      q(
        'Money',
        [
          ['Rarely', 0],
          ['Often', 3],
        ],
        'Money',
      ),
      q('Mixed', [
        ['Deadlines', 2, 'work'],
        ['Bills', 2, ' MONEY '],
      ]),
    ]
    const score = scoreQuiz(questions, [1, 0, 0])
    expect(score.total).toBe(5)
    expect(groupScore(score, 'Work')).toBe(5)
    expect(groupScore(score, 'Money')).toBe(0)
    expect(groupScore(scoreQuiz(questions, [1, 1, 1]), 'money')).toBe(5)
    expect(groupScore(score, 'Nobody')).toBe(0)
  })

  it('group names compare without case or extra spaces', () => {
    expect(groupKey('  Sleep   habits ')).toBe(groupKey('sleep habits'))
  })
})

describe('choosing answers', () => {
  it('one answer per question, replaced by the next choice (000 §4)', () => {
    let selections = choose([], 1, 2)
    expect(selections).toEqual([null, 2])
    selections = choose(selections, 1, 0)
    expect(selections).toEqual([null, 0])
    selections = choose(selections, 0, 1)
    expect(selections).toEqual([1, 0])
  })

  it('counts what is answered and what is missing', () => {
    expect(unanswered(sleepQuestions, [])).toEqual([0, 1])
    expect(unanswered(sleepQuestions, [null, 2])).toEqual([0])
    expect(answeredCount(sleepQuestions, [1, 2])).toBe(2)
    expect(progressText(1, 5)).toBe('1 of 5 questions answered')
    expect(progressText(0, 1)).toBe('0 of 1 question answered')
  })
})

describe('scoreBounds and the maximum score', () => {
  it('overall: the least and most per question, summed', () => {
    expect(scoreBounds(sleepQuestions)).toEqual({ min: 0, max: 6 })
  })

  it('per group: answers of other groups score 0 for it', () => {
    const questions = [
      q('Mixed', [
        ['Deadlines', 2, 'Work'],
        ['Bills', 3, 'Money'],
      ]),
      q('Work', [
        ['No', 0, 'Work'],
        ['Yes', 4, 'Work'],
      ]),
    ]
    expect(scoreBounds(questions, 'Work')).toEqual({ min: 0, max: 6 })
    expect(scoreBounds(questions, 'Money')).toEqual({ min: 0, max: 3 })
  })

  it('uses the editor’s maximum when set, else the highest possible', () => {
    expect(maximumScoreOf(5, sleepQuestions)).toBe(5)
    expect(maximumScoreOf(null, sleepQuestions)).toBe(6)
    expect(maximumScoreOf('12', sleepQuestions)).toBe(6)
  })

  it.each<[number, number | null, string | undefined, string]>([
    [4, 6, undefined, 'Your score: 4 out of 6'],
    [8, 6, undefined, 'Your score: 6 out of 6'],
    [4, null, undefined, 'Your score: 4'],
    [2, 9, 'Sleep', 'Sleep score: 2 out of 9'],
  ])('scoreText(%d, %s, %s) → %s', (score, max, group, text) => {
    expect(scoreText(score, max, group)).toBe(text)
  })
})

describe('quizResults by score type', () => {
  const questions = [
    q('Q1', [
      ['a', 0, 'Work'],
      ['b', 3, 'Work'],
    ]),
    q('Q2', [
      ['a', 0, 'Home'],
      ['b', 2, 'Home'],
    ]),
  ]
  const responses = [r(0, 2, 'Calm'), r(3, 5, 'Busy')]
  const groups = [
    { name: 'Work', responses: [r(0, 1, 'Work is fine'), r(2, 3, 'Work weighs on you')] },
    { name: 'Home', responses: [r(0, 1, 'Home is fine'), r(2, 2, 'Home weighs on you')] },
  ]
  const input = { questions, responses, groups }

  it('simple: one overall result, no groups', () => {
    const results = quizResults({ ...input, scoreType: 'simple' }, [1, 0])
    expect(results.overall).toMatchObject({ group: null, score: 3, maximum: 5, isLast: true })
    expect(results.overall?.response?.title).toBe('Busy')
    expect(results.groups).toEqual([])
  })

  it('multi: one result per group, in the editor’s order, no overall result', () => {
    const results = quizResults({ ...input, scoreType: 'multi' }, [0, 1])
    expect(results.overall).toBeNull()
    expect(results.groups.map((g) => [g.group, g.score, g.maximum, g.response?.title])).toEqual([
      ['Work', 0, 3, 'Work is fine'],
      ['Home', 2, 2, 'Home weighs on you'],
    ])
  })

  it('hybrid: the total picks the overall result, and every group shows too', () => {
    const results = quizResults({ ...input, scoreType: 'hybrid' }, [1, 1])
    expect(results.overall?.score).toBe(5)
    expect(results.overall?.response?.title).toBe('Busy')
    expect(results.groups.map((g) => g.response?.title)).toEqual(['Work weighs on you', 'Home weighs on you'])
  })

  it('caps the overall score at the editor’s maximum score', () => {
    const results = quizResults({ ...input, scoreType: 'simple', maximumScore: 2 }, [1, 1])
    expect(results.overall).toMatchObject({ score: 2, maximum: 2 })
    expect(results.overall?.response?.title).toBe('Calm')
  })

  it('shows the score with no response when no range holds it', () => {
    const results = quizResults({ ...input, scoreType: 'simple', responses: [r(4, 5, 'High')] }, [0, 0])
    expect(results.overall).toMatchObject({ score: 0, response: null, isLast: false })
  })

  it('an unknown score type reads as simple', () => {
    expect(scoreTypeOf('weird')).toBe('simple')
    expect(scoreTypeOf('hybrid')).toBe('hybrid')
  })
})

describe('quizQuestions: the stored block as readers see it', () => {
  it('takes question, or else questionTitle, and drops what shows nothing', () => {
    const questions = quizQuestions([
      {
        id: 'a',
        question: ' How often? ',
        sectionTitle: 'Evenings',
        answers: [{ label: 'Often', score: 2 }],
      },
      { questionTitle: 'Older name', answers: [{ label: 'Yes' }, { label: '  ' }, { score: 3 }] },
      { question: '', answers: [{ label: 'Orphan', score: 1 }] },
      { question: 'No answers', answers: [] },
      { question: 'Broken answers', answers: 'nope' },
      null,
      'junk',
    ])
    expect(questions).toEqual([
      {
        key: 'a',
        sectionTitle: 'Evenings',
        text: 'How often?',
        answers: [{ label: 'Often', score: 2, group: null }],
      },
      {
        key: 'q2',
        sectionTitle: null,
        text: 'Older name',
        answers: [{ label: 'Yes', score: 0, group: null }],
      },
    ])
  })

  it('an answer’s group is its own, or else its question’s', () => {
    const [question] = quizQuestions([
      {
        question: 'Where?',
        scoreGroup: 'Work',
        answers: [
          { label: 'Office', score: 1 },
          { label: 'Home', score: 1, scoreGroup: 'Home' },
        ],
      },
    ])
    expect(question!.answers.map((a) => a.group)).toEqual(['Work', 'Home'])
  })

  it('reads anything that is not a list as no questions', () => {
    expect(quizQuestions(undefined)).toEqual([])
    expect(quizQuestions({})).toEqual([])
  })
})

describe('rangeProblems: the editors’ checks on results', () => {
  it('finds nothing wrong with ranges that meet and cover every score', () => {
    expect(rangeProblems(three, { min: 0, max: 15 })).toEqual([])
    expect(rangeProblems([r(0, 4, 'A'), r(5, null, 'B')], { min: 0, max: 9 })).toEqual([])
    expect(rangeProblems([])).toEqual([])
  })

  it.each<[string, R[], string]>([
    [
      'a lowest score above the highest',
      [r(0, 4, 'Tired'), r(9, 5, 'Rested')],
      '“Rested”: the lowest score (9) is higher than the highest score (5). Swap the two.',
    ],
    ['a missing lowest score', [r(null, 4, ''), r(5, 9, 'Rested')], 'Enter the lowest score of result 1.'],
    [
      'overlapping ranges',
      [r(0, 5, 'Tired'), r(4, 9, 'Rested')],
      '“Tired” (0–5) and “Rested” (4–9) overlap: scores 4 to 5 would match both. Start “Rested” at 6.',
    ],
    [
      'ranges overlapping at one score',
      [r(0, 5, 'Tired'), r(5, 9, 'Rested')],
      '“Tired” (0–5) and “Rested” (5–9) overlap: a score of 5 would match both. Start “Rested” at 6.',
    ],
    [
      'a gap',
      [r(0, 4, 'Tired'), r(7, 9, 'Rested')],
      'No result covers scores 5 to 6: “Tired” ends at 4 and “Rested” starts at 7. Start “Rested” at 5.',
    ],
    [
      'a one-score gap, whatever the editor’s order',
      [r(6, 9, 'Rested'), r(0, 4, 'Tired')],
      'No result covers a score of 5: “Tired” ends at 4 and “Rested” starts at 6. Start “Rested” at 5.',
    ],
    [
      'a missing highest score before the last',
      [r(0, null, 'Tired'), r(5, 9, 'Rested')],
      'Enter the highest score of “Tired”. Only the last result may leave it empty (it shows as “5+” and covers every score from there up).',
    ],
  ])('%s', (_case, ranges, message) => {
    expect(rangeProblems(ranges)).toContain(message)
  })

  it('knows which scores a reader can get: a first result starting too high, a result out of reach', () => {
    expect(rangeProblems([r(2, 4, 'Tired'), r(5, 9, 'Rested')], { min: 0, max: 9 })).toEqual([
      'A reader can score as little as 0, but the first result, “Tired”, starts at 2: scores 0 to 1 would show no result. Start it at 0.',
    ])
    expect(rangeProblems([r(0, 4, 'Tired'), r(5, 9, 'Rested')], { min: 0, max: 4 })).toEqual([
      "No reader can get “Rested”: it starts at 5, but the highest possible score is 4. Lower its lowest score, or the answers' scores.",
    ])
  })
})

describe('groupProblems: the editors’ checks on score groups', () => {
  const questions = [
    q(
      'Work',
      [
        ['No', 0],
        ['Yes', 2],
      ],
      'Work',
    ),
    q(
      'Money',
      [
        ['No', 0],
        ['Yes', 2],
      ],
      'money',
    ),
  ]

  it('finds nothing wrong when every answer counts toward a listed group', () => {
    expect(groupProblems(questions, [{ name: 'Work' }, { name: 'Money' }])).toEqual([])
  })

  it.each<[string, QuizQuestion[], Array<{ name?: string | null }>, string]>([
    ['no groups', questions, [], 'Add at least one score group, e.g. “Sleep”, with its results.'],
    [
      'a group without a name',
      questions,
      [{ name: 'Work' }, { name: 'Money' }, { name: ' ' }],
      'Name score group 3, e.g. “Sleep”.',
    ],
    [
      'two groups with one name',
      questions,
      [{ name: 'Work' }, { name: 'Money' }, { name: 'work ' }],
      'There are two score groups named “work”. Rename or remove one.',
    ],
    [
      'a misspelt group',
      [...questions, q('Sleep', [['Yes', 1]], 'Slep')],
      [{ name: 'Work' }, { name: 'Money' }],
      'Some answers count toward “Slep”, which is not one of the score groups. Check the spelling, or add the group under Results.',
    ],
    [
      'answers in no group',
      [...questions, q('Loose', [['Yes', 1]])],
      [{ name: 'Work' }, { name: 'Money' }],
      'One answer counts toward no score group. Give their question (or each answer) a score group.',
    ],
    [
      'a group no answer counts toward',
      questions,
      [{ name: 'Work' }, { name: 'Money' }, { name: 'Home' }],
      "No answer counts toward “Home” yet. Name it as a question's score group, or remove it.",
    ],
  ])('%s', (_case, qs, groups, message) => {
    expect(groupProblems(qs, groups)).toContain(message)
  })
})

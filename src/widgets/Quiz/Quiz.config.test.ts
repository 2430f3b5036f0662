import type { Field } from 'payload'
import { quizBlock } from './Quiz.config'
import { DEFAULT_DISCLAIMER, DISCLAIMER_CORE } from './quiz'

type Validate = (value: unknown, options: Record<string, unknown>) => string | true
type Condition = (data: unknown, siblingData: unknown, options: Record<string, unknown>) => boolean

/** A named field anywhere under `fields` (through rows, groups and arrays), by its dotted data path. */
function fieldAt(fields: Field[], path: string): Field & { validate?: Validate } {
  const [name, ...rest] = path.split('.')
  const flat = (list: Field[]): Field[] =>
    list.flatMap((f) => ('name' in f ? [f] : 'fields' in f ? flat(f.fields) : []))
  const found = flat(fields).find((f) => 'name' in f && f.name === name)
  if (!found) throw new Error(`no field ${path}`)
  if (rest.length === 0) return found as Field & { validate?: Validate }
  return fieldAt((found as { fields: Field[] }).fields, rest.join('.'))
}

const field = (path: string) => fieldAt(quizBlock.fields, path)
const validate = (path: string, value: unknown, options: Record<string, unknown> = {}) =>
  field(path).validate!(value, options)
const condition = (path: string) => (field(path).admin as { condition: Condition }).condition

const answers = (...scores: number[]) => scores.map((score, i) => ({ label: `Answer ${i + 1}`, score }))
/** A quiz as the editor fills it: two questions scoring 0–3 each (0–6 in all). */
const quiz = (overrides: Record<string, unknown> = {}) => ({
  scoreType: 'simple',
  questions: [
    { question: 'One?', scoreGroup: 'Work', answers: answers(0, 3) },
    { question: 'Two?', scoreGroup: 'Money', answers: answers(0, 3) },
  ],
  results: { groups: [{ name: 'Work' }, { name: 'Money' }] },
  ...overrides,
})

describe('the quiz block', () => {
  it('is named as the generated types and the widget picker expect', () => {
    expect(quizBlock.slug).toBe('quiz')
    expect(quizBlock.interfaceName).toBe('QuizBlock')
    expect(quizBlock.labels).toEqual({ singular: 'Quiz', plural: 'Quizzes' })
  })

  it('holds the spec’s fields (000 §3)', () => {
    for (const path of [
      'title',
      'scoreType',
      'questionType',
      'questions.question',
      'questions.questionTitle',
      'questions.sectionTitle',
      'questions.answers.label',
      'questions.answers.score',
      'questions.answers.selected',
      'results.maximumScore',
      'results.summaryTitle',
      'results.responses.low',
      'results.responses.high',
      'results.responses.title',
      'results.responses.text',
      'results.responses.sources.url',
      'results.groups.name',
      'results.groups.responses.low',
      'disclaimer',
    ])
      expect(field(path), path).toBeDefined()
    expect(field('scoreType')).toMatchObject({ type: 'select', defaultValue: 'simple', required: true })
    expect((field('scoreType') as { options: Array<{ value: string }> }).options.map((o) => o.value)).toEqual(
      ['simple', 'multi', 'hybrid'],
    )
  })

  it('defaults the disclaimer to a full sentence saying the quiz is not a diagnostic tool, editable (001 §5)', () => {
    expect(field('disclaimer')).toMatchObject({ type: 'textarea', defaultValue: DEFAULT_DISCLAIMER })
    expect(DEFAULT_DISCLAIMER).toContain(DISCLAIMER_CORE)
    expect((field('disclaimer').admin as { readOnly?: boolean }).readOnly).toBeFalsy()
  })

  it.each<[string, string, boolean]>([
    ['results.maximumScore', 'simple', true],
    ['results.maximumScore', 'multi', false],
    ['results.responses', 'simple', true],
    ['results.responses', 'hybrid', true],
    ['results.responses', 'multi', false],
    ['results.groups', 'simple', false],
    ['results.groups', 'multi', true],
    ['results.groups', 'hybrid', true],
    ['questions.scoreGroup', 'simple', false],
    ['questions.scoreGroup', 'multi', true],
    ['questions.answers.scoreGroup', 'hybrid', true],
    ['questions.answers.scoreGroup', 'simple', false],
  ])('shows %s when scored “%s”: %s', (path, scoreType, shown) => {
    // Payload passes the block as blockData; the siblings are the field's own row or group.
    expect(condition(path)({}, { label: 'x' }, { blockData: { scoreType } })).toBe(shown)
    // In a block edited on its own, the form's data is the block.
    expect(condition(path)({ scoreType }, {}, {})).toBe(shown)
  })

  it('asks for questions, and for at least two answers per question', () => {
    expect(validate('questions', [], { siblingData: quiz() })).toBe(
      'Add at least one question, with its answers.',
    )
    expect(validate('questions.answers', [{ label: 'Only one' }])).toBe(
      'Give this question at least two answers for readers to choose from.',
    )
    expect(validate('questions.answers', answers(0, 1))).toBe(true)
  })

  it('asks for whole-number scores', () => {
    expect(validate('questions.answers.score', 2)).toBe(true)
    expect(validate('questions.answers.score', 2.5)).toBe(
      'Use a whole number for the answer’s score, e.g. 2 rather than 2.5.',
    )
    expect(validate('questions.answers.score', null)).toBe('Enter the answer’s score, e.g. 0 or 3.')
    expect(validate('results.responses.high', null)).toBe(true)
  })

  it('checks score groups only when the quiz scores per group', () => {
    const typo = quiz({
      scoreType: 'multi',
      questions: [{ question: 'One?', scoreGroup: 'Wrok', answers: answers(0, 3) }],
      results: { groups: [{ name: 'Work' }] },
    })
    expect(validate('questions', typo.questions, { siblingData: typo, blockData: typo })).toContain(
      'Some answers count toward “Wrok”, which is not one of the score groups.',
    )
    const simple = { ...typo, scoreType: 'simple' }
    expect(validate('questions', simple.questions, { siblingData: simple, blockData: simple })).toBe(true)
  })

  it('checks the results’ ranges in editors’ words, against the scores a reader can get', () => {
    const block = quiz()
    const options = { siblingData: block.results, blockData: block }
    expect(
      validate(
        'results.responses',
        [
          { low: 0, high: 3, title: 'Low' },
          { low: 4, high: 6, title: 'High' },
        ],
        options,
      ),
    ).toBe(true)
    expect(validate('results.responses', [], options)).toBe(
      'Add at least one result, e.g. scores 0 to 4, “You may be short of sleep”.',
    )
    expect(
      validate(
        'results.responses',
        [
          { low: 0, high: 4, title: 'Low' },
          { low: 3, high: 6, title: 'High' },
        ],
        options,
      ),
    ).toBe('“Low” (0–4) and “High” (3–6) overlap: scores 3 to 4 would match both. Start “High” at 5.')
    expect(validate('results.responses', [{ low: 1, high: 0, title: 'Odd' }], options)).toContain(
      '“Odd”: the lowest score (1) is higher than the highest score (0). Swap the two.',
    )
    expect(
      validate(
        'results.responses',
        [
          { low: 0, high: 3, title: 'Low' },
          { low: 9, title: 'High' },
        ],
        options,
      ),
    ).toBe(
      "No result covers scores 4 to 8: “Low” ends at 3 and “High” starts at 9. Start “High” at 4. No reader can get “High”: it starts at 9, but the highest possible score is 6. Lower its lowest score, or the answers' scores.",
    )
    // Not in use when the quiz scores per group only.
    const multi = quiz({ scoreType: 'multi' })
    expect(validate('results.responses', [], { siblingData: multi.results, blockData: multi })).toBe(true)
  })

  it('checks each group’s ranges against that group’s possible scores', () => {
    const block = quiz({ scoreType: 'multi' })
    const options = { siblingData: { name: 'Work' }, blockData: block }
    expect(
      validate(
        'results.groups.responses',
        [
          { low: 0, high: 1, title: 'Fine' },
          { low: 2, title: 'Busy' },
        ],
        options,
      ),
    ).toBe(true)
    expect(validate('results.groups.responses', [{ low: 4, title: 'Busy' }], options)).toBe(
      "A reader can score as little as 0, but the first result, “Busy”, starts at 4: scores 0 to 3 would show no result. Start it at 0. No reader can get “Busy”: it starts at 4, but the highest possible score is 3. Lower its lowest score, or the answers' scores.",
    )
    expect(
      validate('results.groups.responses', [{ low: 0, title: 'Any' }], {
        siblingData: { name: 'Work' },
        blockData: quiz(),
      }),
    ).toBe(true)
  })

  it('links sources through the shared link field (unsafe addresses refused)', () => {
    expect(validate('results.responses.sources.url', 'javascript:alert(1)')).not.toBe(true)
    expect(validate('results.responses.sources.url', 'https://www.cdc.gov/sleep/')).toBe(true)
  })
})

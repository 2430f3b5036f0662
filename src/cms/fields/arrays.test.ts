import { atLeastOne } from './arrays'

describe('atLeastOne', () => {
  const rule = atLeastOne('Add at least one question.')
  it.each([
    [[{ question: 'q' }], true],
    [2, true],
    [[], 'Add at least one question.'],
    [0, 'Add at least one question.'],
    [null, 'Add at least one question.'],
  ])('%o → %s', (value, expected) => {
    expect(rule(value)).toBe(expected)
  })
})

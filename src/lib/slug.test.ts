import { isValidSlug, slugify } from './slug'

describe('slugify', () => {
  it.each([
    ['Sleep and Blood Pressure', 'sleep-and-blood-pressure'],
    ["What's a “normal” A1C?", 'whats-a-normal-a1c'],
    ['  Crème brûlée — 2 ways ', 'creme-brulee-2-ways'],
    ['---', ''],
  ])('%s → %s', (input, expected) => {
    expect(slugify(input)).toBe(expected)
  })
})

describe('isValidSlug', () => {
  it.each([
    ['erectile-dysfunction', true],
    ['a1c', true],
    ['Upper', false],
    ['double--hyphen', false],
    ['-lead', false],
    ['', false],
    [42, false],
  ])('%s → %s', (value, expected) => {
    expect(isValidSlug(value)).toBe(expected)
  })
})

// @vitest-environment node
import { beginsWithTenDigits, toE164 } from './phone'

describe('beginsWithTenDigits (002 §5: the phone must begin with 10 digits)', () => {
  it.each([
    ['5551234567', true],
    ['15551234567', true],
    ['5551234567 ext 2', true],
    ['555123456', false],
    ['(555) 123-4567', false],
    ['+15551234567', false],
    ['', false],
  ])('%s → %s', (input, expected) => {
    expect(beginsWithTenDigits(input)).toBe(expected)
  })
})

describe('toE164', () => {
  it.each([
    ['5551234567', '+15551234567'],
    ['15551234567', '+15551234567'],
    ['5551234567 ext 2', '+15551234567'],
    ['8005550100x', '+18005550100'],
    [' 2125550100', '+12125550100'],
  ])('%s → %s', (input, expected) => {
    expect(toE164(input)).toBe(expected)
  })

  it.each([['555123456'], ['25551234567'], ['555123456789'], ['(555) 123-4567']])(
    '%s is not a US number it can send to',
    (input) => {
      expect(toE164(input)).toBeNull()
    },
  )
})

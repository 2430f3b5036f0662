import { lengthStatus } from './lengthLimit'

describe('lengthStatus', () => {
  it.each([
    [undefined, { over: false, text: '0 / 200 characters' }],
    ['', { over: false, text: '0 / 200 characters' }],
    ['x'.repeat(200), { over: false, text: '200 / 200 characters' }],
    [
      'x'.repeat(5000),
      {
        over: true,
        text: 'Title can be at most 200 characters; this one has 5,000. Shorten it by 4,800.',
      },
    ],
  ])('%j', (value, expected) => {
    expect(lengthStatus('Title', value, 200)).toEqual(expected)
  })

  it('counts with thousands separators', () => {
    expect(lengthStatus('Body', 'x'.repeat(1234), 2000).text).toBe('1,234 / 2,000 characters')
  })
})

import { experimentDefinition } from '@/lib/experiments/definition'
import { sharesProblem } from './Experiments'

describe('experiment shares', () => {
  it.each([
    [
      [
        { key: 'control', share: 50 },
        { key: 'carousel', share: 50 },
      ],
      null,
    ],
    [
      [
        { key: 'control', share: 90 },
        { key: 'hideRating', share: 10 },
      ],
      null,
    ],
    [
      [
        { key: 'a', share: 33.33 },
        { key: 'b', share: 33.33 },
        { key: 'c', share: 33.34 },
      ],
      null,
    ],
    [
      [
        { key: 'control', share: 50 },
        { key: 'carousel', share: 40 },
      ],
      'The shares add up to 90%; they must add up to 100% (e.g. 50 and 50, or 90 and 10).',
    ],
    [[{ key: 'control', share: 100 }], 'Add at least two variants: the usual page and the one being tried.'],
    [
      [
        { key: 'a', share: 50 },
        { key: 'a', share: 50 },
      ],
      'Each variant needs its own name.',
    ],
    [undefined, 'Add at least two variants: the usual page and the one being tried.'],
  ])('%j → %s', (variants, expected) => {
    expect(sharesProblem(variants)).toBe(expected)
  })
})

describe('experimentDefinition', () => {
  it('keeps what pages need, labelling the engagement test by screen size', () => {
    expect(
      experimentDefinition({
        key: 'ratingRow',
        variants: [
          { key: 'control', share: 90 },
          { key: 'hideRating', share: 10 },
        ],
        paths: [{ path: ' /health/best-cbd-gummies ' }],
      }),
    ).toEqual({
      key: 'ratingRow',
      variants: [
        { key: 'control', share: 90 },
        { key: 'hideRating', share: 10 },
      ],
      paths: ['/health/best-cbd-gummies'],
      labelByBreakpoint: true,
    })
    expect(experimentDefinition({ key: 'commerceCarousel', variants: [], paths: null })).toEqual({
      key: 'commerceCarousel',
      variants: [],
      paths: [],
    })
  })
})

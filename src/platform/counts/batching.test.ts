import { admits, FLUSH_AT_ROWS, isDue, MAX_WAITING_ROWS, startsNewBatch } from './batching'

describe('group commit policy', () => {
  it.each([
    ['an empty batch is never written', { rows: 0, windowOver: true }, false],
    ['a batch in its window waits for more events', { rows: 1, windowOver: false }, false],
    ['a batch just under the row limit still waits', { rows: FLUSH_AT_ROWS - 1, windowOver: false }, false],
    ['a full batch is written at once', { rows: FLUSH_AT_ROWS, windowOver: false }, true],
    [
      'a batch past the limit (a beacon added many rows) too',
      { rows: FLUSH_AT_ROWS + 99, windowOver: false },
      true,
    ],
    ['a batch whose window is over is written', { rows: 1, windowOver: true }, true],
  ])('%s', (_, batch, due) => {
    expect(isDue(batch)).toBe(due)
  })

  it.each([
    ['no batch yet', undefined, true],
    ['the newest batch has room', { rows: FLUSH_AT_ROWS - 1, windowOver: false }, false],
    [
      'the newest batch is over its window but not written yet (one is in flight)',
      { rows: 3, windowOver: true },
      false,
    ],
    ['the newest batch is full', { rows: FLUSH_AT_ROWS, windowOver: false }, true],
  ])('new events start a new batch: %s → %s', (_, newest, fresh) => {
    expect(startsNewBatch(newest)).toBe(fresh)
  })

  it.each([
    [0, true],
    [MAX_WAITING_ROWS - 1, true],
    [MAX_WAITING_ROWS, false],
    [MAX_WAITING_ROWS * 2, false],
  ])('with %d rows waiting for the database, a beacon is taken: %s', (waiting, taken) => {
    expect(admits(waiting)).toBe(taken)
  })
})

import {
  formatDurationLong,
  formatDurationShort,
  isoDuration,
  parseDurationMinutes,
  recipeTimes,
  TIME_LABELS,
} from './times'

describe('parseDurationMinutes', () => {
  it.each([
    ['PT1H30M', 90],
    ['pt45m', 45],
    ['PT2H', 120],
    ['PT90S', 2],
    ['PT1H0M', 60],
    ['P1DT2H', 1560],
    ['PT1.5H', 90],
    ['90 minutes', 90],
    ['1 hour 30 minutes', 90],
    ['1 hour and 30 minutes', 90],
    ['1 hr, 30 mins', 90],
    ['1h 30m', 90],
    ['1h30min', 90],
    ['2 hours', 120],
    ['1.5 hours', 90],
    ['1½ hours', 90],
    ['½ hour', 30],
    ['45 min', 45],
    ['1 minute', 1],
    ['45', 45],
    ['  20  ', 20],
    ['1:30', 90],
    ['0:05', 5],
    ['0 minutes', 0],
    [25, 25],
    [0, 0],
  ])('%j → %s minutes', (text, minutes) => {
    expect(parseDurationMinutes(text)).toBe(minutes)
  })

  it.each([
    ['overnight'],
    ['20-25 minutes'],
    ['about 1 hour'],
    ['1 hour plus chilling'],
    ['P'],
    ['PT'],
    ['1:75'],
    [''],
    ['   '],
    [null],
    [undefined],
    [-5],
    [Number.NaN],
    [{}],
  ])('%j is not a time it reads', (text) => {
    expect(parseDurationMinutes(text)).toBeNull()
  })
})

describe('the short form: digits plus h or min (000 §5)', () => {
  it.each([
    [0, '0min'],
    [1, '1min'],
    [45, '45min'],
    [59, '59min'],
    [60, '1h'],
    [61, '1h 1min'],
    [90, '1h 30min'],
    [120, '2h'],
    [1560, '26h'],
    [44.6, '45min'],
  ])('%s minutes → %j', (minutes, text) => {
    expect(formatDurationShort(minutes)).toBe(text)
  })
})

describe('the spoken form', () => {
  it.each([
    [1, '1 minute'],
    [45, '45 minutes'],
    [60, '1 hour'],
    [61, '1 hour 1 minute'],
    [90, '1 hour 30 minutes'],
    [120, '2 hours'],
  ])('%s minutes → %j', (minutes, text) => {
    expect(formatDurationLong(minutes)).toBe(text)
  })
})

describe('isoDuration', () => {
  it.each([
    [0, 'PT0M'],
    [45, 'PT45M'],
    [60, 'PT1H'],
    [90, 'PT1H30M'],
    [1560, 'PT26H'],
  ])('%s minutes → %s', (minutes, iso) => {
    expect(isoDuration(minutes)).toBe(iso)
  })

  it('round-trips through the parser', () => {
    for (const minutes of [1, 59, 60, 61, 135, 600])
      expect(parseDurationMinutes(isoDuration(minutes))).toBe(minutes)
  })
})

describe('recipeTimes', () => {
  it('shows prep, cook and total in that order, shortened, spoken and in ISO 8601', () => {
    expect(recipeTimes({ total: '1 hour 30 minutes', cook: 'PT1H', prep: '30 minutes' })).toEqual([
      { kind: 'prep', label: 'Prep', short: '30min', long: '30 minutes', iso: 'PT30M' },
      { kind: 'cook', label: 'Cook', short: '1h', long: '1 hour', iso: 'PT1H' },
      { kind: 'total', label: 'Total', short: '1h 30min', long: '1 hour 30 minutes', iso: 'PT1H30M' },
    ])
  })

  it('adds prep and cook for the total when none is given', () => {
    expect(recipeTimes({ prep: '15 minutes', cook: '1 hour' }).at(-1)).toEqual({
      kind: 'total',
      label: TIME_LABELS.total,
      short: '1h 15min',
      long: '1 hour 15 minutes',
      iso: 'PT1H15M',
    })
  })

  it('gives no total when only one of prep and cook is read', () => {
    expect(recipeTimes({ prep: '10 minutes' }).map((t) => t.kind)).toEqual(['prep'])
    expect(recipeTimes({ prep: '10 minutes', cook: 'overnight' }).map((t) => t.kind)).toEqual([
      'prep',
      'cook',
    ])
  })

  it('shows text it cannot read as typed, without ISO 8601', () => {
    expect(recipeTimes({ cook: 'overnight' })).toEqual([
      { kind: 'cook', label: 'Cook', short: 'overnight', long: 'overnight', iso: null },
    ])
  })

  it('leaves out empty and zero times', () => {
    expect(recipeTimes({ prep: '', cook: '0 minutes', total: null })).toEqual([])
    expect(recipeTimes({})).toEqual([])
  })
})

import {
  AD_POSITION_OPTIONS,
  AD_SIZE_OPTIONS,
  adPositionTitle,
  countriesProblem,
  flightProblem,
  frequencyCapProblem,
  imageFitProblem,
  imageFits,
  impressionGoalProblem,
  isAdSizeName,
  normalizeCountries,
  secureUrlProblem,
  wholeNumberProblem,
} from './rules'

describe('sizes and positions in editors’ words', () => {
  it('labels every size with its name and dimensions', () => {
    expect(AD_SIZE_OPTIONS).toContainEqual({ value: 'mediumRect', label: 'Medium rectangle 300x250' })
    expect(AD_SIZE_OPTIONS).toContainEqual({ value: 'leaderboard', label: 'Leaderboard 728x90' })
    expect(AD_SIZE_OPTIONS).toHaveLength(10)
    expect(isAdSizeName('billboard')).toBe(true)
    expect(isAdSizeName('toString')).toBe(false)
  })

  it('says where each position is', () => {
    expect(adPositionTitle('DMR2')).toBe('DMR2: desktop and tablet, medium rectangle 2')
    expect(adPositionTitle('MLB1')).toBe('MLB1: phone, leaderboard 1')
    expect(AD_POSITION_OPTIONS).toHaveLength(10)
  })
})

describe('a creative’s picture', () => {
  it('fits at the size, or at exactly twice it', () => {
    expect(imageFits('mediumRect', { width: 300, height: 250 })).toBe(true)
    expect(imageFits('mediumRect', { width: 600, height: 500 })).toBe(true)
    expect(imageFits('mediumRect', { width: 600, height: 250 })).toBe(false)
    expect(imageFits('mediumRect', { width: 900, height: 750 })).toBe(false)
    expect(imageFits('mediumRect', {})).toBe(false)
  })

  it('says both sizes when it does not fit', () => {
    expect(imageFitProblem('leaderboard', { width: 300, height: 250 })).toBe(
      'This picture is 300x250 px, but a Leaderboard 728x90 creative needs a picture of exactly 728x90 px, or 1456x180 px for sharp screens. Upload one of those sizes, or pick the size that matches the picture.',
    )
    expect(imageFitProblem('leaderboard', { width: 1456, height: 180 })).toBeNull()
  })
})

describe('secure links', () => {
  it('takes a full https:// address only', () => {
    expect(secureUrlProblem('https://shoes.example/spring', true)).toBeNull()
    expect(secureUrlProblem('http://shoes.example/spring', true)).toMatch(/starting with https:\/\//)
    expect(secureUrlProblem('/health/sleep', true)).toMatch(/^Enter a web address starting with https:\/\//)
    expect(secureUrlProblem('javascript:alert(1)', true)).toMatch(/not allowed/)
    expect(secureUrlProblem('https://nodomain', true)).toMatch(/no domain/)
  })

  it('empty: a problem only when required', () => {
    expect(secureUrlProblem('', true)).toBe('Enter the address readers go to, starting with https://.')
    expect(secureUrlProblem(null, false)).toBeNull()
  })
})

describe('countries', () => {
  it('takes ISO 3166 codes whatever their case, and stores them in capitals', () => {
    expect(countriesProblem(['US', 'gb', ' de '])).toBeNull()
    expect(normalizeCountries(['us', ' gb '])).toEqual(['US', 'GB'])
    expect(countriesProblem(null)).toBeNull()
  })

  it('names the codes that are not countries', () => {
    expect(countriesProblem(['US', 'USA'])).toBe(
      '"USA" is not a country code. Use two-letter ISO 3166 codes, e.g. US, CA, GB, DE.',
    )
    expect(countriesProblem(['EU', 'UK'])).toBe(
      '"EU", "UK" are not country codes. Use two-letter ISO 3166 codes, e.g. US, CA, GB, DE. The United Kingdom is GB.',
    )
  })
})

describe('a campaign’s flight, goal and cap', () => {
  const start = '2026-12-01T00:00:00.000Z'
  const end = '2026-12-31T00:00:00.000Z'

  it('the end comes after the start', () => {
    expect(flightProblem(start, end)).toBeNull()
    expect(flightProblem(start, null)).toBeNull()
    expect(flightProblem(end, start)).toMatch(/^The end must come after the start/)
    expect(flightProblem(start, start)).toMatch(/^The end must come after the start/)
  })

  it('an impression goal needs both dates, and a whole number', () => {
    expect(impressionGoalProblem(50_000, start, end)).toBeNull()
    expect(impressionGoalProblem(null, null, null)).toBeNull()
    expect(impressionGoalProblem(50_000, start, null)).toMatch(/needs both dates/)
    expect(impressionGoalProblem(0, start, end)).toMatch(/whole number from 1/)
    expect(impressionGoalProblem(2.5, start, end)).toMatch(/whole number from 1/)
  })

  it('a frequency cap is both numbers or neither', () => {
    expect(frequencyCapProblem('count', 3, 7)).toBeNull()
    expect(frequencyCapProblem('count', null, null)).toBeNull()
    expect(frequencyCapProblem('count', null, 7)).toMatch(/how many times/)
    expect(frequencyCapProblem('days', null, 3)).toMatch(/how many days/)
    expect(frequencyCapProblem('days', 400, 3)).toBe('Days must be a whole number from 1 to 365.')
  })

  it('a weight is a whole number in its range', () => {
    expect(wholeNumberProblem('Weight', 100, 1, 1000)).toBeNull()
    expect(wholeNumberProblem('Weight', 0, 1, 1000)).toBe('Weight must be a whole number from 1 to 1000.')
    expect(wholeNumberProblem('Weight', undefined, 1, 1000)).toBeNull()
  })
})

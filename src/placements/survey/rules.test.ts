import { SURVEY_COOKIE } from '@/services/surveys/shared'
import {
  halfRead,
  parseSurveyCookie,
  SURVEY_COOKIE_MAX_AGE_S,
  surveyCookie,
  surveyDecision,
  wonDraw,
} from './rules'

const survey = {
  id: 7,
  question: 'Did this article answer your question?',
  answers: ['Yes', 'No'],
  sampleRate: 4,
}

describe('the survey cookie', () => {
  it('keeps a survey id and an outcome for 7 days, nothing else', () => {
    expect(SURVEY_COOKIE_MAX_AGE_S).toBe(604_800)
    expect(surveyCookie({ survey: 7, outcome: 'answered' }, { secure: false })).toBe(
      'wr_survey=7.a; Max-Age=604800; Path=/; SameSite=Lax',
    )
    expect(surveyCookie({ survey: 12, outcome: 'dismissed' }, { secure: true })).toBe(
      'wr_survey=12.d; Max-Age=604800; Path=/; SameSite=Lax; Secure',
    )
    expect(surveyCookie({ survey: 3, outcome: 'lost' }, { secure: false })).toMatch(/^wr_survey=3\.l;/)
    expect(() => surveyCookie({ survey: 0, outcome: 'lost' }, { secure: false })).toThrow(/whole number/)
  })

  it('reads back what it wrote, among other cookies', () => {
    for (const outcome of ['answered', 'dismissed', 'lost'] as const) {
      const written = surveyCookie({ survey: 42, outcome }, { secure: false }).split(';')[0]!
      expect(parseSurveyCookie(`wr_consent=v1.a0; ${written}; usprivacy=1YYY`)).toEqual({
        survey: 42,
        outcome,
      })
    }
  })

  it('ignores what is not its record', () => {
    expect(parseSurveyCookie('')).toBeNull()
    expect(parseSurveyCookie('wr_consent=v1.a0')).toBeNull()
    for (const value of ['7', '7.x', '0.a', '-1.a', 'abc.d', '7.a.1', '1234567890123.a', ''])
      expect(parseSurveyCookie(`${SURVEY_COOKIE}=${value}`), value).toBeNull()
    expect(parseSurveyCookie('xwr_survey=7.a')).toBeNull()
  })
})

describe('the draw: one reader in N', () => {
  it('wins for one value in N and loses for the rest', () => {
    expect(wonDraw(4, () => 0)).toBe(true)
    expect(wonDraw(4, () => 0.2499)).toBe(true)
    expect(wonDraw(4, () => 0.25)).toBe(false)
    expect(wonDraw(4, () => 0.9999)).toBe(false)
    const values = Array.from({ length: 1000 }, (_, i) => i / 1000)
    expect(values.filter((v) => wonDraw(10, () => v)).length).toBe(100)
  })

  it('N = 1 asks every reader; a broken random loses', () => {
    expect(wonDraw(1, () => 0.9999)).toBe(true)
    expect(wonDraw(0, () => 0.5)).toBe(true)
    expect(wonDraw(4, () => 1)).toBe(false)
    expect(wonDraw(4, () => Number.NaN)).toBe(false)
    expect(wonDraw(4, () => -0.1)).toBe(false)
  })
})

describe('who is asked', () => {
  it('a browser with a record in the cookie is not asked, whatever the survey', () => {
    for (const outcome of ['answered', 'dismissed', 'lost'] as const) {
      expect(surveyDecision({ survey: 7, outcome }, survey, () => 0)).toBe('none')
      expect(surveyDecision({ survey: 99, outcome }, survey, () => 0)).toBe('none')
    }
  })

  it('without a survey nothing is drawn', () => {
    let drawn = 0
    expect(
      surveyDecision(null, null, () => {
        drawn += 1
        return 0
      }),
    ).toBe('none')
    expect(drawn).toBe(0)
  })

  it('otherwise draws once: the winner is shown the card, the loser remembered', () => {
    expect(surveyDecision(null, survey, () => 0.1)).toBe('show')
    expect(surveyDecision(null, survey, () => 0.6)).toBe('lost')
  })
})

describe('when the card is offered: half the article read', () => {
  it('once the bottom of the screen passes the article’s middle', () => {
    // An article 3000 px tall starting 100 px down, on an 800 px screen.
    expect(halfRead(100, 3000, 800)).toBe(false)
    expect(halfRead(-699, 3000, 800)).toBe(false)
    expect(halfRead(-700, 3000, 800)).toBe(true)
    // A short article already half on screen.
    expect(halfRead(100, 600, 800)).toBe(true)
    expect(halfRead(0, 0, 800)).toBe(false)
  })
})

import type { Payload } from 'payload'
import type { Survey } from '@/cms/payload-types'
import { CLIENT_IP_HEADER } from '@/platform/headers.mjs'
import type { RateLimiter } from '@/platform/state'
import { currentSurveyDependencies } from '@/services/surveys'
import {
  handleCurrentSurvey,
  handleSurveyAnswer,
  SURVEY_NOT_RUNNING_MESSAGE,
  type SurveyAnswerDependencies,
} from '@/services/surveys/http'
import { addSurveyCounts, readSurveyCounts, surveyById } from '@/services/surveys/store'
import { createTestPayload, dbTargets } from './helpers'

/** The field messages of a Payload ValidationError (what the admin shows beside each field). */
async function validationMessages(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise
  } catch (error) {
    const errors = (error as { data?: { errors?: { message: string; path: string }[] } }).data?.errors ?? []
    return errors.map((e) => `${e.path}: ${e.message}`)
  }
  throw new Error('expected the operation to be refused')
}

const editor = { id: 1, role: 'editor', collection: 'users', email: 'e@wellread.local' } as never
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/**
 * The survey intercept's server side (issue 30): editors keep surveys (validated in their words); the current
 * survey of a section is the same for every reader (200 or 204, cached briefly); an answer adds one to its
 * answer's count, atomically, and nothing else (400 for a bad body, 404 for a survey not running, 429 past the
 * limit); editors read the counts on the survey. On SQLite and Postgres.
 */
describe.each(dbTargets())('surveys on $kind', (target) => {
  let payload: Payload
  let cleanup: () => Promise<void>

  beforeAll(async () => {
    ;({ payload, cleanup } = await createTestPayload(target))
  })
  afterAll(async () => {
    await cleanup?.()
  })

  const create = (data: Partial<Survey>) =>
    payload.create({
      collection: 'surveys',
      data: {
        question: 'Did this article answer your question?',
        answers: [{ text: 'Yes' }, { text: 'Partly' }, { text: 'No' }],
        active: true,
        sampleRate: 4,
        ...data,
      },
      overrideAccess: true,
    })
  const current = (query: string) =>
    handleCurrentSurvey(
      new Request(`http://localhost/api/surveys/current${query}`),
      currentSurveyDependencies(async () => payload),
    )
  const allow = {
    consume: async () => ({ allowed: true, remaining: 1, retryAfterSeconds: 0 }),
    reset: async () => {},
  }
  const deps = (limiter: RateLimiter = allow): SurveyAnswerDependencies => ({
    gate: { trustedOrigins: ['http://localhost'], limiter },
    find: (id) => surveyById(payload, id),
    count: (survey, answer) => addSurveyCounts(payload, [{ survey, answer, count: 1 }]),
  })
  const answer = (body: unknown, { type = 'application/json', userAgent = CHROME, limiter = allow } = {}) =>
    handleSurveyAnswer(
      new Request('http://localhost/api/surveys/answer', {
        method: 'POST',
        headers: {
          'content-type': type,
          'user-agent': userAgent,
          [CLIENT_IP_HEADER]: '192.0.2.7',
          origin: 'http://localhost',
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      deps(limiter),
    )
  const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error

  it('refuses a survey an editor could not mean, in words they can act on', async () => {
    expect(await validationMessages(create({ answers: [{ text: 'Yes' }] }))).toContain(
      'answers: Give readers 2 to 6 answers to choose from (there are 1).',
    )
    expect(await validationMessages(create({ answers: [{ text: 'Yes' }, { text: 'yes ' }] }))).toEqual([
      'answers: Each answer must be different from the others.',
    ])
    for (const sampleRate of [0, 2.5, 5000])
      expect(await validationMessages(create({ sampleRate })), String(sampleRate)).toContain(
        'sampleRate: Enter a whole number from 1 (ask every reader) to 1000, e.g. 20 to ask one reader in 20.',
      )
    expect(
      await validationMessages(
        create({ startsAt: '2026-12-10T00:00:00.000Z', endsAt: '2026-12-01T00:00:00.000Z' }),
      ),
    ).toEqual([
      'endsAt: The end must come after the start. Leave it empty to run the survey until you switch it off.',
    ])
    expect(await validationMessages(create({ question: '' }))).toEqual([
      'question: Write the question readers are asked.',
    ])
    expect((await payload.count({ collection: 'surveys', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('answers the section’s survey, the same for every reader, or 204', async () => {
    let res = await current('?section=health')
    expect(res.status).toBe(204)
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60')

    const everywhere = await create({ question: 'Was this page easy to read?' })
    const nutrition = await create({ question: 'Did you find a recipe to try?', sections: ['nutrition'] })
    await create({ question: 'Switched off', active: false, sections: ['health'] })
    await create({ question: 'Ended', sections: ['health'], endsAt: '2020-01-01T00:00:00.000Z' })
    await create({ question: 'Not yet', sections: ['health'], startsAt: '2999-01-01T00:00:00.000Z' })

    res = await current('?section=nutrition')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60')
    expect(await res.json()).toEqual({
      id: nutrition.id,
      question: 'Did you find a recipe to try?',
      answers: ['Yes', 'Partly', 'No'],
      sampleRate: 4,
    })
    for (const query of ['?section=health', '']) {
      res = await current(query)
      expect(((await res.json()) as { id: number }).id, query).toBe(everywhere.id)
    }
    res = await current('?section=horoscopes')
    expect(res.status).toBe(400)
    expect(await errorOf(res)).toMatch(/^section must be one of health, nutrition/)

    await payload.update({
      collection: 'surveys',
      id: everywhere.id,
      data: { active: false },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'surveys',
      id: nutrition.id,
      data: { active: false },
      overrideAccess: true,
    })
    expect((await current('?section=nutrition')).status).toBe(204)
  })

  it('counts an answer by its position, and nothing else; editors read the results on the survey', async () => {
    const survey = await create({ question: 'Did this article answer your question?' })
    for (const position of [2, 2, 1])
      expect((await answer({ survey: survey.id, answer: position })).status).toBe(204)
    // A beacon's text/plain body is taken too.
    expect(
      (await answer(JSON.stringify({ survey: survey.id, answer: 3 }), { type: 'text/plain' })).status,
    ).toBe(204)

    const [yes, partly, no] = survey.answers!.map((a) => a.id!)
    expect(Object.fromEntries(await readSurveyCounts(payload, survey.id))).toEqual({
      [yes!]: 1,
      [partly!]: 2,
      [no!]: 1,
    })
    const seen = await payload.findByID({
      collection: 'surveys',
      id: survey.id,
      overrideAccess: false,
      user: editor,
    })
    expect(seen.results).toBe('Yes: 1 (25%)\nPartly: 2 (50%)\nNo: 1 (25%)\n4 answers in all.')
    expect(seen.responses).toBe(4)

    // Reworded and moved, an answer keeps its count.
    await payload.update({
      collection: 'surveys',
      id: survey.id,
      data: {
        answers: [
          { id: partly, text: 'In part' },
          { id: yes, text: 'Yes' },
          { id: no, text: 'No' },
        ],
      },
      overrideAccess: true,
    })
    const moved = await payload.findByID({
      collection: 'surveys',
      id: survey.id,
      overrideAccess: false,
      user: editor,
    })
    expect(moved.results).toBe('In part: 2 (50%)\nYes: 1 (25%)\nNo: 1 (25%)\n4 answers in all.')

    // A crawler's answer is not counted.
    expect((await answer({ survey: survey.id, answer: 1 }, { userAgent: 'Googlebot/2.1' })).status).toBe(204)
    expect((await readSurveyCounts(payload, survey.id)).get(partly!)).toBe(2)

    // Deleted, its counts go with it.
    await payload.delete({ collection: 'surveys', id: survey.id, overrideAccess: true })
    expect((await readSurveyCounts(payload, survey.id)).size).toBe(0)
  })

  it('refuses a bad answer with a message, a survey not running with 404, and too many with 429', async () => {
    const survey = await create({
      question: 'Is the text size right?',
      answers: [{ text: 'Yes' }, { text: 'No' }],
    })
    const off = await create({ question: 'Old question', active: false })

    const cases: [unknown, RegExp][] = [
      [{ survey: survey.id }, /^answer is required/],
      [{ answer: 1 }, /^survey is required/],
      [{ survey: survey.id, answer: 0 }, /^answer must be 1 or more/],
      [{ survey: survey.id, answer: 7 }, /^answer must be at most 6/],
      [{ survey: survey.id, answer: 1.5 }, /^answer must be a whole number/],
      [{ survey: String(survey.id), answer: 1 }, /survey/],
      [{ survey: survey.id, answer: 1, reader: 'abc' }, /reader/],
      ['{not json', /^The body is not valid JSON\.$/],
    ]
    for (const [body, message] of cases) {
      const res = await answer(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await errorOf(res), JSON.stringify(body)).toMatch(message)
    }
    let res = await answer({ survey: survey.id, answer: 3 })
    expect(res.status).toBe(400)
    expect(await errorOf(res)).toBe('answer must be from 1 to 2: this survey has 2 answers.')

    for (const id of [off.id, 999_999]) {
      res = await answer({ survey: id, answer: 1 })
      expect(res.status).toBe(404)
      expect(await errorOf(res)).toBe(SURVEY_NOT_RUNNING_MESSAGE)
    }
    res = await answer({ survey: survey.id, answer: 1 }, { type: 'application/x-www-form-urlencoded' })
    expect(res.status).toBe(415)

    const deny = {
      consume: async () => ({ allowed: false, remaining: 0, retryAfterSeconds: 12 }),
      reset: async () => {},
    }
    res = await answer({ survey: survey.id, answer: 1 }, { limiter: deny })
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('12')
    expect((await readSurveyCounts(payload, survey.id)).size).toBe(0)
  })
})

// @vitest-environment node
import { resetDatabaseHealth } from '@/platform/database-health.mjs'
import {
  cmsAfterError,
  DATABASE_UNAVAILABLE,
  isForeignKeyViolation,
  MISSING_LINKED_DOCUMENT,
  validationSummary,
} from './errors'

const hook = (error: unknown, result?: unknown) => cmsAfterError({ error, result } as never)

describe('cmsAfterError', () => {
  beforeEach(() => resetDatabaseHealth())

  it('answers 503 when the database is unreachable', () => {
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    expect(hook(down)).toEqual({ status: 503, response: { errors: [{ message: DATABASE_UNAVAILABLE }] } })
  })

  it('keeps the field details of a validation error (whatever the bundler named its class), so the admin marks the fields', () => {
    const invalid = Object.assign(new Error('The following field is invalid: Title'), {
      name: 'a',
      status: 400,
      data: { errors: [{ path: 'title', message: 'Title can be at most 200 characters.' }] },
    })
    expect(hook(invalid, { errors: [{ message: invalid.message }] })).toEqual({
      status: 400,
      response: {
        errors: [
          {
            name: 'ValidationError',
            message: 'The following field is invalid: Title',
            data: { errors: [{ path: 'title', message: 'Title can be at most 200 characters.' }] },
          },
        ],
      },
    })
  })

  it('on a draft save, also says what to fix in a message the admin shows whole', () => {
    const invalid = Object.assign(new Error('The following field is invalid: Title'), {
      name: 'a',
      status: 400,
      data: { errors: [{ path: 'title', message: 'Title can be at most 200 characters.' }] },
    })
    const answer = cmsAfterError({
      error: invalid,
      result: undefined,
      req: { query: { draft: 'true' } },
    } as never)
    expect(answer).toMatchObject({
      status: 400,
      response: {
        message: 'Title can be at most 200 characters.',
        errors: [{ data: { errors: [{ path: 'title' }] } }],
      },
    })
  })

  it('keeps the words of a public refusal', () => {
    const refused = Object.assign(new Error('Writers cannot unpublish an article.'), {
      status: 403,
      isPublic: true,
    })
    expect(hook(refused, { errors: [{ message: 'An unknown error occurred.' }] })).toEqual({
      status: 403,
      response: { errors: [{ message: 'Writers cannot unpublish an article.' }] },
    })
  })

  it('answers 400 when a relation points at a document that does not exist (SQLite and Postgres)', () => {
    const sqlite = new Error('Failed query: insert into "_articles_v" …', {
      cause: new Error('FOREIGN KEY constraint failed'),
    })
    const postgres = Object.assign(new Error('Failed query: update "articles" …'), {
      cause: Object.assign(
        new Error('insert or update on table "articles" violates foreign key constraint'),
        {
          code: '23503',
        },
      ),
    })
    for (const error of [sqlite, postgres]) {
      expect(isForeignKeyViolation(error)).toBe(true)
      expect(hook(error)).toEqual({
        status: 400,
        response: { errors: [{ message: MISSING_LINKED_DOCUMENT }] },
      })
    }
    expect(isForeignKeyViolation(new Error('unique constraint'))).toBe(false)
    expect(isForeignKeyViolation(null)).toBe(false)
  })

  it('leaves other errors alone', () => {
    expect(hook(new Error('Forbidden'), { errors: [{ message: 'Forbidden' }] })).toBeUndefined()
  })
})

describe('validationSummary', () => {
  it('says what to fix in the fields’ own words', () => {
    expect(validationSummary([{ path: 'title', message: 'Title can be at most 200 characters.' }], 'x')).toBe(
      'Title can be at most 200 characters.',
    )
    expect(
      validationSummary(
        [
          { path: 'title', message: 'Add a title.' },
          { path: 'summary', message: 'Add a summary.' },
          { path: 'summary', message: 'Add a summary.' },
        ],
        'x',
      ),
    ).toBe('2 fields need attention: Add a title. Add a summary.')
    expect(validationSummary([{ path: 'a' }], 'The following field is invalid: A')).toBe(
      'The following field is invalid: A',
    )
  })
})

import {
  DOWN_FOR_MS,
  databaseLooksDown,
  isDatabaseUnavailableError,
  noteDatabaseFailure,
  noteDatabaseSuccess,
  resetDatabaseHealth,
} from './database-health.mjs'

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailableError', () => {
  it.each([
    ['refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['admin shutdown', withCode('57P01', 'terminating connection due to administrator command')],
    ['pg pool', new Error('Connection terminated unexpectedly')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['sqlite locked', withCode('SQLITE_BUSY', 'database is locked')],
    ['wrapped by drizzle', new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') })],
    ['deeply wrapped', new Error('a', { cause: new Error('b', { cause: withCode('08006') }) })],
    ['aggregate', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed')],
  ])('%s → unavailable', (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(true)
  })

  it.each([
    ['bad query', withCode('42P01', 'relation "nope" does not exist')],
    ['unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['validation', new Error('The following field is invalid: title')],
    ['not an error', 'oops'],
    ['nothing', null],
  ])('%s → not unavailable', (_name, error) => {
    expect(isDatabaseUnavailableError(error)).toBe(false)
  })
})

describe('database health', () => {
  beforeEach(() => resetDatabaseHealth())

  it('is up until a connection failure, and up again after the next success', () => {
    expect(databaseLooksDown(1000)).toBe(false)
    expect(noteDatabaseFailure(withCode('ECONNREFUSED'), 1000)).toBe(true)
    expect(databaseLooksDown(1001)).toBe(true)
    noteDatabaseSuccess(1002)
    expect(databaseLooksDown(1003)).toBe(false)
  })

  it('ignores failures that are not about reaching the database', () => {
    expect(noteDatabaseFailure(new Error('validation failed'), 1000)).toBe(false)
    expect(databaseLooksDown(1001)).toBe(false)
  })

  it('stops reporting down a minute after the last failure', () => {
    noteDatabaseFailure(withCode('57P01'), 1000)
    expect(databaseLooksDown(1000 + DOWN_FOR_MS - 1)).toBe(true)
    expect(databaseLooksDown(1000 + DOWN_FOR_MS)).toBe(false)
  })
})

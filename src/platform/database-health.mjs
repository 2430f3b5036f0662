// @ts-check
/**
 * Whether the database looks reachable, as this process last saw it.
 *
 * Reads in the app report every success and every connection-level failure here (src/cms/cache.ts, the
 * CMS API's error hook, the health endpoint). The HTTP server (`server.mjs`) asks `databaseLooksDown()` when
 * a response is about to go out as 500: a page that failed because the database is down is then answered
 * 503 with Retry-After (the site's error page), never 500. A success clears the state at once; a failure
 * counts for `DOWN_FOR_MS` unless refreshed, so a process that stops reading does not report "down" forever.
 */

export const DOWN_FOR_MS = 60_000

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
  // PostgreSQL: connection exceptions (class 08), shutdown and start-up (57P01–57P03), too many connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // SQLite (libsql): the file cannot be opened, read or written, or stays locked past the busy timeout
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
  'SQLITE_BUSY',
  'SQLITE_NOTADB',
])

const CONNECTION_MESSAGES =
  /connection terminated|terminating connection|connect ECONNREFUSED|connection refused|client has encountered a connection error|database system is (starting up|shutting down|in recovery mode)|timeout exceeded when trying to connect|cannot connect to postgres|database is locked|unable to open database/i

/**
 * True when an error (or any error in its `cause` chain) means the database could not be reached, as
 * opposed to a bad query or bad data.
 *
 * @param {unknown} error
 * @returns {boolean}
 */
export function isDatabaseUnavailableError(error) {
  /** @type {unknown} */
  let current = error
  for (let depth = 0; depth < 6 && current; depth += 1) {
    if (typeof current !== 'object') return false
    const e = /** @type {{ code?: unknown, message?: unknown, cause?: unknown, errors?: unknown }} */ (
      current
    )
    if (typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) return true
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true
    // AggregateError (e.g. a connect() that tried IPv4 and IPv6)
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailableError(inner))) return true
    current = e.cause
  }
  return false
}

/** @typedef {{ lastFailureAt: number | null, lastSuccessAt: number | null, lastError: string | null }} HealthState */

const KEY = Symbol.for('wellread.databaseHealth')

/** @returns {HealthState} */
function state() {
  const scope = /** @type {Record<symbol, HealthState | undefined>} */ (/** @type {unknown} */ (globalThis))
  let s = scope[KEY]
  if (!s) {
    s = { lastFailureAt: null, lastSuccessAt: null, lastError: null }
    scope[KEY] = s
  }
  return s
}

/** A database read succeeded. */
export function noteDatabaseSuccess(now = Date.now()) {
  state().lastSuccessAt = now
}

/**
 * A database read failed. Only connection-level failures count; returns whether this one did.
 * @param {unknown} error
 */
export function noteDatabaseFailure(error, now = Date.now()) {
  if (!isDatabaseUnavailableError(error)) return false
  const s = state()
  s.lastFailureAt = now
  s.lastError = error instanceof Error ? error.message : String(error)
  return true
}

/** Whether the last word on the database was a connection failure, within the last minute. */
export function databaseLooksDown(now = Date.now()) {
  const s = state()
  if (s.lastFailureAt === null) return false
  if (s.lastSuccessAt !== null && s.lastSuccessAt > s.lastFailureAt) return false
  return now - s.lastFailureAt < DOWN_FOR_MS
}

/** Forget what was seen (tests). */
export function resetDatabaseHealth() {
  const s = state()
  s.lastFailureAt = null
  s.lastSuccessAt = null
  s.lastError = null
}

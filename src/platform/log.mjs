// @ts-check
/**
 * The server's log: one JSON line per event on stdout (pino), for the HTTP server (`server.mjs`, the edge) and
 * the Next.js app (route handlers, services, Payload) alike.
 *
 * Plain JavaScript (checked through `@ts-check`) for the same reason as `config.mjs`: both programs load it. The
 * logger is kept on `globalThis`, so the app's bundles and the HTTP server share one per process (and `pino` is
 * one of Next.js' `serverExternalPackages`, so they share one copy of pino too).
 *
 * Every line of a request carries its `reqId`: the edge registers where to find the request being handled
 * (`setLogFields`, from `src/server/edge/request-context.mjs`, which stands above this layer), and the logger's
 * mixin asks it on each line. Outside a request (start-up, timers, scripts) there is none.
 *
 * The no-health-data rule (docs/adr/0027 §10): a line never carries what a reader read or typed. Callers log
 * what happened and to which part, never the request's path, body or address; and as a second guard, the
 * fields named in `REDACTED_FIELDS` are replaced wherever a caller put them (a whole request or a provider's
 * error object passed by mistake), and errors are reduced to their type, message, code and stack
 * (`errorFields`), never their own enumerable properties (a provider's error may hold the address it failed to
 * reach a reader at, a database error the row it could not write).
 */
import pino from 'pino'
import { config } from './config.mjs'

/**
 * Field names that may hold a reader's health topic or identity, written as `[redacted]` at the top of a line
 * and one level down (`{ err: { email } }`, `{ body: { zip } }`).
 */
export const REDACTED_FIELDS = /** @type {const} */ ([
  'email',
  'phone',
  'phoneNumber',
  'zip',
  'zipCode',
  'address',
  'drug',
  'drugName',
  'condition',
  'answers',
  'title',
  'slug',
  'path',
  'url',
  'query',
  'search',
  'body',
  'headers',
  'cookie',
  'authorization',
  'password',
  'token',
  'ip',
])

const REDACT_PATHS = REDACTED_FIELDS.flatMap((f) => [f, `*.${f}`])

/**
 * What a line keeps of an error: its type, message, code or status, stack, and its cause (as far as three
 * levels). Not its other own properties (see the header).
 *
 * @param {unknown} error
 * @param {number} [depth]
 * @returns {Record<string, unknown>}
 */
export function errorFields(error, depth = 0) {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) }
  const { code, status } = /** @type {{ code?: unknown, status?: unknown }} */ (error)
  /** @type {Record<string, unknown>} */
  const out = { type: error.name, message: error.message }
  if (typeof code === 'string' || typeof code === 'number') out.code = code
  if (typeof status === 'number') out.status = status
  if (error.stack) out.stack = error.stack
  // Payload's errors carry `cause: null`: nothing to say then.
  if (error.cause != null && depth < 3) out.cause = errorFields(error.cause, depth + 1)
  return out
}

/** @typedef {() => Record<string, unknown> | undefined} LogFields */
/** @typedef {pino.Logger} Logger */
/** @typedef {{ write: (line: string) => unknown }} LogDestination */

const FIELDS = Symbol.for('wellread.logFields')
const ROOT = Symbol.for('wellread.log')

/** @returns {Record<symbol, unknown>} */
const scope = () => /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))

/**
 * Name the fields every line written during a request adds (the edge: its `reqId`). One provider per process;
 * a second call replaces the first (each Next.js bundle that loads the edge's request context calls it again,
 * with the same answer).
 *
 * @param {LogFields} fields
 */
export function setLogFields(fields) {
  scope()[FIELDS] = fields
}

function currentFields() {
  const fields = /** @type {LogFields | undefined} */ (scope()[FIELDS])
  return fields?.() ?? {}
}

/**
 * A logger writing JSON lines to `destination`: ISO timestamps, the level by name, the request's fields (see
 * `setLogFields`), the redaction and the error fields above.
 *
 * @param {{ level?: pino.LevelWithSilent, destination?: LogDestination, base?: Record<string, unknown> }} [options]
 * @returns {Logger}
 */
export function createLogger({ level = 'info', destination, base = {} } = {}) {
  return pino(
    {
      level,
      base: { pid: process.pid, ...base },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: currentFields,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: errorFields, error: errorFields },
    },
    /** @type {pino.DestinationStream} */ (destination ?? pino.destination({ dest: 1, sync: true })),
  )
}

/**
 * @typedef {{ logger: Logger, target: LogDestination }} Root
 * The process's logger, and where its lines go now (`logTo` changes it).
 */

function root() {
  let value = /** @type {Root | undefined} */ (scope()[ROOT])
  if (!value) {
    const cfg = config()
    /** @type {Root} */
    const made = {
      target: pino.destination({ dest: 1, sync: true }),
      logger: /** @type {Logger} */ (/** @type {unknown} */ (null)),
    }
    // Every line goes to the current target, so that children made before a `logTo` follow it.
    made.logger = createLogger({
      level: cfg.log.level,
      destination: { write: (line) => made.target.write(line) },
      base: cfg.edge.instance ? { instance: cfg.edge.instance } : {},
    })
    scope()[ROOT] = made
    value = made
  }
  return value
}

/**
 * The process's logger for one part of the site (`component` on each line: "edge", "newsletter", …).
 *
 * @param {string} component
 * @returns {Logger}
 */
export function log(component) {
  return root().logger.child({ component })
}

/**
 * Send the process's log lines to `destination` instead of stdout until the returned function is called (a
 * test reads what a handler logged; a script keeps its output apart).
 *
 * @param {LogDestination} destination
 * @returns {() => void}
 */
export function logTo(destination) {
  const r = root()
  const before = r.target
  r.target = destination
  return () => {
    r.target = before
  }
}

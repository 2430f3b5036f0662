import type { AfterErrorHook } from 'payload'
import { noteDatabaseFailure } from '@/platform/database-health.mjs'

export const DATABASE_UNAVAILABLE = 'The database is unreachable right now. Please try again in a moment.'

export const MISSING_LINKED_DOCUMENT =
  'A document this one links to does not exist (it may have been deleted). Choose another in that field and save again.'

/**
 * Whether the database refused a write because a relation points at no document: SQLite's "FOREIGN KEY
 * constraint failed", Postgres's code 23503, on the error or any error it wraps (drizzle wraps the driver's).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  for (
    let e = error as { message?: unknown; code?: unknown; cause?: unknown } | null, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (
      e.code === '23503' ||
      (typeof e.message === 'string' && e.message.includes('FOREIGN KEY constraint failed'))
    )
      return true
    e = (e.cause as typeof e) ?? null
  }
  return false
}

type ErrorWithData = Error & {
  status?: number
  isPublic?: boolean
  data?: { errors?: { path?: string; message?: string }[] }
}

/**
 * The message the admin shows in its toast for a refused draft save: the fields' own messages (each names its
 * field and says how to fix it), not Payload's "The following field is invalid: Title". On a draft save the
 * admin does not mark fields (Payload shows field errors only after a full submit), so the toast says it all.
 */
export function validationSummary(details: { path?: string; message?: string }[], fallback: string): string {
  const messages = [...new Set(details.map((d) => d.message?.trim()).filter((m): m is string => Boolean(m)))]
  if (messages.length === 0) return fallback
  if (messages.length === 1) return messages[0] as string
  return `${messages.length} fields need attention: ${messages.join(' ')}`
}

/**
 * How the CMS API words its failures:
 *
 * - an unreachable database answers 503 (not 500), and is recorded for the HTTP server;
 * - a relation to a document that does not exist answers 400 with what to do (not 500);
 * - a validation error keeps its field details (`data.errors[].path`, `message`), so the admin marks each
 *   field and shows its message. Payload's REST error formatter recognises its errors by class and name; in
 *   the minified server bundle neither survives (the class names become "a"), and the details were dropped:
 *   the admin said only "The following field is invalid: Slug" and marked nothing. Recognised here by shape;
 *   on draft saves the summary (`validationSummary`) is what the admin's toast shows.
 */
export const cmsAfterError: AfterErrorHook = ({ error, result, req }) => {
  if (noteDatabaseFailure(error)) {
    return { status: 503, response: { errors: [{ message: DATABASE_UNAVAILABLE }] } }
  }
  // A relation to a document that does not exist (Payload checks has-many relations, not single ones): the
  // editor's input, not a server fault.
  if (isForeignKeyViolation(error)) {
    return { status: 400, response: { errors: [{ message: MISSING_LINKED_DOCUMENT }] } }
  }
  const e = error as ErrorWithData
  const details = e.data?.errors
  if (e.status === 400 && Array.isArray(details) && details.length > 0) {
    const errors = [{ name: 'ValidationError', message: e.message, data: { errors: details } }]
    // A draft save (Save draft, autosave): the admin shows a top-level message verbatim in its toast, and does
    // not mark fields, so say everything there. A publish marks each field with its message.
    const draftSave = String((req?.query as { draft?: unknown } | undefined)?.draft) === 'true'
    return {
      status: 400,
      response: draftSave ? { message: validationSummary(details, e.message), errors } : { errors },
    }
  }
  // A public refusal (403 "Writers cannot unpublish…") keeps its words too.
  const said = (result as { errors?: { message?: string }[] } | undefined)?.errors?.[0]?.message
  if (e.isPublic && e.status && e.status < 500 && e.message && said !== e.message) {
    return { status: e.status, response: { errors: [{ message: e.message }] } }
  }
  return undefined
}

import type { AfterErrorHook } from 'payload'
import { noteDatabaseFailure } from '@/platform/database-health.mjs'

export const DATABASE_UNAVAILABLE = 'The database is unreachable right now. Please try again in a moment.'

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

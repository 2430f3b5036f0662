import type { AfterErrorHook } from 'payload'
import { noteDatabaseFailure } from '@/server/database-health.mjs'

export const DATABASE_UNAVAILABLE = 'The database is unreachable right now. Please try again in a moment.'

type ErrorWithData = Error & {
  status?: number
  isPublic?: boolean
  data?: { errors?: { path?: string; message?: string }[] }
}

/**
 * How the CMS API words its failures:
 *
 * - an unreachable database answers 503 (not 500), and is recorded for the HTTP server;
 * - a validation error keeps its field details (`data.errors[].path`, `message`), so the admin marks each
 *   field and shows its message. Payload's REST error formatter recognises its errors by class and name; in
 *   the minified server bundle neither survives (the class names become "a"), and the details were dropped:
 *   the admin said only "The following field is invalid: Slug" and marked nothing. Recognised here by shape.
 */
export const cmsAfterError: AfterErrorHook = ({ error, result }) => {
  if (noteDatabaseFailure(error)) {
    return { status: 503, response: { errors: [{ message: DATABASE_UNAVAILABLE }] } }
  }
  const e = error as ErrorWithData
  const details = e.data?.errors
  const kept = (result as { errors?: { data?: unknown }[] } | undefined)?.errors?.[0]?.data
  if (e.status === 400 && Array.isArray(details) && details.length > 0 && !kept) {
    return {
      status: 400,
      response: { errors: [{ name: 'ValidationError', message: e.message, data: { errors: details } }] },
    }
  }
  // A public refusal (403 "Writers cannot unpublish…") keeps its words too.
  const said = (result as { errors?: { message?: string }[] } | undefined)?.errors?.[0]?.message
  if (e.isPublic && e.status && e.status < 500 && e.message && said !== e.message) {
    return { status: e.status, response: { errors: [{ message: e.message }] } }
  }
  return undefined
}

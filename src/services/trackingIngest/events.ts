/**
 * The events of 002 §7's tracking ingest (issue 30), as Segment's batch API shapes them: an `identify` and a
 * `track` of "Form Submitted" for a newsletter sign-up, a coupon sent or an account created. Pure.
 *
 * The email leaves the site only as the SHA-256 of its normalised form (trimmed, lower case), and only with the
 * reader's marketing consent; without it the form-submitted event goes alone, with no identity at all. What the
 * site keeps of an email for this (the job's key in logs and metrics) is a keyed HMAC, never the address or
 * its plain hash.
 */
import { createHash, createHmac } from 'node:crypto'

/** The forms whose sending is reported. */
export const INGEST_FORMS = ['newsletter', 'coupon', 'account'] as const
export type IngestForm = (typeof INGEST_FORMS)[number]

/** An email as the ingest hashes it: trimmed and lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** SHA-256 (hex) of the normalised email: what the ingest receives, with marketing consent. */
export function emailSha256(email: string): string {
  return createHash('sha256').update(normaliseEmail(email)).digest('hex')
}

/** A keyed HMAC (hex) of the normalised email: all the site keeps of it for the ingest. */
export function emailHmac(key: string, email: string): string {
  return createHmac('sha256', key).update(normaliseEmail(email)).digest('hex')
}

export type IngestEvent =
  | {
      type: 'identify'
      messageId: string
      timestamp: string
      anonymousId: string
      traits: { email_sha256: string }
    }
  | {
      type: 'track'
      event: 'Form Submitted'
      messageId: string
      timestamp: string
      anonymousId?: string
      properties: { form: IngestForm; source: string }
      context?: { traits: { email_sha256: string } }
    }

export type IngestBatch = { batch: IngestEvent[] }

/**
 * The batch for one form sent. `identity` is present only with marketing consent: the keyed HMAC of the email
 * (the anonymous id the ingest joins events on) and its SHA-256. `messageId` makes retries idempotent at the
 * ingest (the same id on every attempt).
 */
export function formBatch({
  form,
  source,
  time,
  messageId,
  identity,
}: {
  form: IngestForm
  source: string
  time: number
  messageId: string
  identity: { hmac: string; sha256: string } | null
}): IngestBatch {
  const timestamp = new Date(time).toISOString()
  const submitted: IngestEvent = {
    type: 'track',
    event: 'Form Submitted',
    messageId: `${messageId}-form`,
    timestamp,
    properties: { form, source },
    ...(identity
      ? { anonymousId: identity.hmac, context: { traits: { email_sha256: identity.sha256 } } }
      : {}),
  }
  if (!identity) return { batch: [submitted] }
  return {
    batch: [
      {
        type: 'identify',
        messageId: `${messageId}-identify`,
        timestamp,
        anonymousId: identity.hmac,
        traits: { email_sha256: identity.sha256 },
      },
      submitted,
    ],
  }
}

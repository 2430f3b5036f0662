import 'server-only'
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { config } from '@/platform/config.mjs'
import { log } from '@/platform/log.mjs'
import { resolvePayloadSecret } from '@/platform/runtime'
import { requestAllows } from '@/privacy/consent/consent'
import { derive } from '../botcheck/secrets'
import { emailHmac, emailSha256, formBatch, type IngestForm } from './events'
import { TRACKING_INGEST_ATTEMPTS, TRACKING_INGEST_TASK, type TrackingIngestInput } from './queue'
import { IngestRetryableError, sendToIngest } from './send'

export { apiCallFailed, apiRequestFailed } from './send'

/** The key of the email's HMAC: derived from the site's secret (the generated one too), never stored. */
const hmacKey = () => derive(resolvePayloadSecret(), 'tracking-ingest-email')

/**
 * Queues the tracking ingest's events for one form sent (002 §7): nothing when no ingest is configured. The
 * batch waits in Payload's job queue (the database: it survives a restart) until the instance that runs jobs
 * sends it. `email` is hashed only with `marketingConsent`; otherwise it is not used at all.
 */
export async function queueFormSubmitted(
  payload: Payload,
  {
    form,
    source,
    email,
    marketingConsent,
    now = Date.now(),
  }: { form: IngestForm; source: string; email?: string; marketingConsent: boolean; now?: number },
): Promise<boolean> {
  if (!config().trackingIngest) return false
  const identity =
    marketingConsent && email ? { hmac: emailHmac(hmacKey(), email), sha256: emailSha256(email) } : null
  const body = formBatch({ form, source, time: now, messageId: randomUUID(), identity })
  const input: TrackingIngestInput = { body, form, attempt: 0 }
  await payload.jobs.queue({ task: TRACKING_INGEST_TASK, input })
  return true
}

/** How long try `attempt` (1 the first retry) waits: the first wait, doubled each time. */
export function retryDelayMs(firstMs: number, attempt: number): number {
  return firstMs * 2 ** Math.max(0, attempt - 1)
}

/**
 * Sends one queued batch (the job's handler). A 5xx, a 408/429 or no answer queues the next try after its wait,
 * with the same body (the ingest drops repeats by message id), up to `TRACKING_INGEST_ATTEMPTS`; a 4xx is
 * dropped. Every failure is logged with 002 §8's message (`sendToIngest`), and nothing else of the batch.
 */
export async function sendQueued(
  payload: Payload,
  input: TrackingIngestInput,
): Promise<'sent' | 'rejected' | 'retrying' | 'dropped' | 'off'> {
  const target = config().trackingIngest
  if (!target) return 'off'
  try {
    return await sendToIngest(target, input.body, { warn: (m) => log('tracking').warn(m) })
  } catch (error) {
    if (!(error instanceof IngestRetryableError)) throw error
    const attempt = input.attempt + 1
    if (attempt >= TRACKING_INGEST_ATTEMPTS) {
      log('tracking').warn(`tracking ingest: a ${input.form} batch was dropped after ${attempt} tries`)
      return 'dropped'
    }
    const waitUntil = new Date(Date.now() + retryDelayMs(target.retryMs, attempt))
    const next: TrackingIngestInput = { ...input, attempt }
    await payload.jobs.queue({ task: TRACKING_INGEST_TASK, input: next, waitUntil })
    return 'retrying'
  }
}

/** Reports one form sent from a reader's request: what the forms' handlers are given. Never throws. */
export type FormReporter = (
  request: Request,
  form: { form: IngestForm; source: string; email?: string },
) => Promise<void>

/**
 * The reporter for this process: the reader's marketing consent is the advertising purpose of their privacy
 * choice under the current policy version (`policyVersion`), off with Global Privacy Control. A failure to queue
 * is logged and never fails the form.
 */
export function formReporter(
  payload: () => Promise<Payload>,
  policyVersion: () => Promise<number>,
): FormReporter {
  return async (request, { form, source, email }) => {
    if (!config().trackingIngest) return
    try {
      const marketingConsent = requestAllows(request.headers, 'advertising', await policyVersion())
      await queueFormSubmitted(await payload(), { form, source, email, marketingConsent })
    } catch (error) {
      log('tracking').warn(
        { err: (error as Error).message },
        `tracking ingest: a ${form} batch could not be queued`,
      )
    }
  }
}

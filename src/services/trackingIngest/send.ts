/**
 * Posting a batch to the tracking ingest (002 §7, issue 30): basic authorization, JSON, a time limit. The two
 * failure messages are the spec's (002 §8), verbatim: "API call failed with status: {status}" for an answer
 * that is not 2xx, "API request failed: {message}" for no answer (refused, reset, timed out).
 */

export type IngestTarget = { url: string; user: string; password: string; timeoutMs: number }

/** Why a send should be tried again later (5xx, 408, 429, or no answer). */
export class IngestRetryableError extends Error {
  override readonly name = 'IngestRetryableError'
}

/** 002 §8's messages. */
export const apiCallFailed = (status: number) => `API call failed with status: ${status}`
export const apiRequestFailed = (message: string) => `API request failed: ${message}`

const RETRYABLE_STATUS = (status: number) => status >= 500 || status === 408 || status === 429

/**
 * Sends `body`. Resolves 'sent' (2xx) or 'rejected' (another 4xx: the ingest will never take it, so it is
 * logged and dropped); throws `IngestRetryableError` when it should be tried again, after logging the spec's
 * message.
 */
export async function sendToIngest(
  target: IngestTarget,
  body: unknown,
  { fetch: send = fetch, warn }: { fetch?: typeof fetch; warn: (message: string) => void },
): Promise<'sent' | 'rejected'> {
  let response: Response
  try {
    response = await send(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${target.user}:${target.password}`).toString('base64')}`,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(target.timeoutMs),
    })
  } catch (error) {
    const message =
      error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
        ? `no answer within ${target.timeoutMs} ms`
        : error instanceof Error
          ? error.message
          : String(error)
    warn(apiRequestFailed(message))
    throw new IngestRetryableError(apiRequestFailed(message))
  }
  await response.body?.cancel().catch(() => {})
  if (response.ok) return 'sent'
  warn(apiCallFailed(response.status))
  if (RETRYABLE_STATUS(response.status)) throw new IngestRetryableError(apiCallFailed(response.status))
  return 'rejected'
}

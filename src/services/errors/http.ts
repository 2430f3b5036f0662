import 'server-only'
import { CountsNotStoredError } from '@/platform/counts/groupCommit'
import {
  gateRefusal,
  json,
  noContent,
  parseJsonBody,
  type RequestGate,
  unavailable,
  withErrors,
} from '@/platform/http'
import type { ErrorRecorder } from './index'
import { errorsBody, MAX_ERRORS_BODY_BYTES } from './schema'

/** sendBeacon sends text/plain (a "simple" request); the fallback POST sends JSON. */
const BEACON_TYPES = ['application/json', 'text/plain']

/**
 * `POST /api/errors` (issue 29, ADR 27 §9): a page's error reports. From this site's pages only (403), the
 * per-address limit (429 with Retry-After: `errors`, apart from the metrics' so that a page's error storm
 * does not use up its metrics beacons, nor the reverse), the body as the beacon or the JSON fallback sends it
 * (at most 64 KiB: 413; another type: 415), checked strictly (400 naming the field), then recorded: 204 once
 * stored, 503 when the database could not take it. The User-Agent gives the browser family and is not kept.
 */
export function handleErrors(
  request: Request,
  gate: RequestGate,
  recorder: Pick<ErrorRecorder, 'recordReports'>,
): Promise<Response> {
  return withErrors('errors', async () => {
    const refused = await gateRefusal(request, gate, 'Too many error reports.')
    if (refused) return refused
    const parsed = await parseJsonBody(request, errorsBody, {
      maxBytes: MAX_ERRORS_BODY_BYTES,
      contentTypes: BEACON_TYPES,
    })
    if (!parsed.ok) return parsed.response
    try {
      await recorder.recordReports(parsed.value, request.headers.get('user-agent'))
    } catch (error) {
      if (error instanceof CountsNotStoredError) return unavailable()
      throw error
    }
    return noContent()
  })
}

/**
 * `GET /api/build`: the build this server runs (next.config.ts's `deploymentId`), for a page whose chunk failed
 * to load to tell a deploy (reload) from a network failure (`src/ui/deploySkew.ts`). Never cached.
 */
export function handleBuild(build: string): Response {
  return json({ build })
}

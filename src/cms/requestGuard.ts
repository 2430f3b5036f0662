import 'server-only'
import { CROSS_SITE_MESSAGE, refuseCrossSite } from '@/platform/http'
import { trustedOrigins } from '@/platform/runtime'

/**
 * The largest request body the CMS's REST API takes: an editor's upload (a photo; the image proxy decodes at
 * most IMAGE_MAX_INPUT_PIXELS of it). The same as nginx's `client_max_body_size` in deploy/nginx.conf.template.
 */
export const CMS_MAX_BODY_BYTES = 25 * 1024 * 1024

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** A refusal in Payload's error shape (its admin shows `errors[0].message`) and the API's (`error`). */
function refusal(status: number, message: string): Response {
  return Response.json(
    { error: message, errors: [{ message }] },
    { status, headers: { 'cache-control': 'no-store' } },
  )
}

/**
 * What the CMS's REST API refuses before Payload reads a write (issue 32, docs/security-review.md): a write from
 * another site's page, 403 (`not-cross-site`: Payload's own CSRF list only ignores the session cookie of such a
 * request, and its sign-in and password-reset calls need none; scripts with an API key send no `Origin` and
 * pass); a body larger than CMS_MAX_BODY_BYTES, 413; a body without a declared length, 411 (Payload reads a
 * body whole before it checks access). Null for reads and for writes that pass.
 */
export function refuseCmsWrite(request: Request): Response | null {
  if (READS.has(request.method)) return null
  if (refuseCrossSite(request, trustedOrigins(), 'not-cross-site')) return refusal(403, CROSS_SITE_MESSAGE)
  const length = request.headers.get('content-length')
  if (length === null && request.headers.has('transfer-encoding'))
    return refusal(411, 'Send the body with its Content-Length.')
  if (Number(length ?? '0') > CMS_MAX_BODY_BYTES)
    return refusal(413, `The body is larger than ${CMS_MAX_BODY_BYTES} bytes.`)
  return null
}

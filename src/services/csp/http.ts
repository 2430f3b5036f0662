import 'server-only'
import { clientAddress, noContent, parseJsonBody, tooManyRequests } from '@/platform/http'
import { log as logFor } from '@/platform/log.mjs'
import type { RateLimiter } from '@/platform/state'
import { cspReportBody, violationsOf } from './reports'

/**
 * `POST /api/csp-report`: browsers report Content-Security-Policy violations here (the policy's
 * `report-uri` / `report-to`). Each violation is logged on one line for operators; nothing is stored or
 * sent anywhere. Limited per address so a page cannot flood the log. 204 on success; 400/413/415 for bodies
 * that are not reports.
 */
export async function handleCspReport(
  request: Request,
  limiter: RateLimiter,
  log: (line: string) => void = (line) => logFor('csp').warn(line),
): Promise<Response> {
  const address = clientAddress(request) ?? 'unknown'
  const decision = await limiter.consume(address)
  if (!decision.allowed) return tooManyRequests('Too many reports.', decision.retryAfterSeconds)
  const parsed = await parseJsonBody(request, cspReportBody, {
    maxBytes: 65_536,
    contentTypes: ['application/csp-report', 'application/reports+json', 'application/json'],
  })
  if (!parsed.ok) return parsed.response
  for (const v of violationsOf(parsed.value)) {
    log(
      `[csp] ${v.directive} blocked ${v.blocked || '(inline)'} on ${v.page}${v.source ? ` at ${v.source}` : ''}`,
    )
  }
  return noContent()
}

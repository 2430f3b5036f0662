import 'server-only'
import { gateRefusal, noContent, parseJsonBody, type RequestGate } from '@/platform/http'
import { log as logFor } from '@/platform/log.mjs'
import { cspReportBody, violationsOf } from './reports'

/**
 * `POST /api/csp-report`: browsers report Content-Security-Policy violations here (the policy's
 * `report-uri` / `report-to`). Each violation is logged on one line for operators; nothing is stored or
 * sent anywhere. Refused (403) only when it says it comes from another site's page: browsers send reports
 * without `Origin` (the Reporting API's are not a page's requests), so the gate's rule is `not-cross-site`.
 * Limited per address so a page cannot flood the log (429: `csp-report`). 204 on success; 400/413/415 for
 * bodies that are not reports.
 */
export const MAX_CSP_REPORT_BYTES = 65_536

export async function handleCspReport(
  request: Request,
  gate: RequestGate,
  log: (line: string) => void = (line) => logFor('csp').warn(line),
): Promise<Response> {
  const refused = await gateRefusal(request, gate, 'Too many reports.')
  if (refused) return refused
  const parsed = await parseJsonBody(request, cspReportBody, {
    maxBytes: MAX_CSP_REPORT_BYTES,
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

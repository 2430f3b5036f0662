import { z } from 'zod'

/**
 * Content-Security-Policy violation reports, as browsers send them: the `report-uri` format
 * (`application/csp-report`, one `{ "csp-report": {...} }`) and the Reporting API (`application/reports+json`,
 * a list of `{ type: "csp-violation", body: {...} }`). Only the fields worth logging are kept.
 */
const text = z.string().max(2048).optional()

const legacyReport = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'violated-directive': text,
    'effective-directive': text,
    'blocked-uri': text,
    'source-file': text,
    'line-number': z.number().optional(),
    disposition: text,
  }),
})

const reportingApiReport = z
  .array(
    z.object({
      type: z.string().max(64),
      url: text,
      body: z
        .object({
          documentURL: text,
          effectiveDirective: text,
          blockedURL: text,
          sourceFile: text,
          lineNumber: z.number().optional(),
          disposition: text,
        })
        .optional(),
    }),
  )
  .max(50)

export const cspReportBody = z.union([legacyReport, reportingApiReport])

export type Violation = {
  /** The page, without its query string or fragment. */
  page: string
  directive: string
  blocked: string
  source: string
}

const pathOnly = (url: string | undefined) => {
  if (!url) return ''
  try {
    const u = new URL(url)
    return `${u.origin}${u.pathname}`
  } catch {
    return url.slice(0, 200)
  }
}

/** The violations a report body describes, in one shape. Reports of other types are left out. */
export function violationsOf(body: z.output<typeof cspReportBody>): Violation[] {
  if (!Array.isArray(body)) {
    const r = body['csp-report']
    return [
      {
        page: pathOnly(r['document-uri']),
        directive: r['effective-directive'] ?? r['violated-directive'] ?? '',
        blocked: pathOnly(r['blocked-uri']) || r['blocked-uri'] || '',
        source: r['source-file'] ? `${pathOnly(r['source-file'])}:${r['line-number'] ?? '?'}` : '',
      },
    ]
  }
  return body
    .filter((r) => r.type === 'csp-violation' && r.body)
    .map((r) => ({
      page: pathOnly(r.body?.documentURL ?? r.url),
      directive: r.body?.effectiveDirective ?? '',
      blocked: pathOnly(r.body?.blockedURL) || r.body?.blockedURL || '',
      source: r.body?.sourceFile ? `${pathOnly(r.body.sourceFile)}:${r.body.lineNumber ?? '?'}` : '',
    }))
}

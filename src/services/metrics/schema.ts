/**
 * The bodies of `POST /api/metrics` and `POST /api/metrics/unload` (001 §7), checked against the registry
 * (`registry.ts`): a body with an unknown metric, tag or value, or an observation outside its buckets, is
 * refused whole with a 400 naming the field, so the client's own bug shows at once rather than as a quiet gap.
 */
import { z } from 'zod'
import { FORM_FACTORS, metricProblem, PAGE_TEMPLATES } from './registry'

/** sendBeacon's limit: a browser refuses to queue more than 64 KiB. */
export const MAX_METRICS_BODY_BYTES = 65_536
export const MAX_METRICS_PER_BODY = 200
/** The longest time on a page the unload beacon may report: a day, in milliseconds. */
export const MAX_TIME_ON_PAGE_MS = 86_400_000

const shortText = (field: string, max = 64) =>
  z.string().max(max, `${field} must be at most ${max} characters long`)

export const reportedMetric = z
  .object({
    type: z.enum(['increment', 'histogram']),
    name: shortText('name'),
    tags: z.record(shortText('a tag', 32), shortText('a tag value')).optional(),
    flags: z.array(shortText('a flag', 32)).max(8).optional(),
    duration: z.number().min(0).optional(),
  })
  .strict()

/** The fields every body describes its page with: its template and form factor label what is kept. */
const pageFields = {
  build: shortText('build').regex(/^[\w.-]*$/, 'build must be letters, digits, dots, dashes or underscores'),
  route: shortText('route', 200).regex(/^\//, 'route must be a path template starting with /'),
  pageTemplate: z.enum(PAGE_TEMPLATES),
  formfactor: z.enum(FORM_FACTORS),
  site: shortText('site'),
  // Accepted as the spec sends them; never stored (a path can name a condition; a segment, a reader's group).
  path: shortText('path', 2048).optional(),
  abSegment: shortText('abSegment', 200).optional(),
  logMoreMetrics: z.boolean().optional(),
}

export const metricsBody = z
  .object({
    metrics: z
      .array(reportedMetric)
      .min(1, 'metrics must hold at least one metric')
      .max(MAX_METRICS_PER_BODY, `metrics may hold at most ${MAX_METRICS_PER_BODY} metrics`),
    ...pageFields,
  })
  .strict()
  .superRefine((body, ctx) => {
    for (const [i, metric] of body.metrics.entries()) {
      const problem = metricProblem(metric)
      if (!problem) continue
      const [field, message] = problem
      ctx.addIssue({ code: 'custom', path: ['metrics', i, ...field.split('.')], message })
      return
    }
  })

export type MetricsBody = z.output<typeof metricsBody>

export const unloadBody = z
  .object({
    timeOnPage: z
      .number()
      .int('timeOnPage must be a whole number of milliseconds')
      .min(0)
      .max(MAX_TIME_ON_PAGE_MS, `timeOnPage must be at most ${MAX_TIME_ON_PAGE_MS} ms (a day)`),
    maxScroll: z.number().min(0).max(100, 'maxScroll must be a percentage, at most 100'),
    ...pageFields,
  })
  .strict()

export type UnloadBody = z.output<typeof unloadBody>

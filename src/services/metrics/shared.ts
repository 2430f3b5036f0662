/**
 * The metrics service's browser contract (issue 29, 001 §7): the registry's names, buckets and labels a page
 * needs, and the beacon's rules as pure functions: which of the page's
 * data-layer events become metrics (and with which tags), how they are cut into bodies the beacon can carry,
 * and how long a failed send waits before it is tried again (2^n seconds). The forwarder that listens to the
 * page and sends is built on these (ADR 27 §4).
 */
import type { TrackEvent } from '@/lib/tracking'
import { definitionOf, type FormFactor, metricProblem, type PageTemplate } from './registry'

export {
  bucketOf,
  FORM_FACTORS,
  type FormFactor,
  formFactorOf,
  type MetricName,
  PAGE_TEMPLATES,
  type PageTemplate,
} from './registry'

export type ReportedMetric = {
  type: 'increment' | 'histogram'
  name: string
  tags?: Record<string, string>
  duration?: number
}

/** What every body says about its page (001 §7): never the reader, never a query string. */
export type PageDescription = {
  build: string
  route: string
  pageTemplate: PageTemplate
  formfactor: FormFactor
  site: string
}

/** sendBeacon's limit, less room for the page's own fields. */
export const MAX_BODY_BYTES = 60_000
export const MAX_METRICS_PER_BODY = 200
/** 001 §7: a failed send is tried again after 2^n seconds; after this many tries it is dropped (and logged). */
export const MAX_SEND_ATTEMPTS = 6

/**
 * The metric a data-layer event stands for: `{ name: 'metric', metric, type, …tags }` (the runtime's own
 * events, `src/lib/tracking.ts`), keeping only the tags the registry gives that metric. Null for any other
 * event, and for a metric the registry does not hold or a value it refuses: the page never sends what the
 * server would refuse, and one odd event never costs the rest of the batch.
 */
export function metricFromTrackEvent(event: TrackEvent): ReportedMetric | null {
  if (event.name !== 'metric' || typeof event.metric !== 'string') return null
  const definition = definitionOf(event.metric)
  if (!definition) return null
  const tags: Record<string, string> = {}
  for (const tag of Object.keys(definition.tags)) {
    const value = event[tag]
    if (value !== undefined && value !== null) tags[tag] = String(value)
  }
  const metric: ReportedMetric = { type: definition.type, name: event.metric }
  if (Object.keys(tags).length > 0) metric.tags = tags
  if (definition.type === 'histogram' && typeof event.duration === 'number') metric.duration = event.duration
  return metricProblem(metric) ? null : metric
}

/**
 * Packs items into as few bodies as the beacon takes: each at most `maxItems` items and `maxChars` long once
 * encoded (an item too big on its own goes alone, for the caller to have made small enough). The metrics and
 * the error reports are both sent this way.
 */
export function packBodies<T>(
  items: readonly T[],
  encode: (list: T[]) => string,
  { maxItems, maxChars }: { maxItems: number; maxChars: number },
): string[] {
  const bodies: string[] = []
  let current: T[] = []
  for (const item of items) {
    const next = [...current, item]
    if (current.length > 0 && (next.length > maxItems || encode(next).length > maxChars)) {
      bodies.push(encode(current))
      current = [item]
    } else current = next
  }
  if (current.length > 0) bodies.push(encode(current))
  return bodies
}

/** The bodies a list of metrics is sent in: each under the beacon's size and the server's count. */
export function bodiesOf(page: PageDescription, metrics: readonly ReportedMetric[]): string[] {
  return packBodies(metrics, (list) => JSON.stringify({ ...page, metrics: list }), {
    maxItems: MAX_METRICS_PER_BODY,
    maxChars: MAX_BODY_BYTES,
  })
}

/** How long the n-th try waits (the first is at once): 2, 4, 8… seconds; null once tries are used up. */
export function retryDelayMs(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1) return 0
  if (attempt >= MAX_SEND_ATTEMPTS) return null
  return 2 ** attempt * 1000
}

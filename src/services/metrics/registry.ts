/**
 * The one registry of what readers' browsers may report (issue 29, 001 §7–§9, 002 §7–§8): every metric's
 * name, kind, help text, the tags it may carry and the values each tag may take. The ingest refuses any other
 * name, tag or value, so the number of series the site keeps is bounded by this file: no query strings, no
 * reader identifiers, no page titles, no drug or condition can become a label.
 *
 * Histograms are bucketed in the browser into the buckets listed here (the server never sees a per-visit
 * timeline): a histogram observation's `duration` is one of its metric's bucket bounds.
 */
import { PLACEMENT_NAMES } from '@/lib/placements'
import { TEMPLATES } from '@/lib/sections'

/** 001 §7: an increment counts one occurrence; a histogram observes one duration (or a score). */
export type MetricType = 'increment' | 'histogram'

/** The values a tag may take: a closed list, or a pattern whose matches are few (HTTP statuses). */
export type TagValues = readonly string[] | { pattern: RegExp; describe: string }

export type MetricDefinition = {
  type: MetricType
  help: string
  tags: Readonly<Record<string, TagValues>>
  /** A histogram's bucket upper bounds, ascending, in its unit (milliseconds, or a score for CLS). */
  buckets?: readonly number[]
  /** The unit the Prometheus name ends in. */
  unit?: 'seconds' | 'score'
}

/** 001 §9: metrics' maximum duration, 60 s by default; 300 s for the long ones (session timing). */
export const METRICS_MAX_DURATION_MS = 60_000
export const METRICS_LONG_MAX_DURATION_MS = 300_000

/** An HTTP error status (400–599), or 0 for a request that got no answer: at most 201 values. */
const HTTP_ERROR_STATUS: TagValues = {
  pattern: /^(0|[45]\d\d)$/,
  describe: 'an HTTP status from 400 to 599, or 0',
}

/** Web Vitals buckets in milliseconds (the "good" and "poor" thresholds of each are bounds). */
const TIMING_BUCKETS_MS = [
  100, 200, 300, 500, 800, 1_000, 1_800, 2_500, 3_000, 4_000, 6_000, 10_000, 20_000, 60_000,
]
const INP_BUCKETS_MS = [16, 50, 100, 200, 300, 500, 1_000, 2_000, 5_000, 10_000]
const CLS_BUCKETS = [0, 0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 5]

/** The unload beacon's buckets (001 §7): time on page in seconds, from a glance to a long read (a day at
 * most, the schema's limit), and 001 §9's scroll thresholds in percent. Prometheus and the daily counts share
 * them. */
export const TIME_ON_PAGE_BUCKETS_S = [5, 10, 30, 60, 90, 180, 300, 600, 1_800, 3_600, 86_400]
export const MAX_SCROLL_BUCKETS = [0, 25, 50, 75, 100]

export const METRICS = {
  // 001 §8: fetch failures and chunk load failures.
  'ui.fetch.error': {
    type: 'increment',
    help: 'Requests from readers’ pages that answered 400 or above, or not at all.',
    tags: { status: HTTP_ERROR_STATUS },
  },
  'client.error.chunk': {
    type: 'increment',
    help: 'Script chunks that failed to load in readers’ browsers.',
    tags: { visibility: ['visible', 'hidden'], timeout: ['true', 'false'] },
  },
  'client.error.deploy': {
    type: 'increment',
    help: 'Pages reloaded because a deploy replaced the build they were running.',
    tags: {},
  },
  // 002 §8: the newsletter sign-up's failure metric, and placements no driver filled.
  'newsletter.error': {
    type: 'increment',
    help: 'Newsletter sign-ups that failed, by status.',
    tags: { status: HTTP_ERROR_STATUS },
  },
  'drivers.not_found': {
    type: 'increment',
    help: 'Placements for which the targeting engine found no driver.',
    tags: { placement: PLACEMENT_NAMES },
  },
  // Issue 28: the ads runtime.
  'ads.decision.timeout': {
    type: 'increment',
    help: 'Ad decisions that did not answer in time.',
    tags: {},
  },
  'ads.blocked': {
    type: 'increment',
    help: 'Page views where an ad blocker was detected, by the first sign of it.',
    tags: { status: ['bait-hidden', 'request-blocked'] },
  },
  'drugCostSavings.copay.timeout': {
    type: 'increment',
    help: 'Drug cost savings widgets whose copay answer timed out.',
    tags: {},
  },
  // 001 §9: session timing events at 90 s and 180 s on a page.
  'session.time': {
    type: 'increment',
    help: 'Page views still open after 90 and after 180 seconds.',
    tags: { at: ['90', '180'] },
  },
  // Web Vitals, one observation per page view each.
  'webvitals.lcp': {
    type: 'histogram',
    help: 'Largest Contentful Paint of readers’ page views.',
    tags: {},
    buckets: TIMING_BUCKETS_MS,
    unit: 'seconds',
  },
  'webvitals.fcp': {
    type: 'histogram',
    help: 'First Contentful Paint of readers’ page views.',
    tags: {},
    buckets: TIMING_BUCKETS_MS,
    unit: 'seconds',
  },
  'webvitals.ttfb': {
    type: 'histogram',
    help: 'Time to first byte of readers’ page views.',
    tags: {},
    buckets: TIMING_BUCKETS_MS,
    unit: 'seconds',
  },
  'webvitals.inp': {
    type: 'histogram',
    help: 'Interaction to Next Paint of readers’ page views.',
    tags: {},
    buckets: INP_BUCKETS_MS,
    unit: 'seconds',
  },
  'webvitals.cls': {
    type: 'histogram',
    help: 'Cumulative Layout Shift of readers’ page views.',
    tags: {},
    buckets: CLS_BUCKETS,
    unit: 'score',
  },
} as const satisfies Record<string, MetricDefinition>

export type MetricName = keyof typeof METRICS
export const METRIC_NAMES = Object.keys(METRICS) as [MetricName, ...MetricName[]]

/**
 * The page templates a metric is labelled with: the article templates, and the site's other pages (the same
 * names the JavaScript budgets use, docs/performance.md).
 */
export const PAGE_TEMPLATES = [
  ...TEMPLATES.map((t) => t.value),
  'home',
  'section',
  'search',
  'legal',
  'drug',
  'gallery',
  'notFound',
  'other',
] as const
export type PageTemplate = (typeof PAGE_TEMPLATES)[number]

/** 001 §9: the engagement label by breakpoint (below 768 px, below 1100 px, wider). */
export const FORM_FACTORS = ['mobile', 'tablet', 'desktop'] as const
export type FormFactor = (typeof FORM_FACTORS)[number]
export const TABLET_MIN_WIDTH_PX = 768
export const DESKTOP_MIN_WIDTH_PX = 1100

export function formFactorOf(viewportWidth: number): FormFactor {
  if (viewportWidth < TABLET_MIN_WIDTH_PX) return 'mobile'
  if (viewportWidth < DESKTOP_MIN_WIDTH_PX) return 'tablet'
  return 'desktop'
}

export function definitionOf(name: string): MetricDefinition | null {
  return Object.hasOwn(METRICS, name) ? METRICS[name as MetricName] : null
}

/** Whether `value` is one a tag may take. */
export function tagValueAllowed(values: TagValues, value: string): boolean {
  return Array.isArray(values) ? values.includes(value) : (values as { pattern: RegExp }).pattern.test(value)
}

export function describeTagValues(values: TagValues): string {
  return Array.isArray(values) ? `one of ${values.join(', ')}` : (values as { describe: string }).describe
}

/**
 * What is wrong with one reported metric, as `[field, message]` (the field relative to the metric), or null.
 * Checks the name, the type, every tag name and value, and a histogram's observation against its buckets.
 */
export function metricProblem(metric: {
  type: string
  name: string
  tags?: Record<string, string>
  duration?: number
}): [field: string, message: string] | null {
  const definition = definitionOf(metric.name)
  if (!definition) return ['name', `unknown metric "${metric.name}"`]
  if (metric.type !== definition.type)
    return ['type', `${metric.name} is ${definition.type === 'increment' ? 'an increment' : 'a histogram'}`]
  for (const [tag, value] of Object.entries(metric.tags ?? {})) {
    const values = definition.tags[tag]
    if (!values) {
      const known = Object.keys(definition.tags)
      return [
        `tags.${tag}`,
        `${metric.name} has ${known.length ? `only the tags ${known.join(', ')}` : 'no tags'}`,
      ]
    }
    if (!tagValueAllowed(values, value)) return [`tags.${tag}`, `${tag} must be ${describeTagValues(values)}`]
  }
  if (definition.type === 'histogram') {
    if (metric.duration === undefined) return ['duration', `${metric.name} needs a duration`]
    if (!definition.buckets?.includes(metric.duration))
      return [
        'duration',
        `duration must be one of ${metric.name}'s buckets: ${definition.buckets?.join(', ')}`,
      ]
  }
  return null
}

/** The bucket a browser reports an observation in: the smallest bound at or above it; null above the last. */
export function bucketOf(name: MetricName, value: number): number | null {
  const definition: MetricDefinition = METRICS[name]
  const buckets = definition.buckets ?? []
  if (!Number.isFinite(value) || value < 0) return null
  return buckets.find((b) => value <= b) ?? null
}

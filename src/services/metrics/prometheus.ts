/**
 * What readers' browsers report, kept in this instance's Prometheus registry (prom-client): one counter or
 * histogram per metric of the registry (`registry.ts`), labelled with the page's template and form factor
 * and the metric's own tags, plus the unload beacon's time on page and scroll depth. In production they join
 * the process's one registry (`src/platform/prometheus.mjs`), beside the server's metrics and the process's
 * own, which the HTTP server outside Next.js' bundles reaches too: Prometheus scrapes each instance under its
 * own `instance` label, so nothing is counted twice across instances or bundles.
 */
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client'
import { METRIC_PREFIX as PROCESS_METRIC_PREFIX, prometheusRegistry } from '@/platform/prometheus.mjs'
import { singleton } from '@/platform/singleton'
import {
  MAX_SCROLL_BUCKETS,
  METRIC_NAMES,
  METRICS,
  type MetricDefinition,
  type MetricName,
  TIME_ON_PAGE_BUCKETS_S,
} from './registry'
import type { MetricsBody, UnloadBody } from './schema'

export const METRIC_PREFIX = PROCESS_METRIC_PREFIX

const PAGE_LABELS = ['template', 'formfactor'] as const

/** `webvitals.lcp` → `wellread_reader_webvitals_lcp_seconds`; `ui.fetch.error` → `…_ui_fetch_error_total`. */
export function prometheusName(name: MetricName): string {
  const definition: MetricDefinition = METRICS[name]
  const base = `${METRIC_PREFIX}reader_${name.replace(/[^a-zA-Z0-9]+/g, '_')}`
  if (definition.type === 'increment') return `${base}_total`
  return definition.unit === 'seconds' ? `${base}_seconds` : base
}

/** A histogram's observation in its Prometheus unit: browsers report milliseconds, Prometheus keeps seconds. */
function inUnit(definition: MetricDefinition, value: number): number {
  return definition.unit === 'seconds' ? value / 1000 : value
}

export type ReaderMetrics = {
  registry: Registry
  record: (body: MetricsBody) => void
  recordUnload: (body: UnloadBody) => void
}

export function createReaderMetrics({
  registry = new Registry(),
  processMetrics = true,
}: {
  /** Where they are kept (a registry of their own by default: tests). */
  registry?: Registry
  /** Whether to add the process's default metrics to it (the process's registry has them already). */
  processMetrics?: boolean
} = {}): ReaderMetrics {
  if (processMetrics) collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX })
  const counters = new Map<MetricName, Counter>()
  const histograms = new Map<MetricName, Histogram>()
  for (const name of METRIC_NAMES) {
    const definition: MetricDefinition = METRICS[name]
    const labelNames = [...PAGE_LABELS, ...Object.keys(definition.tags)]
    if (definition.type === 'increment') {
      counters.set(
        name,
        new Counter({ name: prometheusName(name), help: definition.help, labelNames, registers: [registry] }),
      )
    } else {
      histograms.set(
        name,
        new Histogram({
          name: prometheusName(name),
          help: definition.help,
          labelNames,
          buckets: (definition.buckets ?? []).map((b) => inUnit(definition, b)),
          registers: [registry],
        }),
      )
    }
  }
  const timeOnPage = new Histogram({
    name: `${METRIC_PREFIX}reader_time_on_page_seconds`,
    help: 'How long readers kept a page open (the unload beacon).',
    labelNames: PAGE_LABELS,
    buckets: TIME_ON_PAGE_BUCKETS_S,
    registers: [registry],
  })
  const maxScroll = new Histogram({
    name: `${METRIC_PREFIX}reader_max_scroll_percent`,
    help: 'How far down a page readers scrolled, in percent (the unload beacon).',
    labelNames: PAGE_LABELS,
    buckets: MAX_SCROLL_BUCKETS,
    registers: [registry],
  })
  return {
    registry,
    record(body) {
      const page = { template: body.pageTemplate, formfactor: body.formfactor }
      for (const metric of body.metrics) {
        const name = metric.name as MetricName
        const labels = { ...page, ...metric.tags }
        const counter = counters.get(name)
        if (counter) counter.inc(labels)
        const histogram = histograms.get(name)
        if (histogram && metric.duration !== undefined)
          histogram.observe(labels, inUnit(METRICS[name], metric.duration))
      }
    },
    recordUnload(body) {
      const page = { template: body.pageTemplate, formfactor: body.formfactor }
      timeOnPage.observe(page, body.timeOnPage / 1000)
      maxScroll.observe(page, body.maxScroll)
    },
  }
}

/** This process's readers' metrics, in the process's registry (with the server's and the process's own). */
export function readerMetrics(): ReaderMetrics {
  return singleton('readerMetrics', () =>
    createReaderMetrics({ registry: prometheusRegistry(), processMetrics: false }),
  )
}

// @vitest-environment node
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { Registry } from 'prom-client'
import { GroupCommitCounter } from '@/platform/counts/groupCommit'
import { prometheusRegistry, serverMetrics } from '@/platform/prometheus.mjs'
import { pageCacheStore } from '@/server/page-cache/store.mjs'
import { createReaderMetrics } from '@/services/metrics/prometheus'
import { root } from './imports'

/**
 * deploy/: Prometheus' scrape configuration and alerting rules pass Debian's promtool (its checks and the
 * rules' own unit tests, alerts.test.yml), and the rules and the Grafana dashboard name only metrics the
 * instances expose, in queries Prometheus parses. CI installs Debian's `prometheus` (.ci/run).
 */
const DEPLOY = path.join(root, 'deploy')
const PROMETHEUS = path.join(DEPLOY, 'prometheus')

function promtool(args: string[], cwd = PROMETHEUS) {
  const run = spawnSync('promtool', args, { cwd, encoding: 'utf8' })
  if (run.error) throw new Error(`promtool could not run (apt-get install prometheus): ${run.error.message}`)
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-deploy-'))
}

type Dashboard = {
  uid: string
  templating: { list: { name: string }[] }
  panels: {
    id: number
    type: string
    title: string
    datasource?: { uid: string }
    targets?: { expr: string; refId: string; datasource?: { uid: string } }[]
  }[]
}
const dashboard = JSON.parse(
  fs.readFileSync(path.join(DEPLOY, 'grafana', 'wellread.json'), 'utf8'),
) as Dashboard
const dashboardQueries = dashboard.panels.flatMap((p) =>
  (p.targets ?? []).map((t) => ({ panel: p.title, ...t })),
)

/** A dashboard query with Grafana's variables filled in, as Prometheus would receive it. */
const asPromQL = (expr: string) =>
  expr.replaceAll('$__rate_interval', '5m').replaceAll('$instance', '.*').replaceAll('$template', '.*')

/** Every metric family the instances expose (readers', server's, scrape gauges, the process's). */
async function exposedNames(): Promise<Set<string>> {
  serverMetrics()
  pageCacheStore()
  // The pending-rows gauge is registered with the first group-commit counter.
  new GroupCommitCounter(async () => ({}) as Payload, {
    spec: { keys: ['key'], counts: ['n'] },
    rowOf: (key: string) => ({ key, n: 1 }),
    write: async () => {},
    noun: 'deploy test',
    tag: 'deploy-test',
  })
  const readers = createReaderMetrics({ registry: new Registry(), processMetrics: false }).registry
  const merged = Registry.merge([prometheusRegistry(), readers])
  return new Set((await merged.getMetricsAsJSON()).map((m) => m.name))
}

/** Metric names a query text uses, with a histogram's series suffixes taken off. */
function namesIn(text: string): string[] {
  return [...text.matchAll(/\bwellread_[A-Za-z0-9_]+/g)].map((m) => m[0].replace(/_(bucket|count|sum)$/, ''))
}

describe('deploy/prometheus', () => {
  it('prometheus.yml is a valid configuration as shipped', () => {
    const { status, output } = promtool(['check', 'config', '--syntax-only', 'prometheus.yml'])
    expect(output).toContain('SUCCESS')
    expect(status).toBe(0)
  })

  it('with a token file in place, the whole configuration and its rules pass promtool', () => {
    const dir = tempDir()
    try {
      const token = path.join(dir, 'token')
      fs.writeFileSync(token, 'a-token-of-sixteen-characters-or-more')
      const config = fs
        .readFileSync(path.join(PROMETHEUS, 'prometheus.yml'), 'utf8')
        .replace(/^(\s*credentials_file: ).*$/m, `$1${token}`)
      fs.writeFileSync(path.join(dir, 'prometheus.yml'), config)
      fs.copyFileSync(path.join(PROMETHEUS, 'alerts.yml'), path.join(dir, 'alerts.yml'))
      const { status, output } = promtool(['check', 'config', 'prometheus.yml'], dir)
      expect(output).toMatch(/SUCCESS: \d+ rules found/)
      expect(status).toBe(0)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('alerts.yml passes promtool, and each alert fires as its unit tests expect', () => {
    const check = promtool(['check', 'rules', 'alerts.yml'])
    expect(check.output).toMatch(/SUCCESS: \d+ rules found/)
    expect(check.status).toBe(0)
    const unit = promtool(['test', 'rules', 'alerts.test.yml'])
    expect(unit.output).toContain('SUCCESS')
    expect(unit.status).toBe(0)
  })

  it('a broken rule fails the check (promtool is really asked)', () => {
    const dir = tempDir()
    try {
      fs.writeFileSync(
        path.join(dir, 'broken.yml'),
        'groups:\n  - name: broken\n    rules:\n      - alert: Broken\n        expr: sum by (instance (up)\n',
      )
      expect(promtool(['check', 'rules', 'broken.yml'], dir).status).not.toBe(0)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('the rules name only metrics the instances expose', async () => {
    const exposed = await exposedNames()
    const used = namesIn(fs.readFileSync(path.join(PROMETHEUS, 'alerts.yml'), 'utf8'))
    expect(used.length).toBeGreaterThan(5)
    expect(used.filter((name) => !exposed.has(name))).toEqual([])
  })
})

describe('deploy/grafana/wellread.json', () => {
  it('reads every panel from the dashboard’s Prometheus variable, each query with its own id', () => {
    expect(dashboard.uid).toBe('wellread')
    expect(dashboard.templating.list.map((v) => v.name)).toEqual(['datasource', 'instance', 'template'])
    const ids = dashboard.panels.map((p) => p.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const panel of dashboard.panels.filter((p) => p.type !== 'row')) {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: Grafana's own variable syntax, not a JavaScript template
      expect(panel.datasource?.uid, panel.title).toBe('${datasource}')
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0)
    }
    expect(dashboardQueries.length).toBeGreaterThan(20)
  })

  it('queries only metrics the instances expose', async () => {
    const exposed = await exposedNames()
    const missing = dashboardQueries.flatMap((q) =>
      namesIn(q.expr)
        .filter((name) => !exposed.has(name))
        .map((name) => `${q.panel}: ${name}`),
    )
    expect(missing).toEqual([])
  })

  it('has queries Prometheus parses (checked by promtool as recording rules)', () => {
    const dir = tempDir()
    try {
      const rules = dashboardQueries
        .map(
          (q, i) => `      - record: dashboard_query_${i}\n        expr: ${JSON.stringify(asPromQL(q.expr))}`,
        )
        .join('\n')
      fs.writeFileSync(
        path.join(dir, 'dashboard.yml'),
        `groups:\n  - name: dashboard\n    rules:\n${rules}\n`,
      )
      const { status, output } = promtool(['check', 'rules', 'dashboard.yml'], dir)
      expect(output).toContain(`SUCCESS: ${dashboardQueries.length} rules found`)
      expect(status).toBe(0)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

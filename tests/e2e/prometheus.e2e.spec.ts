import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { startInstance, waitForPort } from '../../scripts/cluster-lib.mjs'
import { freePort, root, waitForOk } from '../../scripts/lib.mjs'

/**
 * Debian's Prometheus scrapes two instances with deploy/prometheus' configuration (issue 29): each instance
 * is its own target under its own `instance` label, behind the bearer token; what each received (page
 * requests, readers' beacons) reads back through Prometheus' query API per instance, and the sum over the
 * instances is exactly what was sent (nothing counted twice); the alerting rules are loaded. The instances
 * run on SQLite, each with its own data directory.
 */
const DEPLOY = path.join(root, 'deploy', 'prometheus')
const TOKEN = randomBytes(24).toString('hex')

type Instance = ReturnType<typeof startInstance>
type Sample = { metric: Record<string, string>; value: [number, string] }

/** Prometheus' configuration as the operator's, with these two targets, a token file and a 1 s scrape. */
function configFor(targets: string[], tokenFile: string): string {
  const deployed = fs.readFileSync(path.join(DEPLOY, 'prometheus.yml'), 'utf8')
  const replace = (text: string, pattern: RegExp, by: string) => {
    expect(text.match(pattern), `${pattern} once in deploy/prometheus/prometheus.yml`).toHaveLength(1)
    return text.replace(pattern, by)
  }
  let config = replace(deployed, /^(\s*- targets: ).*$/gm, `$1${JSON.stringify(targets)}`)
  config = replace(config, /^(\s*credentials_file: ).*$/gm, `$1${tokenFile}`)
  config = replace(config, /^(\s*scrape_interval: ).*$/gm, '$11s')
  config = replace(config, /^(\s*evaluation_interval: ).*$/gm, '$11s')
  return replace(config, /^(\s*scrape_timeout: ).*$/gm, '$11s')
}

/** The rules alerts.yml defines (`- alert:` lines). */
const ALERT_NAMES = [...fs.readFileSync(path.join(DEPLOY, 'alerts.yml'), 'utf8').matchAll(/- alert: (\w+)/g)]
  .map((m) => m[1] as string)
  .sort()

test.describe('Prometheus scraping two instances', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 })
  let dir: string
  let instances: Instance[] = []
  let prometheus: ChildProcess | null = null
  let prometheusUrl: string
  let prometheusLog = ''

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-prometheus-'))
    const ports = [await freePort(), await freePort()]
    instances = ports.map((port, i) => {
      const dataDir = path.join(dir, `instance-${i + 1}`)
      fs.mkdirSync(dataDir)
      return startInstance({
        name: `instance-${i + 1}`,
        port,
        quiet: true,
        env: {
          DATABASE_URL: '',
          REDIS_URL: '',
          DATA_DIR: dataDir,
          SITE_URL: `http://127.0.0.1:${port}`,
          ADMIN_EMAIL: 'prometheus-editor@wellread.test',
          ADMIN_PASSWORD: 'prometheus-password-Wellread-1',
          PAYLOAD_SECRET: 'prometheus-secret-0123456789abcdef0123456789',
          METRICS_TOKEN: TOKEN,
          WELLREAD_SEED: 'off',
          WELLREAD_WARM_UP: 'off',
        },
      })
    })
    // An instance that does not come up says why (its own output, kept while quiet).
    await Promise.all(
      instances.map((i) =>
        waitForOk(`${i.url}/api/health`, 240_000).catch((error: Error) => {
          throw new Error(`${i.name}: ${error.message}\n${i.output().slice(-4000)}`)
        }),
      ),
    )

    const tokenFile = path.join(dir, 'metrics-token')
    fs.writeFileSync(tokenFile, TOKEN, { mode: 0o600 })
    fs.copyFileSync(path.join(DEPLOY, 'alerts.yml'), path.join(dir, 'alerts.yml'))
    fs.writeFileSync(
      path.join(dir, 'prometheus.yml'),
      configFor(
        instances.map((i) => `127.0.0.1:${i.port}`),
        tokenFile,
      ),
    )
    const port = await freePort()
    prometheusUrl = `http://127.0.0.1:${port}`
    prometheus = spawn(
      '/usr/bin/prometheus',
      [
        `--config.file=${path.join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(dir, 'tsdb')}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    prometheus.stdout?.on('data', (d) => {
      prometheusLog += d
    })
    prometheus.stderr?.on('data', (d) => {
      prometheusLog += d
    })
    await waitForPort(port)
    await waitForOk(`${prometheusUrl}/-/ready`, 60_000)
  })

  test.afterAll(async () => {
    if (prometheus && prometheus.exitCode === null) {
      const exited = new Promise((resolve) => prometheus?.once('exit', resolve))
      prometheus.kill('SIGTERM')
      await exited
    }
    await Promise.all(instances.map((i) => i.stop()))
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  /** An instant query's samples (throws with Prometheus' message on an error). */
  async function query(promql: string): Promise<Sample[]> {
    const res = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(promql)}`)
    const body = (await res.json()) as { status: string; error?: string; data?: { result: Sample[] } }
    if (body.status !== 'success') throw new Error(`${promql}: ${body.error}\n${prometheusLog.slice(-2000)}`)
    return body.data?.result ?? []
  }

  /** `by (instance)` results as { instance: value }, instances named by their target. */
  async function perInstance(promql: string): Promise<Record<string, number>> {
    const values: Record<string, number> = {}
    for (const sample of await query(promql)) values[sample.metric.instance ?? '?'] = Number(sample.value[1])
    return values
  }

  test('each instance is scraped with the token, under its own label, and counted once', async ({
    request,
  }) => {
    const [a, b] = instances as [Instance, Instance]
    const target = (i: Instance) => `127.0.0.1:${i.port}`

    // The exposition is the scraper's only: without the token, refused.
    expect((await request.get(`${a.url}/metrics`)).status()).toBe(403)
    expect(
      (await request.get(`${a.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status(),
    ).toBe(200)

    // Pages: three on the first instance, two on the second.
    const pages = { [target(a)]: 3, [target(b)]: 2 }
    for (const instance of [a, b]) {
      for (let n = 0; n < (pages[target(instance)] as number); n++)
        expect((await request.get(`${instance.url}/privacy-policy`)).status()).toBe(200)
    }
    // Readers' beacons: the first instance gets two page views' worth, the second one.
    const beacons = { [target(a)]: 2, [target(b)]: 1 }
    const body = {
      build: 'e2e',
      route: '/privacy-policy',
      pageTemplate: 'legal',
      formfactor: 'desktop',
      site: 'wellread',
      metrics: [
        { type: 'increment', name: 'session.time', tags: { at: '90' } },
        { type: 'histogram', name: 'webvitals.lcp', duration: 2_500 },
      ],
    }
    for (const instance of [a, b]) {
      for (let n = 0; n < (beacons[target(instance)] as number); n++) {
        const res = await request.post(`${instance.url}/api/metrics`, {
          // As the site's page sends it (its Origin: the instance's SITE_URL).
          headers: { 'content-type': 'text/plain;charset=UTF-8', origin: instance.url },
          data: JSON.stringify(body),
        })
        expect(res.status()).toBe(204)
      }
    }

    // Both targets up.
    await expect
      .poll(() => perInstance('up{job="wellread"}'), { timeout: 60_000 })
      .toEqual({ [target(a)]: 1, [target(b)]: 1 })
    // Each instance's own counts, as it received them…
    await expect
      .poll(
        () =>
          perInstance(
            'sum by (instance) (wellread_reader_session_time_total{job="wellread",template="legal",formfactor="desktop",at="90"})',
          ),
        { timeout: 60_000 },
      )
      .toEqual(beacons)
    await expect
      .poll(
        () =>
          perInstance(
            'sum by (instance) (wellread_reader_webvitals_lcp_seconds_bucket{job="wellread",template="legal",le="2.5"})',
          ),
        { timeout: 60_000 },
      )
      .toEqual(beacons)
    await expect
      .poll(
        () =>
          perInstance(
            'sum by (instance) (wellread_http_request_duration_seconds_count{job="wellread",route="/privacy-policy",method="GET",status="200"})',
          ),
        { timeout: 60_000 },
      )
      .toEqual(pages)
    await expect
      .poll(
        () =>
          perInstance(
            'sum by (instance) (wellread_http_request_duration_seconds_count{job="wellread",route="/api/metrics",method="POST",status="204"})',
          ),
        { timeout: 60_000 },
      )
      .toEqual(beacons)

    // …and over the site, exactly what was sent: nothing added twice.
    const total = async (promql: string) => Number((await query(promql))[0]?.value[1] ?? Number.NaN)
    expect(
      await total('sum(wellread_reader_session_time_total{job="wellread",template="legal",at="90"})'),
    ).toBe(3)
    expect(
      await total('sum(wellread_reader_webvitals_lcp_seconds_count{job="wellread",template="legal"})'),
    ).toBe(3)
    expect(
      await total(
        'sum(wellread_http_request_duration_seconds_count{job="wellread",route="/privacy-policy"})',
      ),
    ).toBe(5)
    // The process's own metrics, per instance.
    expect(
      Object.keys(await perInstance('wellread_process_start_time_seconds{job="wellread"}')).sort(),
    ).toEqual([target(a), target(b)].sort())
  })

  test('the alerting rules of deploy/prometheus are loaded', async () => {
    const res = await fetch(`${prometheusUrl}/api/v1/rules`)
    const body = (await res.json()) as {
      status: string
      data: { groups: { name: string; rules: { name: string; type: string; health: string }[] }[] }
    }
    expect(body.status).toBe('success')
    const rules = body.data.groups.flatMap((g) => g.rules)
    expect(rules.map((r) => r.name).sort()).toEqual(ALERT_NAMES)
    expect(rules.every((r) => r.type === 'alerting')).toBe(true)
    expect(ALERT_NAMES.length).toBeGreaterThanOrEqual(5)
    // Evaluated without error against the live series.
    await expect
      .poll(
        async () => {
          const now = (await (await fetch(`${prometheusUrl}/api/v1/rules`)).json()) as typeof body
          return now.data.groups.flatMap((g) => g.rules).filter((r) => r.health !== 'ok').length
        },
        { timeout: 30_000 },
      )
      .toBe(0)
  })
})

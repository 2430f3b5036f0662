// @vitest-environment node
import { prometheusRegistry, serverMetrics } from '@/platform/prometheus.mjs'
import { timeOperations } from './dbMetrics'
import { countJobRuns } from './jobs'

async function seriesValue(name: string, labels: Record<string, string>, field = '') {
  const metric = prometheusRegistry().getSingleMetric(name)
  if (!metric) throw new Error(`no metric ${name}`)
  const { values } = await metric.get()
  const found = values.find(
    (v) =>
      (field ? (v as { metricName?: string }).metricName === `${name}${field}` : true) &&
      Object.entries(labels).every(([k, want]) => String((v.labels as Record<string, unknown>)[k]) === want),
  )
  return found?.value ?? 0
}

describe('timeOperations', () => {
  it('times each adapter operation, counts its failures, and keeps what it answers and `this`', async () => {
    const adapter = {
      name: 'test-adapter',
      rows: [{ id: 1 }],
      async find(this: { rows: unknown[] }, { limit }: { limit: number }) {
        return this.rows.slice(0, limit)
      },
      async updateOne(): Promise<never> {
        throw new Error('constraint failed')
      },
      helper: () => 'not an operation',
    }
    const db = timeOperations(adapter, serverMetrics())
    const findCount = await seriesValue('wellread_db_query_duration_seconds', { operation: 'find' }, '_count')
    const updateErrors = await seriesValue('wellread_db_errors_total', { operation: 'updateOne' })

    await expect(db.find({ limit: 1 })).resolves.toEqual([{ id: 1 }])
    await expect(db.updateOne()).rejects.toThrow('constraint failed')

    expect(await seriesValue('wellread_db_query_duration_seconds', { operation: 'find' }, '_count')).toBe(
      findCount + 1,
    )
    expect(await seriesValue('wellread_db_errors_total', { operation: 'updateOne' })).toBe(updateErrors + 1)
    expect(await seriesValue('wellread_db_errors_total', { operation: 'find' })).toBe(0)
    expect(db.helper()).toBe('not an operation')
  })
})

describe('countJobRuns', () => {
  it('counts each task’s runs by outcome, after the callbacks it had, once however often it is called', async () => {
    const calls: string[] = []
    const task = {
      slug: 'schedulePublish',
      handler: async () => ({ output: {} }),
      onSuccess: () => {
        calls.push('own success')
      },
    }
    const tasks = [task] as unknown as Parameters<typeof countJobRuns>[0]
    countJobRuns(tasks)
    countJobRuns(tasks)
    const success = { job: 'schedulePublish', outcome: 'success' }
    const failed = { job: 'schedulePublish', outcome: 'failed' }
    const before = await seriesValue('wellread_job_runs_total', success)
    const failedBefore = await seriesValue('wellread_job_runs_total', failed)
    const args = {} as never
    await (task as unknown as { onSuccess: (a: never) => Promise<void> }).onSuccess(args)
    await (task as unknown as { onFail: (a: never) => Promise<void> }).onFail(args)
    expect(calls).toEqual(['own success'])
    expect(await seriesValue('wellread_job_runs_total', success)).toBe(before + 1)
    expect(await seriesValue('wellread_job_runs_total', failed)).toBe(failedBefore + 1)
  })
})

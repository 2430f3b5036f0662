import type { JobsConfig, Payload, PayloadRequest, TaskConfig } from 'payload'
import { config } from '@/platform/config.mjs'
import { type ServerMetrics, serverMetrics } from '@/platform/prometheus.mjs'
import { singleton } from '@/platform/singleton'
import { trackingIngestTask } from '@/services/trackingIngest/task'
import { canPublish } from './access'
import { JobsLeadership, type JobsRole } from './jobsLeader'

const editorOnly = ({ req }: { req: PayloadRequest }) => canPublish(req)

/** Every N seconds, as a six-field (seconds first) cron expression. */
export function everySeconds(seconds: number): string {
  return `*/${Math.min(Math.max(Math.floor(seconds), 1), 59)} * * * * *`
}

/** This process's part in running scheduled jobs (one leader across the instances sharing Redis). */
export function jobsLeadership(): JobsLeadership {
  // The state service is loaded on first use: it is server-only, and Payload's CLI (generate:types) loads this
  // config outside the server.
  const store = async () => (await import('@/platform/state')).stateStore()
  return singleton('jobs.leadership', () => new JobsLeadership(store, config().jobs.intervalSeconds * 3))
}

/** What this instance does about scheduled jobs, for the health endpoint. */
export function jobsRole(): JobsRole {
  return config().jobs.run ? jobsLeadership().role : 'off'
}

/** How many times this instance has decided whether to look for due jobs (0 when it never runs them). */
export function jobsChecks(): number {
  return config().jobs.run ? jobsLeadership().checks : 0
}

/**
 * Payload's job queue runs scheduled publishing: an editor picks "Schedule publish" (or unpublish) beside
 * "Publish changes", Payload queues a job that waits until that time, and an instance looks for due jobs every
 * JOBS_INTERVAL_SECONDS (10 s by default) and publishes with the scheduling editor's rights. Nothing restarts;
 * the article's page and lists regenerate through the usual hooks. With several instances (Redis), every
 * instance with WELLREAD_JOBS on is a candidate and one of them, the holder of a lease, runs the jobs, so a job
 * runs once; another takes over within three intervals if it stops (src/cms/jobsLeader.ts).
 */
export function jobsConfig(): JobsConfig {
  const { run, intervalSeconds } = config().jobs
  return {
    // Only editors queue, run or cancel jobs (writers cannot schedule what they cannot publish).
    access: { queue: editorOnly, run: editorOnly, cancel: editorOnly },
    autoRun: run ? [{ cron: everySeconds(intervalSeconds), queue: 'default', limit: 20, silent: true }] : [],
    shouldAutoRun: async (payload) => {
      const leadership = jobsLeadership()
      if (!(await leadership.shouldRun())) return false
      await leadership.takeOver((before) => releaseUnfinishedJobs(payload, before))
      return true
    },
    deleteJobOnComplete: true,
    // The tracking ingest's batches (issue 30): queued by the forms' handlers, sent by the instance that runs jobs.
    tasks: [trackingIngestTask],
  }
}

/**
 * Jobs marked as running (`processing`) since before `before`, marked waiting again so that the next run takes
 * them; resolves with how many. Payload marks the jobs it takes as processing before it runs them and never
 * takes a job so marked again: an instance killed in the middle of its jobs left them so for good (a scheduled
 * publish never went out; docs/adr/0032-crash-safety.md). Only the leader runs jobs, so when an instance becomes
 * the leader, the jobs marked before that belong to a run that ended without finishing them. A task may then run
 * a second time: publishing again changes nothing, and the tracking ingest drops repeated message ids.
 */
export async function releaseUnfinishedJobs(payload: Payload, before: Date): Promise<number> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [{ processing: { equals: true } }, { updatedAt: { less_than: before.toISOString() } }],
    },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
  })
  return docs.length
}

/**
 * Counts every run of the configured tasks by outcome (`wellread_job_runs_total{job, outcome}`), through the
 * callbacks Payload calls when a task succeeds or fails (after any the task already had). Called once Payload
 * is initialised: Payload adds its own tasks (scheduled publishing) to the config as it sanitises it.
 */
export function countJobRuns(
  tasks: readonly TaskConfig[] | undefined,
  metrics: () => ServerMetrics = serverMetrics,
): void {
  const counted = Symbol.for('wellread.jobRunsCounted')
  for (const task of tasks ?? []) {
    const marked = task as TaskConfig & { [counted]?: true }
    if (marked[counted]) continue
    marked[counted] = true
    const { onSuccess, onFail } = task
    const job = String(task.slug)
    task.onSuccess = async (args) => {
      metrics().jobRuns.inc({ job, outcome: 'success' })
      await onSuccess?.(args)
    }
    task.onFail = async (args) => {
      metrics().jobRuns.inc({ job, outcome: 'failed' })
      await onFail?.(args)
    }
  }
}

import type { JobsConfig, PayloadRequest } from 'payload'
import { config } from '@/services/config.mjs'
import { canPublish } from './access'

const editorOnly = ({ req }: { req: PayloadRequest }) => canPublish(req)

/** Every N seconds, as a six-field (seconds first) cron expression. */
export function everySeconds(seconds: number): string {
  return `*/${Math.min(Math.max(Math.floor(seconds), 1), 59)} * * * * *`
}

/**
 * Payload's job queue runs scheduled publishing: an editor picks "Schedule publish" (or unpublish) beside
 * "Publish changes", Payload queues a job that waits until that time, and this process looks for due jobs every
 * JOBS_INTERVAL_SECONDS (10 s by default) and publishes with the scheduling editor's rights. Nothing restarts;
 * the article's page and lists regenerate through the usual hooks. At scale, set WELLREAD_JOBS=off on all
 * instances but one (or all, and run `payload jobs:run` from a scheduler); jobs are claimed in the database,
 * so two runners do not publish twice.
 */
export function jobsConfig(): JobsConfig {
  const { run, intervalSeconds } = config().jobs
  return {
    // Only editors queue, run or cancel jobs (writers cannot schedule what they cannot publish).
    access: { queue: editorOnly, run: editorOnly, cancel: editorOnly },
    autoRun: run ? [{ cron: everySeconds(intervalSeconds), queue: 'default', limit: 20, silent: true }] : [],
    deleteJobOnComplete: true,
  }
}

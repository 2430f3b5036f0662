import { randomUUID } from 'node:crypto'
import { log as logFor } from '@/platform/log.mjs'
import type { KeyValueStore } from '@/platform/state'

/** The lease naming the instance that runs scheduled jobs. */
export const JOBS_LEASE_KEY = 'jobs:leader'

/** What this instance does about scheduled jobs: runs them, waits while another does, or never runs them. */
export type JobsRole = 'leader' | 'standby' | 'off'

/**
 * One instance runs scheduled publishing at a time (issue 13): before each look for due jobs, an instance
 * takes or renews a lease in the shared state (Redis with several instances). The lease lasts three look
 * intervals, so when its holder stops, another instance takes over within that time. With the in-process
 * state (one instance) the lease is always this instance's.
 *
 * If the shared state cannot be reached, the instance that held the lease keeps running jobs and the others
 * keep waiting: no job runs twice, and scheduled articles still go out.
 */
export class JobsLeadership {
  role: JobsRole = 'standby'
  /** How many times this instance has been asked whether to look for due jobs (for operators and tests). */
  checks = 0
  /** When this instance last became the leader (ms since the epoch); null while it is not the leader. */
  leadingSince: number | null = null
  private tookOver = false

  constructor(
    private readonly store: () => KeyValueStore | Promise<KeyValueStore>,
    private readonly ttlSeconds: number,
    private readonly log: (message: string) => void = (m) => logFor('jobs').info(m),
    private readonly holder: string = randomUUID(),
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Once after this instance became the leader: `release` the jobs an earlier run left marked as running
   * before that moment (a process killed in the middle of them: Payload marks the jobs it takes as processing and
   * never takes a job so marked again). Tried again at the next look when it fails.
   */
  async takeOver(release: (before: Date) => Promise<number>): Promise<void> {
    if (this.role !== 'leader' || this.leadingSince === null || this.tookOver) return
    try {
      const released = await release(new Date(this.leadingSince))
      this.tookOver = true
      if (released > 0)
        this.log(`${released} job(s) an earlier run left unfinished (a stopped instance) will run again`)
    } catch (error) {
      this.log(`could not release the jobs an earlier run left unfinished: ${(error as Error).message}`)
    }
  }

  /** Whether this instance should look for due jobs now (Payload's `shouldAutoRun`). */
  async shouldRun(): Promise<boolean> {
    this.checks += 1
    try {
      const held = await (await this.store()).claim(JOBS_LEASE_KEY, this.holder, this.ttlSeconds)
      const role: JobsRole = held ? 'leader' : 'standby'
      if (role !== this.role) {
        this.log(held ? 'this instance runs scheduled jobs' : 'another instance runs scheduled jobs')
        this.leadingSince = held ? this.now() : null
        this.tookOver = false
      }
      this.role = role
    } catch {
      // Shared state unreachable: keep the last role.
    }
    return this.role === 'leader'
  }
}

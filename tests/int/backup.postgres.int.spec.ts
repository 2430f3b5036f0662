import { describeBackup } from './backup-checks'
import { dbTargets } from './helpers'

// Backup and restore on Postgres (a file of its own, run where TEST_POSTGRES_URL is set: vitest.config.mts).
for (const target of dbTargets()) if (target.kind === 'postgres') describeBackup(target)

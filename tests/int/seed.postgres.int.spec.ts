import { dbTargets } from './helpers'
import { describeSeed } from './seed-checks'

// The seed on Postgres (a file of its own, run where TEST_POSTGRES_URL is set: vitest.config.mts).
for (const target of dbTargets()) if (target.kind === 'postgres') describeSeed(target)

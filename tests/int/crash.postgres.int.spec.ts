import { describeCrash } from './crash-checks'

// The crash checks (crash-checks.ts) on Postgres: runs where TEST_POSTGRES_URL is set (vitest.config.mts).
describeCrash({ kind: 'postgres', url: process.env.TEST_POSTGRES_URL as string })

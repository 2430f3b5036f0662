import { describeCrash } from './crash-checks'

// Kill -9 in the middle of beacons and editors' saves, on SQLite (crash-checks.ts); crash.postgres.int.spec.ts runs
// the same on Postgres beside it.
describeCrash({ kind: 'sqlite' })

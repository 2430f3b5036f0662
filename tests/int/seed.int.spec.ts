import { describeSeed } from './seed-checks'

// The seed on SQLite; seed.postgres.int.spec.ts runs the same checks on Postgres beside it.
describeSeed({ kind: 'sqlite' })

import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { OWN_WORKER } from './tests/own-worker'

const root = path.dirname(fileURLToPath(import.meta.url))
const alias = {
  // `server-only` throws outside React's server build; tests run server modules directly.
  'server-only': path.join(root, 'tests/server-only.ts'),
  '@payload-config': path.join(root, 'src/cms/payload.config.ts'),
  '@': path.join(root, 'src'),
}

/**
 * A project of unit tests, in two threads (not Vitest's default of one fork on a two-core machine: 292 files
 * took 345 s in one fork and 209 s in two threads). The files of a thread share it (`isolate: false`): the
 * packages they import load once, not once per file (issue 26, clean clones' CI runs on one machine: 103 s
 * isolated, 54 s shared). The project's own modules still load afresh for each file (tests/setup-unit.ts), and each file
 * starts on a blank document; runs with `--sequence.shuffle.files` checked that no result depends on the order.
 */
const unitProject = (
  name: string,
  environment: 'node' | 'jsdom',
  { include, exclude = [], isolate = false }: { include: string[]; exclude?: string[]; isolate?: boolean },
) => ({
  resolve: { alias },
  oxc: { jsx: { runtime: 'automatic' as const } },
  test: {
    name,
    include,
    exclude: ['**/node_modules/**', ...exclude],
    environment,
    globals: true,
    setupFiles: ['./tests/setup-unit.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' as const } },
    pool: 'threads' as const,
    maxWorkers: 2,
    isolate,
    // A few component tests drive a real local HTTP peer or type through user-event; on a busy two-core machine
    // (CI runs two threads) they took over Vitest's default 5 s. A test that hangs still fails, at 15 s.
    testTimeout: 15_000,
  },
})
const testsOf = (extension: 'ts' | 'tsx') => [
  `src/**/*.test.${extension}`,
  `tests/unit/**/*.test.${extension}`,
]

/**
 * Vitest's order (slowest known first, else largest first), except that the seed's and the backup's specs start
 * first: they are the integration run's longest files (~45 s each: the seed renders every sample image, and the
 * backup's specs seed a site each) but small, so on a clean clone, with no durations known, they would start
 * last and run alone at the end.
 */
class SeedFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (f: TestSpecification) =>
      /[\\/](seed|backup)(\.postgres)?\.int\.spec\.ts$/.test(f.moduleId) ? 0 : 1
    return [...sorted].sort((a, b) => rank(a) - rank(b))
  }
}

export default defineConfig({
  resolve: { alias },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    sequence: { sequencer: SeedFirst },
    projects: [
      // Rules: plain Node, no document to build per file. A rule's test that reads the DOM says so in its first
      // line (`// @vitest-environment jsdom`).
      unitProject('unit', 'node', { include: testsOf('ts') }),
      // Components, rendered in jsdom.
      unitProject('component', 'jsdom', { include: testsOf('tsx'), exclude: OWN_WORKER }),
      unitProject('component-own-worker', 'jsdom', { include: OWN_WORKER, isolate: true }),
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.spec.ts'],
          // A spec of Postgres alone runs where Postgres is (TEST_POSTGRES_URL: CI sets it).
          exclude: process.env.TEST_POSTGRES_URL ? [] : ['tests/int/**/*.postgres.int.spec.ts'],
          environment: 'node',
          globals: true,
          setupFiles: ['./tests/setup-int.ts'],
          // Every migration runs once per run, on a template the files copy (tests/int/helpers.ts).
          globalSetup: ['./tests/int/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two files at a time, each in its own process on its own database.
          pool: 'forks',
          maxWorkers: 2,
        },
      },
    ],
  },
})

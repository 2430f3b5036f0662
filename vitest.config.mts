import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))
const alias = {
  // `server-only` throws outside React's server build; tests run server modules directly.
  'server-only': path.join(root, 'tests/server-only.ts'),
  '@payload-config': path.join(root, 'src/cms/payload.config.ts'),
  '@': path.join(root, 'src'),
}

/**
 * A project of unit tests. Two threads, not Vitest's default of one fork on a two-core machine (cores − 1): 292
 * files took 345 s in one fork and 209 s in two threads. Each file still gets its own module graph (sharing
 * them, 88 s, made results depend on file order: Payload's config sanitising and vi.mock leak).
 */
const unitProject = (name: string, extension: 'ts' | 'tsx', environment: 'node' | 'jsdom') => ({
  resolve: { alias },
  oxc: { jsx: { runtime: 'automatic' as const } },
  test: {
    name,
    include: [`src/**/*.test.${extension}`, `tests/unit/**/*.test.${extension}`],
    environment,
    globals: true,
    setupFiles: ['./tests/setup-unit.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' as const } },
    pool: 'threads' as const,
    maxWorkers: 2,
    // A few component tests drive a real local HTTP peer or type through user-event; on a busy two-core machine
    // (CI runs two threads) they took over Vitest's default 5 s. A test that hangs still fails, at 15 s.
    testTimeout: 15_000,
  },
})

export default defineConfig({
  resolve: { alias },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    projects: [
      // Rules: plain Node, no document to build per file. A rule's test that reads the DOM says so in its first
      // line (`// @vitest-environment jsdom`).
      unitProject('unit', 'ts', 'node'),
      // Components, rendered in jsdom.
      unitProject('component', 'tsx', 'jsdom'),
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.spec.ts'],
          environment: 'node',
          globals: true,
          setupFiles: ['./tests/setup-int.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          pool: 'forks',
        },
      },
    ],
  },
})

/**
 * Test files that run in a worker of their own (vitest.config.mts, Vitest's `isolate`): those that mock a
 * package with `vi.mock`. A package loads once per shared worker, so a mock of it there would reach the files
 * after it. tests/unit/conventions.test.tsx checks that every file that calls `vi.mock` is listed here.
 */
export const OWN_WORKER = ['src/cms/admin/WhoFills.test.tsx', 'src/cms/admin/AdSlots.test.tsx']

// @vitest-environment node
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { root } from './imports'

/** The docs are a newcomer's map: every path they name exists (scripts/check-doc-paths.mjs). */
describe('the docs', () => {
  it('name only paths that exist', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/check-doc-paths.mjs')], {
      cwd: root,
      encoding: 'utf8',
    })
    expect(run.stdout).toMatch(/every path named in \d+ file\(s\) exists/)
    expect(run.status).toBe(0)
  })

  it('find a path that does not exist (the checker itself works)', () => {
    const run = spawnSync(
      process.execPath,
      [path.join(root, 'scripts/check-doc-paths.mjs'), 'tests/unit/fixtures/missing-path.md'],
      { cwd: root, encoding: 'utf8' },
    )
    expect(run.stdout).toContain('src/no/such/module.ts')
    expect(run.status).toBe(1)
  })
})

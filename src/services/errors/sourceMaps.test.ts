import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSourceMapper, projectPath } from './sourceMaps'

/*
 * Two chunks as a build writes them under `.next/static/chunks/`: a plain map (Turbopack's source names) and a
 * sectioned map (an index map of two parts), each mapping line 1, column 10 (0-based) to a function in `src/`.
 * Mappings "AAAAA,UAIEC": column 0 → line 1 col 0 (name 0); column 10 → line 5 col 2 (name 1).
 */
let nextDir: string
beforeAll(() => {
  nextDir = fs.mkdtempSync(path.join(os.tmpdir(), 'errors-maps-'))
  const chunks = path.join(nextDir, 'static', 'chunks')
  fs.mkdirSync(chunks, { recursive: true })
  fs.writeFileSync(path.join(chunks, 'quiz0a1b2c3d.js'), 'function a(){}\n')
  fs.writeFileSync(
    path.join(chunks, 'quiz0a1b2c3d.js.map'),
    JSON.stringify({
      version: 3,
      sources: ['turbopack:///[project]/src/widgets/Quiz/quiz.ts'],
      names: ['outer', 'scoreOf'],
      mappings: 'AAAAA,UAIEC',
    }),
  )
  fs.writeFileSync(path.join(chunks, 'pair.js'), 'x\ny\n//# sourceMappingURL=pair-0z9y8x.js.map\n')
  fs.writeFileSync(
    path.join(chunks, 'pair-0z9y8x.js.map'),
    JSON.stringify({
      version: 3,
      sections: [
        {
          offset: { line: 0, column: 0 },
          map: {
            version: 3,
            sources: ['webpack://_N_E/./src/ui/Modal.client.tsx'],
            names: ['open', 'close'],
            mappings: 'AAAAA,UAIEC',
          },
        },
        {
          offset: { line: 1, column: 0 },
          map: {
            version: 3,
            sources: ['[project]/src/ui/lazyLeaf.tsx'],
            names: ['load', 'render'],
            mappings: 'AAAAA,UAIEC',
          },
        },
      ],
    }),
  )
  fs.writeFileSync(
    path.join(chunks, 'escape.js'),
    `x\n//# sourceMappingURL=../../../${path.basename(nextDir)}-secret.js.map`,
  )
  // A map outside the build that would map line 1: a report must not make the server read it.
  fs.writeFileSync(
    path.join(nextDir, '..', `${path.basename(nextDir)}-secret.js.map`),
    JSON.stringify({ version: 3, sources: ['src/secret.ts'], names: ['leak'], mappings: 'AAAAA' }),
  )
})
afterAll(() => {
  fs.rmSync(nextDir, { recursive: true, force: true })
  fs.rmSync(path.join(nextDir, '..', `${path.basename(nextDir)}-secret.js.map`), { force: true })
})

describe('mapping reported stacks with the build’s source maps', () => {
  it('maps a chunk frame to its original file, line, column and name; leaves other lines as they are', async () => {
    const mapper = createSourceMapper(nextDir)
    const stack = [
      'TypeError: x is undefined',
      '    at a (https://site.test/_next/static/chunks/quiz0a1b2c3d.js:1:12)',
      'a@https://site.test/_next/static/chunks/quiz0a1b2c3d.js:1:1',
      '    at https://ads.example/…:3:4',
    ].join('\n')
    expect((await mapper.mapStack(stack)).split('\n')).toEqual([
      'TypeError: x is undefined',
      '    at scoreOf (src/widgets/Quiz/quiz.ts:5:3)',
      '    at outer (src/widgets/Quiz/quiz.ts:1:1)',
      '    at https://ads.example/…:3:4',
    ])
  })

  it('reads sectioned maps, found by the chunk’s own sourceMappingURL (Turbopack names maps apart)', async () => {
    const mapper = createSourceMapper(nextDir)
    const mapped = await mapper.mapStack(
      '    at f (/_next/static/chunks/pair.js:1:11)\n    at g (/_next/static/chunks/pair.js:2:11)',
    )
    expect(mapped).toBe('    at close (src/ui/Modal.client.tsx:5:3)\n    at render (src/ui/lazyLeaf.tsx:5:3)')
  })

  it('leaves a frame as it is when its chunk has no map, the map does not know it, or it points outside the build', async () => {
    const mapper = createSourceMapper(nextDir)
    const frames = [
      '    at a (https://site.test/_next/static/chunks/missing.js:1:12)',
      '    at a (https://site.test/_next/static/chunks/quiz0a1b2c3d.js:9:1)',
      `    at a (https://site.test/_next/static/../../${path.basename(nextDir)}-secret.js:1:1)`,
      '    at a (/etc/passwd.js:1:1)',
      '    at a (https://site.test/_next/static/chunks/escape.js:1:1)',
      '    at a (https://site.test/_next/static/chunks/%E0%A4%A.js:1:1)',
      '    at a (https://site.test/_next/static/chunks/quiz0a1b2c3d.js:0:0)',
    ].join('\n')
    expect(await mapper.mapStack(frames)).toBe(frames)
  })

  it('names sources the way the project does', () => {
    expect(projectPath('turbopack:///[project]/src/ui/lazyLeaf.tsx')).toBe('src/ui/lazyLeaf.tsx')
    expect(projectPath('webpack://_N_E/./src/ui/Modal.client.tsx?abc')).toBe('src/ui/Modal.client.tsx')
    expect(projectPath('[project]/node_modules/next/dist/client/index.js')).toBe(
      'node_modules/next/dist/client/index.js',
    )
    expect(projectPath('file:///work/app/src/lib/text.ts')).toBe('src/lib/text.ts')
  })
})

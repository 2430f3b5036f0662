// @vitest-environment node
import fs from 'node:fs'
import path from 'node:path'
import { importsOf, importsWithTypesOf, isServerOnly, rel, src, walk } from './imports'

/**
 * The source's shape, counting type-only imports too (ADR 16): no import cycle between files, and no two
 * top-level folders of `src/` that import each other. A folder pair that runs both ways is listed below with
 * the edges that may run against the grain and why; anything else fails.
 */

type Graph = ReadonlyMap<string, readonly string[]>

/** Every import cycle: each group of two or more files that reach each other, or a file importing itself. */
function cycles(graph: Graph): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  let next = 0
  const visit = (v: string) => {
    index.set(v, next)
    low.set(v, next)
    next++
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!))
      }
    }
    if (low.get(v) !== index.get(v)) return
    const group: string[] = []
    let w: string
    do {
      w = stack.pop()!
      onStack.delete(w)
      group.push(w)
    } while (w !== v)
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(group.sort())
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return found
}

type Edge = { from: string; to: string }

/** Each pair of groups whose files import each other, with the edges each way (`a` before `b`). */
function twoWayPairs(
  graph: Graph,
  groupOf: (file: string) => string | null,
): { a: string; b: string; ab: Edge[]; ba: Edge[] }[] {
  const between = new Map<string, Edge[]>()
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const a = groupOf(from)
      const b = groupOf(to)
      if (a === null || b === null || a === b) continue
      const key = `${a}\n${b}`
      between.set(key, [...(between.get(key) ?? []), { from, to }])
    }
  }
  const pairs: { a: string; b: string; ab: Edge[]; ba: Edge[] }[] = []
  for (const [key, ab] of between) {
    const [a, b] = key.split('\n') as [string, string]
    const ba = between.get(`${b}\n${a}`)
    if (a < b && ba) pairs.push({ a, b, ab, ba })
  }
  return pairs
}

const files = walk(src)
const graph: Graph = new Map(files.map((f) => [f, importsWithTypesOf(f)]))
const show = (e: Edge) => `${rel(e.from)} → ${rel(e.to)}`
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file)

/**
 * Payload writes `src/cms/payload-types.ts` from the schema (`npm run generate:types`): the types of every
 * stored document, which every layer reads. It imports nothing (checked below), so reading it ties no folder
 * to the CMS's code; it counts as a folder of its own.
 */
const PAYLOAD_TYPES = path.join(src, 'cms/payload-types.ts')

/** The top-level folder of `src/` a file belongs to (null for a file directly in `src/` or outside it). */
function folderOf(file: string): string | null {
  if (file === PAYLOAD_TYPES) return 'cms/payload-types.ts'
  const parts = path.relative(src, file).split(path.sep)
  return parts.length > 1 && parts[0] !== '..' ? parts[0]! : null
}

/**
 * The folder pairs that run both ways by design: the edges that may go from `from` to `to` (against the
 * rest of the pair's imports), and why. Each must still be needed (checked below).
 */
const KNOWN_TWO_WAY: { from: string; to: string; allows: (e: Edge) => boolean; why: string }[] = [
  {
    from: 'cms',
    to: 'widgets',
    allows: (e) => /\.config\.ts$/.test(e.to) || e.to.endsWith(`${path.sep}blocks.generated.ts`),
    why: "Payload's config registers every widget's block config (ADR 11), and widgets read the CMS's fields, reads and types",
  },
  {
    from: 'widgets',
    to: 'seed',
    allows: (e) =>
      /\.(fixtures\.ts|samples\.tsx)$/.test(e.from) ||
      isTest(e.from) ||
      rel(e.from) === 'src/widgets/fixtures.ts',
    why: "a widget's fixtures and samples are sample content beside its code (ADR 11): they (and their helpers, `fixtures.ts`) use the seed's Lexical builders and sample data, and the seed builds the gallery article from every widget's fixtures",
  },
  {
    from: 'cms',
    to: 'seed',
    allows: (e) => rel(e.from) === 'src/cms/bootstrap.ts' && rel(e.to) === 'src/seed/seed.ts',
    why: "Payload's onInit seeds an empty database on first start (imported on that path only), and the seed writes through the CMS's collections",
  },
  {
    from: 'services',
    to: 'cms',
    allows: (e) =>
      (rel(e.from) === 'src/services/pricing/index.ts' && rel(e.to) === 'src/cms/drugCatalog.ts') ||
      (rel(e.from) === 'src/services/search/index.ts' && rel(e.to) === 'src/cms/cacheTags.ts') ||
      (rel(e.from) === 'src/services/drivers/index.ts' && rel(e.to) === 'src/cms/driverCatalog.ts'),
    why: "the editors keep three services' data in the CMS: pricing's formulation index (the drugs collection, imported on first use), search's corpus (re-indexed when the `articles` cache tag is revalidated) and the drivers' catalog (the drivers collection, read through `cms/driverCatalog.ts`); the CMS's admin and collections use the services' contracts and engine",
  },
  {
    from: 'server',
    to: 'services',
    allows: (e) =>
      rel(e.from) === 'src/server/edge-cache.test.ts' && rel(e.to) === 'src/services/search/address.mjs',
    why: "the edge's test routes searches with the search service's address rule, as server.mjs does; the search service listens to the page cache's revalidations",
  },
]

/**
 * Cycles being removed by work in progress elsewhere (issue 14), each with how. Once a cycle is gone its
 * entry is stale, and the test fails until the entry is removed.
 */
const KNOWN_CYCLES: { files: string[]; why: string }[] = []

describe('import cycles (type-only imports counted)', () => {
  it('finds a cycle when there is one (the checker itself works)', () => {
    const synthetic = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a', 'd']],
      ['e', ['a']],
    ])
    expect(cycles(synthetic)).toEqual([['a', 'b', 'c'], ['d']])
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([])
  })

  it('follows type-only imports (`import type` is an edge here, not at run time)', () => {
    const recommendedProducts = path.join(src, 'seed/data/recommendedProducts.ts')
    const seedTypes = path.join(src, 'seed/types.ts')
    expect(importsOf(recommendedProducts)).not.toContain(seedTypes)
    expect(importsWithTypesOf(recommendedProducts)).toContain(seedTypes)
  })

  it('there is none among the files of src/', () => {
    const known = new Set(KNOWN_CYCLES.map((c) => c.files.join(' ↔ ')))
    const found = cycles(graph).map((group) => group.map(rel).join(' ↔ '))
    expect(found.filter((c) => !known.has(c))).toEqual([])
    // An exception whose cycle is gone is stale: remove it.
    expect([...known].filter((c) => !found.includes(c))).toEqual([])
  })
})

describe('top-level folders of src/ (type-only imports counted)', () => {
  it('finds a pair that imports both ways (the checker itself works)', () => {
    const synthetic = new Map([
      ['lib/a.ts', ['content/b.ts']],
      ['content/b.ts', ['cms/c.ts']],
      ['cms/c.ts', ['content/d.ts', 'lib/a.ts']],
      ['content/d.ts', []],
    ])
    const pairs = twoWayPairs(synthetic, (f) => f.split('/')[0]!)
    expect(pairs).toEqual([
      {
        a: 'cms',
        b: 'content',
        ab: [{ from: 'cms/c.ts', to: 'content/d.ts' }],
        ba: [{ from: 'content/b.ts', to: 'cms/c.ts' }],
      },
    ])
  })

  it('the generated Payload types import nothing (so they count as a folder of their own)', () => {
    expect(fs.existsSync(PAYLOAD_TYPES)).toBe(true)
    expect(importsWithTypesOf(PAYLOAD_TYPES)).toEqual([])
  })

  it('no two import each other, but for the pairs listed with their reason', () => {
    const problems: string[] = []
    const used = new Set<number>()
    for (const { a, b, ab, ba } of twoWayPairs(graph, folderOf)) {
      let ways = [
        { from: a, to: b, edges: ab },
        { from: b, to: a, edges: ba },
      ]
      ways = ways.map((way) => {
        const i = KNOWN_TWO_WAY.findIndex((k) => k.from === way.from && k.to === way.to)
        if (i < 0) return way
        used.add(i)
        return { ...way, edges: way.edges.filter((e) => !KNOWN_TWO_WAY[i]!.allows(e)) }
      })
      if (ways.every((w) => w.edges.length > 0)) {
        problems.push(
          `${a} ⇄ ${b}:\n${ways.map((w) => `  ${w.from} → ${w.to}:\n${w.edges.map((e) => `    ${show(e)}`).join('\n')}`).join('\n')}`,
        )
      }
    }
    expect(problems).toEqual([])
    // A listed pair that no longer runs both ways is stale: remove it.
    expect(KNOWN_TWO_WAY.filter((_k, i) => !used.has(i)).map((k) => `${k.from} → ${k.to}`)).toEqual([])
  })

  it('the platform server entries stay server-only (HTTP helpers, state)', () => {
    const entries = ['platform/http.ts', 'platform/state/index.ts'].map((f) => path.join(src, f))
    expect(entries.filter((f) => !isServerOnly(f)).map(rel)).toEqual([])
  })

  it('shared test data is test-only: no app module imports a testData.ts', () => {
    const testOnly = (file: string) => isTest(file) || /\.samples\.tsx$|[/\\]testData\.ts$/.test(file)
    const testData = files.filter((f) => f.endsWith(`${path.sep}testData.ts`))
    expect(testData.length).toBeGreaterThan(0)
    const problems = files
      .filter((f) => !testOnly(f))
      .flatMap((from) =>
        importsWithTypesOf(from)
          .filter((to) => testData.includes(to))
          .map((to) => show({ from, to })),
      )
    expect(problems).toEqual([])
  })
})

// @vitest-environment node
import fs from 'node:fs'
import path from 'node:path'
import { importsOf, importsWithTypesOf, isServerOnly, rel, src, walk } from './imports'

/**
 * The source's shape, counting type-only imports too (ADR 16, ADR 22): no import cycle between files, and every
 * import between two top-level folders of `src/` goes down the layers (`LAYERS`). The few edges that go up by
 * design are listed with why; anything else fails. `lib/` is pure: no React, no browser or server I/O.
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

const files = walk(src)
const graph: Graph = new Map(files.map((f) => [f, importsWithTypesOf(f)]))
const show = (e: Edge) => `${rel(e.from)} → ${rel(e.to)}`
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file)

/**
 * Payload writes `src/cms/payload-types.ts` from the schema (`npm run generate:types`): the types of every
 * stored document, which every layer reads. It imports nothing (checked below), so reading it ties no folder
 * to the CMS's code; it counts as a folder of its own, the lowest.
 */
const PAYLOAD_TYPES = path.join(src, 'cms/payload-types.ts')

/** The top-level folder of `src/` a file belongs to (null for a file directly in `src/` or outside it). */
function folderOf(file: string): string | null {
  if (file === PAYLOAD_TYPES) return 'cms/payload-types.ts'
  const parts = path.relative(src, file).split(path.sep)
  return parts.length > 1 && parts[0] !== '..' ? parts[0]! : null
}

/**
 * The layers of `src/`, top first (ADR 22): a file imports only from its own folder or a folder below it.
 * `src/instrumentation.ts` and any other file directly in `src/` stands above them all.
 */
const LAYERS = [
  'app', // routes: pages, layouts, route handlers
  'seed', // sample content, built from the widgets' fixtures and written through the CMS
  'article', // the article pipeline, page parts and preamp assets
  'chrome', // the site's frame: header, footer, announcement bar, consent UI, account, search
  'widgets', // the blocks editors place, and their kits
  'placements', // the per-reader placement runtime (promotions now, ads next)
  'ui', // the browser building blocks every island shares: the modal, lazy leaves, open requests
  'cms', // Payload's config, collections, globals, admin views and cached reads
  'migrations',
  'services', // server-side domain logic behind ports, and each one's browser contract (shared.ts)
  'privacy', // consent, the site's cookies, the third-party guard, pixels
  'content', // rich text, Lexical reading and images shared by pages and widgets
  'server', // the HTTP edge and the page cache
  'platform', // configuration, HTTP helpers, shared state, counters
  'lib', // pure helpers for both sides
  'cms/payload-types.ts', // generated types, importing nothing
] as const

/** The edges that may go up the layers, each with why. Each must still be needed (checked below). */
const ALLOWED_UPWARD: { from: string; to: string; allows: (e: Edge) => boolean; why: string }[] = [
  {
    from: 'cms',
    to: 'widgets',
    allows: (e) => /\.config\.ts$/.test(e.to) || e.to.endsWith(`${path.sep}blocks.generated.ts`),
    why: "Payload's config registers every widget's block config (ADR 11)",
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
      (rel(e.from) === 'src/services/drivers/index.ts' && rel(e.to) === 'src/cms/driverCatalog.ts') ||
      (rel(e.from) === 'src/services/ads/index.ts' && rel(e.to) === 'src/cms/adCatalog.ts'),
    why: "the editors keep four services' data in the CMS: pricing's formulation index (the drugs collection, imported on first use), search's corpus (re-indexed when the `articles` cache tag is revalidated), the drivers' catalog (read through `cms/driverCatalog.ts`) and the ads' catalog (read through `cms/adCatalog.ts`); each service's index.ts wires it in, and nothing else in the services reads the CMS",
  },
  {
    from: 'server',
    to: 'services',
    allows: (e) =>
      rel(e.from) === 'src/server/edge/cached-answers.test.ts' &&
      rel(e.to) === 'src/services/search/address.mjs',
    why: "the edge's test routes searches with the search service's address rule, as server.mjs does",
  },
]

const rankOf = (folder: string) => (LAYERS as readonly string[]).indexOf(folder)

/**
 * Why an import from `from` to `to` goes the wrong way, or null when it goes down or stays in its folder.
 * `used` collects the exceptions that allowed an edge.
 */
function directionProblem(from: string, to: string, used?: Set<number>): string | null {
  const a = folderOf(from)
  const b = folderOf(to)
  if (a === null || b === null || a === b) return null
  if (rankOf(a) < 0) return `src/${a}/ is in no layer: place it in LAYERS`
  if (rankOf(b) < 0) return `src/${b}/ is in no layer: place it in LAYERS`
  if (rankOf(a) < rankOf(b)) return null
  const i = ALLOWED_UPWARD.findIndex((k) => k.from === a && k.to === b && k.allows({ from, to }))
  if (i >= 0) {
    used?.add(i)
    return null
  }
  return `${a} stands below ${b} (LAYERS), so it may not import it`
}

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

describe('layers of src/ (type-only imports counted)', () => {
  it('finds an import that goes up (the checker itself works)', () => {
    // The edge that ADR 16 forbade and no test caught: the third-party registry in lib/ read the platform's config.
    expect(
      directionProblem(path.join(src, 'lib/thirdParty/registry.ts'), path.join(src, 'platform/config.mjs')),
    ).toMatch(/lib stands below platform/)
    // Down is fine, and so is a folder importing itself.
    expect(directionProblem(path.join(src, 'platform/config.mjs'), path.join(src, 'lib/text.ts'))).toBeNull()
    expect(
      directionProblem(path.join(src, 'widgets/Faq/Faq.tsx'), path.join(src, 'widgets/Faq/faq.ts')),
    ).toBeNull()
    // An exception covers only its own edges: a widget's component may not read the seed, its fixtures may.
    expect(
      directionProblem(path.join(src, 'widgets/Faq/Faq.tsx'), path.join(src, 'seed/lexical.ts')),
    ).toMatch(/widgets stands below seed/)
    expect(
      directionProblem(path.join(src, 'widgets/Faq/Faq.fixtures.ts'), path.join(src, 'seed/lexical.ts')),
    ).toBeNull()
    // A new top-level folder must be placed.
    expect(directionProblem(path.join(src, 'brandnew/a.ts'), path.join(src, 'lib/text.ts'))).toMatch(
      /in no layer/,
    )
  })

  it('the generated Payload types import nothing (so they count as a folder of their own)', () => {
    expect(fs.existsSync(PAYLOAD_TYPES)).toBe(true)
    expect(importsWithTypesOf(PAYLOAD_TYPES)).toEqual([])
  })

  it('every top-level folder of src/ has its layer', () => {
    const folders = fs
      .readdirSync(src, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
    expect(folders.filter((f) => rankOf(f) < 0)).toEqual([])
  })

  it('every import goes down the layers, but for the edges listed with their reason', () => {
    const used = new Set<number>()
    const problems = [...graph].flatMap(([from, targets]) =>
      targets.flatMap((to) => {
        const problem = directionProblem(from, to, used)
        return problem ? [`${show({ from, to })}: ${problem}`] : []
      }),
    )
    expect(problems).toEqual([])
    // A listed exception that no edge needs any more is stale: remove it.
    expect(ALLOWED_UPWARD.filter((_k, i) => !used.has(i)).map((k) => `${k.from} → ${k.to}`)).toEqual([])
  })

  it('lib/ is pure helpers: no React, no client component, no browser storage, network or server I/O', () => {
    const impure =
      /from 'react(-dom)?'|^'use client'|\b(localStorage|sessionStorage|document\.cookie|fetch\(|sendBeacon|XMLHttpRequest|process\.env)\b|from 'node:(fs|child_process|net|http)'/m
    const lib = files.filter((f) => folderOf(f) === 'lib' && !isTest(f))
    expect(lib.length).toBeGreaterThan(10)
    expect(lib.filter((f) => f.endsWith('.tsx') || impure.test(fs.readFileSync(f, 'utf8'))).map(rel)).toEqual(
      [],
    )
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

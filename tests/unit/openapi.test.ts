import fs from 'node:fs'
import path from 'node:path'
import { compileErrors, validate } from '@readme/openapi-parser'
import { openApiDocument } from '@/app/openapi/document'
import { NOT_PUBLIC, OPERATIONS } from '@/app/openapi/registry'

/*
 * The public API's description (issue 32): the OpenAPI document is valid 3.1, and every route file under
 * `src/app` is described by the registry (or named as not public), method by method. The answers themselves are
 * held to the document by the contract run of `npm run fuzz` (scripts/fuzz.mjs).
 */

const root = path.resolve(__dirname, '../..')
const appDir = path.join(root, 'src/app')
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const

/** Every route file under `src/app`, as the path template it serves and the methods it exports. */
function routeFiles(): { file: string; path: string; methods: string[] }[] {
  const out: { file: string; path: string; methods: string[] }[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/^route\.tsx?$/.test(entry.name)) {
        const segments = path
          .relative(appDir, dir)
          .split(path.sep)
          .filter((s) => s && !/^\(.*\)$/.test(s))
          .map((s) => s.replace(/^\[\[?(?:\.\.\.)?([^\]]+)\]?\]$/, '{$1}'))
        const source = fs.readFileSync(full, 'utf8')
        const methods = METHODS.filter((m) =>
          new RegExp(
            `export\\s+(?:async\\s+)?(?:function\\s+${m}\\b|const\\s+${m}\\b|\\{[^}]*\\b${m}\\b)`,
          ).test(source),
        )
        out.push({ file: path.relative(root, full), path: `/${segments.join('/')}`, methods })
      }
    }
  }
  walk(appDir)
  return out
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = openApiDocument('test')
    expect(document.openapi).toBe('3.1.0')
    const result = await validate(structuredClone(document) as never)
    expect(result.valid ? '' : compileErrors(result)).toBe('')
  })

  it('describes every route file under src/app, each method it exports', () => {
    const described = new Set(OPERATIONS.map((op) => `${op.method.toUpperCase()} ${op.path}`))
    const files = routeFiles()
    expect(files.length).toBeGreaterThan(40)
    const missing: string[] = []
    for (const route of files) {
      if (route.path in NOT_PUBLIC) continue
      expect(route.methods.length, `${route.file} exports no method`).toBeGreaterThan(0)
      for (const method of route.methods)
        if (!described.has(`${method} ${route.path}`)) missing.push(`${method} ${route.path} (${route.file})`)
    }
    expect(missing, 'routes with no description in src/app/openapi/registry.ts').toEqual([])
  })

  it('describes no route that has no file, and names every not-public path that has one', () => {
    const files = routeFiles()
    const served = new Set(files.flatMap((f) => f.methods.map((m) => `${m} ${f.path}`)))
    // The image proxy's address form is served by the `{file}` route (`remote` is its file name).
    const extra = OPERATIONS.map((op) => `${op.method.toUpperCase()} ${op.path}`).filter(
      (k) => !served.has(k) && k !== 'GET /api/images/remote',
    )
    expect(extra).toEqual([])
    const paths = new Set(files.map((f) => f.path))
    expect(Object.keys(NOT_PUBLIC).filter((p) => !paths.has(p))).toEqual([])
  })

  it('gives every operation a summary, a documented example status, and an error shape for its 4xx', () => {
    const document = openApiDocument('test')
    for (const op of OPERATIONS) {
      const where = `${op.method.toUpperCase()} ${op.path}`
      expect(op.summary.length, where).toBeGreaterThan(5)
      expect(Object.keys(op.responses), where).toContain(String(op.example.status))
      const described = (document.paths[op.path] as Record<string, { responses: Record<string, unknown> }>)[
        op.method
      ]!
      for (const [status, answer] of Object.entries(described.responses)) {
        const s = Number(status)
        // A refusal is JSON with a message, except the feeds' 404 (the site's own page) and the health
        // check's 503 (`{ status: 'error', message }`, which load balancers read).
        const exception = op.path === '/{section}/feed.xml' || (op.path === '/api/health' && s === 503)
        if (s >= 400 && !exception)
          expect(JSON.stringify(answer), `${where} ${status}`).toContain('#/components/schemas/Error')
      }
    }
  })

  it('takes its query and body schemas from the handlers (no copies)', async () => {
    const { searchQuerySchema } = await import('@/services/search/params')
    const { eventsBatch } = await import('@/services/events/schema')
    const byKey = new Map(OPERATIONS.map((op) => [`${op.method} ${op.path}`, op]))
    expect(byKey.get('get /api/search')?.query).toBe(searchQuerySchema)
    expect(byKey.get('post /api/events')?.body?.schema).toBe(eventsBatch)
  })
})

// @ts-check
// The editors' list pages (issue 27: "admin list pages take 3–5 s"; target: a list view under 1 s on a warm
// server with ten times the sample content). Part "admin" of `npm run bench`: one server on SQLite, the
// sample content multiplied through the REST API as an editor would add it, then each list page timed in
// Chromium, signed in: the document (the server's part) and until the table's rows show, cold (a new browser
// profile) and warm (the median of five visits after a first).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CHROMIUM_ARGS, freePort, startServer, waitForOk } from './lib.mjs'

/** The lists an editor opens most, with the fields made unique in each copy. */
export const ADMIN_LISTS = /** @type {const} */ ({
  articles: ['slug', 'title'],
  products: ['slug', 'productTitle'],
  drivers: ['name'],
  authors: ['slug', 'name'],
  categories: ['slug', 'title'],
})
/** Lists timed as they are (their documents are not multiplied: drugs carry unique NDC codes, media files). */
const AS_SEEDED = ['drugs', 'media']
const MULTIPLIER = 10
const EMAIL = 'bench-editor@wellread.test'
const PASSWORD = 'bench-password-1'

/** @param {unknown} v @returns {unknown} without ids, timestamps and stable ids, so a copy is a new document */
function copyOf(v) {
  if (Array.isArray(v)) return v.map(copyOf)
  if (!v || typeof v !== 'object') return v
  return Object.fromEntries(
    Object.entries(v)
      .filter(([k]) => !['id', 'createdAt', 'updatedAt', '_uuid'].includes(k))
      .map(([k, x]) => [k, copyOf(x)]),
  )
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? null

/**
 * Adds (MULTIPLIER - 1) copies of every document of the lists above; returns the counts after.
 * @param {string} base
 * @param {Record<string, string>} headers
 */
async function multiply(base, headers) {
  /** @type {Record<string, number>} */
  const counts = {}
  for (const [collection, unique] of Object.entries(ADMIN_LISTS)) {
    const res = await fetch(`${base}/api/cms/${collection}?limit=1000&depth=0&draft=true`, { headers })
    const { docs } = /** @type {{ docs: Record<string, unknown>[] }} */ (await res.json())
    for (let n = 2; n <= MULTIPLIER; n++) {
      for (const doc of docs) {
        const data = /** @type {Record<string, unknown>} */ (copyOf(doc))
        for (const key of unique) {
          const value = data[key]
          if (typeof value === 'string')
            data[key] = key === 'slug' ? `${value}-copy-${n}` : `${value} (copy ${n})`
        }
        const made = await fetch(`${base}/api/cms/${collection}?depth=0`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(data),
        })
        if (!made.ok)
          throw new Error(`copying ${collection}: ${made.status} ${(await made.text()).slice(0, 300)}`)
      }
    }
    counts[collection] = docs.length * MULTIPLIER
  }
  return counts
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} base
 * @param {string} collection
 */
async function timeList(browser, base, collection) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const login = await page.request.post(`${base}/api/cms/users/login`, {
    data: { email: EMAIL, password: PASSWORD },
  })
  if (!login.ok()) throw new Error(`sign-in for the admin lists: ${login.status()}`)
  const visit = async () => {
    const t0 = performance.now()
    const res = await page.goto(`${base}/admin/collections/${collection}`)
    if (res?.status() !== 200) throw new Error(`/admin/collections/${collection}: ${res?.status()}`)
    await page.locator('table tbody tr').first().waitFor({ timeout: 30_000 })
    const rowsShownMs = Math.round(performance.now() - t0)
    return { documentMs: Math.round(res ? res.request().timing().responseEnd : 0), rowsShownMs }
  }
  const cold = await visit()
  /** @type {{ documentMs: number, rowsShownMs: number }[]} */
  const warm = []
  for (let i = 0; i < 5; i++) warm.push(await visit())
  const rows = await page.locator('table tbody tr').count()
  await context.close()
  return {
    rows,
    cold,
    warm: {
      documentMs: median(warm.map((w) => w.documentMs)),
      rowsShownMs: median(warm.map((w) => w.rowsShownMs)),
    },
  }
}

/**
 * A page of ten articles through the REST API, whole and as the list reads it (its columns), median of five.
 * @param {string} base
 * @param {Record<string, string>} headers
 */
async function articlePageReads(base, headers) {
  const columns = ['title', 'section', 'template', '_status', 'updatedAt']
    .map((c) => `select[${c}]=true`)
    .join('&')
  /** @param {string} query */
  const time = async (query) => {
    const ms = []
    let bytes = 0
    for (let i = 0; i < 6; i++) {
      const t0 = performance.now()
      const res = await fetch(`${base}/api/cms/articles?limit=10&depth=0&draft=true&${query}`, { headers })
      bytes = (await res.arrayBuffer()).byteLength
      if (i > 0) ms.push(performance.now() - t0)
    }
    return { ms: Math.round(median(ms) ?? 0), bytes }
  }
  return { wholeDocuments: await time(''), columnsOnly: await time(columns) }
}

/**
 * @param {{ chromium: typeof import('playwright-core').chromium, executablePath: string }} options
 */
export async function adminLists({ chromium, executablePath }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-bench-admin-'))
  const server = startServer({
    port: await freePort(),
    quiet: true,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
      PAYLOAD_SECRET: 'bench-secret-0123456789abcdef',
    },
  })
  const base = server.url
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
  })
  try {
    await waitForOk(`${base}/api/health`)
    const login = await fetch(`${base}/api/cms/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    })
    const { token } = /** @type {{ token: string }} */ (await login.json())
    const headers = { authorization: `JWT ${token}` }
    const documents = await multiply(base, headers)
    /** @type {Record<string, Awaited<ReturnType<typeof timeList>>>} */
    const lists = {}
    for (const collection of [...Object.keys(ADMIN_LISTS), ...AS_SEEDED])
      lists[collection] = await timeList(browser, base, collection)
    return {
      contentMultiplier: MULTIPLIER,
      documents,
      targetRowsShownMs: 1000,
      lists,
      articlePageRead: await articlePageReads(base, headers),
    }
  } finally {
    await browser.close()
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

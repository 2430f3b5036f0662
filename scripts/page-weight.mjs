// @ts-check
// A template's JavaScript before interaction (issue 26): every script a page fetches from navigation until the
// network is idle, with no scroll and no input, as a first-time reader on a phone sees it. Bytes are each
// script's gzip at level 9 (deterministic, whatever the server chose to send). The budgets, in bytes per
// template, are in bench/javascript-budgets.json; the e2e test `page-weight.e2e.spec.ts` holds every template
// to its budget in CI, and `npm run bench` reports the figures beside them (docs/performance.md).
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

/** The phone a template is measured on (Lighthouse's mobile viewport). */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1.75,
}

/** @typedef {{ path: string, budgetBytes: number }} TemplateBudget */
/** @returns {{ measure: string, templates: Record<string, TemplateBudget> }} */
export function readBudgets() {
  return JSON.parse(fs.readFileSync(path.join(root, 'bench/javascript-budgets.json'), 'utf8'))
}

/**
 * Loads `url` in a fresh page of `context` and sums its scripts until the network is idle.
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} url
 * @returns {Promise<{ status: number | undefined, gzipBytes: number, files: { url: string, gzipBytes: number }[] }>}
 */
export async function scriptsBeforeInteraction(context, url) {
  const page = await context.newPage()
  /** @type {Map<string, Promise<number>>} */
  const scripts = new Map()
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return
    scripts.set(
      res.url(),
      res.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    )
  })
  const response = await page.goto(url, { waitUntil: 'networkidle' })
  const files = await Promise.all(
    [...scripts].map(async ([u, bytes]) => ({ url: new URL(u).pathname, gzipBytes: await bytes })),
  )
  await page.close()
  files.sort((a, b) => b.gzipBytes - a.gzipBytes)
  return { status: response?.status(), gzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0), files }
}

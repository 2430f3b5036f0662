// Shared helpers for the end-to-end tests.
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page } from '@playwright/test'

export const EMAIL = process.env.ADMIN_EMAIL ?? 'e2e-editor@wellread.test'
export const PASSWORD = process.env.ADMIN_PASSWORD ?? 'e2e-password-Wellread-1'

export const text = (t: string) => ({
  type: 'text',
  version: 1,
  text: t,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
})

export const paragraph = (t: string) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  children: [text(t)],
})

export const doc = (...children: unknown[]) => ({
  root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children },
})

let signedIn: Promise<{ Authorization: string }> | null = null

/**
 * Authorization headers for the CMS REST API, signed in as the e2e editor. One sign-in per test run (the
 * token lasts hours): sign-ins are rate limited per address, as they should be.
 */
export function editorHeaders(request: APIRequestContext): Promise<{ Authorization: string }> {
  signedIn ??= (async () => {
    const res = await request.post('/api/cms/users/login', { data: { email: EMAIL, password: PASSWORD } })
    expect(res.ok(), await res.text()).toBe(true)
    return { Authorization: `JWT ${(await res.json()).token}` }
  })()
  return signedIn
}

/** Publishes an article through the CMS API (one paragraph of body text); returns its id. */
export async function publishArticle(
  request: APIRequestContext,
  fields: { title: string; section: string; summary: string; text: string; slug?: string },
): Promise<number> {
  const { text: bodyText, ...rest } = fields
  const created = await request.post('/api/cms/articles', {
    headers: await editorHeaders(request),
    data: { ...rest, _status: 'published', body: doc(paragraph(bodyText)) },
  })
  expect(created.status(), await created.text()).toBe(201)
  return (await created.json()).doc.id
}

/**
 * Collects what must never happen on a page, across navigations: CSP violations, CSP reports sent, console
 * errors and uncaught errors. Call the returned function to read them.
 */
export async function watchForProblems(page: Page): Promise<() => string[]> {
  const problems: string[] = []
  await page.exposeFunction('__wellreadViolation', (text: string) => {
    problems.push(`CSP violation: ${text}`)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __wellreadViolation?: (t: string) => void }).__wellreadViolation
      report?.(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} on ${location.pathname}`)
    })
  })
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error on ${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`))
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/csp-report')
      problems.push(`CSP report sent: ${req.postData() ?? ''}`)
  })
  return () => [...problems]
}

/**
 * The title of the page's own article. Next-article scroll may append the following article (with its own
 * h1) as soon as a short article's end is in view, so article pages are queried through their first article.
 */
export function ownArticleTitle(page: Page) {
  return page.locator('main article').first().getByRole('heading', { level: 1 })
}

/**
 * Serious and critical axe violations on the page (or only inside `selector`), as readable lines: an empty
 * list is what every accessibility check expects.
 */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
  const results = await (selector ? builder.include(selector) : builder).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Sums the page's layout shifts not caused by the reader's input (its CLS), from before the first paint. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.assign(window, { __cls: 0 })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The layout shift recorded so far (`recordLayoutShifts`). */
export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __cls: number }).__cls)

/**
 * The layout shift once the page has loaded and settled. Not "network idle": the browser revalidates cached
 * prefetches in the background (stale-while-revalidate), which can keep the network busy for half a minute.
 */
export async function settledLayoutShift(page: Page): Promise<number> {
  await page.waitForLoadState('load')
  // Layout-shift entries are delivered asynchronously; give hydration and late resources a moment.
  await page.waitForTimeout(750)
  return layoutShift(page)
}

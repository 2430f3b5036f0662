import { expect, test } from '@playwright/test'
import { editorHeaders, fromTheSite, signIn } from './helpers'

/**
 * Issue 29's error groups through the real server: a report whose stack names a real chunk of the page (a line
 * and column inside it) is stored as a group whose stack is mapped to the project's source with the build's
 * source maps; those maps are never served; a bad body is a 400 naming the field. And a chunk that fails
 * because a deploy replaced the build reloads the page (src/ui/deploySkew.ts).
 */

/** Strings of the project's own code that a page's chunks hold: where one is, the chunk's map names `src/…`. */
const OWN_CODE = ['wellread:track', 'data-lazy-leaf', 'client.error.chunk']

/** A token of letters only: the fingerprint counts digits as 0, so this keeps each run's group apart. */
const token = () =>
  Array.from({ length: 12 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')

test('a report naming a real chunk position becomes a group with a mapped src/ frame; maps are 404; bad bodies 400', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const scripts = await page.$$eval('script[src]', (nodes) =>
    nodes.map((n) => (n as HTMLScriptElement).src).filter((src) => src.includes('/_next/static/chunks/')),
  )
  expect(scripts.length).toBeGreaterThan(0)

  // A position inside one of the page's own chunks that holds the project's own code.
  let frame: { url: string; line: number; column: number } | null = null
  for (const url of scripts) {
    const text = await (await request.get(url)).text()
    const at = OWN_CODE.map((s) => text.indexOf(s)).find((i) => i >= 0)
    if (at === undefined) continue
    const before = text.slice(0, at).split('\n')
    frame = { url, line: before.length, column: before.at(-1)!.length + 1 }
    break
  }
  expect(frame, `no chunk of ${scripts.join(', ')} holds ${OWN_CODE.join(' or ')}`).not.toBeNull()
  const { url, line, column } = frame!

  // The build's maps are the server's: the chunk is served, its map is not.
  const pathname = new URL(url).pathname
  expect((await request.get(pathname)).status()).toBe(200)
  expect((await request.get(`${pathname}.map`)).status()).toBe(404)

  const build = ((await (await request.get('/api/build')).json()) as { build: string }).build
  expect(build).toMatch(/^[\w.-]+$/)

  const marker = token()
  const report = {
    build,
    pageTemplate: 'home',
    formfactor: 'desktop',
    route: '/',
    errors: [
      {
        kind: 'render',
        where: 'widget.e2e',
        name: 'TypeError',
        message: `e2e ${marker} failed for reader@example.com`,
        stack: `TypeError: e2e ${marker}\n    at x (${url}:${line}:${column})`,
      },
    ],
  }
  const stored = await request.post('/api/errors', {
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...fromTheSite() },
    data: JSON.stringify(report),
  })
  expect(stored.status(), await stored.text()).toBe(204)
  // The JSON fallback adds to the same group.
  expect((await request.post('/api/errors', { headers: fromTheSite(), data: report })).status()).toBe(204)

  const headers = await editorHeaders(request)
  const found = await request.get(
    `/api/cms/error-groups?where[message][contains]=${marker}&depth=0&limit=5`,
    { headers },
  )
  expect(found.ok(), await found.text()).toBe(true)
  const { docs } = (await found.json()) as {
    docs: {
      message: string
      count: number
      stack: string
      topFrame: string
      build: string
      browser: string
    }[]
  }
  expect(docs).toHaveLength(1)
  const [group] = docs
  expect(group!.count).toBe(2)
  expect(group!.message).toBe(`e2e ${marker} failed for [email]`)
  expect(group!.build).toBe(build)
  expect(group!.browser).toBe('chrome')
  expect(group!.topFrame).toMatch(/^src\//)
  expect(group!.stack).toMatch(/\n {4}at (.* \()?src\/[\w/.[\]()-]+\.tsx?:\d+:\d+/)
  // An administrator sees it under Site health, with its mapped stack, read-only.
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Site health' })).toBeVisible()
  await page.goto('/admin/collections/error-groups')
  await page.getByRole('link', { name: group!.message }).click()
  const stack = page.locator('textarea#field-stack')
  await expect(stack).toHaveValue(/src\//)
  await expect(stack).not.toBeEditable()
  // Readers may not read the groups.
  expect((await request.get(`/api/cms/error-groups?where[message][contains]=${marker}`)).status()).toBe(403)

  // Bad bodies: a 400 naming the field, nothing stored.
  const badRoute = await request.post('/api/errors', {
    headers: fromTheSite(),
    data: { ...report, route: '/health/sleep?x=1' },
  })
  expect(badRoute.status()).toBe(400)
  expect(((await badRoute.json()) as { error: string }).error).toMatch(/route/)
  const badKind = await request.post('/api/errors', {
    headers: fromTheSite(),
    data: { ...report, errors: [{ kind: 'oops', message: 'x' }] },
  })
  expect(badKind.status()).toBe(400)
  expect(((await badKind.json()) as { error: string }).error).toMatch(/kind/)
})

test('a chunk that fails because a deploy replaced the build reloads the page once, onto the new build', async ({
  page,
}) => {
  // The server answers another build than the page's, as after a deploy; the page's later chunks are gone.
  await page.route('**/api/build', (route) => route.fulfill({ json: { build: 'a-newer-build' } }))
  await page.goto('/health/widget-gallery')
  await page.waitForLoadState('load')
  let reloads = 0
  // A full load (not the infinite scroll's address updates).
  page.on('load', () => {
    reloads += 1
  })
  await page.route('**/_next/static/chunks/**', (route) => (reloads === 0 ? route.abort() : route.continue()))
  // A widget whose code no other widget of the page has loaded yet (two leaves of one kind share their code): on
  // a slow machine the first screen's leaves may have loaded theirs before the route above was in place, so the
  // test goes to one still waiting rather than scrolling blind.
  const unloaded = await page.evaluate(() => {
    const leaves = [...document.querySelectorAll<HTMLElement>('[data-lazy-leaf]')]
    const started = new Set(
      leaves.filter((el) => el.dataset.lazyState !== 'waiting').map((el) => el.dataset.lazyLeaf),
    )
    return leaves.map((el) => el.dataset.lazyLeaf).filter((name) => name && !started.has(name))
  })
  expect(unloaded, 'a widget of the gallery whose code has not loaded').not.toEqual([])
  const leaf = page.locator(`[data-lazy-leaf="${unloaded[0]}"]`).first()
  // Coming near it loads its code: it fails, the page asks for the build, and reloads.
  await expect
    .poll(
      async () => {
        if (reloads === 0) await leaf.scrollIntoViewIfNeeded({ timeout: 5_000 }).catch(() => {})
        return reloads
      },
      { timeout: 60_000 },
    )
    .toBe(1)
  await page.waitForLoadState('load')
  expect(await page.evaluate(() => sessionStorage.getItem('wellread.deployReload'))).toBe('a-newer-build')
  expect(new URL(page.url()).pathname).toBe('/health/widget-gallery')
})

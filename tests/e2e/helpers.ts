// Shared helpers for the end-to-end tests.
import AxeBuilder from '@axe-core/playwright'
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type Request,
  test,
} from '@playwright/test'

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

/**
 * The header a page of the site sends with its POSTs (its Origin, for the server at `url`): the state-changing
 * calls refuse a request no page of the site made (docs/security-review.md), and Playwright's own requests
 * carry none.
 */
export function fromTheSite(url = process.env.BASE_URL ?? 'http://127.0.0.1:3000'): { origin: string } {
  return { origin: new URL(url).origin }
}

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
 * Serious and critical axe violations on the page (or only inside `selector`; without what matches
 * `exclude`), as readable lines: an empty list is what every accessibility check expects.
 */
export async function seriousViolations(
  page: Page,
  selector?: string,
  { exclude }: { exclude?: string } = {},
): Promise<string[]> {
  // Let entrances finish first (a dialog fades in over 200 ms): mid-fade, axe measures the colours half
  // blended with the page behind and reports a contrast the reader never sees (CI on a fast machine).
  // An entrance can also start a frame or two after this is called (an in-view observer's callback, then a
  // render: the testimonial's cards on their second view, CI at 375 px), so look until two looks 100 ms apart
  // find none, for at most 3 s.
  await page.evaluate(async (sel) => {
    const scope = sel ? document.querySelector(sel) : document.documentElement
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    const running = () =>
      document.getAnimations().filter((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target
        const finite = Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY)
        return finite && a.playState !== 'finished' && target instanceof Element && scope?.contains(target)
      })
    const deadline = performance.now() + 3000
    let quietLooks = 0
    while (quietLooks < 2 && performance.now() < deadline) {
      await frame()
      const now = running()
      if (now.length === 0) {
        quietLooks += 1
        if (quietLooks < 2) await wait(100)
        continue
      }
      quietLooks = 0
      await Promise.race([
        Promise.all(now.map((a) => a.finished.catch(() => undefined))),
        wait(deadline - performance.now()),
      ])
    }
  }, selector ?? null)
  // Only what a check reads: the violations, in full (passes and inapplicable rules are left unlisted: listing
  // them serialises every passing node, most of the run on a large page). And axe run in the page itself when
  // every frame is the page's own (`legacy mode`): the default runs axe in each frame, then again in a blank
  // page to merge, which took 3–4 times as long on the gallery (1 MB, 5,000 elements) and tests nothing more
  // there. A page with another site's frame (a video once played) still gets the default, which tests it.
  const origin = new URL(page.url()).origin
  const foreignFrame = page
    .frames()
    .some((f) => f !== page.mainFrame() && /^https?:/.test(f.url()) && new URL(f.url()).origin !== origin)
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(!foreignFrame)
  if (selector) builder = builder.include(selector)
  if (exclude) builder = builder.exclude(exclude)
  const results = await builder.analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

type ShiftLog = {
  /** Each shift not caused by the reader's input: when, how much, and what moved (for failure messages). */
  __layoutShifts: Array<{ at: number; value: number; line: string }>
  /** Page-time windows in which the test emulated print media (`whilePrinted`). */
  __printWindows: Array<[number, number]>
  /** Placement stage changes, in the failure message among the shifts, in time order. */
  __placementLog: Array<{ at: number; line: string }>
  /** Moves the shifts the browser has made but not yet delivered into `__layoutShifts`. */
  __takeLayoutShifts?: () => void
}

/**
 * Records the page's layout shifts not caused by the reader's input (its CLS), from before the first paint;
 * with `within`, only shifts that move an element inside that selector (one widget's own CLS).
 */
export async function recordLayoutShifts(page: Page, { within }: { within?: string } = {}): Promise<void> {
  await page.addInitScript((scope: string | null) => {
    type Shift = PerformanceEntry & {
      value: number
      hadRecentInput: boolean
      sources: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>
    }
    const rect = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`
    const elementOf = (node?: Node | null) => (node instanceof Element ? node : (node?.parentElement ?? null))
    const nameOf = (node?: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '(gone)'
      const widget = node.closest('[data-widget]')?.getAttribute('data-widget')
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${String(node.className).split(' ')[0]}${widget ? ` in ${widget}` : ''}`
    }
    const w = window as unknown as ShiftLog
    Object.assign(window, { __layoutShifts: [], __printWindows: [], __placementLog: [] })
    const record = (entries: Shift[]) => {
      for (const entry of entries) {
        if (entry.hadRecentInput) continue
        if (scope && !entry.sources.some((s) => elementOf(s.node)?.closest(scope))) continue
        // What moved, for the failure message: a layout shift found on a slow machine is hard to find again.
        w.__layoutShifts.push({
          at: entry.startTime,
          value: entry.value,
          line: `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms (scrollY ${Math.round(window.scrollY)}): ${entry.sources
            .map((s) => `${nameOf(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`)
            .join('; ')}`,
        })
      }
    }
    const observer = new PerformanceObserver((list) => record(list.getEntries() as Shift[]))
    observer.observe({ type: 'layout-shift', buffered: true })
    // Entries reach an observer's callback in a task of their own, some time after the frame that made them:
    // a reader of the log first takes the ones not delivered yet (`takeRecords`), so none is missed.
    Object.assign(window, { __takeLayoutShifts: () => record(observer.takeRecords() as Shift[]) })
    // A placement closing (or changing stage) is the usual suspect of a late shift: when and where it was.
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as Element
        const box = el.getBoundingClientRect()
        const at = performance.now()
        w.__placementLog.push({
          at,
          line: `(placement ${el.getAttribute('data-placement')} ${r.attributeName}=${el.getAttribute(r.attributeName ?? '') ?? '(removed)'} at ${Math.round(at)} ms, top ${Math.round(box.top)}, scrollY ${Math.round(window.scrollY)})`,
        })
      }
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-collapsed', 'data-stage'],
    })
  }, within ?? null)
}

/**
 * Runs `check` with the page laid out for print, then returns it to the screen. The switch re-lays the
 * screen's page out as paper and back, which the browser reports as layout shifts of nearly the whole page,
 * not caused by input once the press of Print is 500 ms old (a busy machine). A reader's print preview lays
 * out a separate document and moves nothing on the screen, so the recorder leaves out shifts in this window.
 */
export async function whilePrinted(page: Page, check: () => Promise<void>): Promise<void> {
  const from = await page.evaluate(() => performance.now())
  await page.emulateMedia({ media: 'print' })
  try {
    await check()
  } finally {
    await page.emulateMedia({ media: 'screen' })
    // The frame laid out for the screen again is the window's last.
    await page.evaluate(
      (start) =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              ;(window as unknown as Partial<ShiftLog>).__printWindows?.push([start, performance.now()])
              resolve()
            }),
          ),
        ),
      from,
    )
  }
}

/**
 * The header's search icon: the server's link to the search page until the reader heads for it, then the
 * search box's button (a deferred island, src/ui/deferredIsland.tsx; a click on the link once the page has
 * hydrated opens the box).
 */
export function searchIcon(page: Page): Locator {
  const banner = page.getByRole('banner')
  return banner
    .getByRole('button', { name: 'Search', exact: true })
    .or(banner.getByRole('link', { name: 'Search', exact: true }))
}

/** Waits until the page has hydrated the named deferred island, which then listens for the reader. */
export async function islandHydrated(page: Page, name: string): Promise<void> {
  await expect(page.locator(`[data-island="${name}"][data-island-hydrated]`).first()).toBeAttached({
    timeout: 15_000,
  })
}

/**
 * Opens a page as a reader arrives at it (answered 200) and waits until its placements have their drivers'
 * answer (an empty one closes then, if it is below the screen) and the browser has painted that. A test that
 * jumps down the page right after loading would otherwise paint its jump and a placement closing in one frame:
 * the box was below the old screen but is above the new one, and the browser counts the content under it
 * moving up as a layout shift (a jump by script is not a reader's input). Readers scroll by input, and a jump
 * by a link is input, so they never see it.
 */
export async function arriveAt(page: Page, path: string): Promise<void> {
  const res = await page.goto(path)
  expect(res?.status(), path).toBe(200)
  await expect(
    page.locator('[data-placement][data-stage="queued"], [data-placement][data-stage="loading"]'),
    'placements waiting for their drivers',
  ).toHaveCount(0, { timeout: 15_000 })
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}

/** What moved so far, one line per layout shift (`recordLayoutShifts`): the message of a failed shift check. */
export const layoutShiftSources = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const w = window as unknown as Partial<ShiftLog>
    w.__takeLayoutShifts?.()
    return [...(w.__layoutShifts ?? []), ...(w.__placementLog ?? [])]
      .sort((a, b) => a.at - b.at)
      .map((entry) => entry.line)
      .join('\n')
  })

/** The layout shift recorded so far (`recordLayoutShifts`), outside the windows laid out for print. */
export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const w = window as unknown as Partial<ShiftLog>
    w.__takeLayoutShifts?.()
    const printed = (at: number) => (w.__printWindows ?? []).some(([from, to]) => at >= from && at <= to)
    return (w.__layoutShifts ?? []).reduce((sum, s) => (printed(s.at) ? sum : sum + s.value), 0)
  })

/**
 * Waits until the page has done what it does by itself after loading: the load event, its fonts, its
 * placements' answer (placements register after hydration, so the page has hydrated too), the lazy leaves
 * near the screen started, and a main thread with nothing left to run (an idle callback), then two painted
 * frames. Not "network idle": the browser revalidates cached prefetches in the background
 * (stale-while-revalidate), which can keep the network busy for half a minute.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await expect(
    page.locator('[data-placement][data-stage="queued"], [data-placement][data-stage="loading"]'),
    'placements waiting for their drivers',
  ).toHaveCount(0, { timeout: 15_000 })
  await page.waitForFunction(
    () => {
      const margin = 300
      return [...document.querySelectorAll('main article [data-lazy-state="waiting"]')].every((el) => {
        if (el.closest('[data-next-article]')) return true
        const r = el.getBoundingClientRect()
        return r.bottom < -margin || r.top > window.innerHeight + margin || r.height === 0
      })
    },
    null,
    { timeout: 15_000 },
  )
  await page.evaluate(async () => {
    await document.fonts.ready
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 }))
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
}

/** The layout shift once the page has loaded and settled (`settle`). */
export async function settledLayoutShift(page: Page): Promise<number> {
  await settle(page)
  return layoutShift(page)
}

/** Scrolls to the end of the page a part of a screen per painted frame (every part of it passes the screen). */
export async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(window.innerHeight * 0.8)) {
      window.scrollTo(0, y)
      await frame()
    }
    window.scrollTo(0, document.documentElement.scrollHeight)
    await frame()
  })
}

/**
 * Scrolls down the page's own article (not the next articles the scroll appends below it) a part of a screen
 * at a time until its end is just below the screen, and no further. After each step it waits for what the step started:
 * every lazy leaf that came within reach of the screen has started (the page's script may not have hydrated
 * yet on a busy machine: then it waits for that too). Waits for at most `perStepMs` per step.
 */
export async function scrollThroughArticle(
  page: Page,
  { step = 0.8, perStepMs = 15_000 }: { step?: number; perStepMs?: number } = {},
): Promise<void> {
  // Seen in CI: a page that stopped answering in the middle of this scroll. Watched with the debugger, so that
  // it says where its script was.
  const hang = await watchForHang(page)
  try {
    await scrollThroughArticleOnce(page, { step, perStepMs }, hang.stack)
  } finally {
    await hang.stop()
  }
}

/** `p`'s value, or null when it has not settled within `ms` (a page that stopped answering never settles). */
const within = <T>(p: Promise<T>, ms: number): Promise<T | null> =>
  Promise.race([p, new Promise<null>((r) => setTimeout(() => r(null), ms))])

async function scrollThroughArticleOnce(
  page: Page,
  { step, perStepMs }: { step: number; perStepMs: number },
  stackOfHungPage: () => Promise<string>,
): Promise<void> {
  const scrolling = page.evaluate(
    async ({ fraction, limit }) => {
      // Each step, for the watchdog below: where the scroll is, what it waits for, whether frames are painted.
      const log: string[] = []
      ;(window as unknown as { __scrollLog: string[] }).__scrollLog = log
      let painted = 0
      const paint = () => {
        painted++
        requestAnimationFrame(paint)
      }
      requestAnimationFrame(paint)
      // The next painted frame; a page that paints no frame (in the background) moves on after 200 ms
      // rather than waiting for ever.
      const frame = () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => resolve(undefined))
          setTimeout(resolve, 200)
        })
      const article = document.querySelector('main article')
      if (!article) return ['no article']
      const margin = 300
      const waitingNearby = () =>
        [...article.querySelectorAll('[data-lazy-state="waiting"]')].filter((el) => {
          if (el.closest('[data-next-article]')) return false
          const r = el.getBoundingClientRect()
          return r.height > 0 && r.bottom >= -margin && r.top <= window.innerHeight + margin
        })
      // The last step leaves the article's end this far below the screen: its last leaves are within reach,
      // and what comes after it (the next article, the footer) stays off the screen, as it does for a reader
      // who reads to the end at a reader's pace (the next article loads 600 px ahead of them).
      const beyond = 100
      for (let i = 0; i < 1000; i++) {
        const end = window.scrollY + article.getBoundingClientRect().bottom - window.innerHeight - beyond
        const target = Math.min(window.scrollY + Math.round(window.innerHeight * fraction), end)
        window.scrollTo(0, Math.max(target, window.scrollY))
        await frame()
        log.push(
          `${Math.round(performance.now())} ms: y ${Math.round(window.scrollY)} (target ${Math.round(target)}, end ${Math.round(end)}), ${painted} frames painted, waiting for ${waitingNearby()
            .map((el) => el.getAttribute('data-lazy-leaf'))
            .join(', ')}`,
        )
        const deadline = performance.now() + limit
        while (waitingNearby().length > 0 && performance.now() < deadline) await frame()
        const left = waitingNearby()
        if (left.length > 0) {
          for (const [i, el] of left.entries()) el.setAttribute('data-stuck-probe', String(i))
          // What the page was doing, to tell a leaf never hydrated (no React fiber on its wrapper) from one whose
          // observer never answered (a fresh observer's answer now), and a page that paints no frames.
          const frames = await new Promise<number>((resolve) => {
            let n = 0
            const count = () => {
              n++
              requestAnimationFrame(count)
            }
            requestAnimationFrame(count)
            setTimeout(() => resolve(n), 500)
          })
          return Promise.all(
            left.map(async (el) => {
              const r = el.getBoundingClientRect()
              const hydrated = Object.keys(el).some((k) => k.startsWith('__react'))
              const seenNow = await new Promise<string>((resolve) => {
                const io = new IntersectionObserver(
                  (entries) => {
                    io.disconnect()
                    resolve(String(entries.some((e) => e.isIntersecting)))
                  },
                  { rootMargin: `${margin}px 0px ${margin}px 0px` },
                )
                io.observe(el)
                setTimeout(() => resolve('no answer'), 1000)
              })
              return `${el.getAttribute('data-lazy-leaf') ?? '?'} (top ${Math.round(r.top)} of ${window.innerHeight}, hydrated ${hydrated}, a new observer: ${seenNow}, ${frames} frames in 0.5 s (${painted} in all), ${document.visibilityState}, ${Math.round(performance.now())} ms)`
            }),
          )
        }
        if (target >= end) return []
      }
      return ['the article never ended']
    },
    { fraction: step, limit: perStepMs },
  )
  // A watchdog: every 15 s the page must answer a trivial question within 10 s. One that does not (its script
  // never gives the main thread back: seen in CI) fails the test at once, with where its script was and the
  // scroll's last steps, rather than running into the test's time-out with nothing to show.
  let timer: NodeJS.Timeout | undefined
  let scrolled = false
  // Seen in CI: the debugger could not pause the hung page (no script running). A renderer that crashed says so
  // here; one that is only blocked (outside JavaScript) does not.
  let crashed = false
  const onCrash = () => {
    crashed = true
  }
  page.once('crash', onCrash)
  const answers = () =>
    within(
      page.evaluate(() => (window as unknown as { __scrollLog?: string[] }).__scrollLog?.slice(-3) ?? []),
      10_000,
    ).catch(() => [] as string[])
  const hung = new Promise<string>((resolve) => {
    const check = async () => {
      const log = await answers()
      if (scrolled) return
      if (log === null)
        resolve(
          crashed
            ? 'The page stopped answering: its renderer crashed'
            : `The page stopped answering (its renderer is alive; ${await browserActivity(page)}); its script was at:\n${await stackOfHungPage()}`,
        )
      else timer = setTimeout(check, 15_000)
    }
    timer = setTimeout(check, 15_000)
  })
  const stuck = await Promise.race([scrolling, hung]).finally(() => {
    scrolled = true
    clearTimeout(timer)
    page.off('crash', onCrash)
  })
  if (typeof stuck === 'string') throw new Error(stuck)
  const probes = page.locator('main article [data-stuck-probe]')
  const probeCount = await within(probes.count(), 10_000)
  if (probeCount === null)
    throw new Error(
      `The page stopped answering (${stuck.join('; ')}; ${await browserActivity(page)}); its script was at:\n${await stackOfHungPage()}`,
    )
  if (stuck.length > 0 && probeCount === stuck.length) {
    // A page that painted no frames (seen only in CI): what the browser was doing meanwhile.
    if (stuck.some((s) => / 0 frames in 0\.5 s/.test(s))) stuck.push(await browserActivity(page))
    // A leaf the step left near the screen that had not started in all that time (seen only in CI, on a slow
    // machine; the diagnosis is in the annotation): brought to the middle of the screen, as a reader who
    // stops at it, it must start now; then the scroll goes on from there.
    test.info().annotations.push({ type: 'late lazy leaf', description: stuck.join('; ') })
    for (let i = 0; i < probeCount; i++) {
      const probe = page.locator(`main article [data-stuck-probe="${i}"]`)
      await probe.evaluate((el) => el.scrollIntoView({ block: 'center' }))
      await expect(
        probe,
        `a lazy leaf that did not start near the screen: ${stuck.join('; ')}`,
      ).toHaveAttribute('data-lazy-state', 'active', { timeout: Math.max(perStepMs, 15_000) })
    }
    await probes.evaluateAll((els) => {
      for (const el of els) el.removeAttribute('data-stuck-probe')
    })
    return scrollThroughArticleOnce(page, { step, perStepMs }, stackOfHungPage)
  }
  expect(stuck, 'lazy leaves that never started while in view').toEqual([])
}

/**
 * What the browser is doing while a page paints no frames or does not answer (seen only in CI): each process's
 * share of one CPU over about a second, busiest first, and whether a new page in another context paints. A
 * renderer near 100% is busy in its own work (style, layout, paint); the page's renderer near 0% is blocked
 * waiting on another process; a new page that paints nothing either says the whole browser has stalled.
 */
export async function browserActivity(page: Page): Promise<string> {
  const browser = page.context().browser()
  if (!browser) return 'the browser: unknown'
  type Info = { processInfo: { type: string; id: number; cpuTime: number }[] }
  try {
    const cdp = await browser.newBrowserCDPSession()
    const sample = () => within(cdp.send('SystemInfo.getProcessInfo') as Promise<Info>, 3_000)
    const before = await sample()
    const started = Date.now()
    // A measuring window, not a wait for a condition: the CPU each process used in it.
    await new Promise((r) => setTimeout(r, 1_000))
    const after = await sample()
    const seconds = (Date.now() - started) / 1000
    const context = await browser.newContext()
    let other = 'no answer'
    try {
      const fresh = await context.newPage()
      const frames = await within(
        fresh.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let n = 0
              const count = () => {
                n++
                requestAnimationFrame(count)
              }
              requestAnimationFrame(count)
              setTimeout(() => resolve(n), 1_000)
            }),
        ),
        5_000,
      )
      if (frames !== null) other = `${frames} frames in 1 s`
    } finally {
      await within(context.close(), 3_000).catch(() => null)
    }
    await within(cdp.detach(), 2_000).catch(() => null)
    if (!before || !after) return `the browser: no process list; a new page: ${other}`
    const was = new Map(before.processInfo.map((p) => [p.id, p.cpuTime]))
    const busy = after.processInfo
      .map((p) => ({ ...p, share: Math.round((100 * (p.cpuTime - (was.get(p.id) ?? 0))) / seconds) }))
      .sort((a, b) => b.share - a.share)
      .slice(0, 6)
      .map((p) => `${p.type} ${p.id} ${p.share}%`)
    return `the browser: ${busy.join(', ')}; a new page: ${other}`
  } catch (error) {
    return `the browser: ${String(error).split('\n')[0]}`
  }
}

/**
 * Watches a page with the debugger (enabled now, while the page still answers), to say later where its script
 * is should the page stop answering (a script that never gives the main thread back): `stack()` pauses it and
 * reads its call stack, top first, as `function file:line:column`; the build's chunk and column say which code
 * it is (`.next/static/chunks/…`). `stop()` lets the page go.
 */
export async function watchForHang(
  page: Page,
): Promise<{ stack: () => Promise<string>; stop: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Debugger.enable')
  return {
    async stack() {
      type Frame = {
        functionName: string
        url: string
        location: { lineNumber: number; columnNumber: number }
      }
      const paused = new Promise<{ callFrames: Frame[] }>((resolve) =>
        cdp.once('Debugger.paused', (event) => resolve(event as { callFrames: Frame[] })),
      )
      await within(cdp.send('Debugger.pause'), 5_000).catch(() => null)
      const event = await within(paused, 10_000)
      if (!event) return '(the debugger could not pause it: not a script, or the renderer is gone)'
      // Then the script is stopped for good, so that the page answers again and the test ends as it should.
      await within(cdp.send('Runtime.terminateExecution'), 2_000).catch(() => null)
      await within(cdp.send('Debugger.resume'), 2_000).catch(() => null)
      return event.callFrames
        .slice(0, 15)
        .map(
          (f) =>
            `  ${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\/_next\//, '_next/')}:${f.location.lineNumber + 1}:${f.location.columnNumber + 1}`,
        )
        .join('\n')
    },
    async stop() {
      await within(cdp.send('Debugger.disable'), 2_000).catch(() => null)
      await within(cdp.detach(), 2_000).catch(() => null)
    },
  }
}

/**
 * Uses every widget of the article as a reader might, in the page: each is scrolled to the middle of the
 * screen, then each of its buttons is pressed (and Escape pressed after, to close what it opened), each text
 * field typed into and each tooltip button focused. After every step the page must still be no wider than the
 * screen (issue 27: once, at 375 px, the gallery became 397 px wide). Print buttons are left out (the print
 * flow has its own tests), and so are the articles appended below by the next-article scroll. Returns what
 * overflowed, with the step and the boxes that stuck out, or [] when nothing did.
 */
export async function pagesWiderThanScreen(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))
        setTimeout(resolve, 200)
      })
    const root = document.documentElement
    const found: string[] = []
    // Clipped by a scroll box or overflow: hidden around it; an absolutely placed box only by one around (or at)
    // its containing block: inside a scroll box that is not positioned, it escapes it.
    const clipped = (el: Element) => {
      const absolute = el instanceof HTMLElement && getComputedStyle(el).position === 'absolute'
      let a = absolute ? (el as HTMLElement).offsetParent : el.parentElement
      for (; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true
      }
      return false
    }
    const check = (step: string) => {
      const limit = root.clientWidth
      if (root.scrollWidth <= limit) return
      const out = [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > limit + 0.5 && !clipped(el))
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').slice(0, 40)}`)
      found.push(
        `${step}: the page is ${root.scrollWidth} px wide on a ${limit} px screen (${out.join(', ')})`,
      )
    }
    const widgets = [...document.querySelectorAll('main article [data-widget]')].filter(
      (el) =>
        !el.closest('[data-next-article], [data-next-articles]') &&
        !el.parentElement?.closest('[data-widget]'),
    )
    for (const widget of widgets) {
      const name = widget.getAttribute('data-widget')
      widget.scrollIntoView({ block: 'center' })
      await frame()
      check(`${name}: in view`)
      const buttons = [...widget.querySelectorAll('button')].filter(
        (b) => !b.disabled && b.getClientRects().length > 0 && !/^\s*print/i.test(b.textContent ?? ''),
      )
      for (const button of buttons) {
        if (!button.isConnected) continue
        button.click()
        await frame()
        check(`${name}: after pressing "${(button.textContent ?? '').trim().slice(0, 30)}"`)
        const target = document.activeElement ?? document.body
        target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
        await frame()
      }
      for (const input of widget.querySelectorAll<HTMLInputElement>(
        'input[type="text"], input[type="search"], input[type="email"], input:not([type])',
      )) {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
        setter?.call(input, 'a rather long entry a reader might type into this field 47201')
        input.dispatchEvent(new Event('input', { bubbles: true }))
        await frame()
        check(`${name}: after typing into ${input.name || input.id || 'a field'}`)
      }
      for (const trigger of widget.querySelectorAll<HTMLElement>('button[aria-describedby]')) {
        trigger.focus()
        await frame()
        check(`${name}: with the focus on "${(trigger.textContent ?? '').trim().slice(0, 30)}"`)
      }
    }
    return found
  })
}

// ——— the admin's own UI ———

/** Signs in to the admin's own UI as the e2e editor, at a desktop size. */
export async function signIn(page: Page) {
  await page.setViewportSize({ width: 1440, height: 1000 })
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(EMAIL)
  await page.locator('#field-password').fill(PASSWORD)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page.getByRole('link', { name: /Articles/ }).first()).toBeVisible({ timeout: 30_000 })
}

/**
 * Waits until the admin's edit form has taken its first state from the server (Payload's `data-form-ready`,
 * which its own end-to-end tests wait for). A value typed before then is reset when that state lands: a
 * clean-clone CI run published a buying guide whose summary, typed as the page opened, had gone ("Fix this
 * field: Summary").
 */
export async function editFormReady(page: Page, timeout = 30_000): Promise<void> {
  await expect(page.locator('form.collection-edit__form').first()).toHaveAttribute(
    'data-form-ready',
    'true',
    {
      timeout,
    },
  )
}

/** A new article in the admin with a title, a summary and one sentence of body. */
export async function newArticle(
  page: Page,
  articleTitle: string,
  {
    summary = 'An article an end-to-end test builds in the admin.',
    body = 'The first paragraph, typed in the admin.',
  }: { summary?: string; body?: string } = {},
) {
  await page.goto('/admin/collections/articles/create')
  await expect(page).toHaveURL(/\/admin\/collections\/articles\/\d+/, { timeout: 30_000 })
  await editFormReady(page)
  await page.locator('#field-title').first().fill(articleTitle)
  await page.locator('#field-summary').fill(summary)
  await page.locator('[data-lexical-editor="true"]').first().click()
  await page.keyboard.type(body)
}

/**
 * Picks a block from the open slash menu ("/name" typed in the body) and returns the new block. A click that
 * lands while the menu re-renders under it is lost and the menu stays open (a busy machine): it is pressed
 * again while the menu still offers the block and the block has not appeared.
 */
export async function pickFromSlashMenu(page: Page, blockSlug: string): Promise<Locator> {
  const blocks = page.locator(`.LexicalEditorTheme__block-${blockSlug}`)
  const before = await blocks.count()
  const item = page.locator(`#slash-menu-popup__item-block-${blockSlug}`)
  await expect(async () => {
    if ((await blocks.count()) === before && (await item.isVisible())) await item.click({ timeout: 2_000 })
    await expect(blocks).toHaveCount(before + 1, { timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  const block = blocks.nth(before)
  await expect(block).toBeVisible()
  return block
}

/**
 * Types `/search` at the end of the body and picks the block; returns the new block. The caret goes to the
 * end of the body's last paragraph (Lexical keeps one after a widget) by clicking it, as an editor does:
 * Control+End lands wherever Lexical last had its selection when a widget's inputs held the focus, which on
 * a busy machine was the top of the body.
 */
export async function insertWidget(page: Page, search: string, blockSlug: string): Promise<Locator> {
  const lastParagraph = page.locator('[data-lexical-editor="true"]').first().locator(':scope > p').last()
  await lastParagraph.click()
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await page.keyboard.type(`/${search}`)
  const block = await pickFromSlashMenu(page, blockSlug)
  // On a loaded machine the menu once took the pick before it had read every letter typed, and left the start
  // of it in the body as text ("/s" before a scorecard): the editor deletes it.
  const typed = `/${search}`
  const paragraphs = page.locator('[data-lexical-editor="true"]').first().locator(':scope > p')
  for (let i = (await paragraphs.count()) - 1; i >= 0; i--) {
    const paragraph = paragraphs.nth(i)
    const text = (await paragraph.textContent()) ?? ''
    if (text.length === 0 || !typed.startsWith(text)) continue
    // Deleted again while some of it is left: a caret placed while the editor re-rendered (the leftover text
    // reopens the slash menu) once took only some of the presses. Only what is still a start of the typed
    // search is deleted, so a press that lands elsewhere never costs the editor's own text.
    await expect(async () => {
      const left = (await paragraph.textContent()) ?? ''
      if (left.length === 0 || !typed.startsWith(left)) return
      await paragraph.click()
      await page.keyboard.press('End')
      for (let n = 0; n < left.length; n++) await page.keyboard.press('Backspace')
      await expect(paragraph).toHaveText('', { timeout: 2_000 })
    }).toPass({ timeout: 15_000 })
  }
  return block
}

/** The values the admin shows as picked in one of Payload's selects (single or many), in order. */
export const pickedIn = (page: Page, fieldId: string) =>
  page
    .locator(`#field-${fieldId}`)
    .locator(
      '.multi-value-label__text, .relationship--multi-value-label__text, .react-select--single-value, .relationship--single-value__text',
    )
    .allTextContents()

/**
 * Picks options in one of Payload's selects (single or many) by their visible label, and checks each is
 * picked: shown as a value, not merely as an option. The select's menu is rendered inside the field, so a
 * check of the field's text passed with the menu still open after a click lost to a re-render (a busy
 * machine): the pick was never made, and the driver was saved with the list empty ("every section"). A lost
 * click is made again while the value is not there.
 */
export async function pick(page: Page, fieldId: string, ...labels: string[]) {
  const field = page.locator(`#field-${fieldId}`)
  for (const label of labels) {
    const option = page.getByRole('option', { name: label, exact: true })
    await expect(async () => {
      if (!(await pickedIn(page, fieldId)).includes(label)) {
        if (!(await option.isVisible())) await field.locator('.rs__control').click({ timeout: 2_000 })
        await option.click({ timeout: 2_000 })
      }
      expect(await pickedIn(page, fieldId)).toContain(label)
    }).toPass({ timeout: 15_000 })
  }
}

/**
 * Presses "Publish changes" and waits until Payload says it published, as an editor does. A press that lands
 * while the form re-renders the button (an autosave or a form-state answer coming back) is lost: no publish
 * request leaves the admin, so it is pressed again. A publish the server refuses fails here with the server's
 * answer, not as a missing message 30 seconds later (a clean-clone CI run once said only that the message
 * never showed).
 */
export async function publishChanges(page: Page, { timeout = 30_000 }: { timeout?: number } = {}) {
  const button = page.getByRole('button', { name: 'Publish changes' })
  const isPublish = (r: Request) =>
    (r.method() === 'PATCH' || r.method() === 'POST') &&
    r.url().includes('/api/cms/') &&
    !r.url().includes('autosave=true') &&
    (r.postData() ?? '').includes('"_status":"published"')
  const answered = page
    .waitForResponse((r) => isPublish(r.request()), { timeout: timeout * 2 })
    .catch(() => null)
  const deadline = Date.now() + timeout
  for (let presses = 1; ; presses++) {
    await expect(button).toBeEnabled({ timeout: Math.max(1_000, deadline - Date.now()) })
    const sent = page.waitForRequest(isPublish, { timeout: 10_000 }).catch(() => null)
    await button.click()
    if (await sent) break
    if (Date.now() > deadline)
      throw new Error(`"Publish changes" pressed ${presses} times; no publish request left`)
  }
  const response = await answered
  if (!response) throw new Error('the publish request had no answer')
  expect(response.ok(), `the server refused the publish: ${response.status()} ${await response.text()}`).toBe(
    true,
  )
  await expect(page.getByText(/published successfully|Updated successfully/i).first()).toBeVisible({
    timeout,
  })
}

/**
 * Counts the admin's server actions in flight. After each change Payload's form asks the server for the form's
 * state (a server action) and merges the answer into the form: a Save pressed while one is in flight can send
 * the form as it was before a change the answer had not yet taken in.
 */
export function serverActionsInFlight(page: Page): () => number {
  const pending = new Set<unknown>()
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.headers()['next-action']) pending.add(r)
  })
  const done = (r: unknown) => pending.delete(r)
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return () => pending.size
}

/**
 * What a reader's ad blocker does with an element-hiding list: a style sheet, on every page of the context,
 * that hides what looks like an ad (the generic class names such lists carry).
 */
export async function hideAdLikeElements(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style')
      style.textContent = '.adsbox, .ad-banner, .textads { display: none !important; }'
      document.head.append(style)
    })
  })
}

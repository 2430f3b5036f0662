import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test'
import {
  arriveAt,
  layoutShift,
  layoutShiftSources,
  recordLayoutShifts,
  scrollThroughArticle,
  seriousViolations,
} from './helpers'

/**
 * Issue 15: videos and social embeds behind the privacy facade. Nothing loads from a video or social host
 * until the reader presses "Play video" / "Show post"; then the provider's frame takes the facade's box
 * (no layout shift) and keyboard focus. The providers' frames cannot load offline: the journeys answer them
 * with a blank page and check the address the site asked for.
 */
const GALLERY = '/health/widget-gallery'
const YOUTUBE_NOTICE = 'Playing this video loads it from YouTube, which may set cookies.'
const INSTAGRAM_NOTICE = 'Showing this post loads it from Instagram, which may set cookies.'

/** The gallery article itself (next-article scroll may append another article after it). */
const gallery = (page: Page) => page.locator('main article').first()

/** Hosts that are this site: the one the test browses, and its loopback aliases on the same port. */
function ownHosts(baseURL: string): Set<string> {
  const { host, port } = new URL(baseURL)
  return new Set([host, `localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`])
}

/** Answers the providers' frames locally (no network in tests); the frame's address is what is checked. */
async function answerProviderFrames(context: BrowserContext) {
  await context.route(
    /^https:\/\/(www\.youtube-nocookie\.com|www\.instagram\.com|www\.tiktok\.com|public\.tableau\.com)\//,
    (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
  )
}

/**
 * Focus is in a provider's frame: the page's active element is the frame. (Not `toBeFocused`, which also asks
 * whether the page's window has focus: a frame's document loading can take it, and the check reads
 * "inactive" on a busy machine although the reader's focus is where it should be.)
 */
async function expectFocusIn(frame: Locator) {
  await expect.poll(() => frame.evaluate((el) => el.ownerDocument.activeElement === el)).toBe(true)
}

const box = (embed: Locator) => embed.locator('[data-embed]').first()

test('scrolling the whole gallery requests nothing from another host until the reader presses play', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const own = ownHosts(baseURL ?? 'http://127.0.0.1:3000')
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await answerProviderFrames(context)
  const page = await context.newPage()
  let pressed = false
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!['http:', 'https:'].includes(url.protocol) || own.has(url.host)) return
    if (!pressed) foreign.push(`${request.resourceType()} ${url.origin}${url.pathname}`)
  })

  await page.goto(GALLERY)
  // Half a screen at a time, each step waiting until the leaves it brought near the screen have started.
  await scrollThroughArticle(page, { step: 0.5 })
  // Every video's and embed's leaf has loaded (each became interactive), and still nothing left the site. A
  // leaf the scroll passed before the page's script had started it (a busy machine) loads when the reader
  // comes back to it, as a reader scrolling back up would.
  for (const leaf of await gallery(page)
    .locator('[data-lazy-leaf="video"], [data-lazy-leaf="socialEmbed"]')
    .all()) {
    if ((await leaf.getAttribute('data-lazy-state')) !== 'active') await leaf.scrollIntoViewIfNeeded()
    await expect(leaf).toHaveAttribute('data-lazy-state', 'active')
    // …and its code has run: the facade is the leaf's now, ready to play (the server's is `static`).
    for (const facade of await leaf.locator('[data-embed-state]').all())
      await expect(facade).toHaveAttribute('data-embed-state', 'ready')
  }
  expect(foreign).toEqual([])

  // The reader's press is the first request to the video host.
  const video = gallery(page).locator('[data-widget="video"]').first()
  await video.scrollIntoViewIfNeeded()
  const toYouTube = page.waitForRequest(
    (request) => new URL(request.url()).host === 'www.youtube-nocookie.com',
  )
  pressed = true
  await video.getByRole('button', { name: /^Play video/ }).click()
  const request = await toYouTube
  // The site's origin at most, never the article's path (Referrer-Policy and the frame's referrerpolicy).
  const referer = (await request.allHeaders()).referer ?? ''
  expect(referer).not.toContain('widget-gallery')
  await context.close()
})

for (const width of [375, 1280]) {
  test(`at ${width} px a reader plays a video with the keyboard, reads its transcript and shows a post with the mouse`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const own = ownHosts(baseURL ?? 'http://127.0.0.1:3000')
    const context = await browser.newContext({ viewport: { width, height: 900 }, hasTouch: width < 768 })
    await answerProviderFrames(context)
    const page = await context.newPage()
    await recordLayoutShifts(page)
    await arriveAt(page, GALLERY)
    const article = gallery(page)

    // The video with a poster, a start time and a transcript.
    const video = article
      .locator('[data-widget="video"]')
      .filter({ has: page.getByRole('heading', { name: 'A 10-minute walk to start your day' }) })
    await video.scrollIntoViewIfNeeded()
    await expect(video.getByText('YouTube', { exact: true })).toBeVisible()
    await expect(video.getByText(YOUTUBE_NOTICE)).toBeVisible()
    const poster = video.locator('[data-embed] img')
    await expect(poster).toBeVisible()
    const posterSrc = await poster.evaluate(
      (img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src,
    )
    expect(own.has(new URL(posterSrc).host), posterSrc).toBe(true)

    // The leaf has loaded: the facade's button is a real button now; nothing moved when it did.
    const play = video.getByRole('button', {
      name: 'Play video: a 10-minute walking warm-up with a physiotherapist',
    })
    await expect(play).toBeVisible()
    expect(await layoutShift(page), await layoutShiftSources(page)).toBeLessThan(0.01)
    expect(await seriousViolations(page, '[data-widget="video"]')).toEqual([])
    const before = await box(video).boundingBox()

    // Play it with the keyboard: the button is in the Tab order (Shift+Tab leaves it, Tab comes back), and
    // Enter presses it.
    await play.focus()
    await page.keyboard.press('Shift+Tab')
    await expect(play).not.toBeFocused()
    await page.keyboard.press('Tab')
    await expect(play).toBeFocused()
    await page.keyboard.press('Enter')
    const frame = box(video).locator('iframe')
    await expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Wr7kYt3pQ2s?autoplay=1&start=95',
    )
    await expect(frame).toHaveAttribute(
      'title',
      'YouTube video: a 10-minute walking warm-up with a physiotherapist',
    )
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin')
    await expectFocusIn(frame)
    // The frame sits in the facade's box, at the facade's size.
    const after = await box(video).boundingBox()
    expect(after?.width).toBeCloseTo(before?.width ?? 0, 0)
    expect(after?.height).toBeCloseTo(before?.height ?? 0, 0)
    await expect(video.getByText(YOUTUBE_NOTICE)).toHaveCount(0)

    // The transcript, a native disclosure, opens with the keyboard.
    const summary = video.locator('summary', { hasText: 'Transcript' })
    await summary.focus()
    await page.keyboard.press('Enter')
    await expect(video.getByText(/stand tall, let your shoulders drop/)).toBeVisible()

    // Without embed code: the placeholder.
    await expect(article.getByText('Video Placeholder', { exact: true })).toBeVisible()
    await expect(article.getByText('Video implementation pending', { exact: true })).toBeVisible()

    // The Instagram post, with the mouse.
    const post = article
      .locator('[data-widget="socialEmbed"]')
      .filter({ has: page.locator('[data-embed="instagram"]') })
    await post.scrollIntoViewIfNeeded()
    await expect(post.getByText(INSTAGRAM_NOTICE)).toBeVisible()
    const show = post.getByRole('button', { name: /^Show post: a colourful lunch bowl/ })
    await expect(show).toBeVisible()
    expect(await seriousViolations(page, '[data-widget="socialEmbed"]')).toEqual([])
    await show.click()
    await expect(post.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.instagram.com/p/C8wR3xLpQ7d/embed',
    )
    await expectFocusIn(post.locator('iframe'))

    // The TikTok and Tableau embeds show too.
    await expect(article.locator('[data-embed="tiktok"]')).toHaveCount(1)
    await expect(article.locator('[data-embed="tableau"]')).toHaveCount(1)
    await expect(article.locator('[data-widget="socialEmbed"]')).toHaveCount(3)
    await context.close()
  })
}

import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { ADDRESS_IMAGE_ROUTE } from '../../src/lib/imageAddresses'
import { IMAGE_LADDER, IMAGE_ROUTE, ladderWidth } from '../../src/lib/images'
import { browserActivity } from './helpers'
import { TEMPLATES } from './templates'

/**
 * Issue 31 in Chromium: every uploaded image of the seeded templates, and every image given by address (no
 * product media host is configured here), comes through the image proxy at the ladder
 * step nearest above 2.1 times its displayed width (within a step either way: scrollbars and margins move a
 * box by a few pixels), or at its own width where the original is narrower than that step; none straight from
 * the media store; every proxy answer to Chromium is AVIF, and none carries EXIF. The readers start from "Reject
 * all" (the config's storage state), so no banner covers the page.
 */

const WIDTHS = [375, 1280] as const

const STORE = '/api/cms/media/file/'

type Seen = {
  currentSrc: string
  displayed: number
  natural: number
  /** Where on the page: the nearest ancestor's data-widget, data-placement or class. */
  where: string
}

/**
 * Scrolls the page to its end a screen at a time (lazy images start as they near the screen), then brings each
 * image with a box into view in turn and waits for it to load or fail; images added after the first pass (the
 * next article of an endless article page) are not counted. A page that paints no frame for 5 s (headless
 * Chromium's open defect, see the retry below) fails at once, saying what the browser was doing, instead of
 * waiting for the test's time-out.
 */
async function loadAllImages(page: Page): Promise<Seen[]> {
  const stalled = await page.evaluate(async () => {
    const frame = () =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), 5_000)
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            clearTimeout(timer)
            resolve(true)
          }),
        )
      })
    let y = 0
    while (y < document.documentElement.scrollHeight - innerHeight) {
      y += Math.round(innerHeight * 0.8)
      scrollTo(0, y)
      if (!(await frame()))
        return `no frame painted in 5 s at y ${y} of ${document.documentElement.scrollHeight}, ${document.visibilityState}, ${document.readyState}`
    }
    return null
  })
  if (stalled) {
    // What the next occurrence should tell: whether the page paints once the site's own render-blocking link
    // (SiteChrome's rel=expect) is gone, which would make it ours, not the browser's.
    const withoutExpect = await page.evaluate(() => {
      for (const link of document.querySelectorAll('link[rel=expect]')) link.remove()
      return new Promise<string>((resolve) => {
        setTimeout(() => resolve('still no frame'), 3_000)
        requestAnimationFrame(() => requestAnimationFrame(() => resolve('it paints')))
      })
    })
    throw new Error(
      `${page.url()}: the page paints no frames (${stalled}; without its rel=expect link: ${withoutExpect}; ${await browserActivity(page)})`,
    )
  }
  return page.evaluate(async () => {
    const visible = (img: HTMLImageElement) => {
      const r = img.getBoundingClientRect()
      return r.width > 0 && r.height > 0 && img.checkVisibility({ visibilityProperty: true })
    }
    const where = (img: HTMLImageElement) => {
      for (let el: Element | null = img; el; el = el.parentElement) {
        const tag = el.getAttribute('data-widget') ?? el.getAttribute('data-placement')
        if (tag) return tag
      }
      const parent = img.closest('[class]:not(picture):not(img)') ?? img.parentElement
      return `${parent?.tagName.toLowerCase()}.${String(parent?.className).split(' ')[0]}`
    }
    const images = [...document.querySelectorAll('img')].filter(visible)
    const out = []
    for (const img of images) {
      img.scrollIntoView({ block: 'center', inline: 'nearest' })
      if (!img.complete) {
        // At most 20 s: an image that has not loaded by then is reported as not loaded.
        await new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true })
          img.addEventListener('error', resolve, { once: true })
          setTimeout(resolve, 20_000)
        })
      }
      if (!visible(img)) continue
      out.push({
        currentSrc: img.currentSrc,
        displayed: img.getBoundingClientRect().width,
        natural: img.naturalWidth,
        where: where(img),
      })
    }
    return out
  })
}

/**
 * An image's own width, read from its original (cached per file): an upload's in the media store, an image given
 * by address at its address (`u`).
 */
const originals = new Map<string, number>()
async function originalWidth(page: Page, proxied: URL): Promise<number> {
  const file =
    proxied.pathname === ADDRESS_IMAGE_ROUTE
      ? (proxied.searchParams.get('u') ?? '')
      : `${STORE}${encodeURIComponent(decodeURIComponent(proxied.pathname.slice(IMAGE_ROUTE.length)))}`
  const known = originals.get(file)
  if (known !== undefined) return known
  const answer = await page.request.get(file)
  expect(answer.status(), `the original of ${file}`).toBe(200)
  const width = (await sharp(await answer.body()).metadata()).width ?? 0
  originals.set(file, width)
  return width
}

/**
 * Why an image's size is wrong, or null: the proxy's width (`w`) against the ladder step 2.1× its box asks
 * for, within a step either way; or the image's largest step (the first at or above its own width) when its
 * original is narrower than what its box asks for. The proxy never enlarges: a step above the original's
 * width comes at the original's width.
 */
async function sizeProblem(page: Page, seen: Seen): Promise<string | null> {
  const url = new URL(seen.currentSrc)
  const asked = Number(url.searchParams.get('w'))
  const wanted = ladderWidth(seen.displayed)
  const steps = IMAGE_LADDER as readonly number[]
  const numbers = `natural ${seen.natural} px (w=${asked}) for ${seen.displayed.toFixed(1)} px displayed: wanted ${wanted} (2.1× = ${Math.ceil(seen.displayed * 2.1)})`
  if (!steps.includes(asked)) return `w=${asked} is not a ladder step`
  if (seen.natural > asked) return `served ${seen.natural} px for w=${asked}`
  if (Math.abs(steps.indexOf(asked) - steps.indexOf(wanted)) <= 1) {
    return seen.natural === asked || seen.natural === (await originalWidth(page, url))
      ? null
      : `served ${seen.natural} px for w=${asked}`
  }
  if (asked < wanted) {
    const own = await originalWidth(page, url)
    const largest = ladderWidth(own, 1)
    if (asked === largest && seen.natural === Math.min(own, asked)) return null
    return `${numbers}; its original is ${own} px, its largest step ${largest}`
  }
  return numbers
}

// An open defect, not a race of this spec: now and then a page stops painting frames while its renderer idles
// and a new page in the same browser paints 60 frames a second, so lazy images never start. Seen in 2 of 138
// runs of this test here (each loads 8 templates; on home and the gallery at 1280 px, mid-scroll, the page
// complete and visible), never in 456 loads of the same pages by a plain script. The readers stage retries such
// a test once, in a fresh browser (playwright.config.ts); the first error says whether the page paints without
// the site's rel=expect link.

for (const width of WIDTHS) {
  test(`every uploaded image comes through the proxy at about 2.1× its displayed width, at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height: 900 })
    const types = new Map<string, string>()
    page.on('response', (res) => {
      if (res.url().includes(IMAGE_ROUTE)) types.set(res.url(), res.headers()['content-type'] ?? '')
    })
    const problems: string[] = []
    const proxied: string[] = []
    const counts: string[] = []
    for (const { name, path } of TEMPLATES) {
      const res = await page.goto(path)
      expect(res?.status(), `${path} answers`).toBe(200)
      const seen = await loadAllImages(page)
      const here = `${name} (${path}) at ${width} px`
      let through = 0
      for (const image of seen) {
        const at = `${here}, ${image.where}: ${image.currentSrc}`
        if (!image.currentSrc || image.natural === 0) {
          problems.push(`${at}: did not load`)
          continue
        }
        const src = new URL(image.currentSrc)
        if (src.pathname.startsWith(STORE)) {
          problems.push(
            `${at}: served from the media store, not the proxy (${image.displayed.toFixed(1)} px)`,
          )
          continue
        }
        // No product media host is configured here: nothing comes from another host.
        if (src.protocol !== 'data:' && src.origin !== new URL(page.url()).origin) {
          problems.push(`${at}: served from another host, not the proxy`)
          continue
        }
        if (!image.currentSrc.includes(IMAGE_ROUTE)) continue
        through += 1
        proxied.push(image.currentSrc)
        const problem = await sizeProblem(page, image)
        if (problem) problems.push(`${at}: ${problem}`)
      }
      counts.push(`${name}: ${through} through the proxy of ${seen.length}`)
    }
    test.info().annotations.push({ type: 'images', description: counts.join('; ') })
    expect(problems, problems.join('\n')).toEqual([])
    // The seeded templates show uploads on every one of them (the article's hero, the cards, the widgets).
    expect(proxied.length).toBeGreaterThan(TEMPLATES.length)

    for (const [url, type] of types) {
      if (type !== 'image/avif') problems.push(`${url}: ${type} to Chromium`)
    }
    expect(problems, problems.join('\n')).toEqual([])

    // No EXIF in an answer: the first and the last proxied image, as AVIF and as the original's format.
    for (const url of new Set([proxied[0]!, proxied[proxied.length - 1]!])) {
      for (const accept of ['image/avif,image/webp,*/*', '*/*']) {
        const answer = await page.request.get(url, { headers: { accept } })
        expect(answer.status(), url).toBe(200)
        const meta = await sharp(await answer.body()).metadata()
        expect(meta.exif, `${url} (Accept: ${accept}) carries EXIF`).toBeUndefined()
        expect(meta.width).toBeGreaterThan(0)
      }
    }
  })
}

import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { editorHeaders, watchForProblems } from './helpers'
import { rejectedAllNoSurvey } from './privacy'

/**
 * The survey intercept (issue 30) in a reader's browser: an editor runs a survey on the fitness section for
 * every reader (one in 1, so the draw is won without any test hook); a reader who has read half an article sees
 * the card, answers with the keyboard-usable form, and the count is stored; reloaded, no card (the survey
 * cookie, 7 days). Another reader says "No thanks": no card, nothing counted, remembered 7 days. Serial (not
 * in a group): the survey changes what every fitness article shows, until the test removes it.
 */

// A reader's Chrome: the answer route drops crawlers' answers (`isbot`), and headless Chromium says it is one.
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  storageState: rejectedAllNoSurvey(),
})

const ARTICLE = '/fitness/walking-for-heart-health'
const REGION = { name: 'Quick survey' }

type StoredSurvey = { id: number; responses: number; results: string }

async function readSurvey(request: APIRequestContext, id: number): Promise<StoredSurvey> {
  const res = await request.get(`/api/cms/surveys/${id}?depth=0`, { headers: await editorHeaders(request) })
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()) as StoredSurvey
}

/** Scrolls the page's own article until half of it has been read. */
async function readHalf(page: Page): Promise<void> {
  await page.evaluate(() => {
    const article = document.querySelector('article[data-article-id]')!
    const { top, height } = article.getBoundingClientRect()
    window.scrollTo(0, window.scrollY + top + height / 2 - window.innerHeight + 40)
  })
}

/** The survey cookie's value and how many days it has left. */
async function surveyCookie(context: BrowserContext): Promise<{ value: string; days: number } | null> {
  const c = (await context.cookies()).find((k) => k.name === 'wr_survey')
  return c ? { value: c.value, days: (c.expires * 1000 - Date.now()) / 86_400_000 } : null
}

/** After a reload, half the article read: the card's island stays asleep and never asks for a survey. */
async function expectNoCard(page: Page): Promise<void> {
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/surveys/')) asked.push(r.url())
  })
  await page.reload()
  const island = page.locator('[data-island="surveyIntercept"]')
  await expect(island).toHaveAttribute('data-island-hydrated', '')
  await readHalf(page)
  // Scrolled past half: a browser without the cookie would now load the card's code (see the first test).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await expect(island).toHaveAttribute('data-island-state', 'waiting')
  await expect(page.getByRole('region', REGION)).toHaveCount(0)
  expect(asked).toEqual([])
}

let surveyId: number

test.beforeEach(async ({ request }) => {
  const res = await request.post('/api/cms/surveys', {
    headers: await editorHeaders(request),
    data: {
      question: 'Did this walking guide help you plan your week?',
      answers: [{ text: 'Yes' }, { text: 'Partly' }, { text: 'No' }],
      active: true,
      sampleRate: 1,
      sections: ['fitness'],
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  surveyId = (await res.json()).doc.id
})

test.afterEach(async ({ request }) => {
  const res = await request.delete(`/api/cms/surveys/${surveyId}`, { headers: await editorHeaders(request) })
  expect(res.ok(), await res.text()).toBe(true)
})

test('a reader picked by the draw answers the survey once; the count is stored and the card does not come back', async ({
  page,
  context,
  request,
}) => {
  const problems = await watchForProblems(page)
  await page.goto(ARTICLE)
  await expect(page.locator('[data-island="surveyIntercept"]')).toHaveAttribute('data-island-hydrated', '')
  // Not before half the article is read (or 30 s).
  await expect(page.getByRole('region', REGION)).toHaveCount(0)
  await readHalf(page)
  const card = page.getByRole('region', REGION)
  await expect(card).toBeVisible()
  const group = card.getByRole('group', { name: /Did this walking guide help you plan your week\?/ })
  await expect(group.getByRole('radio')).toHaveCount(3)
  // Shown without taking the focus.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)

  // With the keyboard: the second answer, then Send.
  await group.getByRole('radio', { name: 'Yes' }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(group.getByRole('radio', { name: 'Partly' })).toBeChecked()
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/surveys/answer'))
  await card.getByRole('button', { name: 'Send answer' }).focus()
  await page.keyboard.press('Enter')
  expect((await sent).status()).toBe(204)
  await expect(card.getByRole('status')).toHaveText('Thank you. Your answer helps us improve our articles.')

  await expect.poll(async () => (await readSurvey(request, surveyId)).responses).toBe(1)
  expect((await readSurvey(request, surveyId)).results).toBe(
    'Yes: 0 (0%)\nPartly: 1 (100%)\nNo: 0 (0%)\n1 answer in all.',
  )
  const cookie = await surveyCookie(context)
  expect(cookie?.value).toBe(`${surveyId}.a`)
  // 7 days (001 §9), give or take the test's own minutes.
  expect(cookie?.days).toBeGreaterThan(6.99)
  expect(cookie?.days).toBeLessThan(7.01)

  await expectNoCard(page)
  expect(problems()).toEqual([])
})

test('"No thanks" closes the card, counts nothing and keeps it away for 7 days', async ({
  page,
  context,
  request,
}) => {
  await page.goto(ARTICLE)
  await expect(page.locator('[data-island="surveyIntercept"]')).toHaveAttribute('data-island-hydrated', '')
  await readHalf(page)
  const card = page.getByRole('region', REGION)
  await card.getByRole('button', { name: 'No thanks' }).click()
  await expect(card).toHaveCount(0)
  const cookie = await surveyCookie(context)
  expect(cookie?.value).toBe(`${surveyId}.d`)
  expect(cookie?.days).toBeGreaterThan(6.99)
  expect(cookie?.days).toBeLessThan(7.01)
  expect((await readSurvey(request, surveyId)).responses).toBe(0)

  await expectNoCard(page)
})

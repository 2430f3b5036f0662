import { expect, test } from '@playwright/test'
import { doc, EMAIL, editorHeaders, ownArticleTitle, PASSWORD, paragraph } from './helpers'

test('an editor publishes an article with an FAQ, edits it and unpublishes it, live, without a restart', async ({
  page,
  request,
}) => {
  const headers = await editorHeaders(request)
  const slug = `e2e-sleep-questions-${Date.now().toString(36)}`
  const created = await request.post('/api/cms/articles', {
    headers,
    data: {
      title: 'Sleep questions answered',
      slug,
      section: 'health',
      summary: 'Short answers to common sleep questions.',
      _status: 'published',
      body: doc(paragraph('Good sleep supports almost every part of health.'), {
        type: 'block',
        version: 2,
        format: '',
        fields: {
          id: '6650000000000000000000e2',
          blockName: '',
          blockType: 'faq',
          title: 'Sleep FAQ',
          initialState: 'collapsed',
          items: [
            {
              question: 'How much sleep do adults need?',
              answer: doc(paragraph('Most adults need seven hours or more.')),
            },
          ],
        },
      }),
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await created.json()).doc.id

  await page.goto(`/health/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Sleep questions answered' })).toBeVisible()
  const question = page.getByText('How much sleep do adults need?')
  await expect(question).toBeVisible()
  await question.click()
  await expect(page.getByText('Most adults need seven hours or more.')).toBeVisible()

  // Publishing a change regenerates the static page.
  const edited = await request.patch(`/api/cms/articles/${id}`, {
    headers,
    data: { title: 'Sleep questions, answered' },
  })
  expect(edited.ok(), await edited.text()).toBe(true)
  await expect
    .poll(async () => {
      await page.goto(`/health/${slug}`)
      return ownArticleTitle(page).textContent()
    })
    .toBe('Sleep questions, answered')

  // A draft change stays invisible to readers but shows in an editor's preview.
  const drafted = await request.patch(`/api/cms/articles/${id}?draft=true`, {
    headers,
    data: { title: 'Sleep questions (draft title)', _status: 'draft' },
  })
  expect(drafted.ok(), await drafted.text()).toBe(true)
  await page.goto(`/health/${slug}`)
  await expect(ownArticleTitle(page)).toHaveText('Sleep questions, answered')

  // Unpublishing removes the page for readers.
  const unpublished = await request.patch(`/api/cms/articles/${id}`, {
    headers,
    data: { _status: 'draft' },
  })
  expect(unpublished.ok(), await unpublished.text()).toBe(true)
  await expect.poll(async () => (await page.goto(`/health/${slug}`))?.status()).toBe(404)
})

test('an editor previews a draft; a reader cannot', async ({ page, request, browser }) => {
  const headers = await editorHeaders(request)
  const slug = `e2e-draft-${Date.now().toString(36)}`
  const created = await request.post('/api/cms/articles?draft=true', {
    headers,
    data: {
      title: 'A draft about hydration',
      slug,
      section: 'wellness',
      summary: 'Not ready yet.',
      _status: 'draft',
      body: doc(paragraph('Drink water when you are thirsty.')),
    },
  })
  expect(created.status(), await created.text()).toBe(201)

  const reader = await browser.newContext()
  const readerPage = await reader.newPage()
  expect((await readerPage.goto(`/wellness/${slug}`))?.status()).toBe(404)
  await reader.close()

  await page.context().addCookies([
    {
      name: 'payload-token',
      value: headers.Authorization.replace('JWT ', ''),
      url: test.info().project.use.baseURL!,
    },
  ])
  await page.goto(`/next/preview?path=/wellness/${slug}`)
  await expect(page).toHaveURL(new RegExp(`/wellness/${slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'A draft about hydration' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText('Preview')
})

async function signInToAdmin(page: import('@playwright/test').Page) {
  await page.goto('/admin')
  await page.locator('#field-email').fill(EMAIL)
  await page.locator('#field-password').fill(PASSWORD)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page.getByRole('link', { name: /Articles/ }).first()).toBeVisible({ timeout: 30_000 })
}

test('the admin refuses an article without its required fields, with a clear message', async ({ page }) => {
  await signInToAdmin(page)
  await page.goto('/admin/collections/articles/create')
  await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
  await page.locator('#field-title').fill('Missing its summary')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/The following fields? (is|are) invalid/).first()).toBeVisible()
  await expect(page.getByText('Summary', { exact: true }).last()).toBeVisible()
})

test('an editor composes an article with an FAQ in the admin, publishes it and sees it at its URL', async ({
  page,
}) => {
  await signInToAdmin(page)
  await page.goto('/admin/collections/articles/create')
  await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
  const title = `Flu shot questions ${Date.now().toString(36)}`
  await page.locator('#field-title').fill(title)
  await page.locator('#field-summary').fill('Plain answers to common questions about the yearly flu vaccine.')
  await page.locator('[data-lexical-editor="true"]').first().click()
  await page.keyboard.type(
    'The flu vaccine is updated every year to match the strains expected to circulate.',
  )
  await page.keyboard.press('Enter')
  await page.keyboard.type('/faq')
  await page.getByText('FAQ accordion', { exact: true }).last().click()
  await page
    .getByRole('button', { name: /Add Question/i })
    .first()
    .click()
  await page
    .locator('input[id$="items__0__question"], input[name$="items.0.question"]')
    .first()
    .fill('Who should get a flu shot?')
  await page.locator('[data-lexical-editor="true"]').nth(1).click()
  await page.keyboard.type('Almost everyone aged 6 months and older.')
  // The editor reports its value to the form after a short debounce.
  await page.waitForTimeout(1500)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/articles\/\d+/, { timeout: 30_000 })

  const slug = title.toLowerCase().replace(/\s+/g, '-')
  await page.goto(`/health/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await page.getByText('Who should get a flu shot?').click()
  await expect(page.getByText('Almost everyone aged 6 months and older.')).toBeVisible()
})

import { expect, test } from '@playwright/test'
import {
  doc,
  EMAIL,
  editFormReady,
  editorHeaders,
  ownArticleTitle,
  PASSWORD,
  paragraph,
  pickFromSlashMenu,
  publishChanges,
} from './helpers'

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
  // The preview banner (the page has other live regions: the next article's loader says what it loads).
  await expect(page.getByRole('status').filter({ hasText: /^Preview: / })).toBeVisible()
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
  // Let the draft save itself first: an autosave finishing after a refused publish clears the marks.
  const autosaved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && /\/api\/cms\/articles\/\d+\?.*autosave=true/.test(r.url()),
  )
  await page.locator('#field-title').fill('Missing its summary')
  await autosaved
  await page.getByRole('button', { name: 'Publish changes' }).click()
  // The message lists what to fix, and the field itself says what to add.
  await expect(page.getByText(/Fix (this field|these fields)/).first()).toBeVisible()
  await expect(page.getByText('Summary', { exact: true }).last()).toBeVisible()
  await expect(
    page.locator('.field-type.error').filter({ has: page.locator('#field-summary') }),
  ).toContainText('Add a summary: one or two sentences shown under the title')
})

test('an editor composes an article with an FAQ in the admin, publishes it and sees it at its URL', async ({
  page,
  request,
}) => {
  // A whole admin journey whose own waits (the form 30 s, the autosave 20 s, the publish 30 s, the page 20 s) add
  // up to more than the default 60 s: 17 s on a quiet machine, it ran out of the 60 s once in CI (2026-11-29).
  test.setTimeout(120_000)
  await signInToAdmin(page)
  await page.goto('/admin/collections/articles/create')
  await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
  await editFormReady(page)
  const title = `Flu shot questions ${Date.now().toString(36)}`
  await page.locator('#field-title').fill(title)
  await page.locator('#field-summary').fill('Plain answers to common questions about the yearly flu vaccine.')
  await page.locator('[data-lexical-editor="true"]').first().click()
  await page.keyboard.type(
    'The flu vaccine is updated every year to match the strains expected to circulate.',
  )
  await page.keyboard.press('Enter')
  await page.keyboard.type('/faq')
  await pickFromSlashMenu(page, 'faq')
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
  // The rich-text editor reports its value to the form after a debounce; publish once the draft has autosaved
  // the whole answer (what an editor sees as "Last saved"), not after a guessed delay.
  await expect(page).toHaveURL(/\/admin\/collections\/articles\/\d+/)
  const id = page.url().match(/articles\/(\d+)/)?.[1]
  const headers = await editorHeaders(request)
  await expect
    .poll(async () => (await request.get(`/api/cms/articles/${id}?draft=true&depth=0`, { headers })).text(), {
      timeout: 20_000,
    })
    .toContain('Almost everyone aged 6 months and older.')
  // Wait for the publish itself (the admin's URL was already the document's before the click): the admin says
  // so, the API has it published, and then the reader's page answers.
  await publishChanges(page)
  await expect
    .poll(async () => (await request.get(`/api/cms/articles/${id}?depth=0`, { headers })).json(), {
      timeout: 20_000,
    })
    .toMatchObject({ _status: 'published', title })

  const slug = title.toLowerCase().replace(/\s+/g, '-')
  await expect.poll(async () => (await page.goto(`/health/${slug}`))?.status(), { timeout: 20_000 }).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await page.getByText('Who should get a flu shot?').click()
  await expect(page.getByText('Almost everyone aged 6 months and older.')).toBeVisible()
})

test('a refused save says what to fix, on the field or in the message', async ({ page }) => {
  await signInToAdmin(page)
  await page.goto('/admin/collections/articles/create')
  await expect(page).toHaveURL(/\/admin\/collections\/articles\/\d+/, { timeout: 30_000 })
  await expect(page.locator('#field-title')).toBeVisible()
  await editFormReady(page)
  // Publishing a blank article marks each field with what to add.
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(
    page.locator('.field-type.text.error').filter({ has: page.locator('#field-title') }),
  ).toContainText('Add a title: readers see it as the headline')
  await expect(
    page.getByText('Write the article: the body needs at least one paragraph.').first(),
  ).toBeVisible()
  // A draft too long to ever publish is refused as it autosaves, with the limit and how much to cut.
  // The field says so as soon as it is typed (its counter turns into the message)…
  await page.locator('#field-title').fill('x'.repeat(5000))
  const titleField = page
    .locator('.field-type')
    .filter({ has: page.locator('#field-title') })
    .first()
  await expect(titleField.locator('[data-length-limit="over"]')).toHaveText(
    'Title can be at most 200 characters; this one has 5,000. Shorten it by 4,800.',
  )
  // …and the refused autosave says the same in its message.
  await expect(
    page
      .locator('.toast-error, .payload-toast-item')
      .filter({ hasText: 'Title can be at most 200 characters; this one has 5,000. Shorten it by 4,800.' })
      .first(),
  ).toBeVisible({ timeout: 15_000 })
  await page.locator('#field-title').fill('Short')
  await expect(titleField.locator('[data-length-limit="within"]')).toHaveText('5 / 200 characters')
  // A javascript: link in a widget is refused on its field.
  await page.locator('#field-title').fill('Links that work')
  await page.locator('#field-summary').fill('A summary.')
  await page.locator('[data-lexical-editor="true"]').first().click()
  await page.keyboard.type('Body text.')
  await page.keyboard.press('Enter')
  await page.keyboard.type('/tiles')
  const tiles = await pickFromSlashMenu(page, 'tiles')
  await tiles.locator('input[id$="hubTitle"]').fill('More on links')
  await tiles.getByRole('button', { name: /Add Tile/ }).click()
  await tiles.locator('input[id$="tiles__0__title"]').fill('A bad link')
  await tiles.locator('input[id$="tiles__0__url"]').fill('javascript:alert(1)')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(
    tiles.getByText('Links starting with "javascript:" are not allowed.', { exact: false }),
  ).toBeVisible()
  await expect(
    page
      .getByText(
        'A widget in the body is not complete: the widget marked in red below says what to add or fix.',
      )
      .first(),
  ).toBeVisible()
})

test('search and sharing fields set the page’s title, description and share card; leaving preview returns to the article', async ({
  page,
  request,
}) => {
  const headers = await editorHeaders(request)
  const slug = `e2e-seo-${Date.now().toString(36)}`
  const created = await request.post('/api/cms/articles', {
    headers,
    data: {
      title: 'Keeping hydrated',
      slug,
      section: 'wellness',
      summary: 'The article summary.',
      meta: {
        title: 'Hydration: how much water you need',
        description: 'A short answer for search results.',
      },
      _status: 'published',
      body: doc(paragraph('Drink when you are thirsty.')),
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const html = await (await request.get(`/wellness/${slug}`)).text()
  expect(html).toContain('<title>Hydration: how much water you need</title>')
  expect(html).toContain('<meta name="description" content="A short answer for search results."/>')
  expect(html).toContain('<meta property="og:title" content="Hydration: how much water you need"/>')

  await page.context().addCookies([
    {
      name: 'payload-token',
      value: headers.Authorization.replace('JWT ', ''),
      url: test.info().project.use.baseURL!,
    },
  ])
  await page.goto(`/next/preview?path=/wellness/${slug}`)
  await page.getByRole('link', { name: 'Leave preview' }).click()
  await expect(page).toHaveURL(new RegExp(`/wellness/${slug}$`))
  await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toHaveCount(0)
})

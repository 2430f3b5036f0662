import path from 'node:path'
import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'
import { editorHeaders, paragraph } from './helpers'

// 1×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

test('malformed stored content, an unknown block and deleted relations leave the rest of the page', async ({
  page,
  request,
}) => {
  expect(
    process.env.DATA_DIR,
    'run through `npm run test:e2e`, which starts the server on an embedded database',
  ).toBeTruthy()
  const headers = await editorHeaders(request)

  const author = await request.post('/api/cms/authors', {
    headers,
    data: {
      name: 'Temporary Author',
      slug: `temporary-author-${Date.now().toString(36)}`,
      credentials: 'RN',
    },
  })
  expect(author.status(), await author.text()).toBe(201)
  const authorId = (await author.json()).doc.id
  const media = await request.post('/api/cms/media', {
    headers,
    multipart: {
      file: { name: 'pixel.png', mimeType: 'image/png', buffer: PNG },
      _payload: JSON.stringify({ alt: 'A single pixel' }),
    },
  })
  expect(media.status(), await media.text()).toBe(201)
  const mediaId = (await media.json()).doc.id

  const slug = `e2e-resilience-${Date.now().toString(36)}`
  const created = await request.post('/api/cms/articles', {
    headers,
    data: {
      title: 'Resilience check',
      slug,
      section: 'wellness',
      summary: 'An article whose stored content goes bad.',
      _status: 'published',
      authors: [authorId],
      heroImage: mediaId,
      body: { root: { type: 'root', version: 1, children: [paragraph('Original body.')] } },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await created.json()).doc.id

  // Corrupt the stored body directly, as an import or an old schema might: an unknown block, widgets with
  // malformed fields, junk nodes.
  const db = createClient({ url: `file:${path.join(process.env.DATA_DIR!, 'wellread.db')}` })
  const corrupt = {
    root: {
      type: 'root',
      children: [
        paragraph('First paragraph survives.'),
        { type: 'block', fields: { id: 'x1', blockType: 'hologram', beam: true } },
        { type: 'block', fields: { id: 'x2', blockType: 'faq', items: 'not a list' } },
        {
          type: 'block',
          fields: { id: 'x3', blockType: 'statsBlock', items: [{ number: 'many', text: null }] },
        },
        {
          type: 'block',
          fields: {
            id: 'x4',
            blockType: 'tiles',
            hubTitle: 7,
            tiles: [{ title: null, url: 'javascript:alert(1)' }],
          },
        },
        {
          type: 'block',
          fields: { id: 'x5', blockType: 'checklist', items: [{ html: '<img src=x onerror=alert(1)>' }] },
        },
        { type: 'block', fields: { id: 'x6', blockType: 'productCard', product: 999999 } },
        null,
        { type: 'paragraph', children: 'oops' },
        paragraph('Last paragraph survives.'),
      ],
    },
  }
  await db.execute({ sql: 'UPDATE articles SET body = ? WHERE id = ?', args: [JSON.stringify(corrupt), id] })
  db.close()

  // Delete the author and the hero image the article points at.
  expect((await request.delete(`/api/cms/authors/${authorId}`, { headers })).ok()).toBe(true)
  expect((await request.delete(`/api/cms/media/${mediaId}`, { headers })).ok()).toBe(true)

  const res = await page.goto(`/wellness/${slug}`)
  expect(res?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Resilience check' })).toBeVisible()
  await expect(page.getByText('First paragraph survives.')).toBeVisible()
  await expect(page.getByText('Last paragraph survives.')).toBeVisible()
  await expect(page.getByText(/Written by/)).toHaveCount(0)
  await expect(page.locator('article figure img')).toHaveCount(0)
  expect(await page.locator('[onerror]').count()).toBe(0)
  expect(await page.locator('a[href^="javascript:"]').count()).toBe(0)
})

import { type APIRequestContext, expect, test } from '@playwright/test'
import { doc, editorHeaders, paragraph } from './helpers'

/**
 * Access rules through the CMS REST API, for each role: writers draft and ask for review but never publish,
 * unpublish or delete; editors publish and delete; only administrators manage people; readers see published
 * articles only.
 */
type Headers = { Authorization: string }

const stamp = Date.now().toString(36)
const password = 'roles-password-Wellread-1'

async function signIn(request: APIRequestContext, email: string): Promise<Headers> {
  const res = await request.post('/api/cms/users/login', { data: { email, password } })
  expect(res.status(), await res.text()).toBe(200)
  return { Authorization: `JWT ${(await res.json()).token}` }
}

const article = (title: string, status: 'draft' | 'published') => ({
  title,
  section: 'wellness',
  summary: 'A short summary for the roles test.',
  _status: status,
  body: doc(paragraph('A paragraph of body text.')),
})

test.describe('roles', () => {
  let admin: Headers
  let editor: Headers
  let writer: Headers

  test.beforeAll(async ({ request }) => {
    admin = await editorHeaders(request)
    for (const role of ['editor', 'writer'] as const) {
      const res = await request.post('/api/cms/users', {
        headers: admin,
        data: { email: `${role}-${stamp}@wellread.test`, password, name: `Test ${role}`, role },
      })
      expect(res.status(), await res.text()).toBe(201)
    }
    editor = await signIn(request, `editor-${stamp}@wellread.test`)
    writer = await signIn(request, `writer-${stamp}@wellread.test`)
  })

  test('a writer drafts and asks for review, but cannot publish, approve, unpublish or delete', async ({
    request,
  }) => {
    const created = await request.post('/api/cms/articles?draft=true', {
      headers: writer,
      data: article(`Writer draft ${stamp}`, 'draft'),
    })
    expect(created.status(), await created.text()).toBe(201)
    const id = (await created.json()).doc.id

    const asks = await request.patch(`/api/cms/articles/${id}?draft=true`, {
      headers: writer,
      data: {
        _status: 'draft',
        review: { status: 'readyForReview', note: 'Please check the dosage table.' },
      },
    })
    expect(asks.status(), await asks.text()).toBe(200)
    expect((await asks.json()).doc.review).toMatchObject({ status: 'readyForReview' })

    const approves = await request.patch(`/api/cms/articles/${id}?draft=true`, {
      headers: writer,
      data: { _status: 'draft', review: { status: 'approved' } },
    })
    expect(approves.status()).toBe(400)
    expect(JSON.stringify(await approves.json())).toContain('Only an editor can approve an article')

    const publishes = await request.patch(`/api/cms/articles/${id}`, {
      headers: writer,
      data: { _status: 'published' },
    })
    expect(publishes.status()).toBe(403)
    const createsPublished = await request.post('/api/cms/articles', {
      headers: writer,
      data: article(`Writer publishes ${stamp}`, 'published'),
    })
    expect(createsPublished.status()).toBe(403)
    expect((await request.delete(`/api/cms/articles/${id}`, { headers: writer })).status()).toBe(403)

    // Readers never see the draft.
    const anonymous = await request.get(`/api/cms/articles/${id}`)
    expect(anonymous.status()).toBe(404)

    // An editor approves and publishes it.
    const published = await request.patch(`/api/cms/articles/${id}`, {
      headers: editor,
      data: { _status: 'published', review: { status: 'approved' } },
    })
    expect(published.status(), await published.text()).toBe(200)
    expect((await request.get(`/api/cms/articles/${id}`)).status()).toBe(200)

    // The writer may save a draft over the published article, not take it down.
    const draftOver = await request.patch(`/api/cms/articles/${id}?draft=true`, {
      headers: writer,
      data: { _status: 'draft', title: `Writer draft ${stamp}, revised` },
    })
    expect(draftOver.status(), await draftOver.text()).toBe(200)
    const live = await (await request.get(`/api/cms/articles/${id}`)).json()
    expect(live.title).toBe(`Writer draft ${stamp}`)
    const unpublishes = await request.patch(`/api/cms/articles/${id}`, {
      headers: writer,
      data: { _status: 'draft' },
    })
    expect(unpublishes.status()).toBe(403)
    expect(JSON.stringify(await unpublishes.json())).toContain('Writers cannot unpublish an article')

    // The editor deletes it.
    expect((await request.delete(`/api/cms/articles/${id}`, { headers: editor })).status()).toBe(200)
  })

  test('shared content: writers read it; editors change it; only administrators manage people', async ({
    request,
  }) => {
    const product = (await (await request.get('/api/cms/products?limit=1&depth=0')).json()).docs[0]
    const rename = (headers: Headers) =>
      request.patch(`/api/cms/products/${product.id}`, {
        headers,
        data: { superlative: product.superlative },
      })
    expect((await rename(writer)).status()).toBe(403)
    expect((await rename(editor)).status()).toBe(200)
    const settings = (headers: Headers) =>
      request.post('/api/cms/globals/siteSettings', {
        headers,
        data: { tagline: 'Clear health information.' },
      })
    expect((await settings(writer)).status()).toBe(403)
    expect((await settings(editor)).status()).toBe(200)

    const person = (headers: Headers, email: string) =>
      request.post('/api/cms/users', { headers, data: { email, password, role: 'writer' } })
    expect((await person(writer, `w2-${stamp}@wellread.test`)).status()).toBe(403)
    expect((await person(editor, `w3-${stamp}@wellread.test`)).status()).toBe(403)
    expect((await person(admin, `w4-${stamp}@wellread.test`)).status()).toBe(201)

    // Nobody but an administrator changes a role, their own included.
    const me = (await (await request.get('/api/cms/users/me', { headers: writer })).json()).user
    const promote = await request.patch(`/api/cms/users/${me.id}`, {
      headers: writer,
      data: { role: 'admin' },
    })
    const after = (await (await request.get('/api/cms/users/me', { headers: writer })).json()).user
    expect(promote.status() === 403 || after.role === 'writer').toBe(true)
    expect(after.role).toBe('writer')
  })

  test('the medical review sign-off is an editor’s, and shows on the page', async ({ request, page }) => {
    const id = (
      await (
        await request.post('/api/cms/articles', {
          headers: editor,
          data: { ...article(`Reviewed article ${stamp}`, 'published'), slug: `reviewed-${stamp}` },
        })
      ).json()
    ).doc.id
    const reviewer = (await (await request.get('/api/cms/authors?limit=1&depth=0')).json()).docs[0]
    const writerSigns = await request.patch(`/api/cms/articles/${id}?draft=true`, {
      headers: writer,
      data: { _status: 'draft', medicalReviewDate: '2026-11-20T00:00:00.000Z', medicalReviewer: reviewer.id },
    })
    const stored = await (
      await request.get(`/api/cms/articles/${id}?draft=true&depth=0`, { headers: editor })
    ).json()
    expect(writerSigns.status() === 403 || !stored.medicalReviewDate).toBe(true)

    const signs = await request.patch(`/api/cms/articles/${id}`, {
      headers: editor,
      data: {
        _status: 'published',
        medicalReviewer: reviewer.id,
        medicalReviewDate: '2026-11-20T00:00:00.000Z',
      },
    })
    expect(signs.status(), await signs.text()).toBe(200)
    await page.goto(`/wellness/reviewed-${stamp}`)
    await expect(page.getByText(`Medically reviewed by ${reviewer.name}`)).toBeVisible()
    await expect(page.getByText('on November 20, 2026')).toBeVisible()
  })

  test('redirects and scheduled jobs are editors’ work; readers follow redirects', async ({ request }) => {
    const from = `/wellness/old-${stamp}`
    const writerAdds = await request.post('/api/cms/redirects', {
      headers: writer,
      data: { from, to: '/wellness' },
    })
    expect(writerAdds.status()).toBe(403)
    const editorAdds = await request.post('/api/cms/redirects', {
      headers: editor,
      data: { from, to: '/wellness', permanent: false },
    })
    expect(editorAdds.status(), await editorAdds.text()).toBe(201)
    const followed = await request.get(from, { maxRedirects: 0 })
    expect(followed.status()).toBe(307)
    expect(followed.headers().location).toMatch(/\/wellness$/)
    // Readers cannot list redirects or jobs; writers cannot run the job queue.
    expect((await request.get('/api/cms/redirects')).status()).toBe(403)
    expect((await request.get('/api/cms/payload-jobs', { headers: writer })).status()).toBe(403)
    expect([401, 403]).toContain(
      (await request.get('/api/cms/payload-jobs/run', { headers: writer })).status(),
    )
  })
})

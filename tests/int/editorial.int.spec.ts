import type { Payload } from 'payload'
import { createTestPayload, dbTargets, lexicalBody } from './helpers'

/**
 * Moving a published article leaves a redirect; editors' redirects refuse loops; scheduled publish and
 * unpublish run from Payload's job queue, on SQLite and Postgres.
 */
describe.each(dbTargets())('editorial workflow on $kind', (target) => {
  let payload: Payload
  let cleanup: () => Promise<void>
  let editor: { id: number | string; collection: 'users' } & Record<string, unknown>

  beforeAll(async () => {
    ;({ payload, cleanup } = await createTestPayload(target))
    const user = await payload.create({
      collection: 'users',
      data: {
        email: `sched-${Date.now()}@wellread.test`,
        password: 'a-long-password-1',
        name: 'Ed',
        role: 'editor',
      },
      overrideAccess: true,
    })
    editor = { ...user, collection: 'users' }
  })

  afterAll(async () => {
    await cleanup?.()
  })

  const redirects = async () =>
    (
      await payload.find({ collection: 'redirects', limit: 0, pagination: false, overrideAccess: true })
    ).docs.map((r) => `${r.from} → ${r.to}`)

  it('moving a published article leaves one redirect from its old URL, without chains', async () => {
    const doc = await payload.create({
      collection: 'articles',
      data: {
        title: 'Moving article',
        slug: 'moving-a',
        summary: 'A summary.',
        section: 'health',
        body: lexicalBody('Hello'),
        _status: 'published',
      } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    // A draft (or an autosave) with the new slug moves nothing: readers still have the old URL.
    await payload.update({
      collection: 'articles',
      id: doc.id,
      data: { slug: 'moving-b' },
      draft: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(await redirects()).toEqual([])
    await payload.update({
      collection: 'articles',
      id: doc.id,
      data: { _status: 'published' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(await redirects()).toEqual(['/health/moving-a → /health/moving-b'])

    // Moving it again points the first redirect straight at the newest URL, and a new one is added.
    await payload.update({
      collection: 'articles',
      id: doc.id,
      data: { section: 'wellness', _status: 'published' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect((await redirects()).sort()).toEqual([
      '/health/moving-a → /wellness/moving-b',
      '/health/moving-b → /wellness/moving-b',
    ])

    // Moving back to an old URL removes the redirect from it (the article lives there again).
    await payload.update({
      collection: 'articles',
      id: doc.id,
      data: { section: 'health', slug: 'moving-a', _status: 'published' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect((await redirects()).sort()).toEqual([
      '/health/moving-b → /health/moving-a',
      '/wellness/moving-b → /health/moving-a',
    ])
  })

  it('refuses a redirect loop and a second redirect from the same path, with messages', async () => {
    await payload.create({
      collection: 'redirects',
      data: { from: '/health/loop-a', to: '/health/loop-b' },
      overrideAccess: true,
    })
    await expect(
      payload.create({
        collection: 'redirects',
        data: { from: '/health/loop-b', to: '/health/loop-a' },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({
      data: {
        errors: [
          expect.objectContaining({
            path: 'to',
            message: expect.stringContaining(
              'This would make a loop: /health/loop-b → /health/loop-a → /health/loop-b',
            ),
          }),
        ],
      },
    })
    await expect(
      payload.create({
        collection: 'redirects',
        data: { from: '/Health/Loop-A/', to: '/health/x' },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({
      data: {
        errors: [
          expect.objectContaining({
            path: 'from',
            message: expect.stringContaining('already a redirect from /health/loop-a'),
          }),
        ],
      },
    })
    await expect(
      payload.create({
        collection: 'redirects',
        data: { from: '/health/js', to: 'javascript:alert(1)' },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({
      data: {
        errors: [
          expect.objectContaining({
            path: 'to',
            message: expect.stringContaining('"javascript:" are not allowed'),
          }),
        ],
      },
    })
  })

  it('refuses a javascript: address in the body or a widget, on a draft save and on publish', async () => {
    const linkBody = lexicalBody('x')
    linkBody.root.children.push({
      type: 'paragraph',
      version: 1,
      format: '',
      children: [
        {
          type: 'link',
          version: 3,
          fields: { linkType: 'custom', url: 'javascript:alert(1)', newTab: false },
          children: [{ type: 'text', version: 1, text: 'click me' }],
        },
      ],
    } as never)
    const tileBody = lexicalBody('x', [
      { blockType: 'tiles', hubTitle: 'Heart', tiles: [{ title: 'Bad', url: 'JavaScript:alert(1)' }] },
    ])
    const base = { title: 'Links', summary: 'A summary.', section: 'health' }
    for (const [body, where] of [
      [linkBody, 'Body, the link “click me”: Links starting with "javascript:" are not allowed.'],
      [tileBody, 'Body, Article tiles → Tiles 1 → Link: Links starting with "javascript:" are not allowed.'],
    ] as const) {
      await expect(
        payload.create({
          collection: 'articles',
          data: { ...base, body, _status: 'draft' } as never,
          draft: true,
          overrideAccess: true,
          context: { disableRevalidate: true },
        }),
      ).rejects.toMatchObject({
        data: {
          errors: [expect.objectContaining({ path: 'body', message: expect.stringContaining(where) })],
        },
      })
    }
    // Publishing a text link: the body says which link and what to fix (not "link node failed to validate").
    await expect(
      payload.create({
        collection: 'articles',
        data: { ...base, body: linkBody, _status: 'published' } as never,
        overrideAccess: true,
        context: { disableRevalidate: true },
      }),
    ).rejects.toMatchObject({
      data: {
        errors: [
          expect.objectContaining({
            path: 'body',
            message: expect.stringContaining('Body, the link “click me”: Links starting with "javascript:"'),
          }),
        ],
      },
    })
    // A draft may hold an address still being typed.
    const typing = lexicalBody('x', [
      { blockType: 'tiles', hubTitle: 'Heart', tiles: [{ title: 'T', url: 'www.exam' }] },
    ])
    const draft = await payload.create({
      collection: 'articles',
      data: { ...base, title: 'Typing a link', body: typing, _status: 'draft' } as never,
      draft: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(draft.id).toBeDefined()
  })

  it('publishes and unpublishes at the scheduled time through the job queue', async () => {
    const doc = await payload.create({
      collection: 'articles',
      data: {
        title: 'Scheduled article',
        summary: 'A summary.',
        section: 'health',
        body: lexicalBody('Soon'),
      } as never,
      draft: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(doc._status).toBe('draft')
    const schedule = (type: 'publish' | 'unpublish', waitUntil: Date) =>
      payload.jobs.queue({
        task: 'schedulePublish',
        input: {
          type,
          doc: { relationTo: 'articles', value: String(doc.id) },
          user: { relationTo: 'users', value: editor.id },
        },
        waitUntil,
      } as never)
    const status = async () =>
      (await payload.findByID({ collection: 'articles', id: doc.id, overrideAccess: true, depth: 0 }))._status

    await schedule('publish', new Date(Date.now() + 1500))
    await payload.jobs.run({ queue: 'default' })
    expect(await status()).toBe('draft') // not yet due
    await new Promise((resolve) => setTimeout(resolve, 1700))
    await payload.jobs.run({ queue: 'default' })
    expect(await status()).toBe('published')

    await schedule('unpublish', new Date(Date.now() + 500))
    await new Promise((resolve) => setTimeout(resolve, 700))
    await payload.jobs.run({ queue: 'default' })
    expect(await status()).toBe('draft')
  })

  it('a scheduled publish a killed instance left running goes out once the next leader releases it', async () => {
    const doc = await payload.create({
      collection: 'articles',
      data: {
        title: 'Left running',
        summary: 'A summary.',
        section: 'health',
        body: lexicalBody('Soon'),
      } as never,
      draft: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: { relationTo: 'articles', value: String(doc.id) },
        user: { relationTo: 'users', value: editor.id },
      },
      waitUntil: new Date(Date.now() - 1000),
    } as never)
    // What a run killed in the middle of it leaves: the job marked as running, never finished.
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { processing: true },
      overrideAccess: true,
    })
    const status = async () =>
      (await payload.findByID({ collection: 'articles', id: doc.id, overrideAccess: true, depth: 0 }))._status
    await payload.jobs.run({ queue: 'default' })
    expect(await status()).toBe('draft') // Payload never takes it again by itself
    const { releaseUnfinishedJobs } = await import('@/cms/jobs')
    // A job marked after the leader took over is one it runs itself: left alone.
    expect(await releaseUnfinishedJobs(payload, new Date(Date.now() - 60_000))).toBe(0)
    expect(await releaseUnfinishedJobs(payload, new Date(Date.now() + 1000))).toBe(1)
    await payload.jobs.run({ queue: 'default' })
    expect(await status()).toBe('published')
  })
})

describe.each(dbTargets())('checklist HTML moves to rich text on $kind', (target) => {
  let payload: Payload
  let cleanup: () => Promise<void>

  beforeAll(async () => {
    ;({ payload, cleanup } = await createTestPayload(target))
  })

  afterAll(async () => {
    await cleanup?.()
  })

  it('converts stored items in articles and their versions, keeping emphasis and links', async () => {
    const legacy = {
      blockType: 'checklist',
      header: 'Before your visit',
      items: [{ html: 'Bring <strong>your medicines</strong> and <a href="/health/x">the list</a>' }],
    }
    const doc = await payload.create({
      collection: 'articles',
      data: {
        title: 'Legacy checklist',
        summary: 'A summary.',
        section: 'health',
        body: lexicalBody('Intro', [legacy]),
        _status: 'published',
      } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const migration =
      target.kind === 'sqlite'
        ? await import('@/migrations/sqlite/20261122_230830_editors_admin')
        : await import('@/migrations/postgres/20261122_230837_editors_admin')
    await migration.checklistItemsToRichText({ db: payload.db.drizzle as never, payload })

    const read = await payload.findByID({
      collection: 'articles',
      id: doc.id,
      overrideAccess: true,
      depth: 0,
    })
    const block = JSON.stringify(read.body)
    expect(block).not.toContain('"html"')
    const nodes: Record<string, unknown>[] = []
    const walk = (node: unknown) => {
      if (!node || typeof node !== 'object') return
      if (!Array.isArray(node)) nodes.push(node as Record<string, unknown>)
      for (const value of Object.values(node)) walk(value)
    }
    walk(read.body)
    expect(nodes).toContainEqual(expect.objectContaining({ type: 'text', text: 'your medicines', format: 1 }))
    expect(nodes).toContainEqual(
      expect.objectContaining({ type: 'link', fields: expect.objectContaining({ url: '/health/x' }) }),
    )
    const versions = await payload.findVersions({
      collection: 'articles',
      where: { parent: { equals: doc.id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(versions.docs.length).toBeGreaterThan(0)
    for (const version of versions.docs) expect(JSON.stringify(version.version.body)).not.toContain('"html"')
  })
})
